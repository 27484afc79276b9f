<?php
/**
 * The scheduled roll-up runs once a day however many web servers fire it (issue 19): the first
 * scheduler to claim the day runs it, the others find the claim and do nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Storage\Rollup;
use Vista\Tests\VistaTestCase;

/**
 * Rollup::claim_day and the scheduled entry point.
 */
final class RollupClaimTest extends VistaTestCase {

	private int $rolled = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->forget_claims();
		$this->rolled = 0;
		add_action( 'vista_stats_rolled_up', array( $this, 'count_roll_up' ) );
	}

	protected function tearDown(): void {
		remove_action( 'vista_stats_rolled_up', array( $this, 'count_roll_up' ) );
		$this->forget_claims();
		parent::tearDown();
	}

	/**
	 * Counts roll-ups (action vista_stats_rolled_up).
	 */
	public function count_roll_up(): void {
		++$this->rolled;
	}

	private function forget_claims(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( Rollup::CLAIM_PREFIX ) . '%' ) );
	}

	private function claims(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", $wpdb->esc_like( Rollup::CLAIM_PREFIX ) . '%' ) );
	}

	public function test_a_day_is_claimed_once_and_a_new_day_replaces_the_old_claim(): void {
		$this->assertTrue( Rollup::claim_day( '2026-11-24' ) );
		$this->assertFalse( Rollup::claim_day( '2026-11-24' ), 'a second scheduler the same day finds the claim' );
		$this->assertTrue( Rollup::claim_day( '2026-11-25' ) );
		$this->assertSame( array( Rollup::CLAIM_PREFIX . '2026-11-25' ), $this->claims() );
	}

	public function test_the_scheduled_hook_rolls_up_once_a_day_however_often_it_fires(): void {
		do_action( Rollup::CRON_HOOK );
		do_action( Rollup::CRON_HOOK );
		$this->assertSame( 1, $this->rolled );
		// Direct runs (the dashboard's refresh of today) are not scheduled runs: they always roll up.
		Rollup::run();
		$this->assertSame( 2, $this->rolled );
	}
}
