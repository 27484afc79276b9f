<?php
/**
 * Issue 33: the kit's import runner takes an importer through its stages in bounded steps, keeps
 * its progress so a reload or a killed worker resumes where the last step ended, and a second run
 * updates what the first made instead of making it again.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use Vista\Consent\Kit\ImportBatch;
use Vista\Consent\Kit\ImportMap;
use Vista\Consent\Kit\ImportRunner;
use Vista\Consent\Kit\ImportSource;

/**
 * Kit\ImportRunner in vista-consent (every plugin has the same copy), with an importer of the
 * test's own: 25 "things" in an option, imported as options of their own.
 */
final class KitImportRunnerTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ImportMap::install();
		// SQL: own table. The map's table is made outside the test's transaction: start each test with no rows.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', 'test-things' ) );
	}

	/**
	 * An importer of 25 things; $fail_at makes a step die after importing that item, as a killed
	 * worker would.
	 */
	private function source( ?int $fail_at = null ): ImportSource {
		return new class( $fail_at ) implements ImportSource {
			public function __construct( private ?int $fail_at ) {}
			public function id(): string {
				return 'test-things';
			}
			public function label(): string {
				return 'Things';
			}
			public function description(): string {
				return 'Imports things.';
			}
			public function inventory(): array {
				return array(
					array(
						'stage' => 'things',
						'label' => 'Things',
						'count' => 25,
					),
				);
			}
			public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
				$after = (int) $cursor;
				$last  = min( 25, $after + $batch->limit() );
				for ( $id = $after + 1; $id <= $last; $id++ ) {
					if ( 0 === $id % 10 ) {
						$batch->skipped( 'thing', $id, 'Tens are skipped.' );
						continue;
					}
					$target = $batch->target( 'thing', $id ) ?? $id * 100;
					update_option( 'vista_consent_test_thing_' . $target, "thing {$id}" );
					$batch->imported( 'thing', $id, $target );
					if ( $id === $this->fail_at ) {
						throw new \RuntimeException( 'worker killed' );
					}
				}
				return $last < 25 ? (string) $last : null;
			}
		};
	}

	public function test_a_run_imports_every_stage_in_steps_and_reports_counts(): void {
		$state = ( new ImportRunner( $this->source() ) )->run_all( 7 );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( array( 'imported' => 23, 'updated' => 0, 'skipped' => 2 ), $state['counts']['thing'] );
		$this->assertSame( 'Tens are skipped.', $state['skips'][0]['reason'] );
		$this->assertSame( 25, $state['stages'][0]['done'] );
		$this->assertSame( 'thing 11', get_option( 'vista_consent_test_thing_1100' ) );
	}

	public function test_a_batch_reads_each_items_map_row_once(): void {
		global $wpdb;
		$reads  = 0;
		$count  = static function ( string $query ) use ( &$reads ): string {
			if ( str_starts_with( ltrim( $query ), 'SELECT' ) && str_contains( $query, ImportMap::table() ) ) {
				++$reads;
			}
			return $query;
		};
		$runner = new ImportRunner( $this->source() );
		add_filter( 'query', $count );
		try {
			$state = $runner->run_all( 25 );
		} finally {
			remove_filter( 'query', $count );
		}
		$this->assertSame( 'done', $state['status'] );
		// 25 things, the two tens skipped: 23 items looked up then recorded, one map read each.
		$this->assertSame( 23, $reads );
		$this->assertSame( 23, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . ImportMap::table() . ' WHERE source = %s', 'test-things' ) ) ); // SQL: own table name.
	}

	public function test_a_second_run_updates_and_adds_nothing(): void {
		( new ImportRunner( $this->source() ) )->run_all( 7 );
		$state = ( new ImportRunner( $this->source() ) )->run_all( 7 );
		$this->assertSame( array( 'imported' => 0, 'updated' => 23, 'skipped' => 2 ), $state['counts']['thing'] );
	}

	public function test_a_run_killed_halfway_resumes_to_the_same_report(): void {
		$killed = new ImportRunner( $this->source( 12 ) );
		$killed->start();
		try {
			$killed->advance( 60.0, 5 );
			$this->fail( 'The step should have died.' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'worker killed', $e->getMessage() );
		}
		$this->assertSame( '10', $killed->state()['cursor'], 'The state keeps the last step that finished.' );
		// The lock of the killed request has expired by the time an owner comes back.
		delete_option( $killed->option() . '_lock' );
		$state = ( new ImportRunner( $this->source() ) )->advance( 60.0, 5 );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( array( 'imported' => 23, 'updated' => 0, 'skipped' => 2 ), $state['counts']['thing'] );
	}
}
