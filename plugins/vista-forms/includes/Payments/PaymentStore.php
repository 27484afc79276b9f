<?php
/**
 * The payments of entries (issue 37): one row per payment in a table of its own, beside the
 * entries' tables, so an entry's values stay the visitor's answers. A payment is claimed under
 * its idempotency key (derived from the token the page got from the gateway) before the gateway
 * is asked, and the key is unique: one payment never makes two entries, however often the page
 * sends it. Webhook events are kept by id, so a replayed event is counted once.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;
use Vista\Forms\Kit;

/**
 * Schema, claiming, reading and updating payments.
 */
final class PaymentStore {

	public const SCHEMA_VERSION        = 1;
	public const SCHEMA_VERSION_OPTION = 'vista_forms_payments_db_version';

	/** What a payment may be. */
	public const STATUSES = array( 'pending', 'paid', 'failed' );

	/**
	 * The payments table.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_payments';
	}

	/**
	 * The webhook events seen.
	 */
	public static function events_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_payment_events';
	}

	/**
	 * Creates or updates the tables (an upgrade step of hooks.php).
	 */
	public static function migrate(): void {
		$payments = self::table();
		$events   = self::events_table();
		Kit\Tables::migrate(
			self::SCHEMA_VERSION_OPTION,
			self::SCHEMA_VERSION,
			static fn ( string $charset ) => array(
				"CREATE TABLE {$payments} (
					id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
					entry_id bigint(20) unsigned NOT NULL DEFAULT 0,
					form_id bigint(20) unsigned NOT NULL,
					gateway varchar(20) NOT NULL,
					mode varchar(4) NOT NULL DEFAULT 'test',
					status varchar(10) NOT NULL DEFAULT 'pending',
					amount bigint(20) unsigned NOT NULL,
					currency char(3) NOT NULL,
					reference varchar(191) NOT NULL DEFAULT '',
					idempotency_key char(64) NOT NULL,
					created datetime NOT NULL,
					updated datetime NOT NULL,
					PRIMARY KEY  (id),
					UNIQUE KEY idempotency_key (idempotency_key),
					KEY gateway_reference (gateway,reference),
					KEY entry_id (entry_id)
				) {$charset};",
				"CREATE TABLE {$events} (
					id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
					gateway varchar(20) NOT NULL,
					event_id varchar(191) NOT NULL,
					received datetime NOT NULL,
					PRIMARY KEY  (id),
					UNIQUE KEY gateway_event (gateway,event_id)
				) {$charset};",
			)
		);
	}

	/**
	 * Claims a payment before the gateway is asked: true when this request is the first to bring
	 * it, false when it was claimed before (the unique key refuses the second row).
	 *
	 * @param array{form_id: int, gateway: string, mode: string, amount: int, currency: string, idempotency_key: string} $payment Payment.
	 */
	public static function claim( array $payment ): bool {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s', Clock::now() );
		$wpdb->suppress_errors( true );
		// Own table; a duplicate key makes the insert fail, which is the answer.
		$stored = $wpdb->insert(
			self::table(),
			array(
				'entry_id'        => 0,
				'form_id'         => $payment['form_id'],
				'gateway'         => $payment['gateway'],
				'mode'            => $payment['mode'],
				'status'          => 'pending',
				'amount'          => $payment['amount'],
				'currency'        => strtoupper( $payment['currency'] ),
				'idempotency_key' => $payment['idempotency_key'],
				'created'         => $now,
				'updated'         => $now,
			),
			array( '%d', '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s' )
		);
		$wpdb->suppress_errors( false );
		return false !== $stored;
	}

	/**
	 * Completes a claim: the gateway's reference and status, and the entry made for it.
	 *
	 * @param string $idempotency_key The claim.
	 * @param string $reference       The gateway's id of the payment.
	 * @param string $status          One of STATUSES.
	 * @param int    $entry_id        Entry.
	 */
	public static function complete( string $idempotency_key, string $reference, string $status, int $entry_id ): void {
		global $wpdb;
		// Own table.
		$wpdb->update(
			self::table(),
			array(
				'reference' => $reference,
				'status'    => $status,
				'entry_id'  => $entry_id,
				'updated'   => gmdate( 'Y-m-d H:i:s', Clock::now() ),
			),
			array( 'idempotency_key' => $idempotency_key ),
			array( '%s', '%s', '%d', '%s' ),
			array( '%s' )
		);
	}

	/**
	 * Gives up a claim that made no entry (the gateway refused, or the entry could not be
	 * stored), so the visitor may pay again.
	 *
	 * @param string $idempotency_key The claim.
	 */
	public static function release( string $idempotency_key ): void {
		global $wpdb;
		// Own table.
		$wpdb->delete(
			self::table(),
			array(
				'idempotency_key' => $idempotency_key,
				'entry_id'        => 0,
			),
			array( '%s', '%d' )
		);
	}

	/**
	 * A payment by its idempotency key.
	 *
	 * @param string $idempotency_key Key.
	 * @return array<string, mixed>|null
	 */
	public static function find_by_key( string $idempotency_key ): ?array {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE idempotency_key = %s", $idempotency_key ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * A payment by its gateway's reference.
	 *
	 * @param string $gateway   Gateway id.
	 * @param string $reference Gateway's reference.
	 * @return array<string, mixed>|null
	 */
	public static function find( string $gateway, string $reference ): ?array {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE gateway = %s AND reference = %s", $gateway, $reference ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * The payments of entries, by entry id.
	 *
	 * @param int[] $entry_ids Entries.
	 * @return array<int, array<string, mixed>>
	 */
	public static function for_entries( array $entry_ids ): array {
		global $wpdb;
		$entry_ids = array_values( array_filter( array_map( 'intval', $entry_ids ) ) );
		if ( array() === $entry_ids ) {
			return array();
		}
		$table        = self::table();
		$placeholders = implode( ',', array_fill( 0, count( $entry_ids ), '%d' ) );
		// SQL: own table, placeholders built above.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE entry_id IN ({$placeholders})", ...$entry_ids ), ARRAY_A );
		$payments = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$payments[ (int) $row['entry_id'] ] = self::typed( $row );
		}
		return $payments;
	}

	/**
	 * Sets a payment's status (a webhook's news).
	 *
	 * @param string $gateway   Gateway id.
	 * @param string $reference Gateway's reference.
	 * @param string $status    One of STATUSES.
	 * @return bool Whether a payment changed.
	 */
	public static function set_status( string $gateway, string $reference, string $status ): bool {
		global $wpdb;
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			return false;
		}
		// Own table.
		return (bool) $wpdb->update(
			self::table(),
			array(
				'status'  => $status,
				'updated' => gmdate( 'Y-m-d H:i:s', Clock::now() ),
			),
			array(
				'gateway'   => $gateway,
				'reference' => $reference,
			),
			array( '%s', '%s' ),
			array( '%s', '%s' )
		);
	}

	/**
	 * Records a webhook event: true the first time, false for a replay.
	 *
	 * @param string $gateway  Gateway id.
	 * @param string $event_id The gateway's event id.
	 */
	public static function first_delivery( string $gateway, string $event_id ): bool {
		global $wpdb;
		$wpdb->suppress_errors( true );
		// Own table; the unique event id refuses a replay.
		$stored = $wpdb->insert(
			self::events_table(),
			array(
				'gateway'  => $gateway,
				'event_id' => $event_id,
				'received' => gmdate( 'Y-m-d H:i:s', Clock::now() ),
			),
			array( '%s', '%s', '%s' )
		);
		$wpdb->suppress_errors( false );
		return false !== $stored;
	}

	/**
	 * A row with its numbers as numbers.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array<string, mixed>
	 */
	private static function typed( array $row ): array {
		foreach ( array( 'id', 'entry_id', 'form_id', 'amount' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		return $row;
	}
}
