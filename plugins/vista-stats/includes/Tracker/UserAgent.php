<?php
/**
 * What the dashboard shows of a user agent: browser, operating system, device class, and whether it
 * is a known bot. Plain pattern matching, no WordPress needed (the lean hit path uses it).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

/**
 * User-agent classification.
 */
final class UserAgent {

	private const BOTS = '/bot|crawl|spider|slurp|fetch|scan|curl|wget|python|java\/|go-http|httpclient|headless|lighthouse|pagespeed|facebookexternalhit|bingpreview|yandex|baidu|duckduck|semrush|ahrefs|mj12|dotbot|petal|bytespider|gptbot|ccbot|claude|anthropic|perplexity/i';

	/**
	 * Whether the agent is a known bot or an automated client (or sends no agent at all).
	 *
	 * @param string $user_agent User agent.
	 */
	public static function is_bot( string $user_agent ): bool {
		return '' === trim( $user_agent ) || 1 === preg_match( self::BOTS, $user_agent );
	}

	/** Browser strings classified in this request (an import meets the same few again and again). */
	private static array $classes = array();

	/**
	 * A hit's row with its browser string replaced by what the dashboard shows of it: browser,
	 * system and device, in the hits table's column order. The lean path spools the string and
	 * the import classifies it (issue 18 goal 1); the other stores classify it when they insert.
	 *
	 * @param array<string, string|int> $row A hit with a user_agent field last.
	 * @return array<string, string|int> The row of the hits table.
	 */
	public static function classified( array $row ): array {
		$user_agent = (string) ( $row['user_agent'] ?? '' );
		unset( $row['user_agent'] );
		return $row + self::classes( $user_agent );
	}

	/**
	 * Browser, system and device of a browser string, remembered for the rest of the request.
	 *
	 * @param string $user_agent User agent.
	 * @return array{browser: string, os: string, device: string}
	 */
	public static function classes( string $user_agent ): array {
		if ( ! isset( self::$classes[ $user_agent ] ) ) {
			if ( count( self::$classes ) >= 256 ) {
				self::$classes = array(); // Bounded: a batch of many distinct strings starts over.
			}
			self::$classes[ $user_agent ] = array(
				'browser' => self::browser( $user_agent ),
				'os'      => self::os( $user_agent ),
				'device'  => self::device( $user_agent ),
			);
		}
		return self::$classes[ $user_agent ];
	}

	/**
	 * Browser name.
	 *
	 * @param string $user_agent User agent.
	 */
	public static function browser( string $user_agent ): string {
		foreach ( array(
			'Edge'             => '/Edg(e|A|iOS)?\//',
			'Opera'            => '/OPR\/|Opera/',
			'Samsung Internet' => '/SamsungBrowser\//',
			'Firefox'          => '/Firefox\/|FxiOS\//',
			'Chrome'           => '/Chrome\/|CriOS\/|Chromium\//',
			'Safari'           => '/Safari\//',
		) as $name => $pattern ) {
			if ( preg_match( $pattern, $user_agent ) ) {
				return $name;
			}
		}
		return 'Other';
	}

	/**
	 * Operating system.
	 *
	 * @param string $user_agent User agent.
	 */
	public static function os( string $user_agent ): string {
		foreach ( array(
			'Android'   => '/Android/',
			'iOS'       => '/iPhone|iPad|iPod/',
			'Windows'   => '/Windows/',
			'macOS'     => '/Mac OS X|Macintosh/',
			'Chrome OS' => '/CrOS/',
			'Linux'     => '/Linux/',
		) as $name => $pattern ) {
			if ( preg_match( $pattern, $user_agent ) ) {
				return $name;
			}
		}
		return 'Other';
	}

	/**
	 * Device class: desktop, mobile or tablet.
	 *
	 * @param string $user_agent User agent.
	 */
	public static function device( string $user_agent ): string {
		if ( preg_match( '/iPad|Tablet|Android(?!.*Mobile)/', $user_agent ) ) {
			return 'tablet';
		}
		return preg_match( '/Mobi|iPhone|iPod|Android/', $user_agent ) ? 'mobile' : 'desktop';
	}
}
