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

/*
 * The theme's settings (Appearance → Customize → Vista theme) for one test's requests only, so a
 * test of the preloader or the menu breakpoint does not change the site under the tests running
 * beside it: the cookie vista_e2e_theme_<setting> (digits) stands for the stored value.
 */
foreach ( array( 'vista_preloader', 'vista_mobile_menu_breakpoint', 'vista_parallax_min_width' ) as $vista_e2e_mod ) {
	add_filter(
		"theme_mod_{$vista_e2e_mod}",
		static function ( $value ) use ( $vista_e2e_mod ) {
			$cookie = 'vista_e2e_theme_' . substr( $vista_e2e_mod, 6 );
			// Read as digits only, below.
			$asked = isset( $_COOKIE[ $cookie ] ) ? wp_unslash( $_COOKIE[ $cookie ] ) : null;
			return is_string( $asked ) && preg_match( '/^\d{1,5}$/', $asked ) ? (int) $asked : $value;
		}
	);
}

/*
 * The forms' captcha and country lookup against the test's own stand-in on loopback, for one
 * test's requests only: the cookie vista_e2e_forms_stand_in names the stand-in's port, and
 * vista_e2e_forms_settings (JSON) stands for the stored Forms → Settings. The stand-in serves the
 * widget script, siteverify and the geolocation answer (tests/e2e/forms/captcha-country.spec.ts).
 */
$vista_e2e_stand_in = static function (): string {
	// Read as digits only, below.
	$port = isset( $_COOKIE['vista_e2e_forms_stand_in'] ) ? wp_unslash( $_COOKIE['vista_e2e_forms_stand_in'] ) : '';
	return is_string( $port ) && preg_match( '/^[1-9]\d{1,4}$/', $port ) ? 'http://127.0.0.1:' . $port : '';
};
add_filter( 'vista_forms_captcha_script_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/captcha.js' : $url );
add_filter( 'vista_forms_captcha_verify_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/siteverify' : $url );
add_filter( 'vista_forms_geolocation_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/geo' : $url );
add_filter(
	'pre_option_vista_forms_settings',
	static function ( $value ) {
		// Decoded as JSON and checked by the plugin's own settings rules below.
		$asked = isset( $_COOKIE['vista_e2e_forms_settings'] ) ? json_decode( wp_unslash( (string) $_COOKIE['vista_e2e_forms_settings'] ), true ) : null;
		static $checking = false;
		if ( $checking || ! is_array( $asked ) || ! class_exists( '\Vista\Forms\Settings' ) ) {
			return $value;
		}
		// validate() reads the stored settings through this very filter.
		$checking = true;
		$checked  = \Vista\Forms\Settings::validate( $asked );
		$checking = false;
		return is_array( $checked ) ? $checked : $value;
	}
);
