<?php
/**
 * Plugin Name: Vista end-to-end importer switches
 * Description: Linked into the local 'test' site only (tools/site/site.sh). Lets the importer's
 * resume test (tests/e2e/import/resume.spec.ts) kill the PHP worker halfway through a step, as a
 * crash or a host's timeout would, and see the run resume to the report an uninterrupted run makes.
 *
 * - While the option vista_e2e_import_things is set, Vista Speed lists a test importer,
 *   "E2E things" (tests/e2e/fixtures/ThingsImporter.php).
 * - The cookie vista_e2e_import_kill_at (digits) makes the request that reaches that thing exit
 *   halfway through its step, once (the option vista_e2e_import_killed remembers it).
 * - The cookie vista_e2e_import_lock_life (seconds) is how long such a request's lock lasts: the
 *   killed worker's lock expires within the test instead of after five minutes.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

add_filter(
	'vista_speed_importers',
	static function ( $classes ) {
		if ( ! get_option( 'vista_e2e_import_things' ) ) {
			return $classes;
		}
		// __FILE__ is this file's real path, beside the fixtures, not the link in mu-plugins.
		require_once dirname( __DIR__ ) . '/fixtures/ThingsImporter.php';
		return array_merge( (array) $classes, array( \Vista\Tests\E2E\ThingsImporter::class ) );
	}
);

add_filter(
	'vista_speed_import_lock_seconds',
	static function ( $seconds ) {
		// Read as digits only, below.
		$asked = isset( $_COOKIE['vista_e2e_import_lock_life'] ) ? wp_unslash( $_COOKIE['vista_e2e_import_lock_life'] ) : null;
		return is_string( $asked ) && preg_match( '/^[1-9]\d{0,3}$/', $asked ) ? (int) $asked : $seconds;
	}
);
