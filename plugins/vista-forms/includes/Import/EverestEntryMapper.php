<?php
/**
 * The values of one Everest Forms entry as Vista stores them, its uploaded files copied into
 * Vista Forms' own folder.
 *
 * How the original stores a value, from its public source (wpeverest/everest-forms at commit
 * 7ba7e7c04c5d4b84d68b1599df363a55eb7e2621): includes/class-evf-form-task.php entry_save() writes
 * one evf_entrymeta row per field, keyed by the field's meta-key, its value maybe_serialize()d;
 * includes/fields/class-evf-field-checkbox.php and -radio.php format() make a choice value an array
 * with `label` (a list for checkboxes), and -select.php a list of the chosen labels; includes/abstracts/class-evf-form-fields-upload.php
 * format() makes an upload's value its files' addresses, one a line, and keeps each file's
 * `file_original` name in the entry's `fields` JSON (`value_raw`), the files themselves under
 * uploads/everest_forms_uploads/<form folder>/.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Submit\Upload;

/**
 * Entry meta → Vista values; files → copies.
 */
final class EverestEntryMapper {

	/** The original's folder of uploaded files, under the uploads folder. */
	public const UPLOADS_FOLDER = 'everest_forms_uploads';

	/**
	 * The Vista values of an entry (field id => string or list), and the files not copied.
	 *
	 * @param array<string, string>                                                                                      $meta    meta_key => raw meta_value.
	 * @param string                                                                                                     $fields  The entry's `fields` JSON.
	 * @param array{fields: array<string, array{id: string, type: string}>, meta_keys: array<string, string>}           $form    The form's mapping.
	 * @param array<string, string>                                                                                      $earlier Values an earlier run stored for this entry (files are kept, not copied again).
	 * @return array{values: array<string, mixed>, missing: list<string>}
	 */
	public static function values( array $meta, string $fields, array $form, array $earlier ): array {
		$processed = json_decode( $fields, true );
		$processed = is_array( $processed ) ? $processed : array();
		$values    = array();
		$missing   = array();
		foreach ( $meta as $meta_key => $raw ) {
			$original = $form['meta_keys'][ $meta_key ] ?? null;
			$target   = null === $original ? null : ( $form['fields'][ $original ] ?? null );
			$value    = EverestFormsReader::meta_value( $raw );
			if ( null === $target ) {
				// A field deleted from the form since: kept as text under its meta-key, as Vista keeps
				// the values of fields no longer in a form.
				$values[ EverestFieldMapper::field_id( (string) $meta_key, array() ) ] = self::plain( $value );
				continue;
			}
			if ( in_array( $target['type'], EntryValue::FILE_TYPES, true ) ) {
				if ( array() !== EntryValue::files( $target['type'], $earlier[ $target['id'] ] ?? '' ) ) {
					$values[ $target['id'] ] = json_decode( $earlier[ $target['id'] ], true );
					continue;
				}
				$files = self::copy_files( self::uploads( $value, $processed[ $original ]['value_raw'] ?? null ) );
				array_push( $missing, ...$files['missing'] );
				if ( array() !== $files['stored'] ) {
					$values[ $target['id'] ] = $files['stored'];
				}
				continue;
			}
			$values[ $target['id'] ] = self::value( $target['type'], $value );
		}
		return array(
			'values'  => $values,
			'missing' => $missing,
		);
	}

	/**
	 * A stored value in the shape Vista stores for the type.
	 *
	 * @param string $type  The Vista type.
	 * @param mixed  $value The original's value.
	 * @return string|array<int|string, string>
	 */
	private static function value( string $type, $value ) {
		$label = is_array( $value ) && array_key_exists( 'label', $value ) ? $value['label'] : $value;
		switch ( $type ) {
			case 'checkbox':
			case 'payment-checkbox':
				$list = is_array( $label ) ? $label : preg_split( '/\r\n|\n/', (string) ( is_scalar( $label ) ? $label : '' ) );
				return array_values( array_filter( array_map( static fn ( $item ) => is_scalar( $item ) ? (string) $item : '', (array) $list ), 'strlen' ) );
			case 'likert':
			case 'address':
				if ( is_array( $value ) ) {
					return array_map( static fn ( $item ) => is_scalar( $item ) ? (string) $item : '', array_filter( $value, static fn ( $key ) => 'name' !== $key && 'type' !== $key, ARRAY_FILTER_USE_KEY ) );
				}
				return self::plain( $value );
		}
		return self::plain( $label );
	}

	/**
	 * Any value as one line of text.
	 *
	 * @param mixed $value A value.
	 */
	private static function plain( $value ): string {
		if ( is_array( $value ) ) {
			$value = array_key_exists( 'label', $value ) ? $value['label'] : $value;
			return is_array( $value ) ? implode( ', ', array_filter( array_map( static fn ( $item ) => is_scalar( $item ) ? (string) $item : '', $value ), 'strlen' ) ) : (string) ( is_scalar( $value ) ? $value : '' );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The files of an upload value: each address inside the original's uploads folder, with the
	 * name the visitor gave it (from the entry's JSON when it is there).
	 *
	 * @param mixed $value     The meta value: addresses, one a line.
	 * @param mixed $value_raw The entry JSON's files (value, file_original).
	 * @return list<array{path: string, name: string, url: string}>
	 */
	private static function uploads( $value, $value_raw ): array {
		$names = array();
		foreach ( is_array( $value_raw ) ? $value_raw : array() as $file ) {
			if ( is_array( $file ) && is_string( $file['value'] ?? null ) ) {
				$names[ $file['value'] ] = (string) ( $file['file_original'] ?? $file['name'] ?? '' );
			}
		}
		$uploads = wp_upload_dir( null, false );
		$prefix  = trailingslashit( $uploads['baseurl'] ) . self::UPLOADS_FOLDER . '/';
		$files   = array();
		foreach ( preg_split( '/\r\n|\n/', is_scalar( $value ) ? (string) $value : '' ) as $url ) {
			$url      = trim( $url );
			$relative = str_starts_with( $url, $prefix ) ? rawurldecode( substr( $url, strlen( $prefix ) ) ) : '';
			if ( '' === $url ) {
				continue;
			}
			// Only a file inside the original's folder, never a path that climbs out of it.
			$valid   = '' !== $relative && ! str_contains( $relative, '..' ) && 1 === preg_match( '#^[^/]+/[^/]+$#', $relative );
			$files[] = array(
				'path' => $valid ? trailingslashit( $uploads['basedir'] ) . self::UPLOADS_FOLDER . '/' . $relative : '',
				'name' => sanitize_file_name( '' !== ( $names[ $url ] ?? '' ) ? $names[ $url ] : wp_basename( $relative ) ),
				'url'  => $url,
			);
		}
		return $files;
	}

	/**
	 * Copies files into a new folder of Vista Forms' (random names, as a submission's), keeping only
	 * files whose name and content Vista accepts from a visitor.
	 *
	 * @param list<array{path: string, name: string, url: string}> $files The original's files.
	 * @return array{stored: list<array<string, mixed>>, missing: list<string>} Stored values, and
	 *         the addresses of files that are gone or refused.
	 */
	private static function copy_files( array $files ): array {
		$accepted = array();
		$missing  = array();
		foreach ( $files as $file ) {
			$ext  = Upload::extension_of( $file['name'] );
			$type = '' !== $file['path'] && is_file( $file['path'] ) && null !== $ext && in_array( $ext, Upload::SAFE_EXTENSIONS, true )
				? Upload::content_type( $file['path'], $file['name'], $ext )
				: null;
			if ( null === $type ) {
				$missing[] = $file['url'];
				continue;
			}
			$accepted[] = array(
				'tmp'  => $file['path'],
				'name' => $file['name'],
				'size' => (int) filesize( $file['path'] ),
				'ext'  => $ext,
				'type' => $type,
			);
		}
		$stored = array() === $accepted ? array() : ( new Upload( false ) )->store( array( 'files' => $accepted ) );
		return array(
			'stored'  => $stored['files'] ?? array(),
			'missing' => $missing,
		);
	}
}
