<?php
// A copy of kit/Bootstrap.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * The part every plugin of the suite boots the same way: translations, the blocks found in the
 * build folder, the upgrade routine that keeps stored data current, and the notice shown to an
 * administrator of a source checkout whose bundles were never built.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Per plugin (each plugin has its own copy of this class in its own namespace, so the static
 * state below is that plugin's).
 */
final class Bootstrap {

	use Hooks;

	private static string $file    = '';
	private static string $version = '';

	/**
	 * Upgrade steps, run in order on activation and whenever the stored version differs.
	 *
	 * @var callable[]
	 */
	private static array $upgrades = array();

	/**
	 * Boots the plugin as its main file loads (start.php): the shared parts, then every hook of its
	 * table.
	 *
	 * @param string                                        $file    The plugin's main file.
	 * @param string                                        $version The plugin's version.
	 * @param array<string, list<array<int|string, mixed>>> $table   The plugin's hooks.php: the
	 *        groups of hooks (see Hooks), its shortcodes, and its `upgrades`: steps that bring
	 *        stored data (tables, options) up to date, each safe to run again.
	 */
	public static function boot( string $file, string $version, array $table ): void {
		self::$file     = $file;
		self::$version  = $version;
		self::$upgrades = $table['upgrades'] ?? array();
		register_activation_hook( $file, array( self::class, 'activate' ) );
		add_action( 'init', array( self::class, 'upgrade_if_due' ), 1 );
		add_action( 'init', array( self::class, 'init' ) );
		if ( is_multisite() ) {
			// A site made after the plugin was activated for the network gets its tables at once
			// (after WordPress's own, priority 10); a deleted site's tables go with WordPress's.
			add_action( 'wp_initialize_site', array( self::class, 'initialize_site' ), 100 );
			add_filter( 'wpmu_drop_tables', array( self::class, 'site_tables' ), 10, 2 );
		}
		if ( is_admin() ) {
			add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
		}
		self::bind( $table );
	}

	/**
	 * The plugin's slug, which is also its text domain and the name of its main file.
	 */
	public static function slug(): string {
		return basename( self::$file, '.php' );
	}

	/**
	 * The plugin's main file.
	 */
	public static function file(): string {
		return self::$file;
	}

	/**
	 * The option that records the version whose data is stored, e.g. vista_stats_version.
	 */
	public static function version_option(): string {
		return str_replace( '-', '_', self::slug() ) . '_version';
	}

	/**
	 * Loads translations and registers the blocks built into build/blocks.
	 */
	public static function init(): void {
		load_plugin_textdomain( self::slug(), false, dirname( plugin_basename( self::$file ) ) . '/languages' );
		foreach ( glob( self::build_dir() . '/blocks/*', GLOB_ONLYDIR ) ?: array() as $block_dir ) {
			$type = register_block_type( $block_dir );
			if ( $type instanceof \WP_Block_Type ) {
				self::translate_block_scripts( $type );
				self::link_rtl_styles( $type );
			}
		}
	}

	/**
	 * On a right-to-left site, links the block's mirrored stylesheet (the build writes view-rtl.css
	 * beside view.css with rtlcss). WordPress picks that file for a plugin's block but marks it with
	 * the '.min' suffix of its own files, so a style too big to be printed inline kept the
	 * left-to-right address: with no suffix, `view.css` becomes `view-rtl.css`.
	 *
	 * @param \WP_Block_Type $type The block just registered.
	 */
	private static function link_rtl_styles( \WP_Block_Type $type ): void {
		$styles = wp_styles();
		foreach ( array_merge( $type->style_handles, $type->view_style_handles ) as $handle ) {
			if ( 'replace' === $styles->get_data( $handle, 'rtl' ) ) {
				$styles->add_data( $handle, 'suffix', '' );
			}
		}
	}

	/**
	 * Points the block's scripts at the plugin's own languages/ folder. WordPress sets their text
	 * domain (for a script that needs wp-i18n) but looks for the files only in wp-content/languages,
	 * where a plugin that is not on WordPress.org has none.
	 *
	 * @param \WP_Block_Type $type The block just registered.
	 */
	private static function translate_block_scripts( \WP_Block_Type $type ): void {
		$scripts = wp_scripts();
		$handles = array_merge( $type->editor_script_handles, $type->script_handles, $type->view_script_handles );
		foreach ( $handles as $handle ) {
			if ( ! empty( $scripts->registered[ $handle ]->textdomain ) ) {
				wp_set_script_translations( $handle, self::slug(), self::languages_dir() );
			}
		}
	}

	/**
	 * The plugin's languages/ folder: its .mo and its scripts' translations (npm run build).
	 */
	public static function languages_dir(): string {
		return dirname( self::$file ) . '/languages';
	}

	/**
	 * Runs the upgrade steps when they may have something to do: on admin requests (as before every
	 * request, cheap with nothing to do), and on any request once the code's version differs from
	 * the stored one (an update). A visitor's page loads none of the steps' classes otherwise.
	 */
	public static function upgrade_if_due(): void {
		if ( self::upgrade_due() ) {
			self::upgrade();
		}
	}

	/**
	 * Whether stored data may be older than the code: an admin request, or a new version. Also a
	 * condition in hooks.php for other once-per-version work (pages a feature creates).
	 */
	public static function upgrade_due(): bool {
		return is_admin() || get_option( self::version_option() ) !== self::$version;
	}

	/**
	 * Activation: the upgrade steps on this site, or on every site of the network when the plugin
	 * is activated for the whole network.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the network.
	 */
	public static function activate( bool $network_wide = false ): void {
		// The getting started screen opens once, after a person's first single activation.
		GettingStarted::arm( $network_wide );
		if ( ! $network_wide || ! is_multisite() ) {
			self::upgrade();
			return;
		}
		$sites = get_sites(
			array(
				'fields'     => 'ids',
				'number'     => 0,
				'network_id' => get_current_network_id(),
			)
		);
		foreach ( $sites as $site_id ) {
			self::upgrade_site( (int) $site_id );
		}
	}

	/**
	 * Sets up a site made on a network where the plugin is active for every site.
	 *
	 * @param \WP_Site $site The new site.
	 */
	public static function initialize_site( \WP_Site $site ): void {
		$network_plugins = (array) get_network_option( (int) $site->network_id, 'active_sitewide_plugins', array() );
		if ( isset( $network_plugins[ plugin_basename( self::$file ) ] ) ) {
			self::upgrade_site( (int) $site->blog_id );
		}
	}

	/**
	 * Adds the plugin's tables of a site being deleted to those WordPress drops.
	 *
	 * @param string[] $tables  The tables WordPress drops.
	 * @param int      $site_id The site.
	 * @return string[]
	 */
	public static function site_tables( $tables, $site_id ): array {
		$switched = switch_to_blog( (int) $site_id );
		try {
			$ours = Uninstall::tables( str_replace( '-', '_', self::slug() ) . '_' );
		} finally {
			if ( $switched ) {
				restore_current_blog();
			}
		}
		return array_merge( (array) $tables, $ours );
	}

	/**
	 * The upgrade steps on one site of the network.
	 *
	 * @param int $site_id The site.
	 */
	private static function upgrade_site( int $site_id ): void {
		switch_to_blog( $site_id );
		try {
			self::upgrade();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Runs the upgrade steps and records the running version, so settings and tables survive
	 * upgrades. Runs on activation and early on init when due (upgrade_if_due()); the steps keep it
	 * cheap when there is nothing to do.
	 *
	 * One request at a time: after an update, every web server's first requests find the stored
	 * version old together. The first takes the lock and runs the steps; the others go on serving
	 * with the data as it is (they neither wait nor run a step the first is half-way through), and
	 * the next request after the first has finished finds nothing to do.
	 */
	public static function upgrade(): void {
		if ( get_option( self::version_option() ) === self::$version ) {
			// No update: the version is recorded only after every step has run, so no step is
			// half-way through; the steps (cheap with nothing to do) run without the lock's writes
			// that every admin request would otherwise make.
			self::run_upgrade_steps();
			return;
		}
		// Named under the plugin's own prefix, so that one plugin's update does not hold back
		// another's, and Delete finds a lock a killed worker left.
		// No wait: while one request migrates, the others serve as they are.
		( new OptionLock( str_replace( '-', '_', self::slug() ) . '_upgrade_lock', 10 * MINUTE_IN_SECONDS ) )->run_within(
			0.0,
			static function (): void {
				// What this request read of the options before it had the lock may be what the holder
				// before it has changed since. The steps decide from the stored values, so a migration
				// another request finished does not run again.
				wp_cache_delete( 'alloptions', 'options' );
				wp_cache_delete( 'notoptions', 'options' );
				wp_cache_delete( self::version_option(), 'options' );
				self::run_upgrade_steps();
				if ( get_option( self::version_option() ) !== self::$version ) {
					update_option( self::version_option(), self::$version );
				}
			}
		);
	}

	/**
	 * The upgrade steps hooks.php lists, in order.
	 */
	private static function run_upgrade_steps(): void {
		foreach ( self::$upgrades as $step ) {
			$step();
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
		return dirname( self::$file ) . '/build';
	}

	/**
	 * The address of a built file, such as `settings.js`.
	 *
	 * @param string $name File name inside build/.
	 */
	public static function build_url( string $name ): string {
		return plugins_url( 'build/' . $name, self::$file );
	}
}
