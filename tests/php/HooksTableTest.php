<?php
/**
 * Each plugin's hooks.php is the one list of what the plugin hooks into (issue 30): every entry
 * names a group the kit knows, a method that exists and the arguments it needs, so a typo fails
 * here rather than the first time the hook fires on a live site.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * The tables of the suite's plugins.
 */
final class HooksTableTest extends VistaTestCase {

	/**
	 * A plugin's table.
	 *
	 * @param string $slug Plugin.
	 * @return array<string, array<int|string, mixed>>
	 */
	private static function table( string $slug ): array {
		return require WP_PLUGIN_DIR . "/{$slug}/hooks.php";
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_every_entry_names_a_method_that_takes_what_the_hook_passes( string $slug ): void {
		$entries = 0;
		foreach ( self::table( $slug ) as $group => $list ) {
			$this->assertContains( $group, array( 'everywhere', 'front', 'admin', 'rest', 'ajax', 'cron', 'shortcodes', 'upgrades', 'importers' ), $group );
			foreach ( $list as $key => $entry ) {
				if ( 'importers' === $group ) {
					// An importer is a class, not a callback: it must be one the kit can run.
					$this->assertNotEmpty( preg_grep( '/\\\\Kit\\\\ImportSource$/', class_implements( $entry ) ), "importers: {$entry}" );
					continue;
				}
				$callback = in_array( $group, array( 'shortcodes', 'upgrades' ), true ) ? $entry : $entry[1];
				$accepted = 'shortcodes' === $group ? 3 : (int) ( $entry[3] ?? ( 'upgrades' === $group ? 0 : 1 ) );
				$name     = is_array( $callback ) ? implode( '::', $callback ) : (string) $callback;
				if ( ! is_array( $callback ) ) {
					$this->assertTrue( function_exists( $callback ), "{$group}: {$name}" );
					continue;
				}
				$this->assertTrue( method_exists( $callback[0], $callback[1] ), "{$group} {$key}: {$name} does not exist" );
				$method = new \ReflectionMethod( $callback[0], $callback[1] );
				$this->assertTrue( $method->isPublic(), "{$name} is public" );
				$this->assertLessThanOrEqual( $accepted, $method->getNumberOfRequiredParameters(), "{$group}: {$name} needs more arguments than the entry passes" );
				++$entries;
			}
		}
		$this->assertGreaterThan( 3, $entries );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_visitors_may_call_an_ajax_action_only_where_users_may( string $slug ): void {
		$hooks = array_map( static fn ( array $entry ): string => $entry[0], self::table( $slug )['ajax'] ?? array() );
		$this->assertSame( array_unique( $hooks ), $hooks, 'each action once' );
		foreach ( $hooks as $hook ) {
			$this->assertMatchesRegularExpression( '/^wp_ajax_/', $hook, 'the ajax group holds admin-ajax actions only' );
			if ( str_starts_with( $hook, 'wp_ajax_nopriv_' ) ) {
				$this->assertContains( 'wp_ajax_' . substr( $hook, strlen( 'wp_ajax_nopriv_' ) ), $hooks, $hook );
			}
		}
	}

	public function test_a_handler_is_called_as_wordpress_calls_it(): void {
		// WordPress passes some ids as digit strings; the handler declares an int, as it may.
		$post = wp_insert_post( array( 'post_title' => 'Forget me', 'post_status' => 'publish' ) );
		do_action( 'deleted_post', (string) $post, get_post( $post ) );
		$this->assertSame( array( 10 => array( \Vista\Speed\Results::class . '::forget' ) ), self::bound( 'vista-speed', 'deleted_post' ) );
		wp_delete_post( $post, true );
	}
}
