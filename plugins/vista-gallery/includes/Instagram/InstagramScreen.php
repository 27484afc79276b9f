<?php
/**
 * What the Import screen's Instagram tab is told (window.vistaGalleryAdmin.instagram): where call 11
 * goes, its nonce, the limit, and the accounts kept up to date, by name and expiry only; never a
 * token. Administrators only (000 §6); others get null and see no tab.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

/**
 * The tab's data.
 */
final class InstagramScreen {

	/**
	 * The tab's data, or null for a user who may not import.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function config(): ?array {
		if ( ! current_user_can( InstagramAjax::CAPABILITY ) || ! current_user_can( 'upload_files' ) ) {
			return null;
		}
		return array(
			'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
			'action'    => InstagramAjax::ACTION,
			'nonce'     => wp_create_nonce( InstagramAjax::NONCE_ACTION ),
			'maxImages' => InstagramInput::MAX_IMAGES,
			'accounts'  => InstagramAccounts::summaries(),
		);
	}
}
