<?php
/**
 * The history of each page's checks, the regression notice (a drop of 10 points or more), and the
 * panel's states, on SQLite and MariaDB alike.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\Results;
use Vista\Speed\Score;
use Vista\Speed\ScorePanel;
use Vista\Tests\VistaTestCase;

/**
 * Stored checks.
 */
final class ResultsTest extends VistaTestCase {

	private int $page = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name, no input.
		$this->page = wp_insert_post(
			array(
				'post_title'  => 'History',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		wp_set_current_user( 1 );
	}

	protected function tearDown(): void {
		wp_delete_post( $this->page, true );
		parent::tearDown();
	}

	private function checked( int $mobile, int $desktop ): void {
		$id = Results::start( $this->page );
		Results::complete( $id, new Score( $desktop, 900.0, array( 'lcp' => 1000.0 ) ), new Score( $mobile, 4321.0, array( 'lcp' => 3000.0 ) ) );
	}

	public function test_history_keeps_every_completed_check_oldest_first(): void {
		$this->checked( 80, 95 );
		Results::fail( Results::start( $this->page ), 'engine down' );
		$this->checked( 60, 96 );
		$history = Results::history( $this->page );
		$this->assertSame( array( 80, 60 ), array_column( $history, 'mobile_score' ) );
		$this->assertSame( 4.3, $history[0]['mobile_tti'] );
		$this->assertSame( Results::COMPLETED, Results::latest( $this->page )['status'] );
		$this->assertSame( array( $this->page ), array_column( Results::latest_per_post(), 'post_id' ) );
	}

	public function test_a_drop_of_ten_points_shows_the_regression_notice_and_nine_does_not(): void {
		$this->checked( 80, 95 );
		$this->checked( 71, 95 );
		$html = ScorePanel::html( $this->page, 'admin-bar' );
		$this->assertStringNotContainsString( 'vista-speed-regression', $html );
		$this->assertStringContainsString( 'Previous check: mobile 80, desktop 95', $html );
		$this->checked( 61, 95 );
		$html = ScorePanel::html( $this->page, 'admin-bar' );
		$this->assertStringContainsString( 'The score dropped by 10 points or more since the previous check.', $html );
		$this->assertStringContainsString( 'data-history="[80,71,61]"', $html );
	}

	public function test_the_panel_shows_not_optimized_then_optimizing_then_scores(): void {
		$this->assertStringContainsString( 'data-state="notoptimized"', ScorePanel::html( $this->page, 'list' ) );
		$id = Results::start( $this->page );
		$this->assertStringContainsString( 'data-status="inprogress"', ScorePanel::html( $this->page, 'list' ) );
		Results::complete( $id, new Score( 0, 900.0, array() ), new Score( 55, 4321.0, array() ) );
		$html = ScorePanel::html( $this->page, 'admin-bar' );
		$this->assertStringContainsString( 'data-state="optimized"', $html );
		$this->assertStringContainsString( 'data-device="desktop" data-score="0"', $html );
		$this->assertStringContainsString( 'data-device="mobile" data-score="55"', $html );
		$this->assertStringContainsString( 'admin.php?page=vista-speed', $html );
	}

	public function test_a_failed_check_after_a_score_shows_the_reload_indicator(): void {
		$this->checked( 80, 95 );
		Results::fail( Results::start( $this->page ), 'engine down' );
		$html = ScorePanel::html( $this->page, 'admin-bar' );
		$this->assertMatchesRegularExpression( '/<div class="vista-speed-overlay">/', $html );
		$this->assertStringContainsString( 'data-score="80"', $html );
	}

	public function test_deleting_a_post_forgets_its_checks(): void {
		$this->checked( 80, 95 );
		wp_delete_post( $this->page, true );
		$this->assertNull( Results::latest( $this->page ) );
	}
}
