<?php
/**
 * Writes an imported entry into Vista Forms' entry tables: a new row the first time, the same row
 * rewritten on a later run (its values replaced, its files kept).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryWords;
use Vista\Forms\Kit;

/**
 * Imported entry rows and values.
 */
final class EverestEntryWriter {

	/** Statuses of the original's entries (includes/evf-entry-functions.php evf_get_entry_statuses(), and `pending`/`denied` of its admin approval, `draft` of a saved progress); others are read as published. */
	public const STATUSES = array( 'publish', 'trash', 'spam', 'pending', 'denied', 'draft' );

	/**
	 * Stores an entry.
	 *
	 * @param int|null             $entry_id The entry an earlier run made, or null.
	 * @param int                  $form_id  The Vista form.
	 * @param object               $row      The original's entry row.
	 * @param array<string, mixed> $values   Values by Vista field id.
	 * @return int The Vista entry id, 0 when the database refused it.
	 */
	public static function save( ?int $entry_id, int $form_id, object $row, array $values ): int {
		global $wpdb;
		$status = sanitize_key( (string) $row->status );
		$data   = array(
			'form_id'    => $form_id,
			'status'     => in_array( $status, self::STATUSES, true ) ? $status : 'publish',
			'starred'    => (int) $row->starred ? 1 : 0,
			'is_read'    => (int) $row->viewed ? 1 : 0,
			'created'    => self::created( (string) $row->date_created ),
			'user_id'    => absint( $row->user_id ),
			'ip_hash'    => self::ip_hash( (string) $row->user_ip_address ),
			'user_agent' => mb_substr( sanitize_text_field( (string) $row->user_device ), 0, 255 ),
			'referer'    => mb_substr( esc_url_raw( (string) $row->referer ), 0, 255 ),
		);
		$formats = array( '%d', '%s', '%d', '%d', '%s', '%d', '%s', '%s', '%s' );
		if ( null !== $entry_id ) {
			// Own tables: the row rewritten, its values replaced.
			$wpdb->update( EntryStore::entries_table(), $data, array( 'id' => $entry_id ), $formats, array( '%d' ) );
			$wpdb->delete( EntryStore::meta_table(), array( 'entry_id' => $entry_id ), array( '%d' ) );
		} else {
			// Own table.
			if ( false === $wpdb->insert( EntryStore::entries_table(), $data, $formats ) ) {
				return 0;
			}
			$entry_id = (int) $wpdb->insert_id;
		}
		foreach ( $values as $field_id => $value ) {
			EntryStore::set_value( $entry_id, (string) $field_id, $value );
		}
		EntryWords::index( $entry_id );
		return $entry_id;
	}

	/**
	 * The original's date (UTC, as it stores it), or now for a row without one.
	 *
	 * @param string $date The original's date_created.
	 */
	private static function created( string $date ): string {
		$time = strtotime( $date . ' UTC' );
		return false === $time || $time <= 0 ? gmdate( 'Y-m-d H:i:s' ) : gmdate( 'Y-m-d H:i:s', $time );
	}

	/**
	 * The sender's address as Vista keeps it: a keyed hash of its network (SpamGuard::ip_hash()),
	 * so "send again" and the rate limit recognise an earlier sender; nobody can read it back.
	 *
	 * @param string $ip The original's stored address ('' when it kept none).
	 */
	private static function ip_hash( string $ip ): string {
		$ip = trim( $ip );
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return '';
		}
		$network = Kit\VisitorHash::network( array( 'REMOTE_ADDR' => $ip ) );
		return hash_hmac( 'sha256', '' !== $network ? $network : $ip, wp_salt( 'auth' ) );
	}
}
