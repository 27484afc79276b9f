<?php
/**
 * The shared kit answers the same in every plugin: the cases where the plugins' own copies had
 * drifted apart now have one answer (integers, JSON objects and lists), and each plugin's copy
 * speaks in its own text domain and error codes.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Kit\Validate, Kit\SettingsStore and Kit\Bootstrap in each plugin's namespace.
 */
final class KitTest extends VistaTestCase {

	/**
	 * The plugin's copy of a kit class.
	 *
	 * @param string $slug  Plugin.
	 * @param string $class Kit class.
	 */
	private static function kit( string $slug, string $class ): string {
		foreach ( vista_suite()['plugins'] as $plugin ) {
			if ( $plugin['slug'] === $slug ) {
				return $plugin['namespace'] . '\\Kit\\' . $class;
			}
		}
		throw new \LogicException( "{$slug} is not in suite.json" );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_an_integer_is_a_number_or_digits_with_spaces_around( string $slug ): void {
		$validate = self::kit( $slug, 'Validate' );
		$this->assertSame( 12, $validate::integer_in( 12, 1, 20 ) );
		$this->assertSame( 12, $validate::integer_in( '12', 1, 20 ) );
		$this->assertSame( 12, $validate::integer_in( ' 12 ', 1, 20 ) );
		$this->assertSame( -3, $validate::integer_in( '-3', -5, 5 ) );
		foreach ( array( '12abc', '1.5', 1.5, '1e1', '', true, null, array( 12 ), '0x0c', str_repeat( '9', 19 ) ) as $not_an_integer ) {
			$this->assertNull( $validate::integer_in( $not_an_integer, PHP_INT_MIN, PHP_INT_MAX ), (string) wp_json_encode( $not_an_integer ) );
		}
		$this->assertNull( $validate::integer_in( 21, 1, 20 ) );
		$this->assertNull( $validate::integer_in( '0', 1, 20 ) );
	}

	/**
	 * Two locks kept in different rows do not block each other; one row lets one holder in at a
	 * time, whichever plugin's copy asks (the bulk image job takes it across servers).
	 *
	 * @dataProvider plugins
	 */
	public function test_an_option_lock_lets_one_holder_in_per_row( string $slug ): void {
		$lock  = self::kit( $slug, 'OptionLock' );
		$mine  = new $lock( 'vista_kit_test_lock_a', 60 );
		$other = new $lock( 'vista_kit_test_lock_b', 60 );
		$key   = $mine->acquire();
		$this->assertNotNull( $key );
		$this->assertNull( ( new $lock( 'vista_kit_test_lock_a', 60 ) )->acquire(), 'the same row is held' );
		$other_key = $other->acquire();
		$this->assertNotNull( $other_key, 'another row is free' );
		$mine->release( $key );
		$this->assertFalse( $mine->is_held() );
		$this->assertTrue( $other->is_held() );
		$other->release( $other_key );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_work_under_an_option_lock_runs_once_held_and_gives_the_lock_back( string $slug ): void {
		$lock  = self::kit( $slug, 'OptionLock' );
		$mine  = new $lock( 'vista_kit_test_lock_run', 60 );
		$ran   = 0;
		$held  = null;
		$this->assertTrue( $mine->run_within( 0.1, function () use ( $mine, &$ran, &$held ): void {
			++$ran;
			$held = $mine->is_held();
		} ) );
		$this->assertSame( 1, $ran );
		$this->assertTrue( $held, 'the work runs while the lock is held' );
		$this->assertFalse( $mine->is_held(), 'and the lock is given back after it' );

		try {
			$mine->run_within(
				0.1,
				static function (): void {
					throw new \RuntimeException( 'failed' );
				}
			);
			$this->fail( 'the work\'s error reaches the caller' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'failed', $error->getMessage() );
		}
		$this->assertFalse( $mine->is_held(), 'a failed work gives the lock back too' );

		$other = ( new $lock( 'vista_kit_test_lock_run', 60 ) )->acquire();
		$this->assertNotNull( $other );
		$this->assertFalse( $mine->run_within( 0.2, function () use ( &$ran ): void {
			++$ran;
		} ), 'held elsewhere for longer than the wait: the work does not run' );
		$this->assertSame( 1, $ran );
		$mine->release( (string) $other );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_transaction_commits_whole_or_leaves_the_rows_as_they_were( string $slug ): void {
		global $wpdb;
		$transaction = self::kit( $slug, 'Transaction' );
		$count       = static fn (): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", 'vista\_kit\_tx\_%' ) );
		$write       = static fn ( string $name ): mixed => $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, '1', 'off' )", $name ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", 'vista\_kit\_tx\_%' ) );

		$this->assertSame( 'done', $transaction::run( static function () use ( $write ): string {
			$write( 'vista_kit_tx_a' );
			$write( 'vista_kit_tx_b' );
			return 'done';
		} ) );
		$this->assertSame( 2, $count(), 'committed' );

		$this->assertFalse( $transaction::run( static function () use ( $write ): bool {
			$write( 'vista_kit_tx_c' );
			return false;
		} ) );
		$this->assertSame( 2, $count(), 'work that says it failed is rolled back' );

		try {
			$transaction::run( static function () use ( $write ): void {
				$write( 'vista_kit_tx_d' );
				throw new \RuntimeException( 'failed' );
			} );
			$this->fail( 'the work\'s error reaches the caller' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'failed', $error->getMessage() );
		}
		$this->assertSame( 2, $count(), 'work that throws is rolled back' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", 'vista\_kit\_tx\_%' ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_settings_body_must_be_a_json_object( string $slug ): void {
		$validate = self::kit( $slug, 'Validate' );
		$this->assertTrue( $validate::is_json_object( array( 'a' => 1 ) ) );
		$this->assertTrue( $validate::is_json_object( array() ), '{} and [] both mean no change' );
		$this->assertFalse( $validate::is_json_object( array( 1, 2 ) ), 'a JSON list is not an object' );
		$this->assertFalse( $validate::is_json_object( array( 'a' ) ) );
		$this->assertFalse( $validate::is_json_object( 'a=1' ) );
		$this->assertFalse( $validate::is_json_object( null ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_list_is_a_json_list_of_matching_distinct_strings( string $slug ): void {
		$validate = self::kit( $slug, 'Validate' );
		$this->assertSame( array( 'pdf', 'zip' ), $validate::list_of( array( ' PDF ', 'zip', 'pdf' ), '/^[a-z]+$/', 5, 'no', 'strtolower' ) );
		$this->assertWPError( $validate::list_of( array( 'a' => 'pdf' ), '/^[a-z]+$/', 5, 'no' ), 'an object is not a list' );
		$this->assertWPError( $validate::list_of( array( 'pdf', 3 ), '/^[a-z]+$/', 5, 'no' ) );
		$this->assertWPError( $validate::list_of( array( 'a', 'b', 'c' ), '/^[a-z]+$/', 2, 'no' ) );
		$this->assertWPError( $validate::list_of( 'pdf', '/^[a-z]+$/', 5, 'no' ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_one_of_names_the_choices_in_the_plugins_own_words( string $slug ): void {
		$validate = self::kit( $slug, 'Validate' );
		$this->assertSame( 'top', $validate::one_of( 'top', array( 'top', 'bottom' ) ) );
		$error = $validate::one_of( 'middle', array( 'top', 'bottom' ) );
		$this->assertWPError( $error );
		$this->assertSame( 'Choose one of: top, bottom.', $error->get_error_message() );
		$this->assertSame( str_replace( '-', '_', $slug ) . '_invalid_setting', $error->get_error_code() );
		$this->assertWPError( $validate::one_of( array( 'top' ), array( 'top' ) ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_the_bootstrap_knows_its_own_plugin( string $slug ): void {
		$bootstrap = self::kit( $slug, 'Bootstrap' );
		$this->assertSame( $slug, $bootstrap::slug() );
		$this->assertSame( str_replace( '-', '_', $slug ) . '_version', $bootstrap::version_option() );
		$this->assertSame( WP_PLUGIN_DIR . "/{$slug}/build", str_replace( realpath( WP_PLUGIN_DIR . "/{$slug}" ), WP_PLUGIN_DIR . "/{$slug}", $bootstrap::build_dir() ) );
		$this->assertStringEndsWith( "/{$slug}/build/x.js", $bootstrap::build_url( 'x.js' ) );
	}

	/**
	 * @param mixed  $value   Value.
	 * @param string $message Why.
	 */
	private function assertWPError( $value, string $message = '' ): void {
		$this->assertInstanceOf( \WP_Error::class, $value, $message );
	}

	/**
	 * The statistics and the gallery know a visitor of one day by one hash: the same visitor is
	 * the same key all day, whatever cookies they send, another day or another address or browser
	 * is another key, and a forwarded-for header, which any client can write, changes nothing.
	 */
	public function test_a_visitor_is_one_hash_a_day_shared_by_stats_and_gallery(): void {
		$hash   = self::kit( 'vista-stats', 'VisitorHash' );
		$server = array(
			'REMOTE_ADDR'     => '203.0.113.7',
			'HTTP_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
		);
		$today  = $hash::today( 'secret', $server );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $today );
		$this->assertSame( $hash::of( 'secret', gmdate( 'Y-m-d' ), '203.0.113.7', $server['HTTP_USER_AGENT'] ), $today );
		$this->assertSame( $today, $hash::today( 'secret', $server + array( 'HTTP_X_FORWARDED_FOR' => '198.51.100.1' ) ) );
		$this->assertNotSame( $today, $hash::today( 'secret', array( 'REMOTE_ADDR' => '203.0.113.8' ) + $server ) );
		$this->assertNotSame( $today, $hash::today( 'other secret', $server ) );
		$this->assertNotSame(
			$hash::of( 'secret', '2026-11-24', '203.0.113.7', 'UA' ),
			$hash::of( 'secret', '2026-11-25', '203.0.113.7', 'UA' ),
			'nobody is followed from one day to the next'
		);
		$this->assertStringNotContainsString( '203.0.113.7', $today );

		// Both plugins use it: the gallery's rating throttle, and the statistics' signer for the days
		// before a site's upgrade to BLAKE2b hashes (with its key of version 3).
		$signer = new \Vista\Stats\Tracker\Signer( 'key', '2026-11-26' );
		$this->assertSame( $hash::of( hash( 'sha256', 'key', true ), '2026-11-25', '203.0.113.7', 'UA' ), $signer->visitor_hash( '2026-11-25', '203.0.113.7', 'UA' ) );
		$before                     = array( $_SERVER['REMOTE_ADDR'] ?? null, $_SERVER['HTTP_USER_AGENT'] ?? null );
		$_SERVER['REMOTE_ADDR']     = $server['REMOTE_ADDR'];
		$_SERVER['HTTP_USER_AGENT'] = $server['HTTP_USER_AGENT'];
		$gallery                    = \Vista\Gallery\Feedback\RatingVisitor::daily_hash();
		foreach ( array( 'REMOTE_ADDR', 'HTTP_USER_AGENT' ) as $i => $name ) {
			if ( null === $before[ $i ] ) {
				unset( $_SERVER[ $name ] );
			} else {
				$_SERVER[ $name ] = $before[ $i ];
			}
		}
		// The rating throttle is a limit, so it keys on the address alone (issue 31 item 7): a new
		// browser string is not a new voter.
		$this->assertSame( $hash::network_today( wp_salt( 'auth' ), $server ), $gallery );
		$this->assertSame( $gallery, $hash::network_today( wp_salt( 'auth' ), array( 'HTTP_USER_AGENT' => 'Other' ) + $server ) );
		$this->assertNotSame( $hash::today( wp_salt( 'auth' ), $server ), $gallery );
	}

	/**
	 * A limit's key (issue 31 item 7): an IPv4 address whole, an IPv6 address by its /64 (one line
	 * is handed the whole /64), an IPv4-mapped address as the IPv4 one; the browser string and
	 * forwarded-for headers change nothing.
	 */
	public function test_item_7_a_limit_keys_on_the_network_not_the_browser(): void {
		$hash = \Vista\Gallery\Kit\VisitorHash::class;
		$this->assertSame( '203.0.113.7', $hash::network( array( 'REMOTE_ADDR' => '203.0.113.7' ) ) );
		$this->assertSame( '2001:db8:1:2::/64', $hash::network( array( 'REMOTE_ADDR' => '2001:db8:1:2:aaaa:bbbb:cccc:dddd' ) ) );
		$this->assertSame( '198.51.100.9', $hash::network( array( 'REMOTE_ADDR' => '::ffff:198.51.100.9' ) ) );
		$this->assertSame( '', $hash::network( array( 'REMOTE_ADDR' => 'not an address' ) ) );
		$keys = array();
		foreach ( array( 'A', 'B', 'C' ) as $i => $browser ) {
			$keys[] = $hash::network_today(
				'secret',
				array(
					'REMOTE_ADDR'          => '2001:db8:1:2::' . ( $i + 1 ),
					'HTTP_USER_AGENT'      => $browser,
					'HTTP_X_FORWARDED_FOR' => '192.0.2.' . $i,
				)
			);
		}
		$this->assertCount( 1, array_unique( $keys ), 'three browsers in one /64 share one key' );
		$this->assertNotSame( $keys[0], $hash::network_today( 'secret', array( 'REMOTE_ADDR' => '2001:db8:1:3::1' ) ) );
	}
}
