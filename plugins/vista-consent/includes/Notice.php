<?php
/**
 * The cookie notice (000 §2.7, §4.6): rendered by PHP at the top of the page so it is there at
 * first paint, positioned fixed so it moves nothing, and wired by the dependency-free notice script.
 *
 * Whether it shows is decided in the browser, before first paint, by a tiny inline script that
 * reads the consent cookie: that keeps the page the same for every visitor, so page caches work.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the notice, its revoke control, its settings object and the body classes.
 */
final class Notice {

	public const HANDLE = 'vista-consent-notice';

	/** The consent log's REST route (ConsentLogController), which the notice posts to. */
	public const LOG_ROUTE = 'vista-consent/v1/consents';

	private static bool $printed = false;

	/**
	 * The signature a page prints for the log (no expiry, so a page a full-page cache kept for a
	 * week still has a good one): the kit's MAC for the purpose 'consent-log-page', bound to this
	 * site's address.
	 * Kept here, not in the REST controller that checks it, which a visitor's page never loads.
	 */
	public static function page_token(): string {
		return Kit\SignedToken::mac( 'consent-log-page', home_url( '/' ) );
	}

	/**
	 * Whether this request shows the notice at all: front-end pages, not embeds, feeds or previews
	 * in the block editor, and only while the owner has it on (showNotice).
	 */
	public static function applies(): bool {
		return ! is_admin() && ! is_feed() && ! is_embed() && ! wp_is_json_request() && ! is_customize_preview()
			&& Settings::get()['showNotice'];
	}

	/**
	 * The settings object of the notice script: the 000 §3.13 fields and what the script needs.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public static function script_args( array $settings ): array {
		return array(
			'cookieName'         => $settings['cookieName'],
			'cookieTime'         => $settings['cookieTime'],
			'cookieTimeRejected' => $settings['cookieTimeRejected'],
			'globalCookie'       => $settings['globalCookie'],
			'cookieDomain'       => $settings['globalCookie'] ? self::global_cookie_domain() : '',
			'cookiePath'         => (string) ( wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ?: '/' ),
			'secure'             => is_ssl(),
			'onScroll'           => $settings['onScroll'],
			'onScrollOffset'     => $settings['onScrollOffset'],
			'onClick'            => $settings['onClick'],
			'redirection'        => $settings['redirection'],
			'cache'              => $settings['cache'],
			'hideEffect'         => $settings['hideEffect'],
			'revokeCookies'      => $settings['revokeCookies'],
			'revokeCookiesOpt'   => $settings['revokeCookiesOpt'],
			'categories'         => $settings['categories'],
			'log'                => $settings['log'] ? array(
				'url'   => rest_url( self::LOG_ROUTE ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
				'token' => self::page_token(),
			) : false,
		);
	}

	/**
	 * The registrable domain of the site, for one cookie across its subdomains ("global cookie").
	 * Hosts without a dot (localhost) and IP addresses get a host-only cookie.
	 */
	public static function global_cookie_domain(): string {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		if ( ! str_contains( $host, '.' ) || filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return '';
		}
		$labels = explode( '.', $host );
		return '.' . implode( '.', array_slice( $labels, -2 ) );
	}

	/**
	 * Marks <html> before first paint: framed (the notice does nothing in an iframe) and decided
	 * (a choice is stored, so the notice stays hidden).
	 */
	public static function print_head_script(): void {
		if ( ! self::applies() ) {
			return;
		}
		$name = Settings::get()['cookieName'];
		$code = sprintf(
			'(function(d,w){var c=d.documentElement.classList;try{if(w.self!==w.top)c.add("cn-framed")}catch(e){c.add("cn-framed")}if(/(?:^|;\s*)%s=(?:true|false)(?:;|$)/.test(d.cookie))c.add("cn-decided")})(document,window);',
			// The name is limited to [A-Za-z0-9_-] by Settings, so it is safe inside the pattern.
			$name
		);
		wp_print_inline_script_tag( $code, array( 'id' => 'vista-consent-head' ) );
	}

	/**
	 * Enqueues the notice's script and style with its settings object (`cnArgs`).
	 */
	public static function enqueue(): void {
		$asset_file = Kit\Bootstrap::build_dir() . '/notice.asset.php';
		if ( ! self::applies() || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		$base  = plugins_url( 'build/notice', PLUGIN_FILE );
		wp_enqueue_style( self::HANDLE, $base . '.css', array(), $asset['version'] );
		wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		wp_enqueue_script(
			self::HANDLE,
			$base . '.js',
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_add_inline_script( self::HANDLE, 'window.cnArgs = ' . wp_json_encode( self::script_args( Settings::get() ) ) . ';', 'before' );
		$bridge = Kit\Bootstrap::build_dir() . '/wp-consent-bridge.js';
		// The WP Consent API's browser side, unless its own plugin offers it (WpConsentApi).
		if ( ! function_exists( 'wp_has_consent' ) && is_readable( $bridge ) ) {
			wp_add_inline_script( self::HANDLE, (string) file_get_contents( $bridge ), 'before' ); // Our own built script.
		}
	}

	/**
	 * Body classes for themes and styles: not set, or set and accepted or refused.
	 *
	 * @param string[] $classes Classes.
	 * @return string[]
	 */
	public static function body_classes( array $classes ): array {
		if ( ! self::applies() ) {
			return $classes;
		}
		$state = ConsentState::current();
		if ( ! $state->decided() ) {
			$classes[] = 'cookies-not-set';
		} else {
			$classes[] = 'cookies-set';
			$classes[] = $state->accepted() ? 'cookies-accepted' : 'cookies-refused';
		}
		return $classes;
	}

	/**
	 * Prints the notice once, at the top of <body> (or in the footer for themes without
	 * wp_body_open).
	 */
	public static function print_notice(): void {
		if ( self::$printed || ! self::applies() ) {
			return;
		}
		self::$printed = true;
		echo self::markup( Settings::get() ); // Built escaped.
	}

	/**
	 * The notice's HTML; shared with the settings screen's preview through the REST answer.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function markup( array $settings ): string {
		$style = sprintf(
			'--cn-text:%s;--cn-bar:%s;--cn-button:%s;--cn-button-text:%s;--cn-opacity:%s;',
			$settings['textColor'],
			$settings['barColor'],
			$settings['buttonColor'],
			$settings['buttonTextColor'],
			$settings['barOpacity'] / 100
		);
		$classes = sprintf( 'cn-position-%s cn-effect-%s', $settings['position'], $settings['hideEffect'] );

		$categories = '';
		if ( $settings['categories'] ) {
			$categories = '<fieldset class="cn-categories"><legend class="cn-categories-legend">' . esc_html__( 'Cookies I allow', 'vista-consent' ) . '</legend>'
				. '<label class="cn-category"><input type="checkbox" checked disabled> ' . esc_html__( 'Necessary', 'vista-consent' ) . '</label>'
				. '<label class="cn-category"><input type="checkbox" class="cn-category-input" value="statistics"> ' . esc_html__( 'Statistics', 'vista-consent' ) . '</label>'
				. '<label class="cn-category"><input type="checkbox" class="cn-category-input" value="marketing"> ' . esc_html__( 'Marketing', 'vista-consent' ) . '</label>'
				. '</fieldset>';
		}

		$buttons = sprintf(
			'<button type="button" id="cn-accept-cookie" class="cn-set-cookie cn-button" data-cookie-set="accept">%s</button>',
			esc_html( Settings::text( $settings, 'acceptText' ) )
		);
		if ( $settings['categories'] ) {
			$buttons .= sprintf(
				// data-cookie-set="accept": a script that knows only accept and refuse (the
				// original's) must not read saving a choice as a refusal; data-cn-set says "save".
				'<button type="button" id="cn-save-cookie" class="cn-set-cookie cn-button" data-cookie-set="accept" data-cn-set="save">%s</button>',
				esc_html( Settings::text( $settings, 'saveText' ) )
			);
		}
		$buttons .= sprintf(
			'<button type="button" id="cn-refuse-cookie" class="cn-set-cookie cn-button" data-cookie-set="refuse">%s</button>',
			esc_html( Settings::text( $settings, 'refuseText' ) )
		);
		$more_info = self::more_info_url( $settings );
		if ( '' !== $more_info ) {
			$new_tab  = '_blank' === $settings['moreInfoTarget'];
			$buttons .= sprintf(
				'<a href="%s" id="cn-more-info" class="cn-more-info cn-button"%s>%s%s</a>',
				esc_url( $more_info ),
				$new_tab ? ' target="_blank" rel="noopener"' : '',
				esc_html( Settings::text( $settings, 'moreInfoText' ) ),
				$new_tab ? '<span class="screen-reader-text"> ' . esc_html__( '(opens in a new tab)', 'vista-consent' ) . '</span>' : ''
			);
		}

		$revoke = '';
		if ( $settings['revokeCookies'] && 'automatic' === $settings['revokeCookiesOpt'] ) {
			$revoke = self::revoke_button( $settings, 'cn-revoke-auto' );
		}

		return sprintf(
			'<div id="cookie-notice" class="%1$s" style="%2$s" role="dialog" aria-modal="false" aria-label="%3$s" aria-describedby="cn-notice-text" data-nosnippet>'
			. '<div class="cookie-notice-container"><p id="cn-notice-text" class="cn-text-container">%4$s</p>%5$s<div class="cn-buttons-container">%6$s</div>'
			// The close control refuses, as the reject button does (000 §4.6), under the original's id.
			. '<button type="button" id="cn-close-notice" class="cn-close-icon" data-cookie-set="refuse" aria-label="%8$s"></button></div>'
			. '</div>%7$s',
			esc_attr( $classes ),
			esc_attr( $style ),
			esc_attr__( 'Cookie consent', 'vista-consent' ),
			wp_kses( Settings::text( $settings, 'message' ), Settings::message_html() ),
			$categories,
			$buttons,
			$revoke,
			esc_attr__( 'Close and refuse', 'vista-consent' )
		);
	}

	/**
	 * Where "more info" leads: the site's privacy policy page, the owner's address, or nowhere.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function more_info_url( array $settings ): string {
		return match ( $settings['moreInfo'] ) {
			'privacy' => (string) get_privacy_policy_url(),
			'custom' => (string) $settings['moreInfoUrl'],
			default => '',
		};
	}

	/**
	 * A control that reopens the notice so the visitor can change their choice.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $variant  cn-revoke-auto (fixed corner) or cn-revoke-inline.
	 */
	public static function revoke_button( array $settings, string $variant ): string {
		return sprintf(
			'<button type="button" class="cn-revoke-cookie cn-button %s" aria-controls="cookie-notice">%s</button>',
			esc_attr( $variant ),
			esc_html( Settings::text( $settings, 'revokeText' ) )
		);
	}

	/**
	 * The [cookies_revoke] shortcode: the manual revoke control.
	 */
	public static function revoke_control(): string {
		return self::revoke_button( Settings::get(), 'cn-revoke-inline' );
	}
}
