<?php
/**
 * What the Import screen's Instagram tab is told (window.vistaGalleryAdmin.instagram): where call 11
 * goes, its nonce, the limit, the galleries the user may add the images to, the accounts kept up
 * to date (by id, name and expiry) and the action that disconnects one; never a token.
 * Administrators only (000 §6); others get null and see no tab.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

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
			'galleries' => self::galleries(),
			'disconnectAction' => InstagramDisconnect::ACTION,
		);
	}

	/**
	 * The galleries the images may go into instead of a new one: those the user may edit, by title.
	 *
	 * @return array<int, array{id: int, title: string}>
	 */
	private static function galleries(): array {
		$posts = get_posts(
			array(
				'post_type'      => PostTypes::GALLERY,
				'post_status'    => array( 'publish', 'draft', 'private' ),
				'posts_per_page' => 500,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		$out = array();
		foreach ( $posts as $post ) {
			if ( current_user_can( 'edit_post', $post->ID ) ) {
				$title = wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ) );
				$out[] = array(
					'id'    => $post->ID,
					/* translators: %d: gallery id. */
					'title' => '' !== $title ? $title : sprintf( __( 'Gallery #%d', 'vista-gallery' ), $post->ID ),
				);
			}
		}
		return $out;
	}
}
