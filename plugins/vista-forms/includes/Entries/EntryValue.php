<?php
/**
 * Reading a stored value back: as structure (files), and as one line of plain text for the list,
 * the CSV, the PDF and the email.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Submit\Upload;
use Vista\Forms\Editor\FormDefinition;

/**
 * Stored value → text or files.
 */
final class EntryValue {

	/** Types stored as JSON. */
	public const STRUCTURED = array( 'checkbox', 'payment-checkbox', 'likert', 'address', 'file-upload', 'image-upload', 'signature' );

	/** Types whose stored value is a list of files. */
	public const FILE_TYPES = array( 'file-upload', 'image-upload', 'signature' );

	/**
	 * The value as text. Structure is read only for the types that store it, so a visitor's text
	 * that looks like JSON stays text.
	 *
	 * @param string $type   Field type ('' when the field is no longer in the form).
	 * @param string $stored Stored value.
	 */
	public static function text( string $type, string $stored ): string {
		$data = in_array( $type, self::STRUCTURED, true ) || 'select' === $type ? json_decode( $stored, true ) : null;
		if ( ! is_array( $data ) ) {
			return 'password' === $type ? '********' : $stored;
		}
		if ( in_array( $type, self::FILE_TYPES, true ) ) {
			return implode( ', ', array_map( static fn ( $file ) => (string) $file['name'], self::files( $type, $stored ) ) );
		}
		$parts = array();
		foreach ( $data as $key => $item ) {
			$item = is_scalar( $item ) ? (string) $item : '';
			if ( '' === $item ) {
				continue;
			}
			$parts[] = is_string( $key ) && 'address' !== $type ? $key . ': ' . $item : $item;
		}
		return implode( ', ', $parts );
	}

	/**
	 * The files of an upload or signature value (name, path inside the uploads folder, size, type);
	 * entries whose path is not one of ours are ignored.
	 *
	 * @param string $type   Field type.
	 * @param string $stored Stored value.
	 * @return array<int, array{name: string, path: string, size: int, type: string}>
	 */
	public static function files( string $type, string $stored ): array {
		if ( ! in_array( $type, self::FILE_TYPES, true ) ) {
			return array();
		}
		$data  = json_decode( $stored, true );
		$files = array();
		foreach ( is_array( $data ) ? $data : array() as $file ) {
			if ( is_array( $file ) && Upload::is_stored_path( (string) ( $file['path'] ?? '' ) ) ) {
				$files[] = array(
					'name' => (string) ( $file['name'] ?? '' ),
					'path' => (string) $file['path'],
					'size' => (int) ( $file['size'] ?? 0 ),
					'type' => (string) ( $file['type'] ?? '' ),
				);
			}
		}
		return $files;
	}

	/**
	 * Labelled text lines of an entry, in form order, then values of fields no longer in the form.
	 *
	 * @param FormDefinition|null   $form   The form (null when deleted).
	 * @param array<string, string> $values Stored values by field id.
	 * @return array<int, array{id: string, label: string, type: string, text: string}>
	 */
	public static function lines( ?FormDefinition $form, array $values ): array {
		$lines  = array();
		$fields = null === $form ? array() : $form->fields();
		foreach ( $fields as $id => $field ) {
			if ( array_key_exists( $id, $values ) ) {
				$lines[] = array(
					'id'    => (string) $id,
					'label' => '' !== (string) $field['label'] ? (string) $field['label'] : (string) $id,
					'type'  => (string) $field['type'],
					'text'  => self::text( (string) $field['type'], $values[ $id ] ),
				);
			}
		}
		foreach ( array_diff_key( $values, $fields ) as $id => $stored ) {
			if ( str_contains( (string) $id, ':' ) ) {
				continue; // Results kept with the entry (Quiz::ENTRY_FIELD), not fields.
			}
			$lines[] = array(
				'id'    => (string) $id,
				'label' => (string) $id,
				'type'  => '',
				'text'  => $stored,
			);
		}
		return $lines;
	}
}
