<?php
/**
 * Reads WP Statistics' history from its own tables, a day at a time, without changing them.
 *
 * The facts come from the original's public source, wp-statistics/wp-statistics at commit
 * 57f37970c806a0918a0e65d64bb621108a8d88dc (version 14.16.4, March 2026):
 * - src/Service/Database/Schema/Manager.php: the tables `{prefix}statistics_visitor` (one row per
 *   visitor and day: `last_counter` the day, `hits` the views, `agent` the browser, `platform`,
 *   `device`, `location` the country code, `referred` the referring address), `statistics_pages`
 *   (one row per day and address: `date`, `uri`, `type`, `id`, `count`) and
 *   `statistics_summary_totals` (one row per finished day: `date`, `visitors`, `views`);
 * - src/Models/VisitorsModel.php (getVisitorsHits): a day's visitors are its visitor rows and its
 *   views the sum of their `hits`, which is what this reader answers;
 * - src/Service/Summary/SummaryEvents.php: the summary row of a day is written the day after, so
 *   it outlives the visitor rows the original's purge deletes.
 *
 * Why version 14's tables only: every released version (through 14.16.4) creates and fills these;
 * the sessions/views/resources tables of the rewrite exist in no release a site runs, so there
 * is nothing of them to read. `statistics_historical` keeps totals of purged rows with no day
 * (category and count only), so it cannot be placed on the dashboard's days and is left out.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Days, and the totals and groups of one day, as the original stored them.
 */
final class WpStatisticsReader {

	/**
	 * Which of the original's tables exist, by name, once asked.
	 *
	 * @var array<string, bool>
	 */
	private array $exists = array();

	/**
	 * The original's table of that name, with the site's prefix.
	 *
	 * @param string $name visitor, pages or summary_totals.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'statistics_' . $name;
	}

	/**
	 * Whether the original's table is on this site (the plugin active or not).
	 *
	 * @param string $name visitor, pages or summary_totals.
	 */
	public function has( string $name ): bool {
		global $wpdb;
		$table                 = self::table( $name );
		$this->exists[ $name ] ??= $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
		return $this->exists[ $name ];
	}

	/**
	 * How many days before `$before` hold statistics (visitor rows or a day's summary).
	 *
	 * @param string $before Y-m-d: days from this one on are left out.
	 */
	public function count_days( string $before ): int {
		$days  = 0;
		$after = '';
		// Read in pages of days, so even decades of history stay a small list at a time.
		do {
			$page   = $this->days_after( $after, $before, 1000 );
			$found  = count( $page );
			$days  += $found;
			$after  = (string) end( $page );
		} while ( 1000 === $found );
		return $days;
	}

	/**
	 * The next days with statistics after `$after` and before `$before`, oldest first. Keyed on the
	 * day, which leads the visitor table's unique key (last_counter, ip, ...) and is the summary
	 * table's unique key: no OFFSET, whatever the history's length.
	 *
	 * @param string $after  Y-m-d, or '' from the first day.
	 * @param string $before Y-m-d.
	 * @param int    $limit  Days at most.
	 * @return list<string>
	 */
	public function days_after( string $after, string $before, int $limit ): array {
		global $wpdb;
		$days = array();
		foreach ( array( 'visitor' => 'last_counter', 'summary_totals' => 'date' ) as $name => $column ) {
			if ( ! $this->has( $name ) ) {
				continue;
			}
			$table = self::table( $name );
			// SQL: the original's table and column names from the list above; values prepared.
			$found = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} WHERE {$column} > %s AND {$column} < %s ORDER BY {$column} LIMIT %d", $after, $before, $limit ) );
			foreach ( $found as $day ) {
				$days[ substr( (string) $day, 0, 10 ) ] = true;
			}
		}
		$days = array_keys( $days );
		sort( $days );
		return array_slice( $days, 0, $limit );
	}

	/**
	 * A day's views and visitors: from its visitor rows, else from its summary row.
	 *
	 * @param string $day Y-m-d.
	 * @return array{views: int, visitors: int}
	 */
	public function totals( string $day ): array {
		global $wpdb;
		if ( $this->has( 'visitor' ) ) {
			$visitor = self::table( 'visitor' );
			// SQL: the original's table; values prepared.
			$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS visitors, SUM(hits) AS views FROM {$visitor} WHERE last_counter = %s", $day ), ARRAY_A );
			if ( $row && (int) $row['visitors'] > 0 ) {
				return array(
					'views'    => (int) $row['views'],
					'visitors' => (int) $row['visitors'],
				);
			}
		}
		if ( $this->has( 'summary_totals' ) ) {
			$summary = self::table( 'summary_totals' );
			// SQL: the original's table; values prepared.
			$row = $wpdb->get_row( $wpdb->prepare( "SELECT visitors, views FROM {$summary} WHERE date = %s", $day ), ARRAY_A );
			if ( $row ) {
				return array(
					'views'    => (int) $row['views'],
					'visitors' => (int) $row['visitors'],
				);
			}
		}
		return array(
			'views'    => 0,
			'visitors' => 0,
		);
	}

	/**
	 * A day's visitors grouped by one of the visitor table's columns: the value, its visitors and
	 * their views. Grouped by the database, so a busy day costs one row per distinct value.
	 *
	 * @param string $day    Y-m-d.
	 * @param string $column agent, platform, device, location or referred.
	 * @return list<array{value: string, views: int, visitors: int}>
	 */
	public function visitors_by( string $day, string $column ): array {
		global $wpdb;
		if ( ! in_array( $column, array( 'agent', 'platform', 'device', 'location', 'referred' ), true ) || ! $this->has( 'visitor' ) ) {
			return array();
		}
		$visitor = self::table( 'visitor' );
		// SQL: the original's table, a column from the list above; values prepared.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT {$column} AS value, COUNT(*) AS visitors, SUM(hits) AS views FROM {$visitor} WHERE last_counter = %s GROUP BY {$column}", $day ), ARRAY_A );
		$groups = array();
		foreach ( (array) $rows as $row ) {
			$groups[] = array(
				'value'    => (string) $row['value'],
				'views'    => (int) $row['views'],
				'visitors' => (int) $row['visitors'],
			);
		}
		return $groups;
	}

	/**
	 * A day's pages: address, the original's type, the post's (or term's, author's) id and views.
	 *
	 * @param string $day Y-m-d.
	 * @return list<array{uri: string, type: string, id: int, views: int}>
	 */
	public function pages( string $day ): array {
		global $wpdb;
		if ( ! $this->has( 'pages' ) ) {
			return array();
		}
		$pages = self::table( 'pages' );
		// SQL: the original's table; values prepared. Its unique key (date, uri) serves the day.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT uri, type, id, count FROM {$pages} WHERE date = %s", $day ), ARRAY_A );
		$result = array();
		foreach ( (array) $rows as $row ) {
			$result[] = array(
				'uri'   => (string) $row['uri'],
				'type'  => (string) $row['type'],
				'id'    => (int) $row['id'],
				'views' => (int) $row['count'],
			);
		}
		return $result;
	}
}
