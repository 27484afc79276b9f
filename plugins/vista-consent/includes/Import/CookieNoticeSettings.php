<?php
/**
 * Cookie Notice's settings, read and turned into Vista Consent's. The facts come from Cookie
 * Notice's public source (read there, nothing of it copied):
 * - dfactoryplugins/cookie-notice, cookie-notice.php at 89619e7401cdc53e4bf25ebd59281546726a58ea
 *   (1.3.2): the option `cookie_notice_options` and its keys (message_text, accept_text,
 *   refuse_text, revoke_text, see_more and see_more_opt {text, link_type page|custom, id, link},
 *   link_target, position, colors {text, bar, bar_opacity}, hide_effect none|fade|slide, time and
 *   time_rejected named periods, on_scroll, on_scroll_offset, on_click, redirection,
 *   revoke_cookies, revoke_cookies_opt automatic|manual, refuse_code, refuse_code_head), the
 *   seconds of each named period, and the older 'yes'/'no' strings of its flags;
 * - WordPressBugBounty/plugins-cookie-notice, cookie-notice/cookie-notice.php at
 *   6a1350984e97fd2168053874735f8aa82dfa099f (2.x): colors.button and global_cookie besides.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Settings;

/**
 * The original's option, item by item (an item is one of its settings, by its key there).
 */
final class CookieNoticeSettings {

	/**
	 * Cookie Notice's option.
	 */
	public const OPTION = 'cookie_notice_options';

	/**
	 * Its named cookie lifetimes, in seconds.
	 */
	private const PERIODS = array(
		'hour'     => 3600,
		'day'      => 86400,
		'week'     => 604800,
		'month'    => 2592000,
		'3months'  => 7862400,
		'6months'  => 15811200,
		'year'     => 31536000,
		'infinity' => 2147483647,
	);

	/**
	 * Its settings that carry over, in the order they are imported: its key (a dot for a nested
	 * one) → Vista Consent's field.
	 */
	private const SIMPLE = array(
		'message_text'        => 'message',
		'accept_text'         => 'acceptText',
		'refuse_text'         => 'refuseText',
		'revoke_text'         => 'revokeText',
		'see_more_opt.text'   => 'moreInfoText',
		'link_target'         => 'moreInfoTarget',
		'position'            => 'position',
		'colors.text'         => 'textColor',
		'colors.bar'          => 'barColor',
		'colors.button'       => 'buttonColor',
		'colors.bar_opacity'  => 'barOpacity',
		'hide_effect'         => 'hideEffect',
		'time'                => 'cookieTime',
		'time_rejected'       => 'cookieTimeRejected',
		'on_scroll'           => 'onScroll',
		'on_scroll_offset'    => 'onScrollOffset',
		'on_click'            => 'onClick',
		'redirection'         => 'redirection',
		'revoke_cookies'      => 'revokeCookies',
		'revoke_cookies_opt'  => 'revokeCookiesOpt',
		'global_cookie'       => 'globalCookie',
		'see_more'            => 'moreInfo',
		'refuse_code'         => 'heldScripts',
		'refuse_code_head'    => 'heldScripts',
	);

	/**
	 * The original's option as stored, or null when the site never had Cookie Notice.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function stored(): ?array {
		$options = get_option( self::OPTION, null );
		return is_array( $options ) ? $options : null;
	}

	/**
	 * The keys of the original's settings this site has, in import order. Script code is an item
	 * only when some was entered (it is reported as skipped).
	 *
	 * @param array<string, mixed> $options The original's option.
	 * @return list<string>
	 */
	public static function items( array $options ): array {
		$items = array();
		foreach ( array_keys( self::SIMPLE ) as $key ) {
			$value = self::value( $options, $key );
			if ( null === $value || ( str_starts_with( $key, 'refuse_code' ) && '' === trim( (string) $value ) ) ) {
				continue;
			}
			$items[] = $key;
		}
		return $items;
	}

	/**
	 * Vista Consent's fields for one of the original's settings, or a WP_Error saying why it does
	 * not carry over.
	 *
	 * @param array<string, mixed> $options The original's option.
	 * @param string               $key     The setting's key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function fields( array $options, string $key ) {
		$value = self::value( $options, $key );
		$field = self::SIMPLE[ $key ];
		switch ( $key ) {
			case 'refuse_code':
			case 'refuse_code_head':
				return new \WP_Error( 'vista_consent_import_code', __( 'Vista Consent holds back scripts by their handle, not pasted code: add the scripts to the held-back list in Consent → Settings.', 'vista-consent' ) );
			case 'see_more':
				return self::more_info( $options );
			case 'message_text':
				return array( $field => mb_substr( trim( wp_kses( (string) $value, Settings::message_html(), array( 'http', 'https', 'mailto' ) ) ), 0, Settings::MAX_TEXT_LENGTH ) );
			case 'accept_text':
			case 'refuse_text':
			case 'revoke_text':
			case 'see_more_opt.text':
				return array( $field => mb_substr( trim( wp_strip_all_tags( (string) $value ) ), 0, Settings::MAX_LABEL_LENGTH ) );
			case 'colors.text':
			case 'colors.bar':
			case 'colors.button':
				return array( $field => self::long_hex( (string) $value ) );
			case 'colors.bar_opacity':
				// Vista keeps the bar readable: at least half opaque.
				return array( $field => max( 50, min( 100, (int) $value ) ) );
			case 'time':
			case 'time_rejected':
				return array( $field => min( Settings::MAX_LIFETIME, self::PERIODS[ (string) $value ] ?? self::PERIODS['month'] ) );
			case 'on_scroll':
			case 'on_click':
			case 'redirection':
			case 'revoke_cookies':
			case 'global_cookie':
				return array( $field => self::flag( $value ) );
			case 'on_scroll_offset':
				return array( $field => (int) $value );
		}
		return array( $field => is_scalar( $value ) ? (string) $value : '' );
	}

	/**
	 * The more-info link: none, the site's privacy policy page, or an address (another page of
	 * the site, or a custom link).
	 *
	 * @param array<string, mixed> $options The original's option.
	 * @return array<string, mixed>
	 */
	private static function more_info( array $options ): array {
		if ( ! self::flag( $options['see_more'] ?? false ) ) {
			return array( 'moreInfo' => 'none' );
		}
		$link = (array) ( $options['see_more_opt'] ?? array() );
		if ( 'custom' === ( $link['link_type'] ?? 'page' ) ) {
			return array(
				'moreInfoUrl' => trim( (string) ( $link['link'] ?? '' ) ),
				'moreInfo'    => 'custom',
			);
		}
		$page = (int) ( $link['id'] ?? 0 );
		if ( 0 === $page || (int) get_option( 'wp_page_for_privacy_policy' ) === $page ) {
			return array( 'moreInfo' => 'privacy' );
		}
		return array(
			'moreInfoUrl' => (string) get_permalink( $page ),
			'moreInfo'    => 'custom',
		);
	}

	/**
	 * A setting by its key (a dot for a nested one), or null when the option lacks it.
	 *
	 * @param array<string, mixed> $options The original's option.
	 * @param string               $key     The key.
	 * @return mixed
	 */
	private static function value( array $options, string $key ) {
		$value = $options;
		foreach ( explode( '.', $key ) as $part ) {
			if ( ! is_array( $value ) || ! array_key_exists( $part, $value ) ) {
				return null;
			}
			$value = $value[ $part ];
		}
		return $value;
	}

	/**
	 * A flag as stored: a boolean, or the 'yes'/'no' of older versions.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function flag( $value ): bool {
		return is_string( $value ) ? in_array( strtolower( $value ), array( 'yes', '1', 'true' ), true ) : (bool) $value;
	}

	/**
	 * A colour in the six-digit form Vista stores (the original accepts #fff).
	 *
	 * @param string $color The original's colour.
	 */
	private static function long_hex( string $color ): string {
		$color = strtolower( trim( $color ) );
		if ( preg_match( '/^#([0-9a-f])([0-9a-f])([0-9a-f])$/', $color, $short ) ) {
			return '#' . $short[1] . $short[1] . $short[2] . $short[2] . $short[3] . $short[3];
		}
		return $color;
	}
}
