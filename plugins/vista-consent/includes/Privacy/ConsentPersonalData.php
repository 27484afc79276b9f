<?php
/**
 * The consent log's part of Tools → Export Personal Data and Erase Personal Data. A choice is tied
 * to a person only when they made it signed in (the log's user_id); a visitor's choice carries
 * only a keyed hash of a random id in their browser, which no e-mail address can find.
 *
 * Erasing anonymises rather than deletes: the log is the site's proof that consent was asked and
 * given (GDPR art. 7(1)), so each choice stays, with its time, categories and page, and loses its
 * account. What remains ties to nobody.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\ConsentLog;

/**
 * The exporter and the eraser WordPress calls page by page.
 */
final class ConsentPersonalData {

	/** Log rows a page: WordPress calls again with the next page until `done`. */
	public const PER_PAGE = 100;

	public const ID       = 'vista-consent';
	public const GROUP_ID = 'vista-consent-log';

	/**
	 * Adds the exporter (wp_privacy_personal_data_exporters).
	 *
	 * @param mixed $exporters Exporters by id.
	 * @return array<string, mixed>
	 */
	public static function add_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Vista Consent log', 'vista-consent' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser (wp_privacy_personal_data_erasers).
	 *
	 * @param mixed $erasers Erasers by id.
	 * @return array<string, mixed>
	 */
	public static function add_eraser( $erasers ): array {
		$erasers             = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Vista Consent log', 'vista-consent' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the choices made from the account with this address.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$rows = self::rows( self::account( (string) $email ), max( 1, (int) $page ) );
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = array(
				'group_id'          => self::GROUP_ID,
				'group_label'       => __( 'Cookie consent', 'vista-consent' ),
				'group_description' => __( 'The choices you made in the cookie notice while signed in.', 'vista-consent' ),
				'item_id'           => 'vista-consent-' . $row['id'],
				'data'              => array(
					array(
						'name'  => __( 'Time (UTC)', 'vista-consent' ),
						'value' => $row['created_at'],
					),
					array(
						'name'  => __( 'Choice', 'vista-consent' ),
						'value' => 'accepted' === $row['choice'] ? __( 'accepted', 'vista-consent' ) : __( 'rejected', 'vista-consent' ),
					),
					array(
						'name'  => __( 'Categories allowed', 'vista-consent' ),
						'value' => '' !== $row['categories'] ? $row['categories'] : __( 'none', 'vista-consent' ),
					),
					array(
						'name'  => __( 'Page', 'vista-consent' ),
						'value' => $row['page'],
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PER_PAGE,
		);
	}

	/**
	 * Unties the account's choices from it, a page at a time (each call takes the first page of
	 * what is still tied, whatever page WordPress asks for).
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page (unused, see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress passes the page; untied rows leave the list.
		global $wpdb;
		$rows = self::rows( self::account( (string) $email ), 1 );
		$ids  = array_map( 'intval', array_column( $rows, 'id' ) );
		$done = 0;
		if ( array() !== $ids ) {
			$table        = ConsentLog::table();
			$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			// SQL: own table, placeholders built above.
			$done = (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET user_id = 0 WHERE id IN ({$placeholders})", ...$ids ) );
		}
		$messages = array();
		if ( $done > 0 ) {
			/* translators: %d: number of consent log entries */
			$messages[] = sprintf( _n( '%d cookie consent choice is kept as proof of consent, no longer linked to the account.', '%d cookie consent choices are kept as proof of consent, no longer linked to the account.', $done, 'vista-consent' ), $done );
		}
		return array(
			'items_removed'  => $done > 0,
			'items_retained' => false,
			'messages'       => $messages,
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * The account with this address, or 0.
	 *
	 * @param string $email Address.
	 */
	private static function account( string $email ): int {
		$user = is_email( trim( $email ) ) ? get_user_by( 'email', trim( $email ) ) : false;
		return $user instanceof \WP_User ? (int) $user->ID : 0;
	}

	/**
	 * One page of an account's log rows, oldest first.
	 *
	 * @param int $user_id Account (0: none, no rows).
	 * @param int $page    1-based page.
	 * @return array<int, array<string, string>>
	 */
	private static function rows( int $user_id, int $page ): array {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return array();
		}
		$table = ConsentLog::table();
		// SQL: own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, created_at, choice, categories, page FROM {$table} WHERE user_id = %d ORDER BY id LIMIT %d OFFSET %d", $user_id, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE ), ARRAY_A );
		return is_array( $rows ) ? $rows : array();
	}
}
