<?php
// A copy of kit/PagePlacement.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * Putting a block on a page for "Add to a page": a new page named after what it shows, or the end
 * of an existing page (once: the same block twice on a page is a slip, not a wish), published when
 * asked. The block's markup always comes from the server (the plugin builds it from an item it
 * found); this class only checks what the user may do with pages.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Places a block on a page.
 */
final class PagePlacement {

	/**
	 * Why the current user may not put a block on this page, or null when they may.
	 *
	 * @param int  $page_id The page, 0 for a new one.
	 * @param bool $publish Whether the page is to be published.
	 */
	public static function refusal( int $page_id, bool $publish ): ?\WP_Error {
		$prefix = Bootstrap::slug();
		if ( ! current_user_can( 'edit_pages' ) ) {
			return new \WP_Error( $prefix . '_forbidden', __( 'You may not edit pages.', 'vista-gallery' ), array( 'status' => 403 ) );
		}
		if ( $publish && ! current_user_can( 'publish_pages' ) ) {
			return new \WP_Error( $prefix . '_forbidden', __( 'You may not publish pages.', 'vista-gallery' ), array( 'status' => 403 ) );
		}
		if ( 0 === $page_id ) {
			return null;
		}
		$page = get_post( $page_id );
		if ( ! $page || 'page' !== $page->post_type || in_array( $page->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return new \WP_Error( $prefix . '_no_page', __( 'There is no such page.', 'vista-gallery' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $page_id ) ) {
			return new \WP_Error( $prefix . '_forbidden', __( 'You may not edit this page.', 'vista-gallery' ), array( 'status' => 403 ) );
		}
		return null;
	}

	/**
	 * Puts the block on a new page or at the end of an existing one (checked by refusal()).
	 *
	 * @param string $block   The block's markup, built by the server.
	 * @param string $title   A new page's title.
	 * @param int    $page_id The page, 0 for a new one.
	 * @param bool   $publish Whether to publish the page.
	 * @return array<string, int|string>|\WP_Error What the dialog shows of the page.
	 */
	public static function place( string $block, string $title, int $page_id, bool $publish ) {
		if ( 0 === $page_id ) {
			$page_id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_title'   => $title,
					'post_status'  => $publish ? 'publish' : 'draft',
					'post_content' => wp_slash( $block ),
				),
				true
			);
		} else {
			$content = (string) get_post_field( 'post_content', $page_id, 'raw' );
			$page    = array(
				'ID'           => $page_id,
				'post_content' => wp_slash( str_contains( $content, $block ) ? $content : rtrim( $content ) . "\n\n" . $block ),
			);
			if ( $publish ) {
				$page['post_status'] = 'publish';
			}
			$page_id = wp_update_post( $page, true );
		}
		if ( is_wp_error( $page_id ) ) {
			return $page_id;
		}
		return self::summary( (int) $page_id );
	}

	/**
	 * What the dialog shows of the page it added to.
	 *
	 * @param int $page_id The page.
	 * @return array<string, int|string>
	 */
	private static function summary( int $page_id ): array {
		return array(
			'id'      => $page_id,
			'title'   => get_the_title( $page_id ),
			'status'  => (string) get_post_status( $page_id ),
			'editUrl' => (string) get_edit_post_link( $page_id, 'raw' ),
			'viewUrl' => (string) get_permalink( $page_id ),
		);
	}

	/**
	 * The arguments of an "Add to a page" route besides the item.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function route_args(): array {
		return array(
			'page'    => array(
				'type'    => 'integer',
				'minimum' => 0,
				'default' => 0,
			),
			'publish' => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}
}
