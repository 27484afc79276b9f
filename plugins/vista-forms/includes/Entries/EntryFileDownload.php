<?php
/**
 * The administrators' download of a file of an entry (Forms → Entries): an authenticated
 * admin-post.php address with its nonce, the file looked up through the entry it belongs to, and
 * sent as an attachment, never shown inline.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Submit\Upload;

/**
 * Finds and sends stored files of entries.
 */
final class EntryFileDownload {

	public const DOWNLOAD_ACTION = 'vista_forms_entry_file';

	/**
	 * The download address of a file of an entry, with its nonce (raw, for scripts).
	 *
	 * @param int    $entry_id Entry.
	 * @param string $field_id Field.
	 * @param int    $index    File of the field.
	 */
	public static function download_url( int $entry_id, string $field_id, int $index ): string {
		return add_query_arg(
			array(
				'action'   => self::DOWNLOAD_ACTION,
				'entry'    => $entry_id,
				'field'    => rawurlencode( $field_id ),
				'file'     => $index,
				'_wpnonce' => wp_create_nonce( self::DOWNLOAD_ACTION ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Sends a stored file to an administrator, as an attachment.
	 */
	public static function download(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to download entry files.', 'vista-forms' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::DOWNLOAD_ACTION );
		$file = self::find( absint( $_GET['entry'] ?? 0 ), sanitize_key( wp_unslash( $_GET['field'] ?? '' ) ), absint( $_GET['file'] ?? 0 ) ); // Nonce checked above.
		if ( null === $file ) {
			wp_die( esc_html__( 'This file does not exist.', 'vista-forms' ), '', array( 'response' => 404 ) );
		}
		nocache_headers();
		header( 'Content-Type: application/octet-stream' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Length: ' . (string) filesize( $file['absolute'] ) );
		header( "Content-Disposition: attachment; filename*=UTF-8''" . rawurlencode( sanitize_file_name( $file['name'] ) ) );
		readfile( $file['absolute'] ); // Streaming a file.
		exit;
	}

	/**
	 * A stored file of an entry.
	 *
	 * @param int    $entry_id Entry.
	 * @param string $field_id Field.
	 * @param int    $index    File of the field.
	 * @return array{name: string, path: string, size: int, type: string, absolute: string}|null
	 */
	public static function find( int $entry_id, string $field_id, int $index ): ?array {
		$entry = EntryStore::get( $entry_id );
		if ( null === $entry || ! isset( $entry['values'][ $field_id ] ) ) {
			return null;
		}
		$type  = (string) ( FormDefinition::load( (int) $entry['form_id'] )?->fields()[ $field_id ]['type'] ?? 'file-upload' );
		$files = EntryValue::files( $type, $entry['values'][ $field_id ] );
		if ( ! isset( $files[ $index ] ) ) {
			return null;
		}
		$absolute = Upload::base_dir() . '/' . $files[ $index ]['path'];
		return is_file( $absolute ) ? $files[ $index ] + array( 'absolute' => $absolute ) : null;
	}
}
