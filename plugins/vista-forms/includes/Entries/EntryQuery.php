<?php
/**
 * Reading a form's entries a page at a time, as the entries screen and the CSV export do. Every
 * query reads the form's index of entries by id (`form_entry`) and, for a search, ranges of the
 * words index (EntryWords); values are read by entry id, only for the rows of the page.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

/**
 * Pages of entries: by number, or after or before a known entry.
 */
final class EntryQuery {

	/**
	 * A search matching at least one entry in this many is read walking the newest entries: a page
	 * of 20 is then found within some 4,000 entries (rarer matches are read from the words index).
	 */
	private const WALK_SHARE = 200;

	/**
	 * Entries of a form, newest first, optionally only those matching a search (EntryWords).
	 *
	 * A page is found from the id of the entry before it when the screen knows it (keyset paging:
	 * `$before`, the last id of the page above, or `$after`, the first id of the page below), so a
	 * deep page reads 20 rows of the form's index; by its number otherwise (an offset in the index,
	 * the rows read afterwards by id).
	 *
	 * @param int    $form_id  Form.
	 * @param string $search   Search text ('' for all).
	 * @param int    $page     1-based page, when neither $before nor $after is given.
	 * @param int    $per_page Rows a page (0: all).
	 * @param int    $before   Only entries older than this one (0: not used).
	 * @param int    $after    Only entries newer than this one, the closest first (0: not used).
	 * @return array{entries: array<int, array<string, mixed>>, total: int}
	 */
	public static function query( int $form_id, string $search = '', int $page = 1, int $per_page = EntryStore::PER_PAGE, int $before = 0, int $after = 0 ): array {
		global $wpdb;
		$where = self::where( $form_id, $search );
		$total = self::count( $form_id, $search, $where );
		if ( '' !== $search && $total * self::WALK_SHARE >= self::count( $form_id, '', self::where( $form_id, '' ) ) ) {
			// Many match: the page is read walking the newest entries (see EntryWords::condition()).
			$where = self::where( $form_id, $search, true );
		}
		if ( $after > 0 ) {
			$ids = array_reverse( self::ids( $where . $wpdb->prepare( ' AND e.id > %d', $after ), 'ASC', $per_page ) );
		} elseif ( $before > 0 ) {
			$ids = self::ids( $where . $wpdb->prepare( ' AND e.id < %d', $before ), 'DESC', $per_page );
		} else {
			$ids = self::ids( $where, 'DESC', $per_page, max( 0, $page - 1 ) * $per_page );
		}
		return array(
			'entries' => self::rows( $ids ),
			'total'   => $total,
		);
	}

	/**
	 * How many entries meet a condition: a one-word search counted in the words index alone.
	 *
	 * @param int    $form_id Form.
	 * @param string $search  Search text.
	 * @param string $where   Its condition, from where().
	 */
	private static function count( int $form_id, string $search, string $where ): int {
		global $wpdb;
		$count = '' === $search ? null : EntryWords::count( $form_id, $search );
		if ( null !== $count ) {
			return $count;
		}
		$table = EntryStore::entries_table();
		// SQL: own table, $where prepared by where().
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} e WHERE {$where}" );
	}

	/**
	 * The condition on an entry row `e` of a form, and of a search ('' for all).
	 *
	 * @param int    $form_id Form.
	 * @param string $search  Search text.
	 * @param bool   $walk    Read a search entry by entry (EntryWords::condition()).
	 */
	public static function where( int $form_id, string $search, bool $walk = false ): string {
		global $wpdb;
		$where = $wpdb->prepare( 'e.form_id = %d', $form_id );
		if ( '' === $search ) {
			return $where;
		}
		return $where . ' AND ' . ( EntryWords::condition( $form_id, $search, $walk ) ?? '1 = 0' );
	}

	/**
	 * Ids of the entries meeting a condition, in id order, read from the form's index alone.
	 *
	 * @param string $where     Condition from where(), with any range on e.id.
	 * @param string $direction ASC or DESC.
	 * @param int    $limit     Rows (0: all).
	 * @param int    $offset    Rows skipped.
	 * @return int[]
	 */
	public static function ids( string $where, string $direction, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table     = EntryStore::entries_table();
		$direction = 'ASC' === $direction ? 'ASC' : 'DESC';
		// SQL: own table, $where prepared by the caller, the direction one of two words.
		return array_map( 'intval', (array) $wpdb->get_col( "SELECT e.id FROM {$table} e WHERE {$where} ORDER BY e.id {$direction}" . ( $limit > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $limit, $offset ) : '' ) ) );
	}

	/**
	 * Entries with their values, in the order of the ids given.
	 *
	 * @param int[] $ids Entries.
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows( array $ids ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$table        = EntryStore::entries_table();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// SQL: own table, placeholders built above.
		$found  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN ({$placeholders})", ...$ids ), ARRAY_A );
		$by_id  = array();
		foreach ( is_array( $found ) ? $found : array() as $row ) {
			$by_id[ (int) $row['id'] ] = EntryStore::typed_row( $row );
		}
		$values = EntryStore::values( $ids );
		$rows   = array();
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$rows[] = $by_id[ $id ] + array( 'values' => $values[ $id ] ?? array() );
			}
		}
		return $rows;
	}
}
