<?php
/**
 * The phone and country fields' IP geolocation lookup (001 §7 call 6): the visitor's browser asks
 * a third-party service for its country, reads `country`, and falls back to the browser language.
 * It sends the visitor's address to that service, so it is off until the site owner picks one
 * (Forms → Settings, with each service's privacy note), and off when disable_user_details is 'yes'.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Settings\Settings;

/**
 * The chosen service as page parameters.
 */
final class GeoLookup {

	/**
	 * Services whose JSON answer carries the ISO country code in `country`.
	 *
	 * @var array<string, array{url: string, privacy: string}>
	 */
	public const SERVICES = array(
		'ipapi'      => array(
			'url'     => 'https://ipapi.co/json/',
			'privacy' => 'https://ipapi.co/privacy/',
		),
		'country_is' => array(
			'url'     => 'https://api.country.is/',
			'privacy' => 'https://country.is/',
		),
	);

	/**
	 * The address the browser asks, or '' when the lookup is off.
	 */
	public static function url(): string {
		$service = (string) Settings::get()['geolocation'];
		if ( ! isset( self::SERVICES[ $service ] ) ) {
			return '';
		}
		/**
		 * Filters the lookup address of a service. Only the end-to-end test site sets it, to point
		 * at a stand-in on loopback.
		 *
		 * @param string $url     The service's address.
		 * @param string $service Its key.
		 */
		return esc_url_raw( (string) apply_filters( 'vista_forms_geolocation_url', self::SERVICES[ $service ]['url'], $service ) );
	}

	/**
	 * The page parameters of call 6: disable_user_details stays 'yes' unless a service is chosen.
	 *
	 * @param array<string, mixed> $params Page parameters.
	 * @return array<string, mixed>
	 */
	public static function page_params( array $params ): array {
		$url = self::url();
		if ( '' === $url || self::disabled_by_filter() ) {
			$params['disable_user_details'] = 'yes';
			return $params;
		}
		$params['disable_user_details'] = 'no';
		$params['geolocation_url']      = $url;
		return $params;
	}

	/**
	 * Whether a site turned user details off whatever the setting says.
	 */
	private static function disabled_by_filter(): bool {
		/**
		 * Filters whether the visitor's details (here: the address sent to the lookup) stay private.
		 *
		 * @param bool $disabled False by default.
		 */
		return (bool) apply_filters( 'vista_forms_disable_user_details', false );
	}
}
