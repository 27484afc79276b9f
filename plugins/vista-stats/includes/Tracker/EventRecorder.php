<?php
/**
 * Custom events and link/download events (001 §3, §7 calls 3-4), through admin-ajax with a nonce.
 * Stored inert: names are checked, event data is re-encoded JSON, every field is cut to its column.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Storage\Schema;

/**
 * The two event routes.
 */
final class EventRecorder {

	public const CUSTOM_ACTION = Tracker::CUSTOM_EVENT_ACTION;
	public const LINK_ACTION   = Tracker::LINK_EVENT_ACTION;
	public const NONCE_ACTION  = 'vista_stats_event';

	private const MAX_EVENT_DATA = 4096;

	/**
	 * Events one address (an IPv6 /64) may add in an hour, whatever browser strings it sends: the
	 * routes take anonymous writes, so without this one client fills the table (issue 31 item 12).
	 */
	public const MAX_PER_NETWORK_HOUR = 60;

	/** Bytes of event data one address may add in an hour (a few full-size custom events). */
	public const MAX_DATA_PER_NETWORK_HOUR = 16384;

	/**
	 * A custom event (CUSTOM_ACTION).
	 */
	public static function answer_custom(): void {
		self::answer( 'custom' );
	}

	/**
	 * A link click (LINK_ACTION).
	 */
	public static function answer_link(): void {
		self::answer( 'link' );
	}

	/**
	 * Checks the nonce, validates and stores one event.
	 *
	 * @param string $kind 'custom' or 'link'.
	 */
	public static function answer( string $kind ): void {
		// The page's signature comes in the address the tracker posts to (a nonce on pages printed
		// before signatures were used there).
		$query = (array) wp_unslash( $_GET );
		if ( ! self::signed_page_ok( $query, time() ) && ! Kit\Ajax::nonce_ok( $query, self::NONCE_ACTION ) ) {
			wp_send_json( array( 'status' => false, 'message' => 'The page is too old; reload it.' ), 403 );
		}
		$settings = Settings::get();
		$row      = 'custom' === $kind
			? self::custom_row( Kit\Ajax::posted() )
			: self::link_row( Kit\Ajax::posted(), $settings );
		if ( is_string( $row ) ) {
			wp_send_json( array( 'status' => false, 'message' => $row ), 400 );
		}
		$user_agent = substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ?? '' ) ), 0, 512 );
		if ( $settings['excludeBots'] && UserAgent::is_bot( $user_agent ) ) {
			wp_send_json( array( 'status' => false, 'message' => 'Excluded: bot.' ) );
		}
		$signer = Signer::for_site();
		$day    = gmdate( 'Y-m-d' );
		$ip     = sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ) );
		if ( IpRange::matches_any( $ip, (array) $settings['excludedIps'] ) ) {
			wp_send_json( array( 'status' => false, 'message' => 'Excluded: IP address.' ) );
		}
		$network = Kit\VisitorHash::network_today( wp_salt( 'auth' ) . '|vista-stats-events', $_SERVER );
		if ( ! self::within_network_quota( $network, strlen( (string) $row['data'] ), time() ) ) {
			wp_send_json( array( 'status' => false, 'message' => 'Too many events from this address; try again later.' ), 429 );
		}
		$row += array(
			'created_at'   => gmdate( 'Y-m-d H:i:s' ),
			'day'          => $day,
			'visitor_hash' => $signer ? $signer->visitor_hash( $day, $ip, $user_agent ) : '',
			'network_hash' => $network,
		);
		global $wpdb;
		$stored = $wpdb->insert( Schema::table( 'events' ), $row ); // Own table.
		wp_send_json( array( 'status' => false !== $stored ), false !== $stored ? 200 : 503 );
	}

	/**
	 * Whether one more event of this size stays within its address's hourly quota of events and of
	 * event data. Keyed on the address (VisitorHash::network_today), never on the browser string,
	 * which a client can change with every request (issue 31 items 7 and 12).
	 *
	 * @param string $network The address's key of the day.
	 * @param int    $bytes   The new event's data size.
	 * @param int    $now     Unix time.
	 */
	public static function within_network_quota( string $network, int $bytes, int $now ): bool {
		global $wpdb;
		$table = Schema::table( 'events' );
		// SQL: own table, values prepared.
		$used = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS events, COALESCE(SUM(LENGTH(data)), 0) AS bytes FROM {$table} WHERE network_hash = %s AND created_at >= %s", $network, gmdate( 'Y-m-d H:i:s', $now - HOUR_IN_SECONDS ) ), ARRAY_A );
		return (int) ( $used['events'] ?? 0 ) < self::MAX_PER_NETWORK_HOUR && (int) ( $used['bytes'] ?? 0 ) + $bytes <= self::MAX_DATA_PER_NETWORK_HOUR;
	}

	/**
	 * Whether an event comes from a page this site printed within the signature window: the same
	 * signed fields as the page's hits (see HitRecorder), so a page served from a full-page cache a
	 * week after it was made still records its events, and a copied signature stops after 10 days.
	 *
	 * @param array<string, mixed> $query The event address's query fields.
	 * @param int                  $now   Unix time.
	 */
	public static function signed_page_ok( array $query, int $now ): bool {
		$signer = Signer::from_constants();
		$fields = array();
		foreach ( array( 'source_type', 'source_id', 'page_path', 'issued', 'signature' ) as $name ) {
			$fields[ $name ] = is_string( $query[ $name ] ?? null ) ? $query[ $name ] : '';
		}
		return $signer
			&& ctype_digit( $fields['source_id'] ) && ctype_digit( $fields['issued'] ) && strlen( $fields['issued'] ) < 10
			&& $signer->verify( $fields['source_type'], (int) $fields['source_id'], (int) $fields['issued'], $fields['page_path'], $fields['signature'] )
			&& Signer::still_fresh( (int) $fields['issued'], $now );
	}

	/**
	 * A custom event: event_name and event_data (a JSON object with timestamp and resource_id).
	 *
	 * @param array<string, mixed> $post Posted fields.
	 * @return array<string, mixed>|string The row, or why it was refused.
	 */
	public static function custom_row( array $post ) {
		$name = is_string( $post['event_name'] ?? null ) ? trim( $post['event_name'] ) : '';
		if ( ! preg_match( '/^[\p{L}\p{N} _.:-]{1,64}$/u', $name ) ) {
			return 'event_name must be 1 to 64 letters, digits, spaces or _ . : -';
		}
		$raw = is_string( $post['event_data'] ?? null ) ? $post['event_data'] : '{}';
		if ( strlen( $raw ) > self::MAX_EVENT_DATA ) {
			return 'event_data is too long.';
		}
		$data = json_decode( $raw, true );
		if ( ! is_array( $data ) || array_is_list( $data ) && array() !== $data ) {
			return 'event_data must be a JSON object.';
		}
		return array(
			'kind'        => 'event',
			'name'        => $name,
			'resource_id' => self::id( $data['resource_id'] ?? 0 ),
			'data'        => (string) wp_json_encode( $data ),
		);
	}

	/**
	 * A link click or a download (en, et, eid, ec, ev, mb, fn, fx, m, tu, pid; wcdl, df, dk).
	 *
	 * @param array<string, mixed> $post     Posted fields.
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>|string The row, or why it was refused.
	 */
	public static function link_row( array $post, array $settings ) {
		$name = is_string( $post['en'] ?? null ) ? $post['en'] : '';
		// 'mouseup' is a middle-button press on a link, which the original names by its event type.
		if ( ! in_array( $name, array( 'click', 'mouseup', 'file_download' ), true ) ) {
			return 'en must be click, mouseup or file_download.';
		}
		$kind = 'file_download' === $name ? 'download' : 'link';
		if ( ( 'download' === $kind && ! $settings['downloadTracking'] ) || ( 'link' === $kind && ! $settings['linkTracking'] ) ) {
			return 'This kind of event is not tracked.';
		}
		$target = self::http_target( is_string( $post['tu'] ?? null ) ? $post['tu'] : '' );
		if ( null === $target ) {
			return 'tu must be an http or https address.';
		}
		$text   = static fn ( $key, $max ) => mb_substr( sanitize_text_field( is_string( $post[ $key ] ?? null ) ? $post[ $key ] : '' ), 0, $max );
		$store  = in_array( $post['wcdl'] ?? '', array( 'true', '1' ), true );
		$detail = array(
			'et'   => self::id( $post['et'] ?? 0 ),
			'eid'  => $text( 'eid', 100 ),
			'ec'   => $text( 'ec', 200 ),
			'ev'   => $text( 'ev', 200 ),
			'mb'   => self::id( $post['mb'] ?? 0 ),
			'm'    => $text( 'm', 20 ),
			'wcdl' => $store ? 'true' : '',
			'df'   => $text( 'df', 200 ),
			'dk'   => $text( 'dk', 100 ),
		);
		[ $file, $extension ] = 'download' === $kind ? self::file_of( $target, $store ? $detail['df'] : '' ) : array( '', '' );
		return array(
			'kind'        => $kind,
			'name'        => 'download' === $kind ? $name : 'click',
			'resource_id' => self::id( $post['pid'] ?? 0 ),
			'target_url'  => mb_substr( $target, 0, 255 ),
			'file_name'   => $file,
			'file_ext'    => $extension,
			'data'        => (string) wp_json_encode( array_filter( $detail, static fn ( $v ) => '' !== $v && 0 !== $v ) ),
		);
	}

	/**
	 * A link target as stored: a well-formed absolute http(s) address whose host is a domain name, an
	 * IPv4 address or a bracketed IPv6 address (what a browser's link.href gives); null for anything
	 * else. esc_url_raw alone kept relative addresses and hosts such as `';--` (issue 31 item 17).
	 *
	 * @param string $raw The posted target.
	 */
	public static function http_target( string $raw ): ?string {
		$target = esc_url_raw( $raw, array( 'http', 'https' ) );
		$parts  = wp_parse_url( $target );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host  = strtolower( $parts['host'] );
		$label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
		$named = strlen( $host ) <= 253 && preg_match( '/^' . $label . '(?:\\.' . $label . ')*\\.?$/', $host );
		$ipv6  = str_starts_with( $host, '[' ) && str_ends_with( $host, ']' ) && false !== filter_var( substr( $host, 1, -1 ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
		// Nothing but the host between the scheme and the path: no user, no password, no odd port.
		$shape = preg_match( '#^https?://[^/?\#\s@]+(?:[/?\#]|$)#i', $target ) && ( ! isset( $parts['port'] ) || ( $parts['port'] >= 1 && $parts['port'] <= 65535 ) );
		return ( $named || $ipv6 ) && $shape ? $target : null;
	}

	/**
	 * A download's file name and extension, read from its address rather than from fn and fx
	 * (which the original sends without the extension, or as the store's file id): the last
	 * segment of the path, or the store's file id for a store download.
	 *
	 * @param string $target     The download's address.
	 * @param string $store_file The store's file id (df), for a store download.
	 * @return array{0: string, 1: string}
	 */
	private static function file_of( string $target, string $store_file ): array {
		$file = '' !== $store_file ? $store_file : rawurldecode( basename( (string) wp_parse_url( $target, PHP_URL_PATH ) ) );
		$file = mb_substr( sanitize_file_name( $file ), 0, 191 );
		$dot  = strrpos( $file, '.' );
		$ext  = false !== $dot && '' === $store_file ? strtolower( substr( $file, $dot + 1 ) ) : '';
		return array( $file, preg_match( '/^[a-z0-9]{1,16}$/', $ext ) ? $ext : '' );
	}

	/**
	 * A non-negative integer id from a posted value.
	 *
	 * @param mixed $value Value.
	 */
	private static function id( $value ): int {
		return ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) ? min( (int) $value, PHP_INT_MAX ) : 0;
	}
}
