<?php
/**
 * The search index of the entries: one row per distinct word of an entry's values (lower case,
 * without accents, at most 40 characters), keyed by form, word and entry.
 *
 * The entries screen's search matches the entries of which every word of the search text begins a
 * word of a value ("ross" finds "Marta Rossi", "marta gmail" her Gmail address). A word inside a
 * word ("ossi") is not found: matching the start of a word reads one range of this index, where
 * matching any substring would read every value of every entry (100,000 entries are some 600,000
 * values). Passwords, signatures, uploads and the quiz score are not indexed: nobody searches them.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Editor\Quiz;

/**
 * Keeps the words of entries, and the SQL condition of a search.
 */
final class EntryWords {

	/** Longest word kept; a longer word is kept cut, and found by its start. */
	public const WORD_LENGTH = 40;

	/** Words kept of one entry, so a pasted book cannot grow the index without bound. */
	public const MAX_WORDS = 500;

	/** Words of a search text used (the rest of a long text narrows nothing in practice). */
	public const MAX_SEARCH_WORDS = 5;

	/** Field types whose values are never searched. */
	private const NOT_SEARCHED = array( 'password', 'signature', 'file-upload', 'image-upload', 'credit-card' );

	/** Entries indexed a statement when the index is built for existing entries. */
	private const BATCH = 200;

	/**
	 * The words table.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_entry_words';
	}

	/**
	 * The table's definition, for dbDelta.
	 *
	 * @param string $charset Charset and collation clause.
	 */
	public static function schema( string $charset ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
					form_id bigint(20) unsigned NOT NULL,
					word varchar(40) NOT NULL,
					entry_id bigint(20) unsigned NOT NULL,
					PRIMARY KEY  (form_id,word,entry_id),
					KEY entry_word (entry_id,word)
				) {$charset};";
	}

	/**
	 * The distinct words of a text, lower case and without accents, in order of first appearance.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	public static function words( string $text ): array {
		$text  = mb_strtolower( remove_accents( $text ) );
		$parts = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		$words = array();
		foreach ( is_array( $parts ) ? $parts : array() as $part ) {
			$words[ mb_substr( $part, 0, self::WORD_LENGTH ) ] = true;
		}
		return array_map( 'strval', array_keys( $words ) );
	}

	/**
	 * The words an entry is found by.
	 *
	 * @param FormDefinition|null   $form   The entry's form.
	 * @param array<string, string> $values Stored values by field id.
	 * @return string[]
	 */
	public static function of_entry( ?FormDefinition $form, array $values ): array {
		$fields = null === $form ? array() : $form->fields();
		$text   = array();
		foreach ( $values as $field_id => $stored ) {
			$type = (string) ( $fields[ $field_id ]['type'] ?? '' );
			if ( Quiz::ENTRY_FIELD !== (string) $field_id && ! in_array( $type, self::NOT_SEARCHED, true ) ) {
				$text[] = EntryValue::text( $type, (string) $stored );
			}
		}
		return array_slice( self::words( implode( ' ', $text ) ), 0, self::MAX_WORDS );
	}

	/**
	 * Writes (again) the words of one entry from its stored values.
	 *
	 * @param int $entry_id Entry.
	 */
	public static function index( int $entry_id ): void {
		self::index_many( array( $entry_id ) );
	}

	/**
	 * Writes (again) the words of several entries, one statement for all their words.
	 *
	 * @param int[] $entry_ids Entries.
	 */
	public static function index_many( array $entry_ids ): void {
		global $wpdb;
		$entry_ids = array_values( array_filter( array_map( 'intval', $entry_ids ) ) );
		if ( array() === $entry_ids ) {
			return;
		}
		self::forget( $entry_ids );
		$entries      = EntryStore::entries_table();
		$placeholders = implode( ',', array_fill( 0, count( $entry_ids ), '%d' ) );
		// SQL: own table, placeholders built above.
		$forms  = $wpdb->get_results( $wpdb->prepare( "SELECT id, form_id FROM {$entries} WHERE id IN ({$placeholders})", ...$entry_ids ), ARRAY_A );
		$values = EntryStore::values( $entry_ids );
		$loaded = array();
		$rows   = array();
		foreach ( is_array( $forms ) ? $forms : array() as $entry ) {
			$form_id = (int) $entry['form_id'];
			if ( ! array_key_exists( $form_id, $loaded ) ) {
				$loaded[ $form_id ] = FormDefinition::load( $form_id );
			}
			foreach ( self::of_entry( $loaded[ $form_id ], $values[ (int) $entry['id'] ] ?? array() ) as $word ) {
				$rows[] = $wpdb->prepare( '(%d, %s, %d)', $form_id, $word, (int) $entry['id'] );
			}
		}
		if ( array() !== $rows ) {
			$table = self::table();
			// SQL: own table, every row prepared above.
			$wpdb->query( "INSERT INTO {$table} (form_id, word, entry_id) VALUES " . implode( ',', $rows ) );
		}
	}

	/**
	 * Removes the words of entries.
	 *
	 * @param int[] $entry_ids Entries.
	 */
	public static function forget( array $entry_ids ): void {
		global $wpdb;
		$entry_ids = array_values( array_filter( array_map( 'intval', $entry_ids ) ) );
		if ( array() === $entry_ids ) {
			return;
		}
		$table        = self::table();
		$placeholders = implode( ',', array_fill( 0, count( $entry_ids ), '%d' ) );
		// SQL: own table, placeholders built above.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE entry_id IN ({$placeholders})", ...$entry_ids ) );
	}

	/**
	 * Indexes every stored entry, oldest first, a batch at a time (the upgrade to the index).
	 */
	public static function index_all(): void {
		global $wpdb;
		$entries = EntryStore::entries_table();
		$after   = 0;
		do {
			// SQL: own table.
			$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$entries} WHERE id > %d ORDER BY id LIMIT %d", $after, self::BATCH ) ) );
			self::index_many( $ids );
			$after = (int) end( $ids );
			$full  = count( $ids ) === self::BATCH;
		} while ( $full );
	}

	/**
	 * The condition an entry row `e` of a form meets when it matches a search: every word of the
	 * text begins one of its words. Null when the text has no word (only punctuation): nothing
	 * matches.
	 *
	 * Two ways to read it, chosen by the caller from how many entries match: `$walk` false, the
	 * entries of each word's range of the words index (`form_id, word`), best when few match;
	 * `$walk` true, for each entry read newest first, a look at its own words (`entry_id, word`),
	 * best when many match, since a page is filled after a few dozen entries.
	 *
	 * @param int    $form_id Form.
	 * @param string $search  Search text.
	 * @param bool   $walk    Look up each entry's words rather than each word's entries.
	 */
	public static function condition( int $form_id, string $search, bool $walk = false ): ?string {
		global $wpdb;
		$words = self::search_words( $search );
		if ( array() === $words ) {
			return null;
		}
		$table = self::table();
		$parts = array();
		foreach ( $words as $word ) {
			// A range rather than LIKE: both databases read it from the index, whatever the
			// collation; U+10FFFF sorts after every character a word can continue with.
			$parts[] = $walk
				? $wpdb->prepare( "EXISTS (SELECT 1 FROM {$table} w WHERE w.entry_id = e.id AND w.word >= %s AND w.word < %s)", $word, $word . "\u{10FFFF}" ) // SQL: own table.
				: $wpdb->prepare( "e.id IN (SELECT entry_id FROM {$table} WHERE form_id = %d AND word >= %s AND word < %s)", $form_id, $word, $word . "\u{10FFFF}" ); // SQL: own table.
		}
		return implode( ' AND ', $parts );
	}

	/**
	 * How many entries of a form match a one-word search, counted in the words index alone; null
	 * for a search of several words (their entries must be intersected) or of none.
	 *
	 * @param int    $form_id Form.
	 * @param string $search  Search text.
	 */
	public static function count( int $form_id, string $search ): ?int {
		global $wpdb;
		$words = self::search_words( $search );
		if ( 1 !== count( $words ) ) {
			return null;
		}
		$table = self::table();
		// SQL: own table.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT entry_id) FROM {$table} WHERE form_id = %d AND word >= %s AND word < %s", $form_id, $words[0], $words[0] . "\u{10FFFF}" ) );
	}

	/**
	 * The words of a search text used.
	 *
	 * @param string $search Search text.
	 * @return string[]
	 */
	private static function search_words( string $search ): array {
		return array_slice( self::words( $search ), 0, self::MAX_SEARCH_WORDS );
	}
}
