<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

/**
 * Boots the plugin: translations, blocks, and upgrades of stored data between versions.
 */
final class Plugin {

	public const TEXT_DOMAIN    = 'vista-forms';
	public const VERSION_OPTION = 'vista_forms_version';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'init' ) );
		add_action( 'init', array( self::class, 'upgrade' ), 1 );
		add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
		// Building and rendering forms (PostType, FormRenderer, Shortcode):
		PostType::register();
		FormRenderer::register();
		Shortcode::register();
		// Submission and entries:
		SubmissionAjax::register();
		SubmissionPage::register();
		Upload::register();
		PdfEntry::register();
		EntriesController::register();
		EntriesPage::register();
	}

	/**
	 * Activation hook: stored data is brought up to date before first use.
	 */
	public static function activate(): void {
		self::upgrade();
	}

	/**
	 * Loads translations and registers the blocks built into build/blocks.
	 */
	public static function init(): void {
		load_plugin_textdomain( self::TEXT_DOMAIN, false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
		foreach ( self::built_block_dirs() as $block_dir ) {
			register_block_type( $block_dir );
		}
	}

	/**
	 * Records the running version; later versions migrate settings here so they survive upgrades.
	 */
	public static function upgrade(): void {
		EntryStore::migrate();
		if ( get_option( self::VERSION_OPTION ) !== VERSION ) {
			update_option( self::VERSION_OPTION, VERSION );
		}
	}

	/**
	 * Tells an administrator of a source checkout that the client bundles were never built.
	 */
	public static function missing_build_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) || is_dir( self::build_dir() ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'This plugin has not been built: run "npm run build" in the Vista repository.', 'vista-forms' )
		);
	}

	/**
	 * The folder that holds the built scripts, styles and block metadata.
	 */
	public static function build_dir(): string {
		return dirname( PLUGIN_FILE ) . '/build';
	}

	/**
	 * Folders of the blocks in the build.
	 *
	 * @return string[]
	 */
	private static function built_block_dirs(): array {
		return glob( self::build_dir() . '/blocks/*', GLOB_ONLYDIR ) ?: array();
	}
}
