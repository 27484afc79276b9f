<?php
/**
 * Call 11 (000 §7): `POST admin-ajax.php` with `action=addInstagramGallery`, `_wpnonce`,
 * `instagram_user`, `instagram_access_token`, `whole_post` (0/1), `autogallery_image_number` and
 * `update_flag` ('' | add | replace), and our optional `gallery_id` (an existing gallery to add the
 * images to; none: a new gallery). The answer is text wrapping JSON between the original's
 * delimiters `WD_delimiter_start` and `WD_delimiter_end`: the list of image records added, or
 * `["error", message]` (000 §8 shows it as 'Error: {message}'). Administrators only (000 §6); a
 * refusal creates nothing.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The endpoint.
 */
final class InstagramAjax {

	public const ACTION       = 'addInstagramGallery';
	public const NONCE_ACTION = 'vista_gallery_instagram_import';
	public const NONCE_FIELD  = '_wpnonce';

	/** The original's delimiters around the JSON (its client looks for them). */
	public const START = 'WD_delimiter_start';
	public const END   = 'WD_delimiter_end';

	/** Who may import: administrators (000 §6). */
	public const CAPABILITY = 'manage_options';

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		// The capability and the nonce are checked in respond().
		[ $status, $body ] = self::respond( Kit\Ajax::posted() );
		status_header( $status );
		// Text, as the original answers: the client cuts the JSON out from between the delimiters.
		header( 'Content-Type: text/plain; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Content-Type-Options: nosniff' );
		nocache_headers();
		echo $body; // JSON with <, > and & escaped, in a text/plain answer.
		wp_die( '', '', array( 'response' => $status ) );
	}

	/**
	 * The status and the body for the posted fields.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, string}
	 */
	public static function respond( array $fields ): array {
		if ( ! current_user_can( self::CAPABILITY ) || ! current_user_can( 'upload_files' ) ) {
			return self::error( 403, __( 'Only administrators may import galleries from Instagram.', 'vista-gallery' ) );
		}
		if ( ! Kit\Ajax::nonce_ok( $fields, self::NONCE_ACTION, self::NONCE_FIELD ) ) {
			return self::error( 403, __( 'This page has expired. Reload it and try again.', 'vista-gallery' ) );
		}
		$input = InstagramInput::parse( $fields );
		if ( is_wp_error( $input ) ) {
			return self::error( 400, $input->get_error_message() );
		}
		// Copying pictures takes a while; the request must not end halfway through.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 300 );
		}
		$records = InstagramImport::import( $input );
		if ( is_wp_error( $records ) ) {
			return self::error( 200, $records->get_error_message() );
		}
		return array( 200, self::wrap( $records ) );
	}

	/**
	 * JSON between the delimiters, with <, >, & and quotes escaped so no text of Instagram's can
	 * form markup whatever reads it.
	 *
	 * @param array<int, mixed> $data Answer.
	 */
	public static function wrap( array $data ): string {
		return self::START . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE ) . self::END;
	}

	/**
	 * The answer `["error", message]`.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message What went wrong.
	 * @return array{int, string}
	 */
	private static function error( int $status, string $message ): array {
		return array( $status, self::wrap( array( 'error', $message ) ) );
	}
}
