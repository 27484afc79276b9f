<?php
/**
 * The engine the settings choose.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Engine;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Settings;

/**
 * Engine factory.
 */
final class Engines {

	/**
	 * The chosen engine, or why none can run.
	 *
	 * @return Engine|\WP_Error
	 */
	public static function current() {
		$settings = Settings::get();
		if ( 'runner' === $settings['engine'] ) {
			$base = Settings::runner_url();
			if ( '' === $base ) {
				return new \WP_Error( 'vista_speed_no_runner', __( 'The runner\'s address is not set.', 'vista-speed' ) );
			}
			return new PsiEngine( untrailingslashit( $base ) . '/pagespeedonline/v5/runPagespeed', '', Settings::runner_secret() );
		}
		/**
		 * Filters Google's runPagespeed address. Only the tests set it, to a stand-in on loopback.
		 *
		 * @param string $endpoint The address.
		 */
		$endpoint = (string) apply_filters( 'vista_speed_psi_endpoint', PsiEngine::GOOGLE_ENDPOINT );
		return new PsiEngine( $endpoint, (string) $settings['psi_key'] );
	}
}
