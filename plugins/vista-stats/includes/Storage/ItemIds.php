<?php
/**
 * The items the sums are kept for (a page, a referring host, a browser, an event...), each once in
 * the items table with its label, so that the days and months tables hold numbers only: a metric's
 * code, the day, the item's id, views and visitors (issue 36 goal 1: the item and its address as
 * text in each of a busy site's 2,400 rows a day were most of the statistics' bytes).
 *
 * An item's label is the greatest one written for it (a page's address: the roll-up keeps the
 * greatest address of a page a day), so a list shows one address a page whatever its range.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Item ids and metric codes.
 */
final class ItemIds {

	/**
	 * Each metric's code in the days and months tables (a byte a row where the name took up to
	 * nine). Codes are stored: never change or reuse one.
	 */
	public const METRIC_CODES = array(
		'total'    => 1,
		'page'     => 2,
		'referrer' => 3,
		'browser'  => 4,
		'os'       => 5,
		'device'   => 6,
		'event'    => 7,
		'link'     => 8,
		'download' => 9,
		'country'  => 10,
		'imported' => 11,
	);

	/** Items looked up or written to a statement. */
	private const CHUNK = 200;

	/**
	 * A metric's code.
	 *
	 * @param string $metric A key of METRIC_CODES.
	 * @throws \InvalidArgumentException For another metric.
	 */
	public static function code( string $metric ): int {
		if ( ! isset( self::METRIC_CODES[ $metric ] ) ) {
			throw new \InvalidArgumentException( 'Unknown metric.' );
		}
		return self::METRIC_CODES[ $metric ];
	}

	/**
	 * The ids of items, made for those not in the table yet; a label greater than the one kept
	 * replaces it.
	 *
	 * @param string                $metric A key of METRIC_CODES.
	 * @param array<string, string> $labels Item => label (both cut to their columns' length).
	 * @return array<string, int> Item => id.
	 */
	public static function ensure( string $metric, array $labels ): array {
		global $wpdb;
		self::code( $metric );
		$table = Schema::table( 'items' );
		$ids   = self::find( $metric, array_map( 'strval', array_keys( $labels ) ), $labels );
		$new   = array_diff_key( $labels, $ids );
		foreach ( array_chunk( $new, self::CHUNK, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $item => $label ) {
				array_push( $values, $metric, (string) $item, $label );
			}
			// IGNORE: another request may have made the same item meanwhile; its id is read below.
			// SQL: own table; one group of placeholders per item, values prepared.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (metric, item, label) VALUES " . implode( ', ', array_fill( 0, count( $chunk ), '(%s, %s, %s)' ) ), $values ) );
		}
		if ( $new ) {
			$ids += self::find( $metric, array_map( 'strval', array_keys( $new ) ), $new );
		}
		return $ids;
	}

	/**
	 * The ids of items already in the table.
	 *
	 * @param string                $metric A key of METRIC_CODES.
	 * @param list<string>          $items  Items.
	 * @param array<string, string> $labels Item => a label to keep when it is greater than the one kept.
	 * @return array<string, int> Item => id, for the items found.
	 */
	public static function find( string $metric, array $items, array $labels = array() ): array {
		global $wpdb;
		$table = Schema::table( 'items' );
		$ids   = array();
		foreach ( array_chunk( array_values( array_unique( $items ) ), self::CHUNK ) as $chunk ) {
			$marks = implode( ', ', array_fill( 0, count( $chunk ), '%s' ) );
			// SQL: own table; one placeholder per item, values prepared. The metric_item key finds them.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, item, label FROM {$table} WHERE metric = %s AND item IN ({$marks})", array_merge( array( $metric ), $chunk ) ), ARRAY_A );
			// MariaDB compares items without case, as the key does: an item answers for each spelling asked.
			$by_spelling = array();
			foreach ( $rows as $row ) {
				$by_spelling[ (string) $row['item'] ]             = $row;
				$by_spelling[ mb_strtolower( (string) $row['item'] ) ] ??= $row;
			}
			foreach ( $chunk as $item ) {
				$row = $by_spelling[ $item ] ?? $by_spelling[ mb_strtolower( $item ) ] ?? null;
				if ( null === $row ) {
					continue;
				}
				$ids[ $item ] = (int) $row['id'];
				if ( isset( $labels[ $item ] ) && $labels[ $item ] > (string) $row['label'] ) {
					// SQL: own table, values prepared.
					$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET label = %s WHERE id = %d", $labels[ $item ], (int) $row['id'] ) );
					$row['label'] = $labels[ $item ];
				}
			}
		}
		return $ids;
	}

	/**
	 * The items and labels of some ids: read for the items a list shows only.
	 *
	 * @param list<int> $ids Item ids.
	 * @return array<int, array{item: string, label: string}> Id => item and label.
	 */
	public static function describe( array $ids ): array {
		global $wpdb;
		$table = Schema::table( 'items' );
		$found = array();
		foreach ( array_chunk( array_values( array_unique( array_map( 'intval', $ids ) ) ), self::CHUNK ) as $chunk ) {
			$marks = implode( ', ', array_fill( 0, count( $chunk ), '%d' ) );
			// SQL: own table; one placeholder per id, values prepared. By the primary key.
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, item, label FROM {$table} WHERE id IN ({$marks})", $chunk ), ARRAY_A ) as $row ) {
				$found[ (int) $row['id'] ] = array(
					'item'  => (string) $row['item'],
					'label' => (string) $row['label'],
				);
			}
		}
		return $found;
	}
}
