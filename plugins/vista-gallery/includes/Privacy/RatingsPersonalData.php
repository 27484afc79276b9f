<?php
/**
 * Image ratings in Tools → Export Personal Data and Erase Personal Data. A rating is tied to a
 * person only when they rated signed in (RatingVisitor's `user:{id}` key); a visitor's rating is
 * keyed by a hash of a random cookie id and their address, which no e-mail address can find, so
 * none of those is exported. Erasing unties the ratings from the account and keeps the votes in
 * the images' averages: a vote without its voter says nothing about anyone.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Feedback\RatingStore;

/**
 * The exporter and the eraser WordPress calls page by page.
 */
final class RatingsPersonalData {

	/** Ratings a page: WordPress calls again with the next page until `done`. */
	public const PER_PAGE = 100;

	public const ID       = 'vista-gallery-ratings';
	public const GROUP_ID = 'vista-gallery-ratings';

	/**
	 * Adds the exporter (wp_privacy_personal_data_exporters).
	 *
	 * @param mixed $exporters Exporters by id.
	 * @return array<string, mixed>
	 */
	public static function add_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Vista Gallery ratings', 'vista-gallery' ),
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
			'eraser_friendly_name' => __( 'Vista Gallery ratings', 'vista-gallery' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the account's ratings.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$rows = self::rows( (string) $email, max( 1, (int) $page ) );
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = array(
				'group_id'          => self::GROUP_ID,
				'group_label'       => __( 'Image ratings', 'vista-gallery' ),
				'group_description' => __( 'The images you rated while signed in.', 'vista-gallery' ),
				'item_id'           => 'vista-rating-' . $row['id'],
				'data'              => array(
					array(
						'name'  => __( 'Image', 'vista-gallery' ),
						'value' => (string) get_the_title( (int) $row['image_id'] ),
					),
					array(
						'name'  => __( 'Rating', 'vista-gallery' ),
						'value' => (string) (int) $row['rate'],
					),
					array(
						'name'  => __( 'Date (UTC)', 'vista-gallery' ),
						'value' => (string) $row['created'],
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
	 * Unties the account's ratings, a page at a time (untied ratings leave the list): each keeps
	 * its vote under a random key that belongs to no one.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page (unused, see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress passes the page; untied rows leave the list.
		global $wpdb;
		$rows = self::rows( (string) $email, 1 );
		$ids  = array_map( 'intval', array_column( $rows, 'id' ) );
		$done = 0;
		if ( array() !== $ids ) {
			// One key for this call's rows: a person has one rating an image, so the rows stay
			// apart under the table's unique image and visitor key.
			$key          = 'erased:' . bin2hex( random_bytes( 16 ) );
			$table        = RatingStore::table();
			$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			// SQL: own table, placeholders built above.
			$done = (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET visitor = %s WHERE id IN ({$placeholders})", $key, ...$ids ) );
		}
		$messages = array();
		if ( $done > 0 ) {
			/* translators: %d: number of ratings */
			$messages[] = sprintf( _n( '%d image rating stays in the image’s average, no longer linked to the account.', '%d image ratings stay in the images’ averages, no longer linked to the account.', $done, 'vista-gallery' ), $done );
		}
		return array(
			'items_removed'  => $done > 0,
			'items_retained' => false,
			'messages'       => $messages,
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * One page of the ratings made from the account with this address, oldest first.
	 *
	 * @param string $email Address.
	 * @param int    $page  1-based page.
	 * @return array<int, array<string, string>>
	 */
	private static function rows( string $email, int $page ): array {
		global $wpdb;
		$user = is_email( trim( $email ) ) ? get_user_by( 'email', trim( $email ) ) : false;
		if ( ! $user instanceof \WP_User ) {
			return array();
		}
		$table = RatingStore::table();
		// SQL: own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, image_id, rate, created FROM {$table} WHERE visitor = %s ORDER BY id LIMIT %d OFFSET %d", 'user:' . $user->ID, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE ), ARRAY_A );
		return is_array( $rows ) ? $rows : array();
	}
}
