<?php
/**
 * Forms → Entries: the React entries screen (src/forms/entries), a submenu of the form post type.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

/**
 * Registers the page and loads the screen's bundle only there.
 */
final class EntriesPage {

	public const SLUG   = 'vista-forms-entries';
	public const HANDLE = 'vista-forms-entries';

	private static string $hook_suffix = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * The screen's address, optionally with a form picked.
	 *
	 * @param int $form_id Form (0: none).
	 */
	public static function url( int $form_id = 0 ): string {
		$url = add_query_arg( 'page', self::SLUG, admin_url( self::parent() ) );
		return $form_id > 0 ? add_query_arg( 'form_id', $form_id, $url ) : $url;
	}

	/**
	 * The menu the page sits in: the forms menu of the post type, or Tools while no post type
	 * registers that menu (the entries stay reachable).
	 */
	public static function parent(): string {
		$type = get_post_type_object( FormDefinition::POST_TYPE );
		return null !== $type && true === $type->show_in_menu ? 'edit.php?post_type=' . FormDefinition::POST_TYPE : 'tools.php';
	}

	/**
	 * Adds the page under the forms menu.
	 */
	public static function add_page(): void {
		self::$hook_suffix = (string) add_submenu_page(
			self::parent(),
			__( 'Form entries', 'vista-forms' ),
			__( 'Entries', 'vista-forms' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * The page: a mount point for the React screen, with a message for browsers without JavaScript.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap"><h1>%s</h1><div id="vista-forms-entries"><noscript>%s</noscript></div></div>',
			esc_html__( 'Form entries', 'vista-forms' ),
			esc_html__( 'The entries screen needs JavaScript.', 'vista-forms' )
		);
	}

	/**
	 * Loads the screen's script and styles on this page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/entries.asset.php';
		if ( '' === self::$hook_suffix || $hook_suffix !== self::$hook_suffix || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/entries.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-forms', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/entries.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/entries.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		// Only picks the form shown first.
		$form_id = absint( $_GET['form_id'] ?? 0 );
		wp_add_inline_script( self::HANDLE, 'window.vistaFormsEntries = ' . wp_json_encode( array( 'formId' => $form_id ) ) . ';', 'before' );
	}
}
