<?php
/**
 * Reads what Everest Forms left on a site, without ever writing to it: its forms (posts of type
 * `everest_form`, the form's JSON definition in post_content) and its entries (`<prefix>evf_entries`
 * with one `<prefix>evf_entrymeta` row per stored field value).
 *
 * Facts from the original's public source, repository wpeverest/everest-forms at commit
 * 7ba7e7c04c5d4b84d68b1599df363a55eb7e2621:
 * - includes/class-evf-install.php, get_schema(): the two tables' DDL (entries keyed on `entry_id`,
 *   with `form_id`, `user_id`, `user_device`, `user_ip_address`, `referer`, `fields` (JSON of the
 *   processed fields), `status`, `viewed`, `starred`, `date_created` in UTC); entrymeta keyed on
 *   `meta_id`, with `entry_id`, `meta_key` (the field's "meta-key") and `meta_value`
 *   (maybe_serialize()d).
 * - includes/class-evf-form-handler.php, create(): a form is a post of type `everest_form` whose
 *   content is the JSON of `form_fields`, `settings` and `structure`.
 * - includes/class-evf-form-task.php, entry_save(): how an entry and its meta rows are written.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Batched, read-only queries on the original's posts and tables.
 */
final class EverestFormsReader {

	public const POST_TYPE = 'everest_form';

	/** Form statuses the original's builder leaves (a trashed form is reported, not imported). */
	public const FORM_STATUSES = array( 'publish', 'draft', 'private', 'pending', 'future', 'trash' );

	/**
	 * The original's entries table.
	 */
	public static function entries_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'evf_entries';
	}

	/**
	 * The original's entry values table.
	 */
	public static function meta_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'evf_entrymeta';
	}

	/**
	 * Whether the original's entry tables are on this site (the plugin may be inactive or gone).
	 */
	public function has_entry_tables(): bool {
		global $wpdb;
		foreach ( array( self::entries_table(), self::meta_table() ) as $table ) {
			if ( $table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * How many forms the original left.
	 */
	public function count_forms(): int {
		global $wpdb;
		$statuses = implode( ',', array_fill( 0, count( self::FORM_STATUSES ), '%s' ) );
		// SQL: core table, placeholders built above.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ({$statuses})", self::POST_TYPE, ...self::FORM_STATUSES ) );
	}

	/**
	 * How many entries the original left.
	 */
	public function count_entries(): int {
		global $wpdb;
		if ( ! $this->has_entry_tables() ) {
			return 0;
		}
		$table = self::entries_table();
		// SQL: the original's table, read only.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	}

	/**
	 * Forms after an id, in id order.
	 *
	 * @param int $after Last form id handled.
	 * @param int $limit How many at most.
	 * @return list<object> Rows: ID, post_title, post_status, post_date, post_date_gmt, post_content.
	 */
	public function forms_after( int $after, int $limit ): array {
		global $wpdb;
		$statuses = implode( ',', array_fill( 0, count( self::FORM_STATUSES ), '%s' ) );
		// SQL: core table, placeholders built above.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title, post_status, post_date, post_date_gmt, post_content FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ({$statuses}) AND ID > %d ORDER BY ID LIMIT %d", self::POST_TYPE, ...array_merge( self::FORM_STATUSES, array( $after, $limit ) ) ) );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * One form's decoded definition (form_fields, settings, structure), or null when its content
	 * is not the original's JSON.
	 *
	 * @param int $form_id The original form's post id.
	 * @return array<string, mixed>|null
	 */
	public function form_definition( int $form_id ): ?array {
		global $wpdb;
		// SQL: core table.
		$content = $wpdb->get_var( $wpdb->prepare( "SELECT post_content FROM {$wpdb->posts} WHERE ID = %d AND post_type = %s", $form_id, self::POST_TYPE ) );
		return self::decode( (string) $content );
	}

	/**
	 * The original's JSON form definition, or null.
	 *
	 * @param string $content A form post's content.
	 * @return array<string, mixed>|null
	 */
	public static function decode( string $content ): ?array {
		$data = json_decode( $content, true );
		return is_array( $data ) && is_array( $data['form_fields'] ?? null ) ? $data : null;
	}

	/**
	 * Entries after an id, in id order, each with its meta rows (meta_key => raw meta_value, in
	 * the order they were written).
	 *
	 * @param int $after Last entry id handled.
	 * @param int $limit How many at most.
	 * @return list<array{row: object, meta: array<string, string>}>
	 */
	public function entries_after( int $after, int $limit ): array {
		global $wpdb;
		$entries = self::entries_table();
		// SQL: the original's table, read only.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT entry_id, form_id, user_id, user_device, user_ip_address, referer, fields, status, viewed, starred, date_created FROM {$entries} WHERE entry_id > %d ORDER BY entry_id LIMIT %d", $after, $limit ) );
		$rows = is_array( $rows ) ? $rows : array();
		if ( array() === $rows ) {
			return array();
		}
		$ids          = array_map( static fn ( $row ) => (int) $row->entry_id, $rows );
		$meta_table   = self::meta_table();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// SQL: the original's table, read only; placeholders built above.
		$meta_rows = $wpdb->get_results( $wpdb->prepare( "SELECT entry_id, meta_key, meta_value FROM {$meta_table} WHERE entry_id IN ({$placeholders}) ORDER BY meta_id", ...$ids ) );
		$meta      = array();
		foreach ( is_array( $meta_rows ) ? $meta_rows : array() as $meta_row ) {
			$meta[ (int) $meta_row->entry_id ][ (string) $meta_row->meta_key ] = (string) $meta_row->meta_value;
		}
		$entries_read = array();
		foreach ( $rows as $row ) {
			$entries_read[] = array(
				'row'  => $row,
				'meta' => $meta[ (int) $row->entry_id ] ?? array(),
			);
		}
		return $entries_read;
	}

	/**
	 * A stored meta value as the original wrote it: maybe_serialize()d arrays are read back as
	 * plain arrays (never objects, whatever the row says).
	 *
	 * @param string $meta_value The raw column.
	 * @return mixed
	 */
	public static function meta_value( string $meta_value ) {
		if ( ! is_serialized( $meta_value ) ) {
			return $meta_value;
		}
		// Plain data only: a row holding objects is read without instantiating them.
		$value = @unserialize( trim( $meta_value ), array( 'allowed_classes' => false ) ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative, Generic.PHP.NoSilencedErrors.Forbidden -- the original stores maybe_serialize()d arrays (no JSON to read instead); classes are refused, and a broken row is read as text.
		return false === $value ? $meta_value : $value;
	}
}
