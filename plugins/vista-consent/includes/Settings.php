<?php
/**
 * The notice's settings: the fields of 000 §3.13 plus texts, link, look, categories, held-back
 * scripts and the consent log. One option, validated as a whole before it is stored.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Defaults, the shown texts and the checks of each field; reading, validating and storing are the
 * kit's SettingsStore.
 */
final class Settings extends Kit\SettingsStore {

	public const OPTION = 'vista_consent_settings';

	public const CATEGORIES = array( 'statistics', 'marketing' );

	/** Lifetimes are seconds; at least a minute, at most ten years. */
	public const MIN_LIFETIME = 60;
	public const MAX_LIFETIME = 315360000;

	public const MAX_TEXT_LENGTH   = 1000;
	public const MAX_LABEL_LENGTH  = 100;
	public const MAX_HELD_SCRIPTS  = 50;
	public const MAX_SCROLL_OFFSET = 100000;

	/**
	 * Stored defaults. Text fields left empty show the translated default text.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			// Whether visitors see the notice at all (issue 34): the owner may hold it back while
			// setting it up, and turn it on from here or from the getting started card.
			'showNotice'         => true,
			'cookieName'         => 'cookie_notice_accepted',
			'cookieTime'         => 2592000,
			'cookieTimeRejected' => 2592000,
			'globalCookie'       => false,
			'onScroll'           => false,
			'onScrollOffset'     => 100,
			'onClick'            => false,
			'redirection'        => false,
			'cache'              => false,
			'hideEffect'         => 'fade',
			// On by default (issue 34): a visitor can always change their choice later.
			'revokeCookies'      => true,
			'revokeCookiesOpt'   => 'automatic',
			'message'            => '',
			// The default button texts when acceptText and refuseText are empty: "Accept" and
			// "Reject" (issue 34), or Cookie Notice's "Ok" and "No". The spec (000 §2.7) names
			// accept and reject buttons but fixes no wording.
			'buttonWording'      => 'acceptReject',
			'acceptText'         => '',
			'refuseText'         => '',
			'saveText'           => '',
			'moreInfoText'       => '',
			'revokeText'         => '',
			'moreInfo'           => 'privacy',
			'moreInfoUrl'        => '',
			'moreInfoTarget'     => '_blank',
			'position'           => 'bottom',
			'textColor'          => '#ffffff',
			'barColor'           => '#32323a',
			'buttonColor'        => '#007a70', // White on it reads at 5.2:1 (WCAG AA).
			'buttonTextColor'    => '#ffffff',
			'barOpacity'         => 100,
			'categories'         => false,
			'heldScripts'        => array(),
			'log'                => true,
		);
	}

	/** The default button texts each wording offers. */
	public const WORDINGS = array( 'acceptReject', 'okNo' );

	/**
	 * Texts shown where the owner left a text field empty.
	 *
	 * @param string $wording The button wording (buttonWording): acceptReject or okNo.
	 * @return array<string, string>
	 */
	public static function default_texts( string $wording = 'acceptReject' ): array {
		$buttons = 'okNo' === $wording
			? array(
				// Cookie Notice's wording, for sites that want the original's buttons.
				'acceptText' => __( 'Ok', 'vista-consent' ),
				'refuseText' => __( 'No', 'vista-consent' ),
			)
			: array(
				'acceptText' => __( 'Accept', 'vista-consent' ),
				'refuseText' => __( 'Reject', 'vista-consent' ),
			);
		return $buttons + array(
			// Says what the buttons do: continuing to browse accepts nothing (accept-on-scroll and
			// on-click are off by default), and implied consent is not consent under the GDPR. Only
			// an empty (never written) message shows it: a site's saved message is kept as it is.
			'message'      => __( 'We use cookies that this site needs to work. With your permission, we also use cookies to count visits and to show videos from other sites. Accepting allows them; refusing keeps them off, and the site works either way.', 'vista-consent' ),
			'saveText'     => __( 'Save my choices', 'vista-consent' ),
			'moreInfoText' => __( 'Privacy policy', 'vista-consent' ),
			'revokeText'   => __( 'Cookie settings', 'vista-consent' ),
		);
	}

	/**
	 * A text setting as shown: the owner's text, or the translated default.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $key      Text field.
	 */
	public static function text( array $settings, string $key ): string {
		$value = (string) ( $settings[ $key ] ?? '' );
		return '' !== $value ? $value : ( self::default_texts( (string) ( $settings['buttonWording'] ?? '' ) )[ $key ] ?? '' );
	}

	/**
	 * A custom more-info link needs its address.
	 *
	 * @param array<string, mixed>  $settings The complete new settings.
	 * @param array<string, string> $errors   The fields refused so far.
	 * @return array<string, string>
	 */
	protected static function validate_together( array $settings, array $errors ): array {
		if ( 'custom' === $settings['moreInfo'] && '' === $settings['moreInfoUrl'] && ! isset( $errors['moreInfoUrl'] ) ) {
			return array( 'moreInfoUrl' => __( 'Enter the address of the page with more information, or choose another link.', 'vista-consent' ) );
		}
		return array();
	}

	/**
	 * An unknown field's message is filed under the name as sent.
	 *
	 * @param string $key Field as sent.
	 */
	protected static function unknown_field_key( string $key ): string {
		return $key;
	}

	/**
	 * Validates and normalises one field.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value sent.
	 * @return mixed|\WP_Error
	 */
	protected static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'cookieName':
				return is_string( $value ) && preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $value )
					? $value
					: Kit\Validate::error( __( 'The cookie name may use letters, digits, "-" and "_" only, up to 64 characters.', 'vista-consent' ) );

			case 'cookieTime':
			case 'cookieTimeRejected':
				return Kit\Validate::integer_in( $value, self::MIN_LIFETIME, self::MAX_LIFETIME )
					?? Kit\Validate::error(
						/* translators: 1: minimum seconds, 2: maximum seconds. */
						sprintf( __( 'A cookie lifetime is a whole number of seconds from %1$d to %2$d.', 'vista-consent' ), self::MIN_LIFETIME, self::MAX_LIFETIME )
					);

			case 'onScrollOffset':
				return Kit\Validate::integer_in( $value, 0, self::MAX_SCROLL_OFFSET )
					/* translators: %d: maximum offset in pixels. */
					?? Kit\Validate::error( sprintf( __( 'The scroll offset is a whole number of pixels from 0 to %d.', 'vista-consent' ), self::MAX_SCROLL_OFFSET ) );

			case 'barOpacity':
				return Kit\Validate::integer_in( $value, 50, 100 )
					?? Kit\Validate::error( __( 'The bar opacity is a percentage from 50 to 100.', 'vista-consent' ) );

			case 'showNotice':
			case 'globalCookie':
			case 'onScroll':
			case 'onClick':
			case 'redirection':
			case 'cache':
			case 'revokeCookies':
			case 'categories':
			case 'log':
				return Kit\Validate::boolean( $value );

			case 'hideEffect':
				return Kit\Validate::one_of( $value, array( 'none', 'fade', 'slide' ) );
			case 'buttonWording':
				return Kit\Validate::one_of( $value, self::WORDINGS );
			case 'revokeCookiesOpt':
				return Kit\Validate::one_of( $value, array( 'automatic', 'manual' ) );
			case 'moreInfo':
				return Kit\Validate::one_of( $value, array( 'privacy', 'custom', 'none' ) );
			case 'moreInfoTarget':
				return Kit\Validate::one_of( $value, array( '_blank', '_self' ) );
			case 'position':
				return Kit\Validate::one_of( $value, array( 'bottom', 'top' ) );

			case 'message':
				return self::safe_text( $value, self::MAX_TEXT_LENGTH, true );
			case 'acceptText':
			case 'refuseText':
			case 'saveText':
			case 'moreInfoText':
			case 'revokeText':
				return self::safe_text( $value, self::MAX_LABEL_LENGTH, false );

			case 'moreInfoUrl':
				return self::web_address( $value );

			case 'textColor':
			case 'barColor':
			case 'buttonColor':
			case 'buttonTextColor':
				$color = is_string( $value ) ? sanitize_hex_color( $value ) : null;
				return $color ? strtolower( $color ) : Kit\Validate::error( __( 'A colour is a hex value such as #32323a.', 'vista-consent' ) );

			case 'heldScripts':
				return self::held_scripts( $value );
		}
		return Kit\Validate::error( __( 'Unknown setting.', 'vista-consent' ) );
	}

	/**
	 * Text that is shown as it is written: plain text, or for the message also links and emphasis.
	 * Anything else (scripts, other markup, event attributes) is refused rather than silently cut.
	 *
	 * @param mixed $value      Value.
	 * @param int   $max_length Longest allowed.
	 * @param bool  $rich       Whether links and emphasis are allowed.
	 * @return string|\WP_Error
	 */
	private static function safe_text( $value, int $max_length, bool $rich ) {
		if ( ! is_string( $value ) ) {
			return Kit\Validate::error( __( 'This text must be a string.', 'vista-consent' ) );
		}
		$value = trim( $value );
		if ( mb_strlen( $value ) > $max_length ) {
			/* translators: %d: maximum number of characters. */
			return Kit\Validate::error( sprintf( __( 'This text is longer than %d characters.', 'vista-consent' ), $max_length ) );
		}
		$allowed = $rich ? self::message_html() : array();
		if ( wp_kses( $value, $allowed, array( 'http', 'https', 'mailto' ) ) !== $value ) {
			return Kit\Validate::error(
				$rich
					? __( 'The message may contain links, bold and italic text only: scripts, other HTML and unsafe link addresses are not allowed.', 'vista-consent' )
					: __( 'Button texts are plain text: HTML is not allowed.', 'vista-consent' )
			);
		}
		return $value;
	}

	/**
	 * The markup allowed in the message.
	 *
	 * @return array<string, array<string, bool>>
	 */
	public static function message_html(): array {
		return array(
			'a'      => array(
				'href'   => true,
				'target' => true,
				'rel'    => true,
			),
			'strong' => array(),
			'em'     => array(),
			'b'      => array(),
			'i'      => array(),
			'br'     => array(),
		);
	}

	/**
	 * An http or https address, or empty.
	 *
	 * @param mixed $value Value.
	 * @return string|\WP_Error
	 */
	private static function web_address( $value ) {
		if ( ! is_string( $value ) ) {
			return Kit\Validate::error( __( 'The address must be a string.', 'vista-consent' ) );
		}
		$value = trim( $value );
		if ( '' === $value ) {
			return '';
		}
		$clean  = esc_url_raw( $value, array( 'http', 'https' ) );
		$scheme = wp_parse_url( $value, PHP_URL_SCHEME );
		if ( '' === $clean || $clean !== $value || ! in_array( strtolower( (string) $scheme ), array( 'http', 'https' ), true ) ) {
			return Kit\Validate::error( __( 'The more-info link must be a full http:// or https:// address.', 'vista-consent' ) );
		}
		return $clean;
	}

	/**
	 * The scripts to hold back until consent: a list of script handles, each with a category.
	 *
	 * @param mixed $value Value.
	 * @return array<int, array{handle: string, category: string}>|\WP_Error
	 */
	private static function held_scripts( $value ) {
		if ( ! is_array( $value ) || count( $value ) > self::MAX_HELD_SCRIPTS ) {
			/* translators: %d: maximum number of scripts. */
			return Kit\Validate::error( sprintf( __( 'List at most %d scripts to hold back.', 'vista-consent' ), self::MAX_HELD_SCRIPTS ) );
		}
		$scripts = array();
		foreach ( array_values( $value ) as $entry ) {
			$handle   = is_array( $entry ) ? ( $entry['handle'] ?? null ) : null;
			$category = is_array( $entry ) ? ( $entry['category'] ?? null ) : null;
			if ( ! is_string( $handle ) || ! preg_match( '/^[A-Za-z0-9_.-]{1,100}$/', $handle ) ) {
				return Kit\Validate::error( __( 'A script handle may use letters, digits, ".", "-" and "_" only.', 'vista-consent' ) );
			}
			if ( ! in_array( $category, self::CATEGORIES, true ) ) {
				return Kit\Validate::error( __( 'Each held-back script needs the category statistics or marketing.', 'vista-consent' ) );
			}
			$scripts[ $handle ] = array(
				'handle'   => $handle,
				'category' => $category,
			);
		}
		return array_values( $scripts );
	}
}
