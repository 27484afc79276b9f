<?php
/**
 * Where the bench's year of traffic (ScaleStatsYear) goes: Vista's tables, and the same visitors in
 * Koko Analytics' aggregate tables and in WP Statistics' tables, so that their bytes per view can be
 * compared with ours.
 *
 * The shortcut that makes a year in minutes (documented in the README's benchmark section): a day
 * older than the raw rows' retention is written as the daily roll-up's rows directly (the totals the
 * nightly roll-up would have left once it purged the day's raw rows), and only days inside the
 * retention window get their raw hits as well, all with multi-row INSERTs in one transaction
 * (tests/fixtures/originals/wp-statistics.php's RowWriter: on SQLite the database's own PDO, on
 * MariaDB statements of 400 rows). Rolling up a window day again from its raw rows gives the same
 * rows; today is left to the dashboard's own roll-up.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Tools\Bench;

// phpcs:disable Generic.Files.OneObjectStructurePerFile, Squiz.Classes.ClassFileName -- the sinks of one generator and the day they share, small and read together.

use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\Schema;
use Vista\Tests\Fixtures\RowWriter;
use Vista\Tests\Fixtures\WpStatisticsFixture;

/**
 * One day's totals, from its visitors: what the daily roll-up computes from the raw rows.
 */
final class ScaleStatsDay {

	/** Views and visitors of the whole day. */
	public array $total = array( 0, 0 );

	/** Metric => item => [views, visitors]. */
	public array $items = array(
		'page'     => array(),
		'referrer' => array(),
		'browser'  => array(),
		'os'       => array(),
		'device'   => array(),
		'link'     => array(),
	);

	/**
	 * Counts a visitor.
	 *
	 * @param array<string, mixed> $visitor A visitor (ScaleStatsYear::each_visitor()).
	 */
	public function add( array $visitor ): void {
		$views           = count( $visitor['pages'] );
		$this->total[0] += $views;
		++$this->total[1];
		foreach ( array_count_values( $visitor['pages'] ) as $page => $times ) {
			$this->items['page'][ $page ][0] = ( $this->items['page'][ $page ][0] ?? 0 ) + $times;
			$this->items['page'][ $page ][1] = ( $this->items['page'][ $page ][1] ?? 0 ) + 1;
		}
		foreach ( array( 'referrer', 'browser', 'os', 'device' ) as $metric ) {
			$item = $visitor[ $metric ];
			if ( '' !== $item ) {
				$this->items[ $metric ][ $item ][0] = ( $this->items[ $metric ][ $item ][0] ?? 0 ) + $views;
				$this->items[ $metric ][ $item ][1] = ( $this->items[ $metric ][ $item ][1] ?? 0 ) + 1;
			}
		}
		if ( null !== $visitor['link'] ) {
			$this->items['link'][ $visitor['link'] ][0] = ( $this->items['link'][ $visitor['link'] ][0] ?? 0 ) + 1;
			$this->items['link'][ $visitor['link'] ][1] = ( $this->items['link'][ $visitor['link'] ][1] ?? 0 ) + 1;
		}
	}
}

/**
 * Writes days into Vista's tables: raw hits for days in the retention window, daily rows for every
 * day but today.
 */
final class VistaSink {

	/** Page ids start here (posts "post:ID"). */
	public const FIRST_POST_ID = 100000;

	private RowWriter $daily;
	private RowWriter $items;
	private RowWriter $hits;

	/** @var array<string, int> "metric\nitem" => the id given to it in the items table. */
	private array $ids = array();

	/**
	 * Writers of the days, items and hits tables.
	 */
	public function __construct() {
		$this->daily = new RowWriter( Schema::table( 'days' ), array( 'metric', 'day', 'item_id', 'views', 'visitors' ), 400 );
		$this->items = new RowWriter( Schema::table( 'items' ), array( 'id', 'metric', 'item', 'label' ), 400 );
		$this->hits  = new RowWriter( Schema::table( 'hits' ), array( 'created_at', 'day', 'visitor_hash', 'source_type', 'source_id', 'uri', 'referrer_host', 'browser', 'os', 'device' ), 400 );
	}

	/**
	 * A visitor's raw rows (one per view).
	 *
	 * @param string               $day     Y-m-d.
	 * @param array<string, mixed> $visitor A visitor.
	 */
	public function raw( string $day, array $visitor ): void {
		foreach ( $visitor['pages'] as $i => $page ) {
			$this->hits->add( array( $day . ' ' . gmdate( 'H:i:s', $visitor['seconds'][ $i ] ), $day, $visitor['hash'], 'post', self::FIRST_POST_ID + $page, ScaleStatsYear::uri( $page ), $visitor['referrer'], $visitor['browser'], $visitor['os'], $visitor['device'] ) );
		}
	}

	/**
	 * A finished day's rows in the daily table, as Rollup::day() writes them.
	 *
	 * @param string        $day    Y-m-d.
	 * @param ScaleStatsDay $totals The day's totals.
	 */
	public function day( string $day, ScaleStatsDay $totals ): void {
		$this->row( $day, 'total', '', '', $totals->total[0], $totals->total[1] );
		foreach ( $totals->items as $metric => $items ) {
			foreach ( $items as $item => [ $views, $visitors ] ) {
				if ( 'page' === $metric ) {
					$this->row( $day, 'page', 'post:' . ( self::FIRST_POST_ID + $item ), ScaleStatsYear::uri( (int) $item ), $views, $visitors );
				} else {
					$this->row( $day, $metric, (string) $item, (string) $item, $views, $visitors );
				}
			}
		}
	}

	/**
	 * One row of the days table, its item made in the items table when first seen.
	 *
	 * @param string $day      Y-m-d.
	 * @param string $metric   Metric.
	 * @param string $item     Item.
	 * @param string $label    Label.
	 * @param int    $views    Views.
	 * @param int    $visitors Visitors.
	 */
	private function row( string $day, string $metric, string $item, string $label, int $views, int $visitors ): void {
		$key = $metric . "\n" . $item;
		if ( ! isset( $this->ids[ $key ] ) ) {
			$this->ids[ $key ] = count( $this->ids ) + 1;
			$this->items->add( array( $this->ids[ $key ], $metric, $item, $label ) );
		}
		$this->daily->add( array( ItemIds::code( $metric ), $day, $this->ids[ $key ], $views, $visitors ) );
	}

	/**
	 * Writes what waits.
	 */
	public function flush(): void {
		$this->items->flush();
		$this->daily->flush();
		$this->hits->flush();
	}
}

/**
 * Koko Analytics' aggregate tables, as its migrations create them (ibericode/koko-analytics:
 * migrations/001-initial-schema.php, with post_stats keyed by path as
 * 007-prepare-post-stats-table.php and 016-modify-paths-column.php leave it, and the id index of
 * 020-add-stats-id-indexes.php), filled with the same days.
 */
final class KokoSink {

	/** Table => CREATE TABLE body. */
	public const TABLES = array(
		'site_stats'     => 'date DATE PRIMARY KEY NOT NULL, visitors INT UNSIGNED NOT NULL DEFAULT 0, pageviews INT UNSIGNED NOT NULL DEFAULT 0',
		'paths'          => 'id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, path VARCHAR(255) NOT NULL, UNIQUE INDEX (path)',
		'post_stats'     => 'date DATE NOT NULL, path_id INT UNSIGNED NOT NULL, post_id INT UNSIGNED, visitors INT UNSIGNED NOT NULL DEFAULT 0, pageviews INT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (date, path_id)',
		'referrer_urls'  => 'id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, url VARCHAR(255) NOT NULL, UNIQUE INDEX (url)',
		'referrer_stats' => 'date DATE NOT NULL, id INT UNSIGNED NOT NULL, visitors INT UNSIGNED NOT NULL DEFAULT 0, pageviews INT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (date, id), INDEX (id)',
	);

	private RowWriter $site;
	private RowWriter $posts;
	private RowWriter $referrers;

	/**
	 * A table's full name.
	 *
	 * @param string $name One of TABLES.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'koko_analytics_' . $name;
	}

	/**
	 * Makes the tables (empty) and the writers; paths and referrer addresses get their ids.
	 */
	public function __construct() {
		global $wpdb;
		self::drop();
		foreach ( self::TABLES as $name => $body ) {
			// SQL: the peer's statement, from constants. Its tables are ASCII, as Koko makes them.
			$wpdb->query( 'CREATE TABLE ' . self::table( $name ) . " ({$body}) ENGINE=INNODB CHARACTER SET=ascii" );
		}
		$paths = new RowWriter( self::table( 'paths' ), array( 'id', 'path' ), 400 );
		for ( $page = 0; $page < ScaleStatsYear::PAGES; $page++ ) {
			$paths->add( array( $page + 1, ScaleStatsYear::uri( $page ) ) );
		}
		$paths->flush();
		$urls = new RowWriter( self::table( 'referrer_urls' ), array( 'id', 'url' ), 400 );
		for ( $referrer = 0; $referrer < ScaleStatsYear::REFERRERS; $referrer++ ) {
			$urls->add( array( $referrer + 1, ScaleStatsYear::host( $referrer ) ) );
		}
		$urls->flush();
		$this->site      = new RowWriter( self::table( 'site_stats' ), array( 'date', 'visitors', 'pageviews' ), 400 );
		$this->posts     = new RowWriter( self::table( 'post_stats' ), array( 'date', 'path_id', 'post_id', 'visitors', 'pageviews' ), 400 );
		$this->referrers = new RowWriter( self::table( 'referrer_stats' ), array( 'date', 'id', 'visitors', 'pageviews' ), 400 );
	}

	/**
	 * A day's rows.
	 *
	 * @param string        $day    Y-m-d.
	 * @param ScaleStatsDay $totals The day's totals.
	 */
	public function day( string $day, ScaleStatsDay $totals ): void {
		$this->site->add( array( $day, $totals->total[1], $totals->total[0] ) );
		foreach ( $totals->items['page'] as $page => [ $views, $visitors ] ) {
			$this->posts->add( array( $day, $page + 1, VistaSink::FIRST_POST_ID + $page, $visitors, $views ) );
		}
		$ids = array_flip( array_map( array( ScaleStatsYear::class, 'host' ), range( 0, ScaleStatsYear::REFERRERS - 1 ) ) );
		foreach ( $totals->items['referrer'] as $host => [ $views, $visitors ] ) {
			$this->referrers->add( array( $day, $ids[ $host ] + 1, $visitors, $views ) );
		}
	}

	/**
	 * Writes what waits.
	 */
	public function flush(): void {
		$this->site->flush();
		$this->posts->flush();
		$this->referrers->flush();
	}

	/**
	 * Removes the tables.
	 */
	public static function drop(): void {
		global $wpdb;
		foreach ( array_keys( self::TABLES ) as $name ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table( $name ) ); // SQL: the peer's table.
		}
	}
}

/**
 * WP Statistics' tables (its v14 definitions, from the importer's fixture) with the same visitors:
 * a row per visitor and day, a row per page and day, and a visitor-page relationship per view.
 */
final class WpStatisticsSink {

	private RowWriter $visitors;
	private RowWriter $pages;
	private RowWriter $relationships;
	private RowWriter $summary;
	private int $visitor_id = 0;
	private int $page_row   = 0;

	/** Page index => the pages table's id of it, on the day being written. */
	private array $day_pages = array();

	/**
	 * Makes the tables (empty) and the writers.
	 */
	public function __construct() {
		WpStatisticsFixture::drop();
		WpStatisticsFixture::create_tables();
		$this->visitors      = new RowWriter( WpStatisticsFixture::table( 'visitor' ), array( 'ID', 'last_counter', 'referred', 'agent', 'platform', 'version', 'device', 'model', 'UAString', 'ip', 'location', 'user_id', 'hits', 'honeypot', 'city', 'region', 'continent', 'source_channel', 'source_name', 'first_page', 'first_view', 'last_page', 'last_view' ), 400 );
		$this->pages         = new RowWriter( WpStatisticsFixture::table( 'pages' ), array( 'page_id', 'uri', 'type', 'date', 'count', 'id' ), 400 );
		$this->relationships = new RowWriter( WpStatisticsFixture::table( 'visitor_relationships' ), array( 'visitor_id', 'page_id', 'date' ), 400 );
		$this->summary       = new RowWriter( WpStatisticsFixture::table( 'summary_totals' ), array( 'date', 'visitors', 'views' ), 400 );
	}

	/**
	 * A visitor's rows.
	 *
	 * @param string               $day     Y-m-d.
	 * @param array<string, mixed> $visitor A visitor.
	 */
	public function visitor( string $day, array $visitor ): void {
		$id = ++$this->visitor_id;
		foreach ( $visitor['pages'] as $i => $page ) {
			$this->day_pages[ $page ] ??= ++$this->page_row;
			$this->relationships->add( array( $id, $this->day_pages[ $page ], $day . ' ' . gmdate( 'H:i:s', $visitor['seconds'][ $i ] ) ) );
		}
		$first = $this->day_pages[ $visitor['pages'][0] ];
		$last  = $this->day_pages[ end( $visitor['pages'] ) ];
		$this->visitors->add( array( $id, $day, '' === $visitor['referrer'] ? '' : 'https://' . $visitor['referrer'] . '/', $visitor['browser'], $visitor['os'], (string) ( 100 + $id % 40 ), $visitor['device'], '', '', '#hash#' . sha1( $visitor['hash'] ), $visitor['country'], 0, count( $visitor['pages'] ), 0, '', '', '', '' === $visitor['referrer'] ? 'direct' : 'referral', '' === $visitor['referrer'] ? '' : $visitor['referrer'], $first, $day . ' ' . gmdate( 'H:i:s', $visitor['seconds'][0] ), $last, $day . ' ' . gmdate( 'H:i:s', end( $visitor['seconds'] ) ) ) );
	}

	/**
	 * The day's page and summary rows, once its visitors are written.
	 *
	 * @param string        $day    Y-m-d.
	 * @param ScaleStatsDay $totals The day's totals.
	 */
	public function day( string $day, ScaleStatsDay $totals ): void {
		foreach ( $this->day_pages as $page => $row ) {
			$this->pages->add( array( $row, ScaleStatsYear::uri( $page ), 'post', $day, $totals->items['page'][ $page ][0], VistaSink::FIRST_POST_ID + $page ) );
		}
		$this->day_pages = array();
		$this->summary->add( array( $day, $totals->total[1], $totals->total[0] ) );
	}

	/**
	 * Writes what waits.
	 */
	public function flush(): void {
		$this->visitors->flush();
		$this->pages->flush();
		$this->relationships->flush();
		$this->summary->flush();
	}
}
