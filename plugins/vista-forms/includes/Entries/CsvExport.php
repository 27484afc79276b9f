<?php
/**
 * Entries as CSV: one column per field (its label), then the entry's number and date. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is quoted
 * with a leading apostrophe.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;

/**
 * Writes entries as CSV.
 */
final class CsvExport {

	/** Entries read a query while streaming: memory stays that of one batch, whatever the count. */
	public const BATCH = 500;

	/**
	 * Streams the CSV of a form's entries (or of those matching a search), newest first, read a
	 * batch at a time by id and written as they come.
	 *
	 * @param resource            $out     Where to write (php://output for the export route).
	 * @param FormDefinition|null $form    The form, for the column labels.
	 * @param int                 $form_id Form.
	 * @param string              $search  Search text ('' for all).
	 * @param int                 $batch   Entries read a query.
	 * @return int Bytes written.
	 */
	public static function stream( $out, ?FormDefinition $form, int $form_id, string $search, int $batch = self::BATCH ): int {
		global $wpdb;
		$fields = null === $form ? array() : $form->fields();
		$ids    = array_keys( $fields );
		foreach ( self::stored_field_ids( $form_id ) as $id ) {
			if ( ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		$bytes  = self::put( $out, self::header( $fields, $ids ) );
		// Every entry is read once anyway: each one's own words are looked at (EntryWords::condition()).
		$where  = EntryQuery::where( $form_id, $search, true );
		$before = 0;
		do {
			$page = EntryQuery::ids( $before > 0 ? $where . $wpdb->prepare( ' AND e.id < %d', $before ) : $where, 'DESC', $batch );
			foreach ( EntryQuery::rows( $page ) as $entry ) {
				$bytes += self::put( $out, self::row( $fields, $ids, $entry ) );
			}
			fflush( $out );
			$before = (int) end( $page );
			$more   = count( $page ) === $batch;
		} while ( $more );
		return $bytes;
	}

	/**
	 * The CSV text of entries given in full (a few: the export streams with stream()).
	 *
	 * @param FormDefinition|null              $form    Form.
	 * @param array<int, array<string, mixed>> $entries Entries from EntryStore::query().
	 */
	public static function csv( ?FormDefinition $form, array $entries ): string {
		$fields = null === $form ? array() : $form->fields();
		$ids    = array_keys( $fields );
		foreach ( $entries as $entry ) {
			foreach ( array_keys( $entry['values'] ) as $id ) {
				if ( ! in_array( (string) $id, $ids, true ) ) {
					$ids[] = (string) $id;
				}
			}
		}
		$out = fopen( 'php://temp', 'r+' );
		self::put( $out, self::header( $fields, $ids ) );
		foreach ( $entries as $entry ) {
			self::put( $out, self::row( $fields, $ids, $entry ) );
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out ); // Memory stream.
		return $csv;
	}

	/**
	 * Field ids holding values in a form's entries, also those of fields since removed from it.
	 *
	 * @param int $form_id Form.
	 * @return string[]
	 */
	private static function stored_field_ids( int $form_id ): array {
		global $wpdb;
		$meta    = EntryStore::meta_table();
		$entries = EntryStore::entries_table();
		// SQL: own tables.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.field_id FROM {$meta} m INNER JOIN {$entries} e ON e.id = m.entry_id WHERE e.form_id = %d ORDER BY m.field_id", $form_id ) );
		return array_map( 'strval', (array) $ids );
	}

	/**
	 * The header row: each field's label (its id when it has none), then the entry's number and date.
	 *
	 * @param array<string, array<string, mixed>> $fields The form's fields by id.
	 * @param string[]                            $ids    Columns.
	 * @return string[]
	 */
	private static function header( array $fields, array $ids ): array {
		$header = array();
		foreach ( $ids as $id ) {
			$label    = (string) ( $fields[ $id ]['label'] ?? '' );
			$header[] = '' !== $label ? $label : $id;
		}
		$header[] = __( 'Entry ID', 'vista-forms' );
		$header[] = __( 'Date (UTC)', 'vista-forms' );
		return $header;
	}

	/**
	 * An entry's row.
	 *
	 * @param array<string, array<string, mixed>> $fields The form's fields by id.
	 * @param string[]                            $ids    Columns.
	 * @param array<string, mixed>                $entry  Entry with its values.
	 * @return string[]
	 */
	private static function row( array $fields, array $ids, array $entry ): array {
		$row = array();
		foreach ( $ids as $id ) {
			$row[] = isset( $entry['values'][ $id ] ) ? EntryValue::text( (string) ( $fields[ $id ]['type'] ?? '' ), $entry['values'][ $id ] ) : '';
		}
		$row[] = (string) $entry['id'];
		$row[] = (string) $entry['created'];
		return $row;
	}

	/**
	 * Writes one CSV line, its cells defused.
	 *
	 * @param resource $out   Stream.
	 * @param string[] $cells Cells.
	 * @return int Bytes written.
	 */
	private static function put( $out, array $cells ): int {
		return (int) fputcsv( $out, array_map( array( self::class, 'cell' ), $cells ), ',', '"', '' );
	}

	/**
	 * A cell, defused against formula injection.
	 *
	 * @param string $value Cell text.
	 */
	public static function cell( string $value ): string {
		return 1 === preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
	}

	/**
	 * A file name for the export of a form.
	 *
	 * @param FormDefinition|null $form Form.
	 */
	public static function filename( ?FormDefinition $form ): string {
		$slug = null === $form ? '' : sanitize_title( $form->title );
		return ( '' !== $slug ? $slug : 'form' ) . '-entries-' . gmdate( 'Y-m-d' ) . '.csv';
	}
}
