<?php
/**
 * Issue 33: 10Web Booster's stored PageSpeed scores become checks in Vista Speed's score history
 * (the front page's too, when it is a page), checks that never finished and pages that are gone
 * are reported as skipped with the reason, a second run adds no check, and Booster's data is left
 * as it was.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\Import\BoosterImporter;
use Vista\Speed\Kit\ImportMap;
use Vista\Speed\Kit\ImportRunner;
use Vista\Speed\Results;
use Vista\Tests\Fixtures\TenWebBooster;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 2 ) . '/fixtures/originals/10web-booster.php';

/**
 * The importer against the fixture's scores.
 */
final class BoosterImportTest extends VistaTestCase {

	/**
	 * What the fixture made.
	 *
	 * @var array{pages: array<string, int>, gone: int}
	 */
	private array $made;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ImportMap::install();
		Results::migrate();
		// SQL: own tables, made outside any transaction: each test starts with no rows of the importer.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', '10web-booster' ) );
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name.
		$this->made = TenWebBooster::install();
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $this->made['pages']['Our bread'] );
	}

	protected function tearDown(): void {
		global $wpdb;
		delete_option( ( new ImportRunner( new BoosterImporter() ) )->option() );
		TenWebBooster::remove( $this->made );
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name.
		update_option( 'show_on_front', 'posts' );
		delete_option( 'page_on_front' );
		parent::tearDown();
	}

	public function test_nothing_is_found_on_a_site_without_booster(): void {
		TenWebBooster::remove( $this->made );
		$this->assertSame( array(), ( new BoosterImporter() )->inventory() );
	}

	public function test_the_scores_join_each_pages_history_and_the_rest_is_skipped_with_the_reason(): void {
		$before = TenWebBooster::checksum();
		$this->assertSame( 5, ( new BoosterImporter() )->inventory()[0]['count'] );
		$state = ( new ImportRunner( new BoosterImporter() ) )->run_all( 2 );
		$this->assertSame( array( 'imported' => 4, 'updated' => 0, 'skipped' => 1 ), $state['counts']['scores'] );
		$this->assertSame( 7, $state['counts']['checks']['imported'], 'two checks a page (the front page too), one for the page whose second check never finished' );
		$this->assertSame( 'Pages with scores', $state['stages'][0]['label'] );
		$this->assertSame( 5, $state['stages'][0]['done'] );

		$bread = Results::history( $this->made['pages']['Our bread'] );
		// The front page's own scores and its post meta's: the page's history, oldest first.
		$this->assertSame( array( 58, 96, 61, 97 ), array_column( $bread, 'desktop_score' ) );
		$this->assertSame( 2.7, $bread[3]['mobile_tti'] );
		$this->assertSame( '2025-03-02 10:40:00', $bread[3]['finished_at'] );
		$cake = Results::history( $this->made['pages']['Order a cake'] );
		$this->assertSame( array( 22 ), array_column( $cake, 'mobile_score' ) );
		$this->assertStringContainsString( 'not on the site', $state['skips'][0]['reason'] );
		$this->assertSame( $before, TenWebBooster::checksum(), "Booster's data is unchanged" );
	}

	public function test_the_progress_counts_pages_not_their_checks(): void {
		$runner = new ImportRunner( new BoosterImporter() );
		$runner->start();
		$state = $runner->advance( 0.0, 2 );
		// Two pages (the front page and one other) of five, though four checks were stored.
		$this->assertSame( 2, $state['stages'][0]['done'] );
		$this->assertSame( 4, $state['counts']['checks']['imported'] );
	}

	public function test_a_second_run_updates_and_adds_no_check(): void {
		global $wpdb;
		( new ImportRunner( new BoosterImporter() ) )->run_all();
		$rows  = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Results::table() ); // SQL: own table name.
		$state = ( new ImportRunner( new BoosterImporter() ) )->run_all();
		$this->assertSame( array( 'imported' => 0, 'updated' => 4, 'skipped' => 1 ), $state['counts']['scores'] );
		$this->assertSame( $rows, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Results::table() ) ); // SQL: own table name.
	}
}
