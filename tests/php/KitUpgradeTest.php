<?php
/**
 * Issue 32 item 6: an update keeps the stored data and needs no re-activation, and when several
 * web servers take the first requests after an update together, each migration runs once: the
 * kit's upgrade holds a lock, a request that finds it held goes on serving without waiting, and a
 * request that read the options before the migration finished does not run it again.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Kit\Bootstrap::upgrade() in vista-consent (every plugin has the same copy).
 */
final class KitUpgradeTest extends VistaTestCase {

	private const BOOTSTRAP = '\\Vista\\Consent\\Kit\\Bootstrap';

	private const MIGRATED = 'vista_consent_test_migrated';

	/**
	 * The plugin's own steps, put back after each test.
	 *
	 * @var callable[]
	 */
	private array $steps;

	/**
	 * How often the test migration ran.
	 */
	private int $runs = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->steps = ( new \ReflectionProperty( self::BOOTSTRAP, 'upgrades' ) )->getValue();
		update_option( self::MIGRATED, 0, true );
	}

	protected function tearDown(): void {
		( new \ReflectionProperty( self::BOOTSTRAP, 'upgrades' ) )->setValue( null, $this->steps );
		delete_option( self::MIGRATED );
		$bootstrap = self::BOOTSTRAP;
		update_option( $bootstrap::version_option(), \Vista\Consent\VERSION );
		wp_cache_delete( 'alloptions', 'options' );
		parent::tearDown();
	}

	/**
	 * The plugin's steps followed by a migration that, like the plugins' own, decides from a
	 * stored version whether it has work to do, and takes a moment in the middle.
	 *
	 * @param callable|null $midway What happens while it is half done.
	 */
	private function add_migration( ?callable $midway = null ): void {
		$migration = function () use ( &$midway ): void {
			if ( (int) get_option( self::MIGRATED ) >= 1 ) {
				return;
			}
			++$this->runs;
			if ( null !== $midway ) {
				$call   = $midway;
				$midway = null;
				$call();
			}
			update_option( self::MIGRATED, 1 );
		};
		( new \ReflectionProperty( self::BOOTSTRAP, 'upgrades' ) )->setValue( null, array_merge( $this->steps, array( $migration ) ) );
	}

	public function test_an_update_runs_on_a_visitors_request_and_keeps_the_data(): void {
		$bootstrap = self::BOOTSTRAP;
		\Vista\Consent\ConsentLog::record( wp_generate_uuid4(), 'all', array( 'statistics' ), '/', 'client' );
		$rows     = \Vista\Consent\ConsentLog::count();
		$settings = get_option( 'vista_consent_settings' );
		update_option( $bootstrap::version_option(), '0.0.1' );
		$this->add_migration();

		$this->assertFalse( is_admin() );
		$bootstrap::upgrade_if_due();

		$this->assertSame( 1, $this->runs, 'the new version migrated without re-activation' );
		$this->assertSame( \Vista\Consent\VERSION, get_option( $bootstrap::version_option() ) );
		$this->assertSame( $rows, \Vista\Consent\ConsentLog::count(), 'the consent log is kept' );
		$this->assertSame( $settings, get_option( 'vista_consent_settings' ), 'the settings are kept' );
	}

	public function test_a_request_arriving_while_another_migrates_neither_waits_nor_migrates(): void {
		$bootstrap = self::BOOTSTRAP;
		update_option( $bootstrap::version_option(), '0.0.1' );
		$version_seen = null;
		// Another web server's first request after the update, while this one is half-way.
		$this->add_migration(
			static function () use ( $bootstrap, &$version_seen ): void {
				$bootstrap::upgrade_if_due();
				$version_seen = get_option( $bootstrap::version_option() );
			}
		);

		$bootstrap::upgrade_if_due();

		$this->assertSame( 1, $this->runs, 'the migration ran once' );
		$this->assertSame( '0.0.1', $version_seen, 'the second request did not record the version of a half-done upgrade' );
		$this->assertSame( \Vista\Consent\VERSION, get_option( $bootstrap::version_option() ) );
	}

	public function test_a_request_that_read_the_options_before_the_migration_finished_does_not_run_it_again(): void {
		$bootstrap = self::BOOTSTRAP;
		update_option( $bootstrap::version_option(), '0.0.1' );
		$this->add_migration();
		// What a second web server's request read at its start, before the first one migrated.
		$stale = wp_load_alloptions();

		$bootstrap::upgrade_if_due();
		wp_cache_set( 'alloptions', $stale, 'options' );
		$bootstrap::upgrade_if_due();

		$this->assertSame( 1, $this->runs, 'the migration ran once' );
		$this->assertSame( \Vista\Consent\VERSION, get_option( $bootstrap::version_option() ) );
	}
}
