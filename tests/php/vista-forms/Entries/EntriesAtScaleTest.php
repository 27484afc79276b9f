<?php
/**
 * What keeps the entries screen fast with 100,000 entries (issue 36): its list, search and paging
 * queries read their indexes (EXPLAIN on SQLite and MariaDB), the search finds the start of words
 * through the words index, pages come after or before a known entry, and the CSV export reads
 * entries in batches of a fixed size instead of all at once.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Entries\CsvExport;
use Vista\Forms\Entries\EntryQuery;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryWords;
use Vista\Forms\Editor\FormDefinition;

/**
 * EntryQuery, EntryWords and CsvExport::stream().
 */
final class EntriesAtScaleTest extends SubmissionTestCase {

	/** @var string[] SELECT statements run while recording. */
	private array $selects = array();

	/**
	 * Stores entries of the contact form.
	 *
	 * @param string[] $names Names.
	 * @return int[] Entry ids, oldest first.
	 */
	private function store( array $names ): array {
		return array_map(
			fn ( $name ) => EntryStore::create( $this->form_id, array( 'name' => $name, 'email' => strtolower( remove_accents( str_replace( ' ', '.', $name ) ) ) . '@gmail.com', 'message' => 'About my refund' ), array( 'ip_hash' => 'x' ) ),
			$names
		);
	}

	/**
	 * Runs a callback, recording the SELECT statements it sends.
	 *
	 * @param callable $run What to run.
	 * @return string[]
	 */
	private function recorded( callable $run ): array {
		$this->selects = array();
		$record        = function ( $sql ) {
			if ( str_starts_with( ltrim( (string) $sql ), 'SELECT' ) ) {
				$this->selects[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $record );
		try {
			$run();
		} finally {
			remove_filter( 'query', $record );
		}
		return $this->selects;
	}

	/**
	 * How the database reads a statement, one line per table read: on MariaDB EXPLAIN's rows as
	 * "table type key", on SQLite EXPLAIN QUERY PLAN of the statements the driver runs for it.
	 *
	 * @param string $sql SELECT statement.
	 * @return string[]
	 */
	private function plan( string $sql ): array {
		global $wpdb;
		if ( ! method_exists( $wpdb->dbh, 'get_connection' ) ) {
			$wpdb->query( 'ANALYZE TABLE ' . EntryStore::entries_table() . ', ' . EntryWords::table() ); // SQL: own tables, no input.
			return array_map(
				static fn ( $row ) => $row['table'] . ' ' . $row['type'] . ' ' . ( $row['key'] ?? 'NULL' ),
				(array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) // SQL: a statement of ours, recorded.
			);
		}
		$wpdb->query( $sql ); // SQL: as above.
		$lines = array();
		foreach ( $wpdb->dbh->get_last_sqlite_queries() as $query ) {
			if ( ! str_starts_with( ltrim( $query['sql'] ), 'SELECT' ) ) {
				continue;
			}
			$statement = $wpdb->dbh->get_connection()->get_pdo()->prepare( 'EXPLAIN QUERY PLAN ' . $query['sql'] );
			$statement->execute( $query['params'] );
			foreach ( $statement->fetchAll( \PDO::FETCH_ASSOC ) as $row ) {
				$lines[] = (string) $row['detail'];
			}
		}
		return $lines;
	}

	/**
	 * Asserts that every table of a statement is read through an index, never scanned whole.
	 *
	 * @param string   $sql     Statement.
	 * @param string[] $indexes Index names of which one at least must be read.
	 */
	private function assert_reads_indexes( string $sql, array $indexes ): void {
		$plan = $this->plan( $sql );
		$text = implode( "\n", $plan );
		$this->assertNotSame( array(), $plan, $sql );
		foreach ( $plan as $line ) {
			// MariaDB's "<subqueryN> ALL" reads the rows a subquery found through an index, no table.
			$this->assertDoesNotMatchRegularExpression( '/^[^<\s]\S* ALL |^SCAN \S+$/', $line, "A whole table read:\n{$text}\n{$sql}" );
		}
		$this->assertMatchesRegularExpression( '/' . implode( '|', $indexes ) . '/', $text, "{$sql}\n{$text}" );
	}

	public function test_list_search_and_paging_read_their_indexes(): void {
		global $wpdb;
		// 2,000 older entries (without values), so MariaDB's planner weighs the indexes as on a
		// site with many entries.
		$rows = implode( ',', array_fill( 0, 2000, $wpdb->prepare( "(%d, '2020-01-01 00:00:00')", $this->form_id ) ) );
		$wpdb->query( 'INSERT INTO ' . EntryStore::entries_table() . " (form_id, created) VALUES {$rows}" ); // SQL: own table, rows prepared above.
		$ids = $this->store( array( 'Marta Rossi', 'Ben Okafor', 'Chloé Dubois', 'Ada Byron', 'Alan Turing' ) );

		$list   = $this->recorded( fn () => EntryQuery::query( $this->form_id, '', 1, 2 ) );
		$keyset = $this->recorded( fn () => EntryQuery::query( $this->form_id, '', 3, 2, $ids[2] ) );
		$offset = $this->recorded( fn () => EntryQuery::query( $this->form_id, '', 3, 2 ) );
		$search = $this->recorded( fn () => EntryQuery::query( $this->form_id, 'marta refund', 1, 2 ) );
		$word   = $this->recorded( fn () => EntryQuery::query( $this->form_id, 'refund', 1, 2 ) );
		$of_form = static fn ( array $statements ) => array_filter( $statements, static fn ( $sql ) => str_contains( $sql, ' e WHERE' ) || str_contains( $sql, 'COUNT(DISTINCT entry_id)' ) );
		foreach ( $of_form( array_merge( $list, $keyset, $offset ) ) as $sql ) {
			// A page in id order from the index by form and id (or, where MariaDB finds nearly every
			// entry is the form's, the table's own id order up to the limit); a count from an index
			// by form.
			$this->assert_reads_indexes( $sql, str_contains( $sql, 'ORDER BY' ) ? array( 'form_entry', 'PRIMARY' ) : array( 'form_entry', 'form_created' ) );
		}
		$this->assertCount( 3, $of_form( $search ), 'the count of the search, of the form, and the page' );
		$this->assertCount( 3, $of_form( $word ), 'the count of the word (in the words index), of the form, and the page' );
		foreach ( $of_form( array_merge( $search, $word ) ) as $sql ) {
			// A rare match (here 5 of 2,005) is read from each word's range of the words index.
			$this->assert_reads_indexes( $sql, str_contains( $sql, 'word >=' ) ? array( 'PRIMARY', 'autoindex' ) : array( 'form_entry', 'form_created' ) );
		}
		// A common match is read walking the newest entries, each one's words from the index.
		$this->assert_reads_indexes( 'SELECT e.id FROM ' . EntryStore::entries_table() . ' e WHERE ' . EntryQuery::where( $this->form_id, 'marta refund', true ) . ' ORDER BY e.id DESC LIMIT 20', array( 'entry_word' ) );

		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . EntryStore::entries_table() . " WHERE form_id = %d AND created = '2020-01-01 00:00:00'", $this->form_id ) ); // SQL: own table.
	}

	public function test_search_finds_the_start_of_words_in_any_value(): void {
		$ids   = $this->store( array( 'Marta Rossi', 'Ben Okafor', 'Chloé Dubois', 'Marta Costa' ) );
		$found = fn ( string $search ) => array_column( EntryQuery::query( $this->form_id, $search, 1, 0 )['entries'], 'id' );

		$this->assertSame( array( $ids[3], $ids[0] ), $found( 'marta' ), 'newest first' );
		$this->assertSame( array( $ids[0] ), $found( 'ROSS' ), 'a word begun, in any case' );
		$this->assertSame( array( $ids[0] ), $found( 'marta.rossi@gmail' ), 'every word of the search' );
		$this->assertSame( array( $ids[2] ), $found( 'chloe' ), 'accents aside' );
		$this->assertSame( array(), $found( 'ossi' ), 'not inside a word' );
		$this->assertSame( array(), $found( '%_' ), 'no word: nothing' );
		$this->assertSame( 4, EntryQuery::query( $this->form_id, 'refund', 1, 2 )['total'] );

		EntryStore::delete( array( $ids[0] ) );
		$this->assertSame( array(), $found( 'rossi' ), 'a deleted entry leaves the index' );
	}

	public function test_entries_stored_before_the_index_are_found_after_the_upgrade(): void {
		global $wpdb;
		$ids = $this->store( array( 'Grace Hopper' ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . EntryWords::table() . ' WHERE entry_id = %d', $ids[0] ) ); // SQL: own table.
		$this->assertSame( 0, EntryQuery::query( $this->form_id, 'hopper' )['total'], 'as a version 1 entry' );

		update_option( EntryStore::SCHEMA_VERSION_OPTION, 1 );
		EntryStore::migrate();
		$this->assertSame( 1, EntryQuery::query( $this->form_id, 'hopper' )['total'] );
		$this->assertSame( EntryStore::SCHEMA_VERSION, (int) get_option( EntryStore::SCHEMA_VERSION_OPTION ) );
	}

	public function test_pages_come_before_or_after_a_known_entry(): void {
		$ids = $this->store( array( 'A', 'B', 'C', 'D', 'E', 'F', 'G' ) );
		$ids_of = static fn ( array $result ) => array_column( $result['entries'], 'id' );

		$this->assertSame( array( $ids[6], $ids[5], $ids[4] ), $ids_of( EntryQuery::query( $this->form_id, '', 1, 3 ) ) );
		$this->assertSame( array( $ids[3], $ids[2], $ids[1] ), $ids_of( EntryQuery::query( $this->form_id, '', 2, 3, $ids[4] ) ), 'older than the last of page 1' );
		$this->assertSame( array( $ids[0] ), $ids_of( EntryQuery::query( $this->form_id, '', 3, 3, $ids[1] ) ) );
		$this->assertSame( array( $ids[3], $ids[2], $ids[1] ), $ids_of( EntryQuery::query( $this->form_id, '', 2, 3, 0, $ids[0] ) ), 'newer than the first of page 3, newest first' );
		$this->assertSame( array( $ids[3], $ids[2], $ids[1] ), $ids_of( EntryQuery::query( $this->form_id, '', 2, 3 ) ), 'by number, the same' );
		$this->assertSame( 7, EntryQuery::query( $this->form_id, '', 3, 3, $ids[1] )['total'] );
	}

	public function test_the_export_reads_entries_in_batches_of_a_fixed_size(): void {
		$ids = $this->store( array_map( static fn ( $i ) => "Person {$i}", range( 1, 25 ) ) );
		$out = fopen( 'php://memory', 'w+' );

		$selects = $this->recorded( fn () => CsvExport::stream( $out, FormDefinition::load( $this->form_id ), $this->form_id, '', 10 ) );

		$pages = array_values( array_filter( $selects, static fn ( $sql ) => str_contains( $sql, 'SELECT e.id FROM' ) ) );
		$this->assertCount( 3, $pages, 'ids read 10, 10 and 5 at a time' );
		foreach ( $pages as $sql ) {
			$this->assertStringContainsString( 'LIMIT 10 OFFSET 0', $sql );
		}
		$by_ids = array_filter( $selects, static fn ( $sql ) => 1 === preg_match( '/WHERE (entry_)?id IN \(/', $sql ) );
		$this->assertCount( 6, $by_ids, 'rows and values, a batch at a time' );
		foreach ( $by_ids as $sql ) {
			preg_match( '/IN \(([^)]*)\)/', $sql, $list );
			$this->assertLessThanOrEqual( 10, count( explode( ',', $list[1] ) ), $sql );
		}
		rewind( $out );
		$rows = array_map( 'str_getcsv', explode( "\n", trim( (string) stream_get_contents( $out ) ) ) );
		fclose( $out );
		$this->assertCount( 26, $rows, 'the header and every entry' );
		$this->assertSame( array( 'Person 25', (string) $ids[24] ), array( $rows[1][0], $rows[1][5] ), 'newest first' );
		$this->assertSame( array( 'Person 1', (string) $ids[0] ), array( $rows[25][0], $rows[25][5] ) );
	}
}
