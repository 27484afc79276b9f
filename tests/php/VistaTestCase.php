<?php
/**
 * Base of the suite's WordPress tests.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use PHPUnit\Framework\TestCase;

// phpcs:disable Generic.Files.OneObjectStructurePerFile, Squiz.Classes.ClassFileName -- the exception lives beside its only thrower.

/**
 * Thrown in place of wp_die() ending the request, so a test sees that it was called.
 */
final class WpDieCalled extends \RuntimeException {}

/**
 * Each test starts logged out and leaves no user behind.
 */
abstract class VistaTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Runs code that must end in wp_die() and returns the message it died with.
	 *
	 * @param callable $callback Code under test.
	 */
	protected function expect_wp_die( callable $callback ): string {
		$handler = static fn () => static function ( $message ): void {
			throw new WpDieCalled( is_string( $message ) ? $message : (string) wp_json_encode( $message ) );
		};
		$hooks   = array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler' );
		foreach ( $hooks as $hook ) {
			add_filter( $hook, $handler );
		}
		try {
			$callback();
		} catch ( WpDieCalled $died ) {
			return $died->getMessage();
		} finally {
			foreach ( $hooks as $hook ) {
				remove_filter( $hook, $handler );
			}
		}
		$this->fail( 'wp_die() was not called' );
	}

	/**
	 * The nonce a page made some days ago would carry, as WordPress makes it (wp_create_nonce()
	 * with an older tick): what a page served by a full-page cache holds (issue 14), no waiting.
	 *
	 * @param string $action Nonce action.
	 * @param int    $days   How long ago the page was made.
	 */
	protected static function aged_nonce( string $action, int $days ): string {
		$life = (int) apply_filters( 'nonce_life', DAY_IN_SECONDS, $action );
		$tick = wp_nonce_tick( $action ) - (int) ceil( $days * DAY_IN_SECONDS / ( $life / 2 ) );
		$user = get_current_user_id();
		return substr( wp_hash( $tick . '|' . $action . '|' . $user . '|' . wp_get_session_token(), 'nonce' ), -12, 10 );
	}

	/**
	 * What a plugin's hooks.php bound to a hook in this process, by priority, in the order the
	 * callbacks run (`Class::method`): has_filter() cannot tell one of the kit's closures from
	 * another.
	 *
	 * @param string $slug Plugin.
	 * @param string $hook Hook.
	 * @return array<int, string[]>
	 */
	protected static function bound( string $slug, string $hook ): array {
		return ( self::kit_bootstrap( $slug ) )::bound( $hook );
	}

	/**
	 * Runs a check with every plugin's hooks of one group bound, as on a request of that kind (an
	 * admin screen, admin-ajax.php...), then puts WordPress's hooks back as they were.
	 *
	 * @param string   $group The table's group: admin, ajax, rest, cron...
	 * @param callable $check The assertions.
	 */
	protected static function with_group( string $group, callable $check ): void {
		global $wp_filter;
		$saved = array_map( static fn ( $hook ) => clone $hook, $wp_filter );
		try {
			foreach ( vista_suite_plugin_slugs() as $slug ) {
				( self::kit_bootstrap( $slug ) )::bind_group( $group );
			}
			$check();
		} finally {
			$wp_filter = $saved; // A test restores the hooks it changed.
		}
	}

	/**
	 * A plugin's copy of the kit's Bootstrap.
	 *
	 * @param string $slug Plugin.
	 */
	private static function kit_bootstrap( string $slug ): string {
		foreach ( vista_suite()['plugins'] as $plugin ) {
			if ( $plugin['slug'] === $slug ) {
				return $plugin['namespace'] . '\\Kit\\Bootstrap';
			}
		}
		throw new \LogicException( "{$slug} is not in suite.json" );
	}

	/**
	 * The plugins of the suite's list (suite.json) as a data provider.
	 *
	 * @return array<string, array{string}>
	 */
	public static function plugins(): array {
		$slugs = vista_suite_plugin_slugs();
		return array_combine( $slugs, array_map( static fn ( $slug ) => array( $slug ), $slugs ) );
	}
}
