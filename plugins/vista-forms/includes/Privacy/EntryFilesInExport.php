<?php
/**
 * The files a person uploaded with their entries go into their personal-data archive, beside the
 * report that lists them: the upload folder is closed to the web, so a link would not open.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Submit\Upload;

/**
 * Adds the uploads to the archive WordPress has just written.
 */
final class EntryFilesInExport {

	/**
	 * Where the archive holds a file of an entry.
	 *
	 * @param int                  $entry_id Entry.
	 * @param array{name: string, path: string} $file File of EntryValue::files().
	 */
	public static function archive_name( int $entry_id, array $file ): string {
		return 'vista-forms/entry-' . $entry_id . '/' . substr( basename( $file['path'] ), 0, 8 ) . '-' . sanitize_file_name( $file['name'] );
	}

	/**
	 * On wp_privacy_personal_data_export_file_created: the request's address finds the entries
	 * again, and each of their stored files is added to the archive.
	 *
	 * @param mixed $archive_path The archive's path.
	 * @param mixed $archive_url  Its address (unused).
	 * @param mixed $html_path    The HTML report's path (unused).
	 * @param mixed $request_id   The export request.
	 */
	public static function add_files( $archive_path, $archive_url, $html_path, $request_id ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed, Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the action's arguments, in WordPress's order.
		$request = wp_get_user_request( (int) $request_id );
		if ( ! $request instanceof \WP_User_Request || ! is_string( $archive_path ) || ! is_file( $archive_path ) || ! class_exists( \ZipArchive::class ) ) {
			return;
		}
		$files = self::files_of( $request->email );
		if ( array() === $files ) {
			return;
		}
		$zip = new \ZipArchive();
		if ( true !== $zip->open( $archive_path ) ) {
			return;
		}
		foreach ( $files as $name => $path ) {
			$zip->addFile( $path, $name );
		}
		$zip->close();
	}

	/**
	 * The stored files of a person's entries, by their name in the archive.
	 *
	 * @param string $email The person's e-mail address.
	 * @return array<string, string> Archive name => file on disk.
	 */
	public static function files_of( string $email ): array {
		$files = array();
		$page  = 1;
		do {
			$ids  = EntriesPersonalData::entry_ids( $email, $page++ );
			$full = count( $ids ) === EntriesPersonalData::PER_PAGE;
			foreach ( $ids as $entry_id ) {
				$entry  = EntryStore::get( $entry_id );
				$fields = null === $entry ? array() : ( FormDefinition::load( (int) $entry['form_id'] )?->fields() ?? array() );
				foreach ( null === $entry ? array() : $entry['values'] as $field_id => $stored ) {
					foreach ( EntryValue::files( (string) ( $fields[ $field_id ]['type'] ?? 'file-upload' ), $stored ) as $file ) {
						$path = Upload::base_dir() . '/' . $file['path'];
						if ( is_file( $path ) ) {
							$files[ self::archive_name( $entry_id, $file ) ] = $path;
						}
					}
				}
			}
		} while ( $full );
		return $files;
	}
}
