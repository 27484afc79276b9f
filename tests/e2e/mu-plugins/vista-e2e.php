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
 * The gallery's Instagram import talks to a loopback stand-in of graph.instagram.com that the test
 * starts (tests/e2e/gallery/instagram-import.spec.ts): the cookie vista_e2e_instagram_base
 * (http://127.0.0.1:<port> only) is the API's base address for the requests that carry it, and
 * WordPress's safe HTTP requests may fetch the stand-in's pictures from that loopback port.
 */
$vista_e2e_instagram_base = static function (): ?string {
	// Read as a loopback address with a port only, below.
	$asked = isset( $_COOKIE['vista_e2e_instagram_base'] ) ? wp_unslash( $_COOKIE['vista_e2e_instagram_base'] ) : null;
	return is_string( $asked ) && preg_match( '#^http://127\.0\.0\.1:\d{2,5}$#D', $asked ) ? $asked : null;
};
add_filter( 'vista_gallery_instagram_api_base', static fn ( $base ) => $vista_e2e_instagram_base() ?? $base );
add_filter(
	'http_request_host_is_external',
	static fn ( $external, $host ) => $external || ( '127.0.0.1' === $host && null !== $vista_e2e_instagram_base() ),
	10,
	2
);
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports ) use ( $vista_e2e_instagram_base ) {
		$base = $vista_e2e_instagram_base();
		return null === $base ? $ports : array_merge( (array) $ports, array( (int) wp_parse_url( $base, PHP_URL_PORT ) ) );
	}
);

/*
 * On the test cluster (tools/cluster/cluster.sh), which web server answered: its PHP-FPM pool sets
 * VISTA_CLUSTER_SERVER (a or b). The cluster tests read it to prove a request landed where they
 * sent it, and that the load balancer uses both servers. Sent as the mu-plugin loads, so pages,
 * admin-ajax and REST answers all carry it.
 */
$vista_e2e_server = getenv( 'VISTA_CLUSTER_SERVER' );
if ( 'cli' !== PHP_SAPI && is_string( $vista_e2e_server ) && preg_match( '/^[a-z]$/', $vista_e2e_server ) && ! headers_sent() ) {
	header( 'X-Vista-Cluster-Server: ' . $vista_e2e_server );
}

/*
 * The cluster tests' canary (tests/e2e/cluster/state-split.spec.ts): state kept the wrong way on
 * purpose. A request with the cookie vista_e2e_canary (a short id) counts up a number kept in the
 * answering server's temp folder and answers it in X-Vista-E2E-Canary, so the test can show that
 * its comparison of one server against two notices per-server state.
 */
$vista_e2e_canary = isset( $_COOKIE['vista_e2e_canary'] ) ? wp_unslash( $_COOKIE['vista_e2e_canary'] ) : null;
if ( 'cli' !== PHP_SAPI && is_string( $vista_e2e_canary ) && preg_match( '/^[a-z0-9]{1,40}$/', $vista_e2e_canary ) && ! headers_sent() ) {
	$vista_e2e_file  = get_temp_dir() . 'vista-e2e-canary-' . $vista_e2e_canary;
	$vista_e2e_count = 1 + (int) ( is_file( $vista_e2e_file ) ? file_get_contents( $vista_e2e_file ) : 0 );
	file_put_contents( $vista_e2e_file, (string) $vista_e2e_count );
	header( 'X-Vista-E2E-Canary: ' . $vista_e2e_count );
}

/*
 * The cluster tests count the statistics roll-ups that scheduled runs make (a job must run once,
 * not once per web server), and the images the bulk conversion finishes (each exactly once): on the cluster's servers only, each roll-up leaves an option of its own,
 * a row no two can share.
 */
if ( is_string( $vista_e2e_server ) && '' !== $vista_e2e_server ) {
	add_action(
		'vista_stats_rolled_up',
		static function () use ( $vista_e2e_server ) {
			add_option( 'vista_e2e_rollup_run_' . str_replace( '.', '', uniqid( '', true ) ), $vista_e2e_server, '', false );
		},
		0
	);
	// Likewise each image the bulk conversion finishes, with the image and the server that did it.
	add_action(
		'vista_speed_bulk_image_done',
		static function ( $attachment_id ) use ( $vista_e2e_server ) {
			add_option( 'vista_e2e_image_done_' . (int) $attachment_id . '_' . str_replace( '.', '', uniqid( '', true ) ), $vista_e2e_server, '', false );
		},
		0
	);
}

/*
 * Two web servers' schedulers that fire together (tests/e2e/cluster/jobs.spec.ts): a wp-cron.php
 * request with the cookie vista_e2e_cron_barrier (a short id) reads the due jobs, then waits (up to
 * 20 s) until a second such request has read them too, so both run the same due jobs as two
 * servers whose WP-Cron lock raced would; each leaves a row when it ends. Cluster servers only.
 */
if ( is_string( $vista_e2e_server ) && '' !== $vista_e2e_server ) {
	add_filter(
		'pre_get_ready_cron_jobs',
		static function ( $ready ) {
			// Read as a short id only, below.
			$barrier = isset( $_COOKIE['vista_e2e_cron_barrier'] ) ? wp_unslash( $_COOKIE['vista_e2e_cron_barrier'] ) : '';
			if ( null !== $ready || ! wp_doing_cron() || ! is_string( $barrier ) || ! preg_match( '/^[a-z0-9]{1,20}$/', $barrier ) ) {
				return $ready;
			}
			$now   = microtime( true );
			$ready = array();
			foreach ( (array) _get_cron_array() as $at => $hooks ) {
				if ( (float) $at <= $now ) {
					$ready[ $at ] = $hooks;
				}
			}
			global $wpdb;
			$prefix = 'vista_e2e_cron_barrier_' . $barrier . '_';
			add_option( $prefix . str_replace( '.', '', uniqid( '', true ) ), '1', '', false );
			$until = microtime( true ) + 20;
			while ( microtime( true ) < $until && (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ) < 2 ) {
				usleep( 20000 );
			}
			// The test waits for both schedulers to have finished.
			add_action( 'shutdown', static fn () => add_option( 'vista_e2e_cron_done_' . $barrier . '_' . str_replace( '.', '', uniqid( '', true ) ), '1', '', false ) );
			return $ready;
		}
	);
}

/*
 * Vista Speed's bulk image conversion runs on the server in batches, at the machine's pace. A
 * test that stops it part-way parks it at a known point instead: with the option
 * vista_e2e_speed_gate set (tests/e2e/fixtures/speed-images.php gate <n>), the job takes no image
 * past the n-th until the option is removed. Without the option the plugin's rule stands.
 */
add_filter(
	'vista_speed_bulk_may_continue',
	static function ( $may_continue, $position ) {
		$gate = (int) get_option( 'vista_e2e_speed_gate', 0 );
		return $gate > 0 && is_array( $position ) && (int) ( $position['done'] ?? 0 ) >= $gate ? false : $may_continue;
	},
	10,
	2
);

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
// Stripe's API and Stripe.js (tests/e2e/fixtures/stripe-stand-in.php, on the port the cookie names).
add_filter( 'vista_forms_stripe_api_base', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() : $url );
add_filter( 'vista_forms_stripe_script_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/v3/' : $url );
// Authorize.Net's API and Accept.js (tests/e2e/fixtures/authorize-net-stand-in.php).
add_filter( 'vista_forms_authorize_net_api_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/xml/v1/request.api' : $url );
add_filter( 'vista_forms_authorize_net_script_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/v1/Accept.js' : $url );
// Square's API and Web Payments SDK (tests/e2e/fixtures/square-stand-in.php).
add_filter( 'vista_forms_square_api_base', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() : $url );
add_filter( 'vista_forms_square_script_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/v1/square.js' : $url );
// Razorpay's API and Checkout (tests/e2e/fixtures/razorpay-stand-in.php).
add_filter( 'vista_forms_razorpay_api_base', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() : $url );
add_filter( 'vista_forms_razorpay_script_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/v1/checkout.js' : $url );
add_filter( 'vista_forms_geolocation_url', static fn ( $url ) => '' !== $vista_e2e_stand_in() ? $vista_e2e_stand_in() . '/geo' : $url );
add_filter(
	'pre_option_vista_forms_settings',
	static function ( $value ) {
		// Decoded as JSON and checked by the plugin's own settings rules below.
		$asked = isset( $_COOKIE['vista_e2e_forms_settings'] ) ? json_decode( wp_unslash( (string) $_COOKIE['vista_e2e_forms_settings'] ), true ) : null;
		static $checking = false;
		if ( $checking || ! is_array( $asked ) || ! class_exists( '\Vista\Forms\Settings\Settings' ) ) {
			return $value;
		}
		// validate() reads the stored settings through this very filter.
		$checking = true;
		$checked  = \Vista\Forms\Settings\Settings::validate( $asked );
		$checking = false;
		return is_array( $checked ) ? $checked : $value;
	}
);

/*
 * The site's language for one test's requests only (tests/e2e/i18n): the cookie vista_e2e_locale
 * (a locale such as fr_FR) stands for the site's WPLANG and the user's own language, so a test of
 * the French translation neither changes the language of the pages the tests running beside it
 * read nor depends on them. WordPress's own French is not installed: only Vista's text domains
 * (with their .mo and script translations in each plugin's languages/) come out in French.
 */
$vista_e2e_locale = static function ( $locale ) {
	// Read as a locale name only, below.
	$asked = isset( $_COOKIE['vista_e2e_locale'] ) ? wp_unslash( $_COOKIE['vista_e2e_locale'] ) : null;
	return is_string( $asked ) && preg_match( '/^[a-z]{2,3}_[A-Z]{2}$/D', $asked ) ? $asked : $locale;
};
add_filter( 'locale', $vista_e2e_locale, 100 );
add_filter( 'determine_locale', $vista_e2e_locale, 100 );

/*
 * A right-to-left language for one test's requests (tests/e2e/rtl): WordPress takes the text
 * direction from its own language pack (the string 'ltr' in the context 'text direction', which an
 * Arabic or Hebrew pack translates to 'rtl'). No pack can be downloaded here, so for the locales
 * below this stands in for that one string, and is_rtl() and the documents' dir="rtl" follow.
 */
add_filter(
	'gettext_with_context_default',
	static function ( $translation, $text, $context ) {
		$right_to_left = array( 'ar_SA', 'fa_IR', 'he_IL', 'ur_PK' );
		return 'ltr' === $text && 'text direction' === $context && in_array( determine_locale(), $right_to_left, true ) ? 'rtl' : $translation;
	},
	10,
	3
);

/*
 * WordPress refuses a second comment from one address within 15 s ("You are posting comments too
 * quickly"). The visitor suite (tests/visitor) comments from Chromium and Firefox at once, both
 * from the loopback address: the cookie vista_e2e_comment_flood=off lifts that wait for the
 * requests that carry it. Requests without the cookie keep WordPress's rule.
 */
add_filter(
	'wp_is_comment_flood',
	static function ( $is_flood ) {
		// Compared with one literal only, below.
		$asked = isset( $_COOKIE['vista_e2e_comment_flood'] ) ? wp_unslash( $_COOKIE['vista_e2e_comment_flood'] ) : null;
		return 'off' === $asked ? false : $is_flood;
	},
	100
);

/*
 * The admin colour scheme for one test's requests only (tests/e2e/gallery/admin-lists.spec.ts):
 * the cookie vista_e2e_admin_color (a scheme name such as midnight) stands for the user's stored
 * `admin_color` option, so a test of the Midnight scheme does not recolour the screens the tests
 * running beside it, logged in as the same user, look at.
 */
add_filter(
	'get_user_option_admin_color',
	static function ( $scheme ) {
		// Read as a lower-case name only, below.
		$asked = isset( $_COOKIE['vista_e2e_admin_color'] ) ? wp_unslash( $_COOKIE['vista_e2e_admin_color'] ) : null;
		return is_string( $asked ) && preg_match( '/^[a-z]{1,20}$/D', $asked ) ? $asked : $scheme;
	},
	100
);
