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
 * Builds the CSV text of entries.
 */
final class CsvExport {

	/**
	 * The CSV of entries of a form.
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
		$header = array();
		foreach ( $ids as $id ) {
			$label    = (string) ( $fields[ $id ]['label'] ?? '' );
			$header[] = '' !== $label ? $label : $id;
		}
		$header[] = __( 'Entry ID', 'vista-forms' );
		$header[] = __( 'Date (UTC)', 'vista-forms' );

		$out = fopen( 'php://temp', 'r+' );
		fputcsv( $out, array_map( array( self::class, 'cell' ), $header ), ',', '"', '' );
		foreach ( $entries as $entry ) {
			$row = array();
			foreach ( $ids as $id ) {
				$row[] = isset( $entry['values'][ $id ] ) ? EntryValue::text( (string) ( $fields[ $id ]['type'] ?? '' ), $entry['values'][ $id ] ) : '';
			}
			$row[] = (string) $entry['id'];
			$row[] = (string) $entry['created'];
			fputcsv( $out, array_map( array( self::class, 'cell' ), $row ), ',', '"', '' );
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out ); // Memory stream.
		return $csv;
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
