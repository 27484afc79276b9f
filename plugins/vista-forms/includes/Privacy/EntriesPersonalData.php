<?php
/**
 * The forms' part of Tools → Export Personal Data and Erase Personal Data: the entries of a person
 * found by their e-mail address (any value of an entry equal to it) or by their account (entries
 * sent while signed in), with the names of the files they uploaded. Erasing deletes the entries
 * and their files: an entry is the person's own message, nothing the site must keep.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;

/**
 * The exporter and the eraser WordPress calls page by page.
 */
final class EntriesPersonalData {

	/** Entries a page: WordPress calls again with the next page until `done`. */
	public const PER_PAGE = 100;

	public const ID       = 'vista-forms';
	public const GROUP_ID = 'vista-forms-entries';

	/**
	 * Adds the exporter (wp_privacy_personal_data_exporters).
	 *
	 * @param mixed $exporters Exporters by id.
	 * @return array<string, mixed>
	 */
	public static function add_exporter( $exporters ): array {
		$exporters              = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Vista Forms entries', 'vista-forms' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser (wp_privacy_personal_data_erasers).
	 *
	 * @param mixed $erasers Erasers by id.
	 * @return array<string, mixed>
	 */
	public static function add_eraser( $erasers ): array {
		$erasers              = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Vista Forms entries', 'vista-forms' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the person's entries, each with its form, date, values and files.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$ids  = self::entry_ids( (string) $email, max( 1, (int) $page ) );
		$data = array();
		foreach ( $ids as $entry_id ) {
			$entry = EntryStore::get( $entry_id );
			if ( null !== $entry ) {
				$data[] = array(
					'group_id'          => self::GROUP_ID,
					'group_label'       => __( 'Form entries', 'vista-forms' ),
					'group_description' => __( 'What you sent through the forms of this site.', 'vista-forms' ),
					'item_id'           => 'vista-forms-entry-' . $entry_id,
					'data'              => self::entry_data( $entry ),
				);
			}
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Deletes the person's entries and their files, a page at a time. Deleted entries leave the
	 * list, so each call takes the first page of what is left, whatever page WordPress asks for.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page (unused, see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress passes the page; deleted rows make it meaningless here.
		$ids      = self::entry_ids( (string) $email, 1 );
		$removed  = EntryStore::delete( $ids );
		$messages = array();
		if ( $removed > 0 ) {
			/* translators: %d: number of form entries */
			$messages[] = sprintf( _n( '%d form entry was deleted, with its uploaded files.', '%d form entries were deleted, with their uploaded files.', $removed, 'vista-forms' ), $removed );
		}
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => $removed < count( $ids ),
			'messages'       => $messages,
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Ids of the person's entries, oldest first: those with a value equal to the address (in any
	 * case), and those sent from the account that has it.
	 *
	 * @param string $email The person's e-mail address.
	 * @param int    $page  1-based page.
	 * @return int[]
	 */
	public static function entry_ids( string $email, int $page ): array {
		global $wpdb;
		$email = strtolower( trim( $email ) );
		if ( ! is_email( $email ) ) {
			return array();
		}
		$user    = get_user_by( 'email', $email );
		$user_id = $user instanceof \WP_User ? (int) $user->ID : -1;
		$entries = EntryStore::entries_table();
		$meta    = EntryStore::meta_table();
		// SQL: own tables. The values have no index: the privacy tools are rare admin requests.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$entries} WHERE user_id = %d OR id IN (SELECT entry_id FROM {$meta} WHERE LOWER(value) = %s) ORDER BY id LIMIT %d OFFSET %d", $user_id, $email, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE ) );
		return array_map( 'intval', is_array( $ids ) ? $ids : array() );
	}

	/**
	 * An entry as the export's name and value pairs.
	 *
	 * @param array<string, mixed> $entry EntryStore::get().
	 * @return array<int, array{name: string, value: string}>
	 */
	private static function entry_data( array $entry ): array {
		$form = FormDefinition::load( (int) $entry['form_id'] );
		$data = array(
			array(
				'name'  => __( 'Form', 'vista-forms' ),
				'value' => null !== $form && '' !== $form->title ? $form->title : '#' . $entry['form_id'],
			),
			array(
				'name'  => __( 'Sent (UTC)', 'vista-forms' ),
				'value' => (string) $entry['created'],
			),
		);
		foreach ( EntryValue::lines( $form, $entry['values'] ) as $line ) {
			$files  = EntryValue::files( '' !== $line['type'] ? $line['type'] : 'file-upload', $entry['values'][ $line['id'] ] );
			$data[] = array(
				'name'  => $line['label'],
				'value' => array() === $files ? $line['text'] : self::file_list( (int) $entry['id'], $files ),
			);
		}
		foreach ( array( 'user_agent' => __( 'Browser', 'vista-forms' ), 'referer' => __( 'Sent from the page', 'vista-forms' ) ) as $key => $label ) {
			if ( '' !== (string) $entry[ $key ] ) {
				$data[] = array(
					'name'  => $label,
					'value' => (string) $entry[ $key ],
				);
			}
		}
		return $data;
	}

	/**
	 * Uploaded files as their names and where the archive holds them (EntryFilesInExport).
	 *
	 * @param int                                      $entry_id Entry.
	 * @param array<int, array{name: string, path: string, size: int, type: string}> $files Files.
	 */
	private static function file_list( int $entry_id, array $files ): string {
		return implode(
			', ',
			array_map(
				/* translators: 1: file name, 2: where the export archive holds it */
				static fn ( $file ) => sprintf( __( '%1$s (in this archive: %2$s)', 'vista-forms' ), $file['name'], EntryFilesInExport::archive_name( $entry_id, $file ) ),
				$files
			)
		);
	}
}
