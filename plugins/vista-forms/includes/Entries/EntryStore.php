<?php
/**
 * Entries of the forms: two tables of their own (an entry row, one meta row per field), created by
 * dbDelta, written and read only through prepared queries, on SQLite and MariaDB alike.
 *
 * Stored values: plain text for one-value fields, JSON (unescaped Unicode) for the fields with
 * several parts (checkboxes, likert, address, uploads, signature); see EntryValue for reading.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Submit\Upload;

/**
 * Schema, writing, querying and deleting entries.
 */
final class EntryStore {

	/** 2: the index of a form's entries by id (paging) and the words table (search, EntryWords). */
	public const SCHEMA_VERSION        = 2;
	public const SCHEMA_VERSION_OPTION = 'vista_forms_db_version';
	public const PER_PAGE              = 20;

	/**
	 * The entries table.
	 */
	public static function entries_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_entries';
	}

	/**
	 * The values table.
	 */
	public static function meta_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_entry_meta';
	}

	/**
	 * Creates or updates the tables when the stored schema version is older.
	 */
	public static function migrate(): void {
		$stored = (int) get_option( self::SCHEMA_VERSION_OPTION, 0 );
		if ( $stored >= self::SCHEMA_VERSION ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$entries = self::entries_table();
		$meta    = self::meta_table();
		dbDelta(
			array(
				"CREATE TABLE {$entries} (
					id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
					form_id bigint(20) unsigned NOT NULL,
					status varchar(20) NOT NULL DEFAULT 'publish',
					starred tinyint(1) NOT NULL DEFAULT 0,
					is_read tinyint(1) NOT NULL DEFAULT 0,
					created datetime NOT NULL,
					user_id bigint(20) unsigned NOT NULL DEFAULT 0,
					ip_hash char(64) NOT NULL DEFAULT '',
					user_agent varchar(255) NOT NULL DEFAULT '',
					referer varchar(255) NOT NULL DEFAULT '',
					PRIMARY KEY  (id),
					KEY form_created (form_id,created),
					KEY form_entry (form_id,id),
					KEY limiter (ip_hash,form_id,created)
				) {$charset};",
				"CREATE TABLE {$meta} (
					id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
					entry_id bigint(20) unsigned NOT NULL,
					field_id varchar(40) NOT NULL,
					value longtext NOT NULL,
					PRIMARY KEY  (id),
					KEY entry_id (entry_id)
				) {$charset};",
				EntryWords::schema( $charset ),
			)
		);
		if ( $stored > 0 && $stored < 2 ) {
			// Entries stored before the search index get their words.
			EntryWords::index_all();
		}
		update_option( self::SCHEMA_VERSION_OPTION, self::SCHEMA_VERSION );
	}

	/**
	 * Drops the tables (uninstall).
	 */
	public static function drop(): void {
		global $wpdb;
		foreach ( array( self::entries_table(), self::meta_table(), EntryWords::table() ) as $table ) {
			// SQL: own table.
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		}
		delete_option( self::SCHEMA_VERSION_OPTION );
	}

	/**
	 * Stores an entry and its values.
	 *
	 * @param int                  $form_id Form.
	 * @param array<string, mixed> $values  Clean values by field id (strings or arrays).
	 * @param array<string, mixed> $about   user_id, ip_hash, user_agent, referer.
	 * @return int The entry id, 0 when the database refused it.
	 */
	public static function create( int $form_id, array $values, array $about ): int {
		global $wpdb;
		// Own table.
		$stored = $wpdb->insert(
			self::entries_table(),
			array(
				'form_id'    => $form_id,
				'status'     => 'publish',
				'starred'    => 0,
				'is_read'    => 0,
				'created'    => gmdate( 'Y-m-d H:i:s', Clock::now() ),
				'user_id'    => (int) ( $about['user_id'] ?? 0 ),
				'ip_hash'    => (string) ( $about['ip_hash'] ?? '' ),
				'user_agent' => mb_substr( (string) ( $about['user_agent'] ?? '' ), 0, 255 ),
				'referer'    => mb_substr( (string) ( $about['referer'] ?? '' ), 0, 255 ),
			),
			array( '%d', '%s', '%d', '%d', '%s', '%d', '%s', '%s', '%s' )
		);
		if ( false === $stored ) {
			return 0;
		}
		$entry_id = (int) $wpdb->insert_id;
		foreach ( $values as $field_id => $value ) {
			self::set_value( $entry_id, (string) $field_id, $value );
		}
		EntryWords::index( $entry_id );
		return $entry_id;
	}

	/**
	 * Stores one field's value of an entry.
	 *
	 * @param int    $entry_id Entry.
	 * @param string $field_id Field.
	 * @param mixed  $value    String or array.
	 */
	public static function set_value( int $entry_id, string $field_id, $value ): void {
		global $wpdb;
		// Own table.
		$wpdb->insert(
			self::meta_table(),
			array(
				'entry_id' => $entry_id,
				'field_id' => $field_id,
				'value'    => is_array( $value ) ? (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : (string) $value,
			),
			array( '%d', '%s', '%s' )
		);
	}

	/**
	 * One entry with its raw stored values.
	 *
	 * @param int $entry_id Entry.
	 * @return array<string, mixed>|null Row plus `values` (field id => stored string).
	 */
	public static function get( int $entry_id ): ?array {
		global $wpdb;
		$table = self::entries_table();
		// SQL: own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $entry_id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		$row           = self::typed_row( $row );
		$row['values'] = self::values( array( $entry_id ) )[ $entry_id ] ?? array();
		return $row;
	}

	/**
	 * Stored values of several entries.
	 *
	 * @param int[] $entry_ids Entries.
	 * @return array<int, array<string, string>> Entry id => field id => stored string.
	 */
	public static function values( array $entry_ids ): array {
		global $wpdb;
		$entry_ids = array_values( array_filter( array_map( 'intval', $entry_ids ) ) );
		if ( array() === $entry_ids ) {
			return array();
		}
		$table        = self::meta_table();
		$placeholders = implode( ',', array_fill( 0, count( $entry_ids ), '%d' ) );
		// SQL: own table, placeholders built above.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT entry_id, field_id, value FROM {$table} WHERE entry_id IN ({$placeholders}) ORDER BY id", ...$entry_ids ), ARRAY_A );
		$values = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$values[ (int) $row['entry_id'] ][ (string) $row['field_id'] ] = (string) $row['value'];
		}
		return $values;
	}

	/**
	 * Entries of a form, newest first, optionally only those matching a search (see EntryQuery).
	 *
	 * @param int    $form_id  Form.
	 * @param string $search   Search text ('' for all).
	 * @param int    $page     1-based page.
	 * @param int    $per_page Rows a page (0: all).
	 * @return array{entries: array<int, array<string, mixed>>, total: int}
	 */
	public static function query( int $form_id, string $search = '', int $page = 1, int $per_page = self::PER_PAGE ): array {
		return EntryQuery::query( $form_id, $search, $page, $per_page );
	}

	/**
	 * Entries and unread entries per form.
	 *
	 * @return array<int, array{total: int, unread: int}> By form id.
	 */
	public static function counts(): array {
		global $wpdb;
		$table = self::entries_table();
		// SQL: own table, no input.
		$rows   = $wpdb->get_results( "SELECT form_id, COUNT(*) AS total, SUM(CASE WHEN is_read = 0 THEN 1 ELSE 0 END) AS unread FROM {$table} GROUP BY form_id", ARRAY_A );
		$counts = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (int) $row['form_id'] ] = array(
				'total'  => (int) $row['total'],
				'unread' => (int) $row['unread'],
			);
		}
		return $counts;
	}

	/**
	 * Sets the starred and read flags of an entry.
	 *
	 * @param int                   $entry_id Entry.
	 * @param array<string, bool>   $flags    starred and/or read.
	 */
	public static function update_flags( int $entry_id, array $flags ): bool {
		global $wpdb;
		$data = array();
		if ( isset( $flags['starred'] ) ) {
			$data['starred'] = $flags['starred'] ? 1 : 0;
		}
		if ( isset( $flags['read'] ) ) {
			$data['is_read'] = $flags['read'] ? 1 : 0;
		}
		if ( array() === $data ) {
			return true;
		}
		// Own table.
		return false !== $wpdb->update( self::entries_table(), $data, array( 'id' => $entry_id ), array_fill( 0, count( $data ), '%d' ), array( '%d' ) );
	}

	/**
	 * Deletes entries, their values and their files.
	 *
	 * @param int[] $entry_ids Entries.
	 * @return int How many entries were deleted.
	 */
	public static function delete( array $entry_ids ): int {
		global $wpdb;
		$deleted = 0;
		foreach ( array_unique( array_map( 'intval', $entry_ids ) ) as $entry_id ) {
			$entry = self::get( $entry_id );
			if ( null === $entry ) {
				continue;
			}
			$fields = FormDefinition::load( (int) $entry['form_id'] )?->fields() ?? array();
			foreach ( $entry['values'] as $field_id => $stored ) {
				// A field no longer in the form may have held files: only our own paths are read.
				$type = (string) ( $fields[ $field_id ]['type'] ?? 'file-upload' );
				foreach ( EntryValue::files( $type, $stored ) as $file ) {
					Upload::delete_file( $file['path'] );
				}
			}
			PdfCache::forget( $entry_id );
			EntryWords::forget( array( $entry_id ) );
			// Own table.
			$wpdb->delete( self::meta_table(), array( 'entry_id' => $entry_id ), array( '%d' ) );
			// Own table.
			$deleted += (int) $wpdb->delete( self::entries_table(), array( 'id' => $entry_id ), array( '%d' ) );
		}
		return $deleted;
	}

	/**
	 * How many entries a client stored for a form since a moment, counting only entries up to a
	 * given id (so concurrent submissions agree on their order).
	 *
	 * @param int    $form_id  Form.
	 * @param string $ip_hash  Client.
	 * @param int    $since    Unix time.
	 * @param int    $up_to_id Highest entry id counted (0: all).
	 */
	public static function count_recent( int $form_id, string $ip_hash, int $since, int $up_to_id = 0 ): int {
		global $wpdb;
		$table = self::entries_table();
		$sql   = $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE ip_hash = %s AND form_id = %d AND created >= %s", $ip_hash, $form_id, gmdate( 'Y-m-d H:i:s', $since ) ); // SQL: own table.
		if ( $up_to_id > 0 ) {
			$sql .= $wpdb->prepare( ' AND id <= %d', $up_to_id );
		}
		// SQL: prepared above.
		return (int) $wpdb->get_var( $sql );
	}

	/**
	 * How many entries of a form one sender has: an account's by user id, a visitor's by the hash of
	 * their network; with `$up_to_id`, only those up to that entry.
	 *
	 * @param int    $form_id  Form.
	 * @param string $ip_hash  The visitor's network, hashed (SpamGuard::ip_hash()).
	 * @param int    $user_id  The account, 0 for a visitor.
	 * @param int    $up_to_id Count up to this entry (0: all).
	 */
	public static function count_from( int $form_id, string $ip_hash, int $user_id, int $up_to_id = 0 ): int {
		global $wpdb;
		$table = self::entries_table();
		$sql   = $user_id > 0
			? $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE form_id = %d AND user_id = %d", $form_id, $user_id ) // SQL: own table.
			: $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE form_id = %d AND ip_hash = %s", $form_id, $ip_hash ); // SQL: own table.
		if ( $up_to_id > 0 ) {
			$sql .= $wpdb->prepare( ' AND id <= %d', $up_to_id );
		}
		// SQL: prepared above.
		return (int) $wpdb->get_var( $sql );
	}

	/**
	 * A database row with numbers as numbers and flags as booleans.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array<string, mixed>
	 */
	public static function typed_row( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'form_id'    => (int) $row['form_id'],
			'status'     => (string) $row['status'],
			'starred'    => (bool) (int) $row['starred'],
			'read'       => (bool) (int) $row['is_read'],
			'created'    => (string) $row['created'],
			'user_id'    => (int) $row['user_id'],
			'ip_hash'    => (string) $row['ip_hash'],
			'user_agent' => (string) $row['user_agent'],
			'referer'    => (string) $row['referer'],
		);
	}
}
