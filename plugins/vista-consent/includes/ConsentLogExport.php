<?php
/**
 * Downloads the consent log as CSV, for the owner to keep as proof of consent.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * admin-post.php?action=vista_consent_export
 */
final class ConsentLogExport {

	public const ACTION = 'vista_consent_export';

	private const BATCH = 1000;

	/**
	 * The download address, with its nonce; raw (not HTML-escaped), for scripts to use.
	 */
	public static function url(): string {
		return add_query_arg(
			array(
				'action'   => self::ACTION,
				'_wpnonce' => wp_create_nonce( self::ACTION ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Streams the CSV; only for users who manage options, with a valid nonce. The filter of
	 * Consent → Records (from, to, choice, search in the address) limits the rows, so the file
	 * holds what the screen found.
	 */
	public static function download(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to export the consent log.', 'vista-consent' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$filter = self::filter_of_request();
		if ( is_wp_error( $filter ) ) {
			wp_die( esc_html( $filter->get_error_message() ), '', array( 'response' => 400 ) );
		}

		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="consent-log-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' );
		fputcsv( $out, self::header_row() );
		for ( $offset = 0; ; $offset += self::BATCH ) {
			$rows = $filter->rows( self::BATCH, $offset );
			foreach ( $rows as $row ) {
				fputcsv( $out, self::csv_row( $row ) );
			}
			if ( count( $rows ) < self::BATCH ) {
				break;
			}
		}
		fclose( $out ); // The php://output stream.
		exit;
	}

	/**
	 * The filter the address asks for, checked as the records route checks it.
	 *
	 * @return ConsentRecords|\WP_Error
	 */
	private static function filter_of_request() {
		$params = array();
		foreach ( ConsentRecordsController::filter_args() as $name => $arg ) {
			// The nonce was checked above; each value is validated before use.
			$value = isset( $_GET[ $name ] ) ? wp_unslash( $_GET[ $name ] ) : '';
			if ( ! is_string( $value ) ) {
				return new \WP_Error( 'vista_consent_bad_filter', __( 'The export filter is not valid.', 'vista-consent' ) );
			}
			$valid = isset( $arg['validate_callback'] )
				? call_user_func( $arg['validate_callback'], $value )
				: in_array( $value, $arg['enum'], true );
			if ( true !== $valid ) {
				return is_wp_error( $valid ) ? $valid : new \WP_Error( 'vista_consent_bad_filter', __( 'The export filter is not valid.', 'vista-consent' ) );
			}
			$params[ $name ] = $value;
		}
		return ConsentRecordsController::filter_from( $params );
	}

	/**
	 * Column titles.
	 *
	 * @return string[]
	 */
	public static function header_row(): array {
		return array(
			__( 'Time (UTC)', 'vista-consent' ),
			__( 'Visitor (hashed consent id)', 'vista-consent' ),
			__( 'Choice', 'vista-consent' ),
			__( 'Categories', 'vista-consent' ),
			__( 'Page', 'vista-consent' ),
		);
	}

	/**
	 * One entry as CSV cells; a cell that a spreadsheet would run as a formula is quoted with '.
	 *
	 * @param array<string, string> $row Entry.
	 * @return string[]
	 */
	public static function csv_row( array $row ): array {
		return array_map(
			static fn ( $cell ) => preg_match( '/^[=+\-@\t\r]/', (string) $cell ) ? "'" . $cell : (string) $cell,
			array( $row['created_at'], $row['visitor_hash'], $row['choice'], $row['categories'], $row['page'] )
		);
	}
}
