<?php
/**
 * The plugin's tables, created and migrated by its own schema version.
 *
 * Raw rows (hits, events, online) are written by the hit path; the daily table holds what the
 * dashboard reads, rolled up from the raw rows (see Rollup), which are purged after the retention
 * period. The imports table is the ledger of spool batches already imported (see SpoolImporter);
 * version 2 added it. Version 5 adds the events' network key, which their per-address limit counts
 * by (issue 31 item 12), and the quota table, the page views each address added per hour (item 7).
 * Version 7 (issue 36 goal 1) keeps each item (a page, a referrer, a browser...) once, in the items
 * table, and the day and month sums as numbers only (the days and months tables, keyed for the
 * range sums), in place of the daily and monthly tables that held the item and its label as text
 * in every row: see ItemIds and LegacySums.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Tracker\Signer;
use Vista\Stats\Kit;

/**
 * Table names and dbDelta migrations.
 */
final class Schema {

	public const VERSION        = 7;
	public const VERSION_OPTION = 'vista_stats_db_version';

	public const TABLES = array( 'hits', 'online', 'events', 'items', 'days', 'months', 'imports', 'quota' );

	/** Tables of earlier versions, moved into the current ones by a migration, dropped with the rest. */
	public const LEGACY_TABLES = array( 'daily', 'monthly' );

	/**
	 * A table's full name.
	 *
	 * @param string $name One of TABLES.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_stats_' . $name;
	}

	/**
	 * Creates or updates the tables when the stored schema version is older.
	 */
	public static function migrate(): void {
		$stored = (int) get_option( self::VERSION_OPTION, 0 );
		if ( $stored > 0 && $stored < 4 ) {
			// Version 4 hashes visitors with BLAKE2b from tomorrow (UTC), so that no one seen both
			// before and after the upgrade counts as two visitors today (see Signer). Stored before
			// the new version, which would otherwise mean "always BLAKE2b" for a moment.
			add_option( Signer::FAST_SINCE_OPTION, Signer::fast_since( null, $stored, time() ) );
		}
		Kit\Tables::migrate( self::VERSION_OPTION, self::VERSION, array( self::class, 'statements' ) );
		if ( $stored > 0 && $stored < 3 ) {
			self::drop_index( 'hits', 'day' );
		}
		if ( $stored < 7 ) {
			// Made just now, empty: on SQLite, stored once rather than as rows and key (SqliteLayout).
			SqliteLayout::without_rowid( self::table( 'days' ) );
			SqliteLayout::without_rowid( self::table( 'months' ) );
		}
		if ( $stored > 0 && $stored < 7 ) {
			LegacySums::migrate();
		}
	}

	/**
	 * Drops an index. Version 3 drops the hits table's index on the day alone: day_source (day, source_id) serves
	 * every query by day as well, and each imported hit had to update both (issue 18 goal 1: about a
	 * seventh of MariaDB's work per imported hit). dbDelta adds indexes but never drops one.
	 *
	 * @param string $table One of TABLES.
	 * @param string $index The index's name (a constant).
	 */
	private static function drop_index( string $table, string $index ): void {
		global $wpdb;
		$table    = self::table( $table );
		$suppress = $wpdb->suppress_errors(); // Already gone (a migration run twice at once): nothing to do.
		// SQL: our own table's and index's names; DROP INDEX takes no values.
		$wpdb->query( "DROP INDEX {$index} ON {$table}" );
		$wpdb->suppress_errors( $suppress );
	}

	/**
	 * The tables' CREATE TABLE statements, for dbDelta.
	 *
	 * @param string $charset The database's charset and collation clause.
	 * @return string[]
	 */
	public static function statements( string $charset ): array {
		$hits   = self::table( 'hits' );
		$online = self::table( 'online' );
		$events = self::table( 'events' );
		$items   = self::table( 'items' );
		$days    = self::table( 'days' );
		$months  = self::table( 'months' );
		$imports = self::table( 'imports' );
		$quota   = self::table( 'quota' );
		return array(
			"CREATE TABLE {$hits} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				created_at datetime NOT NULL,
				day date NOT NULL,
				visitor_hash char(64) NOT NULL DEFAULT '',
				source_type varchar(20) NOT NULL DEFAULT '',
				source_id bigint(20) unsigned NOT NULL DEFAULT 0,
				uri varchar(255) NOT NULL DEFAULT '',
				referrer_host varchar(191) NOT NULL DEFAULT '',
				browser varchar(32) NOT NULL DEFAULT '',
				os varchar(32) NOT NULL DEFAULT '',
				device varchar(16) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY day_source (day,source_id),
				KEY day_visitor (day,visitor_hash)
			) {$charset};",
			"CREATE TABLE {$online} (
				visitor_hash char(64) NOT NULL,
				last_seen datetime NOT NULL,
				source_type varchar(20) NOT NULL DEFAULT '',
				source_id bigint(20) unsigned NOT NULL DEFAULT 0,
				uri varchar(255) NOT NULL DEFAULT '',
				browser varchar(32) NOT NULL DEFAULT '',
				device varchar(16) NOT NULL DEFAULT '',
				PRIMARY KEY  (visitor_hash),
				KEY last_seen (last_seen)
			) {$charset};",
			"CREATE TABLE {$events} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				created_at datetime NOT NULL,
				day date NOT NULL,
				visitor_hash char(64) NOT NULL DEFAULT '',
				kind varchar(16) NOT NULL,
				name varchar(100) NOT NULL,
				resource_id bigint(20) unsigned NOT NULL DEFAULT 0,
				target_url varchar(255) NOT NULL DEFAULT '',
				file_name varchar(191) NOT NULL DEFAULT '',
				file_ext varchar(16) NOT NULL DEFAULT '',
				data text NOT NULL,
				network_hash char(64) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY day (day),
				KEY kind_day (kind,day),
				KEY network_created (network_hash,created_at)
			) {$charset};",
			"CREATE TABLE {$items} (
				id int(10) unsigned NOT NULL AUTO_INCREMENT,
				metric varchar(16) NOT NULL,
				item varchar(191) NOT NULL DEFAULT '',
				label varchar(255) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				UNIQUE KEY metric_item (metric,item)
			) {$charset};",
			"CREATE TABLE {$days} (
				metric tinyint(3) unsigned NOT NULL,
				day date NOT NULL,
				item_id int(10) unsigned NOT NULL,
				views int(10) unsigned NOT NULL DEFAULT 0,
				visitors int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (metric,day,item_id)
			) {$charset};",
			"CREATE TABLE {$months} (
				metric tinyint(3) unsigned NOT NULL,
				month date NOT NULL,
				item_id int(10) unsigned NOT NULL,
				views int(10) unsigned NOT NULL DEFAULT 0,
				visitors int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (metric,month,item_id)
			) {$charset};",
			"CREATE TABLE {$imports} (
				batch varchar(100) NOT NULL,
				imported_at datetime NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (batch),
				KEY imported_at (imported_at)
			) {$charset};",
			"CREATE TABLE {$quota} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				network_hash char(64) NOT NULL,
				hour char(13) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (id),
				KEY network_hour (network_hash,hour),
				KEY hour (hour)
			) {$charset};",
		);
	}

	/**
	 * Drops the tables (uninstall).
	 */
	public static function drop(): void {
		global $wpdb;
		foreach ( array_merge( self::TABLES, self::LEGACY_TABLES ) as $name ) {
			$table = self::table( $name );
			// SQL: own table.
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		}
		delete_option( self::VERSION_OPTION );
	}
}
