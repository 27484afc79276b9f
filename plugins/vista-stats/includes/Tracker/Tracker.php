<?php
/**
 * Puts the tracker on front-end pages with its settings object, WP_Statistics_Tracker_Object
 * (001 §4), and answers the admin-ajax routes of the hit path (ad-blocker bypass, 001 §7).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;
use const Vista\Stats\PLUGIN_FILE;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Plugin;
use Vista\Stats\Storage\WpdbStore;

/**
 * The tracker's script, its settings and the admin-ajax hit routes.
 */
final class Tracker {

	public const HANDLE        = 'vista-stats-tracker';
	public const HIT_ACTION    = 'vista_stats_hit';
	public const ONLINE_ACTION = 'vista_stats_online';

	/** The event calls' actions, printed in the tracker's object (EventRecorder answers them). */
	public const CUSTOM_EVENT_ACTION = 'vista_stats_custom_event';
	public const LINK_EVENT_ACTION   = 'vista_stats_event';

	/**
	 * A hit through admin-ajax.php (HIT_ACTION, the ad-blocker bypass).
	 */
	public static function answer_hit_ajax(): void {
		self::answer_ajax( 'hit' );
	}

	/**
	 * The online ping through admin-ajax.php (HIT_ACTION's twin for ONLINE_ACTION).
	 */
	public static function answer_online_ajax(): void {
		self::answer_ajax( 'online' );
	}

	/**
	 * Whether this request is tracked: a front-end page, not excluded by role or address.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function tracks_request( array $settings ): bool {
		if ( is_admin() || is_feed() || is_embed() || is_robots() || is_trackback() || wp_is_json_request() ) {
			return false;
		}
		$user = wp_get_current_user();
		if ( $user->exists() && array_intersect( (array) $user->roles, (array) $settings['excludedRoles'] ) ) {
			return false;
		}
		$path = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH ); // Only matched against patterns.
		return ! self::url_excluded( $path, (array) $settings['excludedUrls'] );
	}

	/**
	 * Whether a path matches an excluded address: exact, or a prefix when the pattern ends in *.
	 *
	 * @param string   $path     Request path.
	 * @param string[] $patterns Excluded addresses.
	 */
	public static function url_excluded( string $path, array $patterns ): bool {
		foreach ( $patterns as $pattern ) {
			$matches = str_ends_with( $pattern, '*' )
				? str_starts_with( $path, substr( $pattern, 0, -1 ) )
				: untrailingslashit( $path ) === untrailingslashit( $pattern );
			if ( $matches ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * What this page is: a kind and an id (0 for pages without one).
	 *
	 * @return array{0: string, 1: int}
	 */
	public static function current_source(): array {
		if ( is_front_page() || is_home() ) {
			return array( 'home', is_singular() ? (int) get_queried_object_id() : 0 );
		}
		if ( is_singular() ) {
			return array( substr( (string) get_post_type(), 0, 20 ), (int) get_queried_object_id() );
		}
		if ( is_category() || is_tag() || is_tax() ) {
			return array( 'term', (int) get_queried_object_id() );
		}
		if ( is_author() ) {
			return array( 'author', (int) get_queried_object_id() );
		}
		if ( is_search() ) {
			return array( 'search', 0 );
		}
		if ( is_404() ) {
			return array( 'not_found', 0 );
		}
		return array( 'archive', 0 );
	}

	/**
	 * The address of this page as the server knows it, which the dashboard lists it by: the
	 * permalink of a post, term or author (whatever query string the visitor added), else the
	 * requested path and query (a search, a date archive), cut to the column's length.
	 *
	 * @param int $source_id The page's id (0 when it has none).
	 */
	public static function current_path( int $source_id ): string {
		$link = '';
		if ( $source_id > 0 && is_singular() ) {
			$link = (string) get_permalink( $source_id );
		} elseif ( $source_id > 0 && ( is_category() || is_tag() || is_tax() ) ) {
			$term = get_term_link( $source_id );
			$link = is_string( $term ) ? $term : '';
		} elseif ( $source_id > 0 && is_author() ) {
			$link = get_author_posts_url( $source_id );
		}
		$path = '' !== $link
			? wp_make_link_relative( $link )
			: (string) wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ); // Cleaned below; signed, stored as text, escaped where shown.
		$path = (string) preg_replace( '/[\x00-\x1F\x7F]/', '', $path );
		$path = str_starts_with( $path, '/' ) && ! str_starts_with( $path, '//' ) ? $path : '/';
		return mb_substr( $path, 0, 255 );
	}

	/**
	 * Whether hits can go to the lean endpoint here: standard layout (plugins under wp-content of
	 * this WordPress), secret keys defined, and no database drop-in other than SQLite's.
	 */
	public static function lean_endpoint_usable(): bool {
		if ( ! Signer::from_constants() || trailingslashit( dirname( WP_PLUGIN_DIR, 2 ) ) !== trailingslashit( ABSPATH ) ) {
			return false;
		}
		$dropin = WP_CONTENT_DIR . '/db.php';
		return ! is_file( $dropin ) || defined( 'SQLITE_DB_DROPIN_VERSION' );
	}

	/**
	 * Which consent integration applies: the owner's choice, or with "auto" Vista Consent when it
	 * is active, else the WP Consent API when it is loaded, else none.
	 *
	 * @param string $choice Setting.
	 */
	public static function consent_integration( string $choice ): ?string {
		if ( 'auto' === $choice ) {
			if ( function_exists( 'vista_consent_has' ) ) {
				return 'vista_consent';
			}
			return function_exists( 'wp_has_consent' ) ? 'wp_consent_api' : null;
		}
		return 'none' === $choice ? null : $choice;
	}

	/**
	 * The integration as the original tracker object names it (issue 14): Vista Consent speaks the
	 * WP Consent API, so it is presented as wp_consent_api, with status.consent_level and
	 * status.track_anonymously; real_cookie_banner; borlabs_cookie; an empty name for none.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array{name: string, status: array<string, mixed>}
	 */
	public static function consent_object( array $settings ): array {
		$integration = self::consent_integration( (string) $settings['consentIntegration'] );
		$anonymous   = (bool) $settings['anonymousTracking'];
		return match ( $integration ) {
			'vista_consent', 'wp_consent_api' => array(
				'name'   => 'wp_consent_api',
				'status' => array(
					'consent_level'     => (string) $settings['consentLevel'],
					'track_anonymously' => $anonymous,
				),
			),
			'real_cookie_banner' => array(
				'name'   => 'real_cookie_banner',
				'status' => array( 'track_anonymously' => $anonymous ),
			),
			'borlabs' => array(
				'name'   => 'borlabs_cookie',
				'status' => array(),
			),
			default => array(
				'name'   => '',
				'status' => array(),
			),
		};
	}

	/**
	 * Whether the tracker follows Vista Consent, which presents the visitor's choice through the WP
	 * Consent API's browser side (Vista Consent prints that bridge with its notice). With only
	 * Vista Statistics active, "auto" finds no consent tool and the tracker counts at once, as the
	 * original does with no integration; an owner who names one waits for it.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function follows_vista_consent( array $settings ): bool {
		return 'vista_consent' === self::consent_integration( (string) $settings['consentIntegration'] )
			&& function_exists( 'vista_consent_has' );
	}

	/**
	 * Link and download tracking as the original's DataPlus add-on prints them, so its event script
	 * works against our endpoint (issue 14).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $ajax_url The event address.
	 * @return array<string, mixed>
	 */
	public static function event_object( array $settings, string $ajax_url ): array {
		return array(
			'options'        => array(
				'linkTracker'     => (bool) $settings['linkTracking'],
				'downloadTracker' => (bool) $settings['downloadTracking'],
			),
			'fileExtensions' => array_values( (array) $settings['downloadExtensions'] ),
			'eventAjaxUrl'   => $ajax_url,
		);
	}

	/**
	 * The settings object of the tracker (001 §3, §4).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public static function tracker_object( array $settings ): array {
		[ $source_type, $source_id ] = self::current_source();
		$signer                      = Signer::from_constants();
		$bypass                      = $settings['bypassAdBlockers'] || ! self::lean_endpoint_usable();
		$page_path                   = self::current_path( $source_id );
		$issued                      = Signer::day_number( time() );
		$params                      = array(
			'source_type' => $source_type,
			'source_id'   => $source_id,
			'page_path'   => $page_path,
			'issued'      => $issued,
			'signature'   => $signer ? $signer->sign( $source_type, $source_id, $issued, $page_path ) : '',
		);
		// Events are signed like hits, not with a nonce, so a page from a week-old cache still sends them.
		$signed_page                 = array_map( 'rawurlencode', array_map( 'strval', $params ) );
		return array(
			'requestUrl'         => plugins_url( 'lean', PLUGIN_FILE ),
			'ajaxUrl'            => admin_url( 'admin-ajax.php' ),
			'hitParams'          => $params + ( $bypass ? array( 'action' => self::HIT_ACTION ) : array( 'endpoint' => 'hit.php' ) ),
			'onlineParams'       => $params + ( $bypass ? array( 'action' => self::ONLINE_ACTION ) : array( 'endpoint' => 'online.php' ) ),
			'option'             => array(
				'userOnline'           => (bool) $settings['onlineTracking'],
				'dntEnabled'           => (bool) $settings['respectDnt'],
				'bypassAdBlockers'     => $bypass,
				'consentIntegration'   => self::consent_object( $settings ),
				'isPreview'            => is_preview() || is_customize_preview(),
				'trackAnonymously'     => (bool) $settings['anonymousTracking'],
				'isWpConsentApiActive' => function_exists( 'wp_has_consent' ),
				'consentLevel'         => (string) $settings['consentLevel'],
				'linkTracking'         => (bool) $settings['linkTracking'],
				'downloadTracking'     => (bool) $settings['downloadTracking'],
				'downloadExtensions'   => array_values( (array) $settings['downloadExtensions'] ),
			),
			'jsCheckTime'        => (int) $settings['jsCheckTime'] * 1000,
			'customEventAjaxUrl' => add_query_arg( array( 'action' => self::CUSTOM_EVENT_ACTION ) + $signed_page, admin_url( 'admin-ajax.php' ) ),
			'eventAjaxUrl'       => add_query_arg( array( 'action' => self::LINK_EVENT_ACTION ) + $signed_page, admin_url( 'admin-ajax.php' ) ),
		);
	}

	/**
	 * Enqueues the tracker with its settings object on tracked pages.
	 */
	public static function enqueue(): void {
		$settings   = Settings::get();
		$asset_file = Kit\Bootstrap::build_dir() . '/tracker.asset.php';
		if ( ! is_readable( $asset_file ) || ! self::tracks_request( $settings ) ) {
			return;
		}
		$asset  = require $asset_file;
		// Following Vista Consent, the tracker runs after its notice script, whose answer it asks.
		$notice = 'vista-consent-notice';
		$after  = self::follows_vista_consent( $settings ) && wp_script_is( $notice, 'enqueued' ) ? array( $notice ) : array();
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/tracker.js', PLUGIN_FILE ),
			array_merge( $asset['dependencies'], $after ),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		$object = self::tracker_object( $settings );
		$inline = 'var WP_Statistics_Tracker_Object = ' . wp_json_encode( $object ) . ';';
		$inline .= "\nvar WP_Statistics_DataPlus_Event_Object = " . wp_json_encode( self::event_object( $settings, (string) $object['eventAjaxUrl'] ) ) . ';';
		wp_add_inline_script( self::HANDLE, $inline, 'before' );
	}

	/**
	 * The admin-ajax route of hits and online pings (ad-blocker bypass): the same recorder as the
	 * lean endpoint, on $wpdb.
	 *
	 * @param string $kind 'hit' or 'online'.
	 */
	public static function answer_ajax( string $kind ): void {
		$signer = Signer::for_site();
		if ( ! $signer ) {
			wp_send_json( array( 'status' => false ), 500 );
		}
		$settings = Settings::get();
		// Roles are known only where WordPress runs: here, and for the lean endpoint's requests
		// that carry a sign-in cookie, which it hands to this function (issue 31 item 15).
		$user = wp_get_current_user();
		if ( $user->exists() && array_intersect( (array) $user->roles, (array) $settings['excludedRoles'] ) ) {
			wp_send_json(
				array(
					'status'  => false,
					'message' => 'Excluded: role.',
				)
			);
		}
		$store             = new WpdbStore();
		$recorder          = new HitRecorder( $store, $signer, $settings );
		[ $status, $body ] = $recorder->handle( $kind, Kit\Ajax::posted(), $_SERVER ); // Signed parameters; validated in HitRecorder.
		wp_send_json( $body, $status );
	}
}
