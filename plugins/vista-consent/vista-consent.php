<?php
/**
 * Plugin Name:       Vista Consent
 * Description:       The cookie consent notice, and one consent signal every plugin can honour.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Vista
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vista-consent
 * Domain Path:       /languages
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( str_starts_with( $class_name, __NAMESPACE__ . '\\' ) ) {
			require __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) ) . '.php';
		}
	}
);

require __DIR__ . '/includes/api.php';

register_activation_hook( __FILE__, array( Plugin::class, 'activate' ) );
Plugin::boot();
