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

use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;

/**
 * Who owns a day, and replacing an imported day.
 */
final class ImportedDays {

	/** The marker's metric. */
	public const MARKER = 'imported';

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
		$daily  = Schema::table( 'days' );
		$marker = ItemIds::code( self::MARKER );
		$source = ItemIds::find( self::MARKER, array( $this->source ) )[ $this->source ] ?? 0;
		$marks  = implode( ', ', array_fill( 0, count( $days ), '%s' ) );
		$values = array_merge( array( ItemIds::code( 'total' ), $marker ), $days );
		// SQL: own table; the placeholders are one %s per day, every value prepared. By the key.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT day, metric, item_id FROM {$daily} WHERE metric IN ( %d, %d ) AND day IN ( {$marks} )", $values ), ARRAY_A );
		$owners = array();
		foreach ( (array) $rows as $row ) {
			$day = substr( (string) $row['day'], 0, 10 );
			if ( $marker === (int) $row['metric'] ) {
				if ( $source > 0 && (int) $row['item_id'] === $source ) {
					$owners[ $day ] = 'import';
				}
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
		Rollup::delete_day( $day );
		array_unshift( $rows, array( self::MARKER, $this->source, '', 0, 0 ) );
		Rollup::insert_rows( $day, $rows );
	}
}
