<?php
/**
 * The consent log, proof of each choice: when, what, which categories, on which page, and the
 * visitor only as a keyed hash of the random consent id their browser keeps. No IP address, no user
 * agent: the rate limits recognise a client by a hash of both, and its address by a hash of the
 * address alone, under keys that change every day (as the statistics count visitors), which nobody
 * can turn back into an address.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The log table: schema, writing, reading.
 */
final class ConsentLog {

	/** Version 4 adds the account of a signed-in visitor (user_id), for the privacy tools. */
	public const SCHEMA_VERSION        = 4;
	public const SCHEMA_VERSION_OPTION = 'vista_consent_db_version';
	public const CHOICES               = array( 'accepted', 'rejected' );

	/** At most this many entries per visitor and hour: a page cannot flood the log. */
	public const MAX_PER_VISITOR_HOUR = 20;

	/**
	 * At most this many entries per client (address and browser) and hour, whatever consent ids it
	 * sends: the id is the client's to choose, so a fresh id per request must not buy a fresh quota
	 * (issue 13 item 8).
	 */
	public const MAX_PER_CLIENT_HOUR = 20;

	/**
	 * At most this many entries per address (an IPv6 /64) and hour, whatever browser strings it
	 * sends: the browser string is the client's to choose too, so it only refines the limit above
	 * (issue 31 item 7). Room for a household or an office behind one address.
	 */
	public const MAX_PER_NETWORK_HOUR = 40;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_consent_log';
	}

	/**
	 * Creates or updates the table when the stored schema version is older.
	 */
	public static function migrate(): void {
		Kit\Tables::migrate( self::SCHEMA_VERSION_OPTION, self::SCHEMA_VERSION, array( self::class, 'statement' ) );
	}

	/**
	 * The table's CREATE TABLE statement, for dbDelta.
	 *
	 * @param string $charset The database's charset and collation clause.
	 */
	public static function statement( string $charset ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			created_at datetime NOT NULL,
			visitor_hash char(64) NOT NULL,
			choice varchar(16) NOT NULL,
			categories varchar(64) NOT NULL DEFAULT '',
			page varchar(255) NOT NULL DEFAULT '',
			client_hash char(64) NOT NULL DEFAULT '',
			network_hash char(64) NOT NULL DEFAULT '',
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			PRIMARY KEY  (id),
			KEY visitor_hash (visitor_hash),
			KEY client_hash (client_hash),
			KEY network_hash (network_hash),
			KEY created_at (created_at),
			KEY user_id (user_id)
		) {$charset};";
	}

	/**
	 * The stored form of a visitor's consent id: a keyed hash, so the log proves a choice for someone
	 * who shows their id, and reveals nothing to someone who reads the log.
	 *
	 * @param string $consent_id The random id the visitor's browser keeps.
	 */
	public static function visitor_hash( string $consent_id ): string {
		return hash_hmac( 'sha256', strtolower( $consent_id ), wp_salt( 'auth' ) );
	}

	/**
	 * The client of the current request for the rate limit: address and browser, hashed under a
	 * key of the day.
	 *
	 * @param array<string, mixed> $server $_SERVER, or a request's server values.
	 */
	public static function client_hash( array $server ): string {
		$ip    = is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '';
		$agent = is_string( $server['HTTP_USER_AGENT'] ?? null ) ? $server['HTTP_USER_AGENT'] : '';
		$key   = hash_hmac( 'sha256', 'consent-client|' . gmdate( 'Y-m-d' ), wp_salt( 'auth' ), true );
		return hash_hmac( 'sha256', $ip . '|' . $agent, $key );
	}

	/**
	 * The address of the current request for the rate limit (an IPv6 address by its /64), hashed
	 * under a key of the day; the browser string plays no part.
	 *
	 * @param array<string, mixed> $server $_SERVER, or a request's server values.
	 */
	public static function network_hash( array $server ): string {
		return Kit\VisitorHash::network_today( wp_salt( 'auth' ) . '|consent-network', $server );
	}

	/**
	 * Records a choice.
	 *
	 * @param string   $consent_id Visitor's consent id (validated by the caller).
	 * @param string   $choice     accepted or rejected.
	 * @param string[] $categories Allowed optional categories.
	 * @param string   $page       Path of the page where the choice was made.
	 * @param string   $client     The client's hash (client_hash()).
	 * @param string   $network    The address's hash (network_hash()); '' counts no address.
	 * @param int      $user_id    The signed-in visitor's account (0: none), so that Tools → Export
	 *                             and Erase Personal Data find the choices of its e-mail address.
	 * @return bool|\WP_Error True when stored; an error when this visitor has logged too much.
	 */
	public static function record( string $consent_id, string $choice, array $categories, string $page, string $client, string $network = '', int $user_id = 0 ) {
		global $wpdb;
		$hash  = self::visitor_hash( $consent_id );
		$since = gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS );
		$table = self::table();
		// SQL: own table.
		$recent = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE visitor_hash = %s AND created_at >= %s", $hash, $since ) );
		// SQL: own table.
		$from_client = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE client_hash = %s AND created_at >= %s", $client, $since ) );
		// SQL: own table.
		$from_network = '' === $network ? 0 : (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE network_hash = %s AND created_at >= %s", $network, $since ) );
		if ( $recent >= self::MAX_PER_VISITOR_HOUR || $from_client >= self::MAX_PER_CLIENT_HOUR || $from_network >= self::MAX_PER_NETWORK_HOUR ) {
			return new \WP_Error( 'vista_consent_log_limit', __( 'Too many consent changes from this browser; try again later.', 'vista-consent' ), array( 'status' => 429 ) );
		}
		// Own table.
		$stored = $wpdb->insert(
			$table,
			array(
				'created_at'   => gmdate( 'Y-m-d H:i:s' ),
				'visitor_hash' => $hash,
				'choice'       => $choice,
				'categories'   => implode( ',', $categories ),
				'page'         => mb_substr( $page, 0, 255 ),
				'client_hash'  => $client,
				'network_hash' => $network,
				'user_id'      => max( 0, $user_id ),
			),
			array( '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d' )
		);
		return false !== $stored;
	}

	/**
	 * How many entries the log holds.
	 */
	public static function count(): int {
		global $wpdb;
		$table = self::table();
		// SQL: own table, no input.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	}

	/**
	 * Entries, newest first, a page at a time.
	 *
	 * @param int $limit  Rows.
	 * @param int $offset Rows to skip.
	 * @return array<int, array<string, string>>
	 */
	public static function entries( int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT created_at, visitor_hash, choice, categories, page FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", $limit, $offset ), ARRAY_A );
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function drop(): void {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		delete_option( self::SCHEMA_VERSION_OPTION );
	}
}
