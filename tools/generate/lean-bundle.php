<?php
/**
 * `php tools/generate/lean-bundle.php`: prints the statistics plugin's lean hit-path bundle
 * (plugins/vista-stats/lean/classes.php) as Vista\Stats\Tracker\LeanBundle builds it, without WordPress.
 * `npm run generate` writes what this prints, or compares it with `--check`.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

// LeanBundle is a plugin class, guarded against direct requests; only its error path calls WordPress.
define( 'ABSPATH', __DIR__ . '/' );
if ( ! function_exists( 'esc_html' ) ) {
	/**
	 * The one WordPress function LeanBundle uses (in the message of a class file it cannot read).
	 *
	 * @param string $text Text.
	 */
	function esc_html( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES );
	}
}

$vista_plugin = dirname( __DIR__, 2 ) . '/plugins/vista-stats';
require $vista_plugin . '/includes/Tracker/LeanBundle.php';

echo \Vista\Stats\Tracker\LeanBundle::source( $vista_plugin );
