<?php
/**
 * IP addresses and CIDR ranges (v4 and v6), for the excluded-IP setting. No WordPress needed: the
 * hit path uses it too.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

/**
 * Parsing and matching.
 */
final class IpRange {

	/**
	 * Whether a string is an address or an address/prefix.
	 *
	 * @param string $range Address or range.
	 */
	public static function is_valid( string $range ): bool {
		return null !== self::parse( $range );
	}

	/**
	 * Whether an address is inside any of the ranges.
	 *
	 * @param string   $ip     Address.
	 * @param string[] $ranges Addresses or ranges.
	 */
	public static function matches_any( string $ip, array $ranges ): bool {
		$address = @inet_pton( $ip ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- invalid input is expected.
		if ( false === $address ) {
			return false;
		}
		foreach ( $ranges as $range ) {
			$parsed = self::parse( $range );
			if ( null === $parsed || strlen( $parsed[0] ) !== strlen( $address ) ) {
				continue;
			}
			[ $network, $bits ] = $parsed;
			$bytes              = intdiv( $bits, 8 );
			$rest               = $bits % 8;
			if ( substr( $address, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
				continue;
			}
			if ( 0 === $rest ) {
				return true;
			}
			$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
			if ( ( ord( $address[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The packed network and prefix length, or null.
	 *
	 * @param string $range Address or range.
	 * @return array{0: string, 1: int}|null
	 */
	private static function parse( string $range ): ?array {
		$parts   = explode( '/', trim( $range ), 2 );
		$network = @inet_pton( $parts[0] ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- invalid input is expected.
		if ( false === $network ) {
			return null;
		}
		$max = strlen( $network ) * 8;
		if ( ! isset( $parts[1] ) ) {
			return array( $network, $max );
		}
		if ( ! ctype_digit( $parts[1] ) || (int) $parts[1] > $max ) {
			return null;
		}
		return array( $network, (int) $parts[1] );
	}
}
