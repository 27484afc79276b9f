<?php
// A copy of kit/Hooks.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * Binds a plugin's table of hooks (its hooks.php, which the kit's Bootstrap reads as the plugin
 * loads) to WordPress: only the groups that apply to this request, and each callback's class
 * loaded only when its hook first fires. One way of keeping admin, REST, admin-ajax and cron code
 * out of a visitor's page, the same in every plugin.
 *
 * The table's groups, and when each is bound:
 * - `everywhere`: every request.
 * - `front`: every request that is not an admin one (visitors' pages, and the REST API and feeds,
 *   which render content as pages do): `! is_admin()`.
 * - `admin`: wp-admin's screens, admin-post.php and admin-ajax.php (WordPress's `is_admin()`).
 * - `rest`: when the REST API starts (`rest_api_init`, the first moment a REST request is known):
 *   routes go on `rest_api_init` itself, REST-only filters beside them.
 * - `ajax`: admin-ajax.php only (`wp_doing_ajax()`); list `wp_ajax_nopriv_<action>` beside
 *   `wp_ajax_<action>` where visitors may call the action.
 * - `cron`: scheduled jobs, run by wp-cron.php (`wp_doing_cron()`) or from the command line.
 *
 * - `importers`: the plugin's importers from the original plugins (ImportSource classes, a plain
 *   list), which the kit lists in Tools → Import and runs from there (ImportAdmin), through its
 *   REST steps (ImportRoute), a scheduled continuation and WP-CLI (ImportDriver, ImportCommand).
 *   No importer's class loads outside Tools → Import, those steps and that command.
 *
 * An entry: `array( hook, callback, priority = 10, accepted_args = 1, 'if' => condition )`. The
 * callback is `array( ClassName::class, 'method' )` (a static method, or a method of one instance
 * made on first use) or a function's name. The optional condition is a cheap check run before the
 * class is loaded, for hooks that fire on every page but act on few (a 404, a POST, content that
 * holds an iframe): it gets the hook's arguments, and when it answers false the hook does nothing
 * (a filter returns its value unchanged). Hook names are written out in the table: a class constant
 * would load its class on every request.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The binder, part of Bootstrap (each plugin has its own copy, so the table below is that
 * plugin's). A trait rather than a class of its own: a visitor's page loads as few classes as it
 * can, and this one's code is needed on every request anyway.
 */
trait Hooks {

	/**
	 * The groups a table may have, in the order they are bound.
	 *
	 * @var string[]
	 */
	private static array $groups = array( 'everywhere', 'front', 'admin', 'rest', 'ajax', 'cron' );

	/**
	 * The plugin's table, by group.
	 *
	 * @var array<string, list<array<int|string, mixed>>>
	 */
	private static array $table = array();

	/**
	 * What was bound, for bound(): hook => list of [callback name, priority, closure].
	 *
	 * @var array<string, list<array{string, int, \Closure}>>
	 */
	private static array $bound = array();

	/**
	 * Binds the groups of a table that apply to this request; the REST group waits for the REST
	 * API to start.
	 *
	 * @param array<string, list<array<int|string, mixed>>> $table The plugin's hooks.php.
	 */
	private static function bind( array $table ): void {
		$unknown = array_diff( array_keys( $table ), self::$groups, array( 'shortcodes', 'upgrades', 'importers' ) );
		if ( $unknown ) {
			// A misspelt group would silently never bind: say so to the developer at once.
			throw new \InvalidArgumentException( 'Unknown hook groups: ' . esc_html( implode( ', ', $unknown ) ) );
		}
		self::$table = $table;
		foreach ( $table['shortcodes'] ?? array() as $tag => $callback ) {
			add_shortcode( $tag, self::lazy( $callback ) );
		}
		foreach ( self::contexts() as $group ) {
			self::bind_group( $group );
		}
		if ( ! empty( $table['importers'] ) ) {
			self::bind_importers();
		}
		if ( ! empty( $table['rest'] ) || ! empty( $table['importers'] ) ) {
			// Before any route callback at the usual priorities, so the group's own
			// rest_api_init entries run in this very firing.
			add_action( 'rest_api_init', array( self::class, 'bind_rest' ), PHP_INT_MIN );
		}
	}

	/**
	 * The groups, other than `rest`, that apply to this request. Decided from WordPress's own
	 * answers, the same way for every plugin.
	 *
	 * @return string[]
	 */
	public static function contexts(): array {
		$groups = array( 'everywhere', is_admin() ? 'admin' : 'front' );
		if ( wp_doing_ajax() ) {
			$groups[] = 'ajax';
		}
		if ( wp_doing_cron() || 'cli' === PHP_SAPI ) {
			// The command line runs scheduled jobs too (`wp cron event run`).
			$groups[] = 'cron';
		}
		return $groups;
	}

	/**
	 * Binds the REST group, once, when the REST API starts.
	 */
	public static function bind_rest(): void {
		remove_action( 'rest_api_init', array( self::class, 'bind_rest' ), PHP_INT_MIN );
		self::bind_group( 'rest' );
		if ( ! empty( self::$table['importers'] ) ) {
			self::bind_entry( array( 'rest_api_init', array( ImportRoute::class, 'register_routes' ) ) );
		}
	}

	/**
	 * The importer classes hooks.php lists.
	 *
	 * @return list<class-string>
	 */
	public static function importer_classes(): array {
		return array_values( (array) ( self::$table['importers'] ?? array() ) );
	}

	/**
	 * Whether this request is one of Tools → Import's (import.php, admin.php?import=<id>): the
	 * cheap check made before any importer's class loads.
	 */
	public static function is_import_request(): bool {
		global $pagenow;
		// Only compared: WordPress's admin.php checks the importer's name before it calls it.
		return 'import.php' === $pagenow || ( 'admin.php' === $pagenow && isset( $_GET['import'] ) );
	}

	/**
	 * Binds the importers: Tools → Import (admin), the scheduled continuation (cron) and the
	 * WP-CLI command; their REST steps wait for the REST API (bind_rest()).
	 */
	private static function bind_importers(): void {
		$contexts = self::contexts();
		if ( in_array( 'admin', $contexts, true ) ) {
			self::bind_entry(
				array(
					'admin_init',
					array( ImportAdmin::class, 'register' ),
					'if' => array( self::class, 'is_import_request' ),
				)
			);
		}
		if ( in_array( 'cron', $contexts, true ) ) {
			// The name as ImportDriver::CONTINUE_HOOK has it, written out so the class stays unloaded.
			self::bind_entry( array( 'vista_video_import_continue', array( ImportDriver::class, 'continue_run' ) ) );
		}
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			self::bind_entry( array( 'cli_init', array( ImportCommand::class, 'register' ) ) );
		}
	}

	/**
	 * Binds one group of the table. Tests call it to stand in for a request of that kind.
	 *
	 * @param string $group One of the groups.
	 */
	public static function bind_group( string $group ): void {
		foreach ( self::$table[ $group ] ?? array() as $entry ) {
			self::bind_entry( $entry );
		}
	}

	/**
	 * The table's callbacks that are bound to a hook now, by priority, in the order they run:
	 * `Class::method` (or the function's name). What has_filter() cannot tell of a closure.
	 *
	 * @param string $hook Hook.
	 * @return array<int, string[]>
	 */
	public static function bound( string $hook ): array {
		$found = array();
		foreach ( self::$bound[ $hook ] ?? array() as [ $name, $priority, $closure ] ) {
			if ( false !== has_filter( $hook, $closure ) ) {
				$found[ $priority ][] = $name;
			}
		}
		ksort( $found );
		return $found;
	}

	/**
	 * Adds one entry's closure.
	 *
	 * @param array<int|string, mixed> $entry array( hook, callback, priority, accepted_args, 'if' => condition ).
	 */
	private static function bind_entry( array $entry ): void {
		$hook     = (string) $entry[0];
		$callback = $entry[1];
		$priority = (int) ( $entry[2] ?? 10 );
		$closure  = self::lazy( $callback, $entry['if'] ?? null );
		add_filter( $hook, $closure, $priority, (int) ( $entry[3] ?? 1 ) );
		self::$bound[ $hook ][] = array( is_array( $callback ) ? $callback[0] . '::' . $callback[1] : (string) $callback, $priority, $closure );
	}

	/**
	 * A closure that loads the callback's class on its first call, and calls it. The call goes
	 * through a WP_Hook of its own, as WordPress calls every callback: in PHP's coercive mode (its
	 * class-wp-hook.php declares no strict types), so a handler declared `int $post_id` takes the
	 * '12' some hooks pass, as it did when WordPress called it directly.
	 *
	 * @param string|array{class-string, string} $callback  The entry's callback.
	 * @param callable|null                      $condition When it answers false, the call does
	 *                                                      nothing and returns its first argument.
	 */
	private static function lazy( $callback, ?callable $condition = null ): \Closure {
		$target = null;
		return static function ( ...$args ) use ( $callback, $condition, &$target ) {
			if ( null !== $condition && ! $condition( ...$args ) ) {
				return $args[0] ?? null;
			}
			if ( null === $target ) {
				$target = new \WP_Hook();
				$target->add_filter( 'vista_video_hook', self::resolve( $callback ), 10, PHP_INT_MAX );
			}
			return $target->apply_filters( $args[0] ?? null, $args );
		};
	}

	/**
	 * The callable an entry names, its class loaded now: a static method as it is, an instance
	 * method on one instance of the class, made on first use and shared by the table's entries.
	 *
	 * @param string|array{class-string, string} $callback The entry's callback.
	 */
	private static function resolve( $callback ): callable {
		static $instances = array();
		if ( ! is_array( $callback ) ) {
			return $callback;
		}
		[ $class, $method ] = $callback;
		if ( ( new \ReflectionMethod( $class, $method ) )->isStatic() ) {
			return array( $class, $method );
		}
		$instances[ $class ] ??= new $class();
		return array( $instances[ $class ], $method );
	}
}
