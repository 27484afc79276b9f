<?php
/**
 * The "Galleries" admin menu: galleries, albums, the import of a folder of images (one React app,
 * src/gallery/admin, told which screen to show), and the core screen of the image tags.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Instagram\InstagramScreen;

/**
 * Registers the pages and loads the admin bundle only on them. Several pages share one bundle and
 * one mount point (with data-screen), so this uses the kit's AdminBundle rather than AdminPage.
 */
final class AdminScreens {

	public const SLUG        = 'vista-galleries';
	public const SLUG_ALBUMS = 'vista-albums';
	public const SLUG_IMPORT = 'vista-gallery-import';
	public const HANDLE      = 'vista-gallery-admin';

	/** The core screen of the image tags. */
	public const TAGS_SCREEN = 'edit-tags.php?taxonomy=' . PostTypes::TAXONOMY . '&post_type=attachment';

	/**
	 * Page hook suffixes by screen name.
	 *
	 * @var array<string, string>
	 */
	private static array $hooks = array();

	/**
	 * The menu and its submenu items.
	 */
	public static function add_pages(): void {
		$render = array( self::class, 'render' );
		add_menu_page( __( 'Galleries', 'vista-gallery' ), __( 'Galleries', 'vista-gallery' ), 'edit_posts', self::SLUG, $render, 'dashicons-format-gallery', 11 );
		self::$hooks['galleries'] = (string) add_submenu_page( self::SLUG, __( 'Galleries', 'vista-gallery' ), __( 'Galleries', 'vista-gallery' ), 'edit_posts', self::SLUG, $render );
		self::$hooks['albums']    = (string) add_submenu_page( self::SLUG, __( 'Albums', 'vista-gallery' ), __( 'Albums', 'vista-gallery' ), 'edit_posts', self::SLUG_ALBUMS, $render );
		self::$hooks['import']    = (string) add_submenu_page( self::SLUG, __( 'Import images', 'vista-gallery' ), __( 'Import images', 'vista-gallery' ), 'upload_files', self::SLUG_IMPORT, $render );
		add_submenu_page( self::SLUG, __( 'Gallery tags', 'vista-gallery' ), __( 'Tags', 'vista-gallery' ), 'manage_categories', self::TAGS_SCREEN );
	}

	/**
	 * Keeps the Galleries menu open on the tags screen.
	 *
	 * @param string $parent_file The menu item WordPress highlights.
	 */
	public static function tags_parent_file( $parent_file ) {
		global $submenu_file;
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && 'edit-tags' === $screen->base && PostTypes::TAXONOMY === $screen->taxonomy ) {
			$submenu_file = self::TAGS_SCREEN;
			return self::SLUG;
		}
		return $parent_file;
	}

	/**
	 * The screen shown by the current page.
	 */
	private static function current_screen_name(): string {
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		if ( self::SLUG_ALBUMS === $page ) {
			return 'albums';
		}
		return self::SLUG_IMPORT === $page ? 'import' : 'galleries';
	}

	/**
	 * A page: the mount point of the React app, told which screen to show.
	 */
	public static function render(): void {
		$titles = array(
			'galleries' => __( 'Galleries', 'vista-gallery' ),
			'albums'    => __( 'Albums', 'vista-gallery' ),
			'import'    => __( 'Import images', 'vista-gallery' ),
		);
		$screen = self::current_screen_name();
		Kit\AdminBundle::render_mount(
			$titles[ $screen ],
			'vista-gallery-admin',
			__( 'The gallery screens need JavaScript.', 'vista-gallery' ),
			array( 'data-screen' => $screen ),
			'vista-gallery-admin-wrap'
		);
	}

	/**
	 * Loads the app and its styles on these pages only, and the media modal in a gallery's editor.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, self::$hooks, true ) ) {
			return;
		}
		$data = array(
			'screen'        => self::current_screen_name(),
			'embedTypes'    => PostTypes::EMBED_TYPES,
			'maxUploadSize' => (int) wp_max_upload_size(),
			'imageTypes'    => array_values( array_filter( get_allowed_mime_types(), static fn ( $mime ) => str_starts_with( $mime, 'image/' ) ) ),
			'tagsUrl'       => admin_url( self::TAGS_SCREEN ),
			'canUpload'     => current_user_can( 'upload_files' ),
			'instagram'     => InstagramScreen::config(),
			// "Add to a page" in each row of the Galleries and Albums lists: the getting started dialog.
			'addToPage'     => current_user_can( 'edit_pages' ) ? array(
				'path'    => '/' . Onboarding\SampleGallery::rest_namespace() . '/getting-started',
				'strings' => Kit\GettingStartedStrings::all(),
			) : null,
		);
		if ( Kit\AdminBundle::enqueue( 'admin', self::HANDLE, 'vistaGalleryAdmin', $data ) ) {
			$edit = isset( $_GET['edit'] ) ? absint( wp_unslash( $_GET['edit'] ) ) : 0;
			// The media modal is for adding images in a gallery's editor (an id or 'new'); the lists,
			// the albums and the import screen go without its dozen scripts and templates.
			if ( 'galleries' === $data['screen'] && isset( $_GET['edit'] ) ) {
				wp_enqueue_media();
			}
			// The screen's first REST answers come with the page (issue 36: the list and the large
			// gallery's editor open in a second): see AdminPreload.
			$answers = AdminPreload::answers( $data['screen'], $edit );
			if ( $answers ) {
				wp_add_inline_script( self::HANDLE, AdminPreload::script( $answers ), 'before' );
			}
		}
	}
}
