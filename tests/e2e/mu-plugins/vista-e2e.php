<?php
/**
 * Plugin Name: Vista end-to-end switches
 * Description: Linked into the local 'test' site only (tools/site/site.sh), never into the dev site
 * or a release: lets an end-to-end test fix, for its own requests, what would otherwise depend on
 * how fast the machine runs it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

/*
 * The forms' spam guard refuses a form sent sooner than 3 s after it was shown. A test that sends a
 * form cannot know on which side of 3 s a loaded machine puts it, so it says which side it means
 * with the cookie vista_e2e_forms_min_duration_ms: the least duration for the requests that carry
 * it (0: never too quick; 3600000: anything sent within the hour is too quick). Requests without
 * the cookie keep the plugin's rule.
 */
add_filter(
	'vista_forms_min_duration_ms',
	static function ( $minimum ) {
		// Read as digits only, below.
		$asked = isset( $_COOKIE['vista_e2e_forms_min_duration_ms'] ) ? wp_unslash( $_COOKIE['vista_e2e_forms_min_duration_ms'] ) : null;
		return is_string( $asked ) && preg_match( '/^\d{1,9}$/', $asked ) ? (int) $asked : $minimum;
	},
	100
);

/*
 * A page served by a full-page cache days after it was made carries nonces that have expired. A
 * test ages them without waiting with the cookie vista_e2e_nonce_life (seconds): WordPress's
 * nonce_life for the requests that carry it. Under a life of 1 s no nonce made under the usual
 * day-long life verifies any more, as after a week. Requests without the cookie keep the day.
 */
add_filter(
	'nonce_life',
	static function ( $life ) {
		// Read as digits only, below.
		$asked = isset( $_COOKIE['vista_e2e_nonce_life'] ) ? wp_unslash( $_COOKIE['vista_e2e_nonce_life'] ) : null;
		return is_string( $asked ) && preg_match( '/^[1-9]\d{0,8}$/', $asked ) ? (int) $asked : $life;
	},
	100
);
