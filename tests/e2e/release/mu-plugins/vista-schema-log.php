<?php
/**
 * Plugin Name: Vista release test: schema changes
 * Description: Appends each statement that makes, changes or drops a table to wp-content/schema.log
 * (one JSON string a line), so that the upgrade test (tests/e2e/release/upgrade.spec.ts) sees which
 * migrations ran, and how often. Copied into that test's own site only.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

add_filter(
	'query',
	static function ( $query ) {
		if ( is_string( $query ) && 1 === preg_match( '/^\s*(CREATE|ALTER|DROP)\s+TABLE\b/i', $query ) ) {
			file_put_contents( WP_CONTENT_DIR . '/schema.log', wp_json_encode( (string) preg_replace( '/\s+/', ' ', trim( $query ) ) ) . "\n", FILE_APPEND | LOCK_EX );
		}
		return $query;
	}
);
