<?php
/**
 * The plugin's settings (Page speed → Settings): which engine scores pages and how to reach it.
 * The API key and the runner's secret are write-only: stored, never sent back to a page
 * (public_view()). Constants in wp-config.php, when defined, take precedence for the runner:
 * VISTA_SPEED_RUNNER_URL and VISTA_SPEED_RUNNER_SECRET.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The settings store.
 */
final class Settings extends Kit\SettingsStore {

	public const OPTION  = 'vista_speed_settings';
	public const ENGINES = array( 'psi', 'runner' );

	/** Fields a page never gets back, only whether they are set. */
	public const SECRETS = array( 'psi_key', 'runner_secret' );

	/**
	 * {@inheritDoc}
	 */
	public static function defaults(): array {
		return array(
			// The runner when the site has one (the local site), else Google's service.
			'engine'        => defined( 'VISTA_SPEED_RUNNER_URL' ) ? 'runner' : 'psi',
			'psi_key'       => '',
			'runner_url'    => '',
			'runner_secret' => '',
			// Image optimisation (issue 16): off until the owner asks, since converting costs the
			// server time on every upload and disk space for the copies.
			'convert_uploads' => false,
			// AVIF beside WebP where the server's image library writes it (slower to make).
			'avif'            => true,
			// Iframes below the first one in a post's content load when scrolled near.
			'lazy_iframes'    => true,
		);
	}

	/** Fields that are switches. */
	public const SWITCHES = array( 'convert_uploads', 'avif', 'lazy_iframes' );

	/**
	 * {@inheritDoc}
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value.
	 */
	protected static function validate_field( string $key, $value ) {
		if ( in_array( $key, self::SWITCHES, true ) ) {
			return is_bool( $value ) ? $value : new \WP_Error( 'invalid', __( 'Choose on or off.', 'vista-speed' ) );
		}
		if ( ! is_string( $value ) ) {
			return new \WP_Error( 'invalid', __( 'Enter text.', 'vista-speed' ) );
		}
		$value = trim( $value );
		switch ( $key ) {
			case 'engine':
				return in_array( $value, self::ENGINES, true ) ? $value : new \WP_Error( 'invalid', __( 'Choose PageSpeed Insights or the self-hosted runner.', 'vista-speed' ) );
			case 'runner_url':
				return '' === $value || wp_http_validate_url( $value ) || self::is_loopback_url( $value ) ? esc_url_raw( $value, array( 'http', 'https' ) ) : new \WP_Error( 'invalid', __( 'Enter the runner\'s address, starting with http:// or https://.', 'vista-speed' ) );
			default:
				return preg_match( '/^[\x21-\x7e]{0,200}$/', $value ) ? $value : new \WP_Error( 'invalid', __( 'Use at most 200 visible characters, without spaces.', 'vista-speed' ) );
		}
	}

	/**
	 * Whether an address is http(s) on loopback, where the runner usually listens.
	 *
	 * @param string $url Address.
	 */
	private static function is_loopback_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		return is_array( $parts ) && in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
			&& in_array( $parts['host'] ?? '', array( '127.0.0.1', 'localhost', '[::1]' ), true );
	}

	/**
	 * The runner's address: the constant, else the setting.
	 */
	public static function runner_url(): string {
		return defined( 'VISTA_SPEED_RUNNER_URL' ) ? (string) VISTA_SPEED_RUNNER_URL : (string) self::get()['runner_url'];
	}

	/**
	 * The runner's secret: the constant, else the setting.
	 */
	public static function runner_secret(): string {
		return defined( 'VISTA_SPEED_RUNNER_SECRET' ) ? (string) VISTA_SPEED_RUNNER_SECRET : (string) self::get()['runner_secret'];
	}

	/**
	 * What a page may see: every field but the secrets, and for each secret whether it is set.
	 *
	 * @return array<string, mixed>
	 */
	public static function public_view(): array {
		$settings = self::get();
		foreach ( self::SECRETS as $secret ) {
			$settings[ $secret . '_set' ] = '' !== $settings[ $secret ];
			unset( $settings[ $secret ] );
		}
		$settings['runner_secret_set'] = '' !== self::runner_secret();
		$settings['runner_url']        = self::runner_url();
		$settings['runner_from_config'] = defined( 'VISTA_SPEED_RUNNER_URL' );
		return $settings;
	}
}
