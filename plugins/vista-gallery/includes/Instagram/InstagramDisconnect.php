<?php
/**
 * Disconnects an Instagram account kept for daily updates (Galleries → Import, Instagram tab):
 * `POST admin-ajax.php` with `action=vista_gallery_instagram_disconnect`, the tab's `_wpnonce` and
 * `instagram_user_id`. The token is deleted and the account's galleries stop updating; their
 * images stay. Administrators only, as the import. Answers `{success, data: {accounts}}` (the
 * accounts left, as the tab lists them) or `{success: false, data: {message}}`.
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
final class InstagramDisconnect {

	public const ACTION = 'vista_gallery_instagram_disconnect';

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		// The capability and the nonce are checked in respond().
		[ $status, $body ] = self::respond( Kit\Ajax::posted() );
		wp_send_json( $body, $status );
	}

	/**
	 * The status and the answer for the posted fields.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, array<string, mixed>}
	 */
	public static function respond( array $fields ): array {
		if ( ! current_user_can( InstagramAjax::CAPABILITY ) ) {
			return self::error( 403, __( 'Only administrators may disconnect Instagram accounts.', 'vista-gallery' ) );
		}
		if ( ! Kit\Ajax::nonce_ok( $fields, InstagramAjax::NONCE_ACTION, InstagramAjax::NONCE_FIELD ) ) {
			return self::error( 403, __( 'This page has expired. Reload it and try again.', 'vista-gallery' ) );
		}
		$user_id = is_string( $fields['instagram_user_id'] ?? null ) ? $fields['instagram_user_id'] : '';
		if ( ! preg_match( '/^\d{1,30}$/D', $user_id ) ) {
			return self::error( 400, __( 'Choose the account to disconnect.', 'vista-gallery' ) );
		}
		if ( ! InstagramAccounts::forget( $user_id ) ) {
			return self::error( 404, __( 'This account is no longer connected. Reload the page.', 'vista-gallery' ) );
		}
		return array(
			200,
			array(
				'success' => true,
				'data'    => array( 'accounts' => InstagramAccounts::summaries() ),
			),
		);
	}

	/**
	 * A refusal.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message What went wrong.
	 * @return array{int, array<string, mixed>}
	 */
	private static function error( int $status, string $message ): array {
		return array(
			$status,
			array(
				'success' => false,
				'data'    => array( 'message' => $message ),
			),
		);
	}
}
