<?php
/**
 * Tools → Page speed: the latest scores of every checked page, and the CSV export.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\Results;
use Vista\Speed\Score;
use Vista\Speed\SiteReport;
use Vista\Tests\VistaTestCase;

/**
 * The report.
 */
final class SiteReportTest extends VistaTestCase {

	/** @var int[] */
	private array $pages = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name, no input.
	}

	protected function tearDown(): void {
		foreach ( $this->pages as $page ) {
			wp_delete_post( $page, true );
		}
		parent::tearDown();
	}

	private function page_scored( string $title, array $scores ): int {
		$page          = wp_insert_post(
			array(
				'post_title'  => $title,
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->pages[] = $page;
		foreach ( $scores as [ $mobile, $desktop ] ) {
			Results::complete( Results::start( $page ), new Score( $desktop, 800.0, array() ), new Score( $mobile, 3000.0, array() ) );
		}
		return $page;
	}

	public function test_each_checked_page_appears_once_with_its_latest_scores(): void {
		$first  = $this->page_scored( 'First', array( array( 40, 80 ), array( 55, 91 ) ) );
		$second = $this->page_scored( 'Second', array( array( 97, 99 ) ) );
		Results::fail( Results::start( $second ), 'engine down' );
		$rows = SiteReport::rows();
		$this->assertCount( 2, $rows );
		$by_id = array_column( $rows, null, 'postId' );
		$this->assertSame( array( 55, 91 ), array( $by_id[ $first ]['mobileScore'], $by_id[ $first ]['desktopScore'] ) );
		$this->assertSame( array( 97, 99 ), array( $by_id[ $second ]['mobileScore'], $by_id[ $second ]['desktopScore'] ) );
		$this->assertSame( 3.0, $by_id[ $first ]['mobileTti'] );
	}

	public function test_each_row_carries_the_pages_latest_checks_oldest_first_for_its_chart(): void {
		$checks = array();
		for ( $i = 0; $i < SiteReport::HISTORY_CHECKS + 3; $i++ ) {
			$checks[] = array( $i, 100 - $i );
		}
		$page = $this->page_scored( 'Charted', $checks );
		Results::fail( Results::start( $page ), 'engine down' );
		$rows = SiteReport::rows();
		$this->assertCount( 1, $rows );
		$history = $rows[0]['history'];
		// The last 20 completed checks, oldest first; the failed one is not a point.
		$this->assertCount( SiteReport::HISTORY_CHECKS, $history );
		$this->assertSame( array( 3, 97 ), array( $history[0]['mobile'], $history[0]['desktop'] ) );
		$this->assertSame( array( 22, 78 ), array( $history[19]['mobile'], $history[19]['desktop'] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $history[19]['at'] );
	}

	public function test_a_report_of_twenty_pages_reads_them_in_as_many_queries_as_one(): void {
		$this->page_scored( 'Only', array( array( 50, 60 ), array( 55, 65 ) ) );
		$one = $this->queries_of_the_report();
		for ( $i = 1; $i < 20; $i++ ) {
			$this->page_scored( 'Page ' . $i, array( array( 50, 60 ), array( 55, 65 ) ) );
		}
		$twenty = $this->queries_of_the_report();
		$this->assertCount( 20, SiteReport::rows() );
		$this->assertSame( $one, $twenty, 'the report of 20 pages runs as many queries as that of one' );
	}

	/**
	 * How many queries the report's rows take, with the object cache emptied first (as on a site
	 * without a persistent one).
	 */
	private function queries_of_the_report(): int {
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		SiteReport::rows();
		return $wpdb->num_queries - $before;
	}

	public function test_the_csv_has_a_header_quotes_cells_and_defuses_formulas(): void {
		$this->page_scored( '=HYPERLINK("http://evil.test")', array( array( 42, 88 ) ) );
		$lines = explode( "\r\n", trim( SiteReport::csv( SiteReport::rows() ) ) );
		$this->assertSame( '"Title","Address","Type","Mobile score","Desktop score","Mobile TTI (s)","Desktop TTI (s)","Checked (UTC)"', $lines[0] );
		$this->assertStringStartsWith( '"\'=HYPERLINK(""http://evil.test"")","http', $lines[1] );
		$this->assertStringContainsString( '"page","42","88","3","0.8"', $lines[1] );
	}

	public function test_the_export_refuses_a_user_who_cannot_manage_options(): void {
		$user = wp_insert_user(
			array(
				'user_login' => 'editor_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		wp_set_current_user( $user );
		try {
			$message = $this->expect_wp_die( array( SiteReport::class, 'export' ) );
			$this->assertSame( 'You are not allowed to export the page-speed report.', $message );
		} finally {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $user );
		}
	}
}
