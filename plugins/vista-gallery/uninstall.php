<?php
/**
 * Removes everything Vista Gallery stored, on every site, when the owner deletes the plugin: the
 * galleries, albums, tags, price lists and orders (its own records), the cart and checkout pages
 * it made, ratings, visitors' state, the cart, the Instagram accounts and their daily update, and
 * what it noted on the owner's images. The images stay, and so do the comments visitors left on
 * them. What stays is listed in readme.txt.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';

\Vista\Gallery\Kit\Uninstall::everything(
	array(
		'prefixes'   => array( 'vista_gallery_' ),
		// Meta of its posts, and its notes on images and comments (hits, ratings, price lists,
		// Instagram sources, a comment's deletion token).
		'meta'       => array( '_vista_gallery_', '_vista_album_', '_vista_order', '_vista_pricelist', '_vista_image_pricelist', '_vista_hit_count', '_vista_rating_', '_vista_instagram_', '_vista_embed_url', '_vista_filetype', '_vista_redirect_url', '_vista_delete_token' ),
		'post_types' => array( 'vista_gallery', 'vista_album', 'vista_pricelist', 'vista_order' ),
		'taxonomies' => array( 'vista_tag' ),
	),
	static function (): void {
		// The cart and checkout pages it made (their ids are in an option that goes next).
		foreach ( (array) get_option( 'vista_gallery_ecommerce_pages', array() ) as $vista_gallery_page ) {
			if ( is_numeric( $vista_gallery_page ) && 'page' === get_post_type( (int) $vista_gallery_page ) ) {
				wp_delete_post( (int) $vista_gallery_page, true );
			}
		}
	}
);
