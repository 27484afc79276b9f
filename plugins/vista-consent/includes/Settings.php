<?php
/**
 * The notice's settings: the fields of 000 §3.13 plus texts, link, look, categories, held-back
 * scripts and the consent log. One option, validated as a whole before it is stored.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

/**
 * Defaults, reading and validation of the settings.
 */
final class Settings {

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
			'revokeCookies'      => false,
			'revokeCookiesOpt'   => 'automatic',
			'message'            => '',
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

	/**
	 * Texts shown where the owner left a text field empty.
	 *
	 * @return array<string, string>
	 */
	public static function default_texts(): array {
		return array(
			'message'      => __( 'We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.', 'vista-consent' ),
			'acceptText'   => __( 'Ok', 'vista-consent' ),
			'refuseText'   => __( 'No', 'vista-consent' ),
			'saveText'     => __( 'Save my choices', 'vista-consent' ),
			'moreInfoText' => __( 'Privacy policy', 'vista-consent' ),
			'revokeText'   => __( 'Cookie settings', 'vista-consent' ),
		);
	}

	/**
	 * The stored settings over the defaults; unknown keys from older versions are dropped.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), array_intersect_key( is_array( $stored ) ? $stored : array(), self::defaults() ) );
	}

	/**
	 * A text setting as shown: the owner's text, or the translated default.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $key      Text field.
	 */
	public static function text( array $settings, string $key ): string {
		$value = (string) ( $settings[ $key ] ?? '' );
		return '' !== $value ? $value : ( self::default_texts()[ $key ] ?? '' );
	}

	/**
	 * Validates a change against the current settings. Nothing is stored unless every field is valid;
	 * each invalid field gets a message saying what is allowed.
	 *
	 * @param array<string, mixed> $changes Fields to change.
	 * @return array<string, mixed>|\WP_Error The complete new settings, or the errors by field.
	 */
	public static function validate( array $changes ) {
		$settings = self::get();
		$errors   = array();
		$defaults = self::defaults();

		foreach ( $changes as $key => $value ) {
			if ( ! array_key_exists( $key, $defaults ) ) {
				/* translators: %s: a setting name. */
				$errors[ $key ] = sprintf( __( 'Unknown setting "%s".', 'vista-consent' ), sanitize_key( (string) $key ) );
				continue;
			}
			$result = self::validate_field( $key, $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $key ] = $result->get_error_message();
			} else {
				$settings[ $key ] = $result;
			}
		}

		if ( 'custom' === $settings['moreInfo'] && '' === $settings['moreInfoUrl'] && ! isset( $errors['moreInfoUrl'] ) ) {
			$errors['moreInfoUrl'] = __( 'Enter the address of the page with more information, or choose another link.', 'vista-consent' );
		}

		if ( $errors ) {
			return new \WP_Error(
				'vista_consent_invalid_settings',
				__( 'The settings were not saved: some values are not allowed.', 'vista-consent' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		return $settings;
	}

	/**
	 * Validates and normalises one field.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value sent.
	 * @return mixed|\WP_Error
	 */
	private static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'cookieName':
				return is_string( $value ) && preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $value )
					? $value
					: self::error( __( 'The cookie name may use letters, digits, "-" and "_" only, up to 64 characters.', 'vista-consent' ) );

			case 'cookieTime':
			case 'cookieTimeRejected':
				return self::integer_in( $value, self::MIN_LIFETIME, self::MAX_LIFETIME )
					?? self::error(
						/* translators: 1: minimum seconds, 2: maximum seconds. */
						sprintf( __( 'A cookie lifetime is a whole number of seconds from %1$d to %2$d.', 'vista-consent' ), self::MIN_LIFETIME, self::MAX_LIFETIME )
					);

			case 'onScrollOffset':
				return self::integer_in( $value, 0, self::MAX_SCROLL_OFFSET )
					/* translators: %d: maximum offset in pixels. */
					?? self::error( sprintf( __( 'The scroll offset is a whole number of pixels from 0 to %d.', 'vista-consent' ), self::MAX_SCROLL_OFFSET ) );

			case 'barOpacity':
				return self::integer_in( $value, 50, 100 )
					?? self::error( __( 'The bar opacity is a percentage from 50 to 100.', 'vista-consent' ) );

			case 'globalCookie':
			case 'onScroll':
			case 'onClick':
			case 'redirection':
			case 'cache':
			case 'revokeCookies':
			case 'categories':
			case 'log':
				return is_bool( $value ) ? $value : self::error( __( 'This setting is either on or off.', 'vista-consent' ) );

			case 'hideEffect':
				return self::one_of( $value, array( 'none', 'fade', 'slide' ) );
			case 'revokeCookiesOpt':
				return self::one_of( $value, array( 'automatic', 'manual' ) );
			case 'moreInfo':
				return self::one_of( $value, array( 'privacy', 'custom', 'none' ) );
			case 'moreInfoTarget':
				return self::one_of( $value, array( '_blank', '_self' ) );
			case 'position':
				return self::one_of( $value, array( 'bottom', 'top' ) );

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
				return $color ? strtolower( $color ) : self::error( __( 'A colour is a hex value such as #32323a.', 'vista-consent' ) );

			case 'heldScripts':
				return self::held_scripts( $value );
		}
		return self::error( __( 'Unknown setting.', 'vista-consent' ) );
	}

	/**
	 * An integer (or a string of digits) within bounds, or null.
	 *
	 * @param mixed $value Value.
	 * @param int   $min   Lowest allowed.
	 * @param int   $max   Highest allowed.
	 */
	private static function integer_in( $value, int $min, int $max ): ?int {
		if ( is_string( $value ) && preg_match( '/^-?\d+$/', $value ) ) {
			$value = (int) $value;
		}
		return is_int( $value ) && $value >= $min && $value <= $max ? $value : null;
	}

	/**
	 * One of the listed values.
	 *
	 * @param mixed    $value   Value.
	 * @param string[] $allowed Allowed values.
	 * @return string|\WP_Error
	 */
	private static function one_of( $value, array $allowed ) {
		return is_string( $value ) && in_array( $value, $allowed, true )
			? $value
			/* translators: %s: the allowed values, comma separated. */
			: self::error( sprintf( __( 'Choose one of: %s.', 'vista-consent' ), implode( ', ', $allowed ) ) );
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
			return self::error( __( 'This text must be a string.', 'vista-consent' ) );
		}
		$value = trim( $value );
		if ( mb_strlen( $value ) > $max_length ) {
			/* translators: %d: maximum number of characters. */
			return self::error( sprintf( __( 'This text is longer than %d characters.', 'vista-consent' ), $max_length ) );
		}
		$allowed = $rich ? self::message_html() : array();
		if ( wp_kses( $value, $allowed, array( 'http', 'https', 'mailto' ) ) !== $value ) {
			return self::error(
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
			return self::error( __( 'The address must be a string.', 'vista-consent' ) );
		}
		$value = trim( $value );
		if ( '' === $value ) {
			return '';
		}
		$clean  = esc_url_raw( $value, array( 'http', 'https' ) );
		$scheme = wp_parse_url( $value, PHP_URL_SCHEME );
		if ( '' === $clean || $clean !== $value || ! in_array( strtolower( (string) $scheme ), array( 'http', 'https' ), true ) ) {
			return self::error( __( 'The more-info link must be a full http:// or https:// address.', 'vista-consent' ) );
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
			return self::error( sprintf( __( 'List at most %d scripts to hold back.', 'vista-consent' ), self::MAX_HELD_SCRIPTS ) );
		}
		$scripts = array();
		foreach ( array_values( $value ) as $entry ) {
			$handle   = is_array( $entry ) ? ( $entry['handle'] ?? null ) : null;
			$category = is_array( $entry ) ? ( $entry['category'] ?? null ) : null;
			if ( ! is_string( $handle ) || ! preg_match( '/^[A-Za-z0-9_.-]{1,100}$/', $handle ) ) {
				return self::error( __( 'A script handle may use letters, digits, ".", "-" and "_" only.', 'vista-consent' ) );
			}
			if ( ! in_array( $category, self::CATEGORIES, true ) ) {
				return self::error( __( 'Each held-back script needs the category statistics or marketing.', 'vista-consent' ) );
			}
			$scripts[ $handle ] = array(
				'handle'   => $handle,
				'category' => $category,
			);
		}
		return array_values( $scripts );
	}

	/**
	 * A validation error.
	 *
	 * @param string $message What is allowed.
	 */
	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'vista_consent_invalid_setting', $message );
	}
}
