<?php
/**
 * Turns a day of WP Statistics' history into the rows of Vista Statistics' daily table (see
 * Rollup for the metrics), naming browsers, systems and devices as Vista's own tracker does
 * (Tracker\UserAgent), so that imported and newly counted days add up in the same rows.
 *
 * The original names them with the device-detector library it bundles (wp-statistics/wp-statistics
 * at commit 57f37970c806a0918a0e65d64bb621108a8d88dc,
 * src/Service/Analytics/DeviceDetection/UserAgentService.php: the client's name, the system's name
 * and the device's type name), and stores pages with the type and id of what was shown
 * (includes/class-wp-statistics-pages.php: `home`, a post type, `category`, `post_tag`, `tax`,
 * `author`, `search`, `404`, `archive`, ...).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A day of the original, as daily rows: list of [metric, item, label, views, visitors].
 */
final class WpStatisticsMapper {

	/** The original's browser names that Vista names otherwise (others not listed become Other). */
	private const BROWSERS = array(
		'chrome'             => 'Chrome',
		'chrome mobile'      => 'Chrome',
		'chrome mobile ios'  => 'Chrome',
		'chrome webview'     => 'Chrome',
		'chromium'           => 'Chrome',
		'firefox'            => 'Firefox',
		'firefox mobile'     => 'Firefox',
		'firefox ios'        => 'Firefox',
		'firefox focus'      => 'Firefox',
		'safari'             => 'Safari',
		'mobile safari'      => 'Safari',
		'microsoft edge'     => 'Edge',
		'edge'               => 'Edge',
		'opera'              => 'Opera',
		'opera mobile'       => 'Opera',
		'opera mini'         => 'Opera',
		'opera gx'           => 'Opera',
		'samsung browser'    => 'Samsung Internet',
		'samsung internet'   => 'Samsung Internet',
	);

	/** The original's system names that Vista names otherwise (others not listed become Other). */
	private const SYSTEMS = array(
		'windows'   => 'Windows',
		'mac'       => 'macOS',
		'macos'     => 'macOS',
		'ios'       => 'iOS',
		'ipados'    => 'iOS',
		'android'   => 'Android',
		'chrome os' => 'Chrome OS',
		'gnu/linux' => 'Linux',
		'linux'     => 'Linux',
		'ubuntu'    => 'Linux',
		'debian'    => 'Linux',
		'fedora'    => 'Linux',
	);

	/** The original's device types, as Vista's three (others not listed become other). */
	private const DEVICES = array(
		'desktop'       => 'desktop',
		'smartphone'    => 'mobile',
		'phablet'       => 'mobile',
		'feature phone' => 'mobile',
		'mobile'        => 'mobile',
		'tablet'        => 'tablet',
	);

	/** The original's page types that name a term (the id is the term's), besides `tax_{taxonomy}`. */
	private const TERM_TYPES = array( 'category', 'post_tag' );

	/**
	 * The daily rows of a day: total, page, referrer, browser, os, device and country.
	 *
	 * @param string             $day    Y-m-d.
	 * @param WpStatisticsReader $reader The original's tables.
	 * @return list<array{0: string, 1: string, 2: string, 3: int, 4: int}>
	 */
	public function day( string $day, WpStatisticsReader $reader ): array {
		$totals = $reader->totals( $day );
		$rows   = array( array( 'total', '', '', $totals['views'], $totals['visitors'] ) );
		array_push( $rows, ...$this->pages( $reader->pages( $day ) ) );
		$own_host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		foreach ( array(
			'referrer' => array( 'referred', fn ( string $value ): string => $this->referrer_host( $value, $own_host ) ),
			'browser'  => array( 'agent', static fn ( string $value ): string => self::named( $value, self::BROWSERS, 'Other' ) ),
			'os'       => array( 'platform', static fn ( string $value ): string => self::named( $value, self::SYSTEMS, 'Other' ) ),
			'device'   => array( 'device', static fn ( string $value ): string => self::named( $value, self::DEVICES, 'other' ) ),
			'country'  => array( 'location', array( self::class, 'country' ) ),
		) as $metric => [ $column, $name ] ) {
			array_push( $rows, ...self::merged( $metric, $reader->visitors_by( $day, $column ), $name ) );
		}
		return $rows;
	}

	/**
	 * The page rows of a day, by the item Vista's tracker records for the same page
	 * ("{post type}:{id}", "home:{id}", "term:{id}", "author:{id}", else "uri:{address}").
	 *
	 * @param list<array{uri: string, type: string, id: int, views: int}> $pages The original's rows.
	 * @return list<array{0: string, 1: string, 2: string, 3: int, 4: int}>
	 */
	public function pages( array $pages ): array {
		$rows = array();
		foreach ( $pages as $page ) {
			$item = mb_substr( $this->page_item( $page['type'], $page['id'], $page['uri'] ), 0, 191 );
			// The daily table's key, as the database compares it (MariaDB ignores case).
			$key = mb_strtolower( $item );
			if ( isset( $rows[ $key ] ) ) {
				// One post under two addresses (a changed slug): one item, as Vista counts it.
				$rows[ $key ][2]  = max( $rows[ $key ][2], $page['uri'] );
				$rows[ $key ][3] += $page['views'];
				continue;
			}
			// The original keeps no visitors per page and day.
			$rows[ $key ] = array( 'page', $item, $page['uri'], $page['views'], 0 );
		}
		return array_values( $rows );
	}

	/**
	 * The item of a page of the original.
	 *
	 * @param string $type The original's page type.
	 * @param int    $id   The post's, term's or author's id (0 for none).
	 * @param string $uri  The address.
	 */
	public function page_item( string $type, int $id, string $uri ): string {
		if ( $id > 0 ) {
			if ( 'home' === $type ) {
				return 'home:' . $id;
			}
			if ( in_array( $type, self::TERM_TYPES, true ) || str_starts_with( $type, 'tax_' ) ) {
				return 'term:' . $id;
			}
			if ( 'author' === $type ) {
				return 'author:' . $id;
			}
			$post_type = str_starts_with( $type, 'post_type_' ) ? substr( $type, strlen( 'post_type_' ) ) : $type;
			if ( post_type_exists( $post_type ) ) {
				// As Vista's tracker records it (Tracker::current_source()): the type cut to 20.
				return substr( $post_type, 0, 20 ) . ':' . $id;
			}
		}
		return 'uri:' . $uri;
	}

	/**
	 * The host a referring address names, or '' for none and for this site's own pages (which
	 * Vista's tracker does not count as referrers either).
	 *
	 * @param string $referred The original's referring address (with or without a scheme).
	 * @param string $own_host This site's host.
	 */
	public function referrer_host( string $referred, string $own_host ): string {
		$referred = trim( $referred );
		if ( '' === $referred ) {
			return '';
		}
		$host = wp_parse_url( str_contains( $referred, '//' ) ? $referred : '//' . $referred, PHP_URL_HOST );
		$host = is_string( $host ) ? strtolower( $host ) : '';
		if ( '' === $host || strcasecmp( $host, $own_host ) === 0 || ! preg_match( '/^[a-z0-9.-]{1,191}$/', $host ) ) {
			return '';
		}
		return $host;
	}

	/**
	 * A two-letter country code, upper case, or '' when the original had none (or its unknown).
	 *
	 * @param string $location The original's location column.
	 */
	public static function country( string $location ): string {
		$code = strtoupper( trim( $location ) );
		return 1 === preg_match( '/^[A-Z]{2}$/', $code ) && '000' !== $code ? $code : '';
	}

	/**
	 * A name of the original as Vista's, by the list; '' stays '' (not counted).
	 *
	 * @param string                $value   The original's name.
	 * @param array<string, string> $names   Lower-case original name => Vista's.
	 * @param string                $unknown Vista's name for any other.
	 */
	private static function named( string $value, array $names, string $unknown ): string {
		$key = strtolower( trim( $value ) );
		if ( '' === $key || 'unknown' === $key ) {
			return '';
		}
		return $names[ $key ] ?? $unknown;
	}

	/**
	 * Groups of the original merged under Vista's names, empty names left out.
	 *
	 * @param string                                                   $metric The daily table's metric.
	 * @param list<array{value: string, views: int, visitors: int}> $groups The original's groups.
	 * @param callable(string): string                                 $name   Vista's name of a value.
	 * @return list<array{0: string, 1: string, 2: string, 3: int, 4: int}>
	 */
	private static function merged( string $metric, array $groups, callable $name ): array {
		$rows = array();
		foreach ( $groups as $group ) {
			$item = mb_substr( $name( $group['value'] ), 0, 191 );
			if ( '' === $item ) {
				continue;
			}
			$key                = mb_strtolower( $item );
			$rows[ $key ]     ??= array( $metric, $item, $item, 0, 0 );
			$rows[ $key ][3]   += $group['views'];
			$rows[ $key ][4]   += $group['visitors'];
		}
		return array_values( $rows );
	}
}
