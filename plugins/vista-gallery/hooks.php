<?php
/**
 * Everything Vista Gallery hooks into WordPress, by where it applies (see the kit's Hooks for the
 * groups and the form of an entry). Each class loads only when one of its hooks first fires: a
 * visitor's page without a gallery loads the post types and nothing of the admin screens, the REST
 * controllers, the lightbox's or the shop's calls, or the Instagram import.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\AdminScreens;
use Vista\Gallery\Ecommerce\EcommerceAdmin;
use Vista\Gallery\Ecommerce\PriceListField;
use Vista\Gallery\SettingsPage;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryItems;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryShortcode;
use Vista\Gallery\Ecommerce\CartPage;
use Vista\Gallery\Ecommerce\CheckoutPage;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\EcommerceSettings;
use Vista\Gallery\Ecommerce\Orders;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\Feedback\CaptchaImage;
use Vista\Gallery\Feedback\CommentAjax;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Feedback\VisitorState;
use Vista\Gallery\Instagram\InstagramAjax;
use Vista\Gallery\Instagram\InstagramDisconnect;
use Vista\Gallery\Instagram\InstagramUpdater;
use Vista\Gallery\Lightbox\LightboxAjax;
use Vista\Gallery\Lightbox\LightboxRuntime;
use Vista\Gallery\Browsing\AlbumCycleCheck;
use Vista\Gallery\Browsing\GalleryRestController;
use Vista\Gallery\GallerySettingsController;
use Vista\Gallery\Ecommerce\PriceListRestController;
use Vista\Gallery\Themes\ThemesPage;
use Vista\Gallery\Themes\ThemesRoute;
use Vista\Gallery\Views\ThumbSizes;
use Vista\Gallery\Privacy\OrdersPersonalData;
use Vista\Gallery\Privacy\PolicyText;
use Vista\Gallery\Privacy\RatingsPersonalData;
use Vista\Gallery\Import\PhotoGalleryImporter;
use Vista\Gallery\Import\PhotoGalleryShortcode;
use Vista\Gallery\Kit\GettingStarted;
use Vista\Gallery\Onboarding\SampleGallery;

return array(
	// Kept current on activation, updates and admin requests: the ratings' and the visitors' tables,
	// and the shop's cart table with its cart and checkout pages (made once).
	'upgrades'   => array(
		array( RatingStore::class, 'upgrade' ),
		array( VisitorState::class, 'upgrade' ),
		array( EcommerceSettings::class, 'install' ),
		// The galleries' image lists as rows, filled from the lists saved before (issue 36).
		array( GalleryItems::class, 'upgrade' ),
	),
	'everywhere' => array(
		// Galleries, albums and their tags; price lists; orders.
		array( 'init', array( PostTypes::class, 'register_types' ), 5 ),
		array( 'init', array( PriceList::class, 'register_types' ), 5 ),
		array( 'init', array( Orders::class, 'register_types' ), 5 ),
		// The lightbox's React runtime loads on demand: after the blocks are registered (the kit,
		// init 10), the view scripts stop depending on it.
		array( 'init', array( LightboxRuntime::class, 'defer_runtime' ), 20 ),
		// A page that renders several documents (feeds, tests) numbers its galleries anew.
		array( 'vista_gallery_reset_instances', array( GalleryRenderer::class, 'reset_instances' ) ),
		// The thumbs keep their layout's sizes where WordPress would make them `auto` (issue 18).
		array( 'wp_content_img_tag', array( ThumbSizes::class, 'filter' ), 10, 1, 'if' => static fn ( $image ) => is_string( $image ) && str_contains( $image, 'sizes="auto' ) ),
		// What the lightbox shows of an image: the shop's panel, the rating, the comments.
		array( 'vista_gallery_lightbox_settings', array( EcommerceSettings::class, 'lightbox_settings' ), 10, 2 ),
		array( 'vista_gallery_lightbox_entry', array( EcommerceSettings::class, 'lightbox_entry' ), 10, 2 ),
		array( 'vista_gallery_lightbox_entry', array( RatingAjax::class, 'entry' ), 10, 2 ),
		array( 'vista_gallery_lightbox_entry', array( CommentAjax::class, 'entry' ), 10, 2 ),
		array( 'delete_attachment', array( RatingStore::class, 'forget_image' ) ),
		// A gallery's image list kept as rows too, for the seeks of call 12 and the lightbox.
		array( 'added_post_meta', array( GalleryItems::class, 'sync' ), 10, 4, 'if' => static fn ( $meta_id, $object_id, $meta_key ) => PostTypes::META_IMAGES === $meta_key ),
		array( 'updated_post_meta', array( GalleryItems::class, 'sync' ), 10, 4, 'if' => static fn ( $meta_id, $object_id, $meta_key ) => PostTypes::META_IMAGES === $meta_key ),
		array( 'deleted_post_meta', array( GalleryItems::class, 'sync' ), 10, 4, 'if' => static fn ( $meta_id, $object_id, $meta_key ) => PostTypes::META_IMAGES === $meta_key ),
		// The census kept with each gallery is taken again once an image may have become readable or
		// not: a post's status changed, an attachment was deleted, edited, attached or detached.
		array( 'transition_post_status', array( GalleryItems::class, 'stale' ), 10, 2, 'if' => static fn ( $new_status, $old_status ) => $new_status !== $old_status ),
		array( 'deleted_post', array( GalleryItems::class, 'stale' ) ),
		array( 'attachment_updated', array( GalleryItems::class, 'stale' ) ),
		array( 'wp_media_attach_action', array( GalleryItems::class, 'stale' ) ),
	),
	'front'      => array(
		// A gallery shortcode's scripts and styles in the head, where the post has one.
		array( 'wp_enqueue_scripts', array( GalleryShortcode::class, 'enqueue_early' ), 10, 1, 'if' => static fn () => str_contains( (string) get_post_field( 'post_content' ), '[vista_gallery' ) ),
		// The same for the imported galleries of Photo Gallery by 10Web's shortcode (issue 33).
		array( 'wp_enqueue_scripts', array( PhotoGalleryShortcode::class, 'enqueue_early' ), 10, 1, 'if' => static fn () => str_contains( (string) get_post_field( 'post_content' ), '[Best_Wordpress_Gallery' ) ),
		// Where the lightbox's runtime is, for a page with a gallery.
		array( 'wp_enqueue_scripts', array( LightboxRuntime::class, 'describe_runtime' ), 100 ),
		array( 'wp_footer', array( LightboxRuntime::class, 'describe_runtime' ), 1 ),
		// The cart's and the checkout's forms, sent to their pages.
		array( 'template_redirect', array( CartPage::class, 'handle_request' ), 10, 1, 'if' => 'is_page' ),
		array( 'template_redirect', array( CheckoutPage::class, 'handle_request' ), 10, 1, 'if' => 'is_page' ),
	),
	'admin'      => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( SampleGallery::class, 'card' ) ),
		// The Galleries menu: galleries, albums, tags (AdminScreens), price lists (15), themes,
		// settings and orders (20), in that order; the media modal's price list field.
		array( 'admin_menu', array( AdminScreens::class, 'add_pages' ) ),
		array( 'admin_enqueue_scripts', array( AdminScreens::class, 'enqueue' ) ),
		array( 'parent_file', array( AdminScreens::class, 'tags_parent_file' ) ),
		array( 'admin_menu', array( EcommerceAdmin::class, 'add_page' ), 15 ),
		array( 'admin_enqueue_scripts', array( EcommerceAdmin::class, 'enqueue' ) ),
		array( 'admin_menu', array( ThemesPage::class, 'add_page' ), 20 ),
		array( 'admin_enqueue_scripts', array( ThemesPage::class, 'enqueue' ) ),
		array( 'admin_menu', array( SettingsPage::class, 'add_page' ), 20 ),
		array( 'admin_enqueue_scripts', array( SettingsPage::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( SettingsPage::class, 'action_links' ) ),
		array( 'admin_menu', array( Orders::class, 'add_menu' ), 20 ),
		array( 'manage_vista_order_posts_columns', array( Orders::class, 'columns' ) ),
		array( 'manage_vista_order_posts_custom_column', array( Orders::class, 'column' ), 10, 2 ),
		array( 'add_meta_boxes_vista_order', array( Orders::class, 'meta_boxes' ) ),
		array( 'attachment_fields_to_edit', array( PriceListField::class, 'attachment_field' ), 10, 2 ),
		array( 'attachment_fields_to_save', array( PriceListField::class, 'save_attachment_field' ), 10, 2 ),
		// Tools → Export and Erase Personal Data (their admin-ajax calls): orders and ratings (the
		// comments are WordPress's, which its own exporter and eraser cover); the suggested text
		// of Settings → Privacy → Policy Guide.
		array( 'wp_privacy_personal_data_exporters', array( OrdersPersonalData::class, 'add_exporter' ) ),
		array( 'wp_privacy_personal_data_erasers', array( OrdersPersonalData::class, 'add_eraser' ) ),
		array( 'wp_privacy_personal_data_exporters', array( RatingsPersonalData::class, 'add_exporter' ) ),
		array( 'wp_privacy_personal_data_erasers', array( RatingsPersonalData::class, 'add_eraser' ) ),
		array( 'admin_init', array( PolicyText::class, 'suggest' ) ),
	),
	'rest'       => array(
		// The getting started card's sample and "Add to a page".
		array( 'rest_api_init', array( SampleGallery::class, 'register_routes' ) ),
		// The gallery admin's routes and its settings, the themes, the price lists; an album may
		// not contain itself.
		array( 'rest_api_init', array( GalleryRestController::class, 'register_routes' ) ),
		array( 'rest_pre_insert_vista_album', array( AlbumCycleCheck::class, 'refuse_album_cycles' ), 10, 2 ),
		// A gallery may show only images its editor may read, as the REST API decides (issue 31 item 9).
		array( 'rest_pre_insert_' . PostTypes::GALLERY, array( ImageAccess::class, 'check_rest_save' ), 10, 2 ),
		array( 'rest_api_init', array( GallerySettingsController::class, 'register_routes' ) ),
		array( 'rest_api_init', array( ThemesRoute::class, 'routes' ) ),
		array( 'rest_api_init', array( PriceListRestController::class, 'register_routes' ) ),
		// The Galleries and Albums lists: thumbnail, count, author and shortcode of each row, and
		// the copy of a gallery or album.
		array( 'rest_api_init', array( CollectionListRoutes::class, 'register' ) ),
		// A page of galleries reads its rows' authors, first images and covers at once (issue 36).
		array( 'the_posts', array( CollectionListRoutes::class, 'prime_rows' ), 10, 2, 'if' => static fn ( $posts, $query ) => $query instanceof \WP_Query && PostTypes::GALLERY === $query->get( 'post_type' ) ),
	),
	'ajax'       => array(
		// Call 12 (a gallery's pages, filters, load more) and the lightbox's data, for visitors.
		array( 'wp_ajax_vista_gallery_view', array( GalleryAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_view', array( GalleryAjax::class, 'handle' ) ),
		array( 'wp_ajax_vista_gallery_lightbox', array( LightboxAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_lightbox', array( LightboxAjax::class, 'handle' ) ),
		// The shop's panel and add-to-cart, for visitors.
		array( 'wp_ajax_vista_gallery_ecommerce', array( EcommerceAjax::class, 'handle_panel' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_ecommerce', array( EcommerceAjax::class, 'handle_panel' ) ),
		array( 'wp_ajax_add_cart', array( EcommerceAjax::class, 'handle_add_cart' ) ),
		array( 'wp_ajax_nopriv_add_cart', array( EcommerceAjax::class, 'handle_add_cart' ) ),
		// The lightbox's ratings, comments and captcha, for visitors.
		array( 'wp_ajax_vista_gallery_rate', array( RatingAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_rate', array( RatingAjax::class, 'handle' ) ),
		array( 'wp_ajax_vista_gallery_comment', array( CommentAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_comment', array( CommentAjax::class, 'handle' ) ),
		array( 'wp_ajax_vista_gallery_captcha', array( CaptchaImage::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_gallery_captcha', array( CaptchaImage::class, 'handle' ) ),
		// The Instagram import (call 11) and disconnecting an account: administrators only.
		array( 'wp_ajax_addInstagramGallery', array( InstagramAjax::class, 'handle' ) ),
		array( 'wp_ajax_vista_gallery_instagram_disconnect', array( InstagramDisconnect::class, 'handle' ) ),
	),
	'cron'       => array(
		// The Instagram galleries' daily update.
		array( 'vista_gallery_instagram_daily', array( InstagramUpdater::class, 'run' ) ),
	),
	'shortcodes' => array(
		'vista_gallery'          => array( GalleryShortcode::class, 'render' ),
		// Photo Gallery by 10Web's shortcode, for the galleries imported from it (issue 33).
		'Best_Wordpress_Gallery' => array( PhotoGalleryShortcode::class, 'render' ),
	),
	// Tools → Import (issue 33): the content of the original plugin.
	'importers'  => array(
		PhotoGalleryImporter::class,
	),
);
