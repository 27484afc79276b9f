<?php
/**
 * Days of another plugin's history written into Vista Statistics' daily table (the table the
 * dashboard, its widget, the summary block and the shortcode read; see Rollup).
 *
 * A day is written whole: its rows are replaced in one go, so importing it again gives the same
 * rows. Each imported day carries a marker row (metric `imported`, item the source's id), which
 * no query of the dashboard reads; it tells a day an import wrote (replace it) from a day Vista
 * counted itself (leave it: its own hits are what it saw). The marker goes in the first statement
 * with the day's total, so a worker killed halfway through a day leaves a day still recognised as
 * imported, which the resumed run replaces. The roll-up replaces a day from Vista's own hits only
 * from the day it last rolled up on, so imported days before it stay as they are.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\ClosedRangeSums;
use Vista\Stats\Storage\Schema;

/**
 * Who owns a day, and replacing an imported day.
 */
final class ImportedDays {

	/** The marker's metric. */
	public const MARKER = 'imported';

	/** Rows per INSERT statement. */
	private const ROWS_PER_STATEMENT = 200;

	/**
	 * Days written by one source.
	 *
	 * @param string $source The importer's id (the marker's item).
	 */
	public function __construct( private string $source ) {}

	/**
	 * Who holds each of some days now: 'import' (this source wrote it), 'vista' (counted by Vista
	 * Statistics itself) or nothing (no rows).
	 *
	 * @param list<string> $days Y-m-d.
	 * @return array<string, string> Day => owner, for days that have rows.
	 */
	public function owners( array $days ): array {
		global $wpdb;
		if ( array() === $days ) {
			return array();
		}
		$daily  = Schema::table( 'daily' );
		$marks  = implode( ', ', array_fill( 0, count( $days ), '%s' ) );
		$values = array_merge( array( 'total', self::MARKER, $this->source ), $days );
		// SQL: own table; the placeholders are one %s per day, every value prepared.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT day, metric FROM {$daily} WHERE ( metric = %s OR ( metric = %s AND item = %s ) ) AND day IN ( {$marks} )", $values ), ARRAY_A );
		$owners = array();
		foreach ( (array) $rows as $row ) {
			$day = substr( (string) $row['day'], 0, 10 );
			if ( self::MARKER === $row['metric'] ) {
				$owners[ $day ] = 'import';
			} else {
				$owners[ $day ] ??= 'vista';
			}
		}
		return $owners;
	}

	/**
	 * Replaces a day's rows with these (the marker is added).
	 *
	 * @param string                                                  $day  Y-m-d.
	 * @param list<array{0: string, 1: string, 2: string, 3: int, 4: int}> $rows [metric, item, label, views, visitors], the total first.
	 */
	public function replace( string $day, array $rows ): void {
		global $wpdb;
		$daily = Schema::table( 'daily' );
		// SQL: own table, values prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$daily} WHERE day = %s", $day ) );
		ClosedRangeSums::day_written( $day );
		array_unshift( $rows, array( self::MARKER, $this->source, '', 0, 0 ) );
		foreach ( array_chunk( $rows, self::ROWS_PER_STATEMENT ) as $chunk ) {
			$marks  = array();
			$values = array();
			foreach ( $chunk as [ $metric, $item, $label, $views, $visitors ] ) {
				$marks[] = '(%s, %s, %s, %s, %d, %d)';
				array_push( $values, $day, $metric, mb_substr( $item, 0, 191 ), mb_substr( $label, 0, 255 ), max( 0, $views ), max( 0, $visitors ) );
			}
			// SQL: own table; one group of placeholders per row, every value prepared.
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$daily} (day, metric, item, label, views, visitors) VALUES " . implode( ', ', $marks ), $values ) );
		}
	}
}
