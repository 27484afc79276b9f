<?php
/**
 * Built entry PDFs, kept as files in the forms' protected upload folder: a link opened again (or
 * by several tabs at once) costs a file read, not a new document (issue 13 item 1). A file's name
 * carries a hash of everything the document shows, so a changed entry, form, format or plugin
 * version never gets an old file.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Submit\Upload;
use const Vista\Forms\VERSION;

/**
 * The cache folder, its files and their names.
 */
final class PdfCache {

	public const FOLDER = 'pdf-cache';

	/**
	 * The document of an entry: the cached file when it is current, else built and kept.
	 *
	 * @param FormDefinition|null  $form  Form (null when deleted).
	 * @param array<string, mixed> $entry Entry from EntryStore.
	 * @param callable             $build Builds the document: fn( ?FormDefinition, array ): string.
	 */
	public static function document( ?FormDefinition $form, array $entry, callable $build ): string {
		$file = self::file( $form, $entry );
		if ( is_file( $file ) ) {
			$cached = file_get_contents( $file ); // Our own file in our own folder.
			if ( is_string( $cached ) && str_starts_with( $cached, '%PDF-' ) ) {
				return $cached;
			}
		}
		$pdf = (string) $build( $form, $entry );
		if ( Upload::guard( Upload::base_dir(), true ) && Upload::guard( dirname( $file ), false ) ) {
			self::forget( (int) $entry['id'] );
			// Written under a temporary name, then renamed: a parallel request never reads half a file.
			$partial = $file . '.' . bin2hex( random_bytes( 4 ) ) . '.part';
			if ( false !== file_put_contents( $partial, $pdf ) ) {
				rename( $partial, $file ); // Our own folder.
			}
		}
		return $pdf;
	}

	/**
	 * Removes the cached documents of an entry.
	 *
	 * @param int $entry_id Entry.
	 */
	public static function forget( int $entry_id ): void {
		foreach ( glob( self::dir() . '/entry-' . $entry_id . '-*.pdf' ) ?: array() as $file ) {
			wp_delete_file( $file );
		}
	}

	/**
	 * The cache folder.
	 */
	public static function dir(): string {
		return Upload::base_dir() . '/' . self::FOLDER;
	}

	/**
	 * The file of an entry's current document.
	 *
	 * @param FormDefinition|null  $form  Form.
	 * @param array<string, mixed> $entry Entry.
	 */
	private static function file( ?FormDefinition $form, array $entry ): string {
		$shown = array(
			VERSION,
			determine_locale(),
			get_option( 'date_format' ),
			get_option( 'time_format' ),
			get_option( 'timezone_string' ),
			get_option( 'gmt_offset' ),
			null === $form ? null : array( $form->title, $form->fields() ),
			$entry['created'] ?? '',
			$entry['values'] ?? array(),
		);
		$hash = hash_hmac( 'sha256', (string) wp_json_encode( $shown ), wp_salt( 'auth' ) );
		return self::dir() . '/entry-' . (int) $entry['id'] . '-' . substr( $hash, 0, 40 ) . '.pdf';
	}
}
