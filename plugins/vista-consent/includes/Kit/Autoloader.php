<?php
// A copy of kit/Autoloader.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * Loads a plugin's classes from its includes/ folder by namespace, PSR-4 style.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * One autoloader per plugin; each plugin's copy of the kit lives in that plugin's namespace.
 */
final class Autoloader {

	/**
	 * Maps `{namespace}\A\B` to `{dir}/A/B.php`.
	 *
	 * @param string $namespace The plugin's root namespace, such as Vista\Stats.
	 * @param string $dir       Its includes/ folder.
	 */
	public static function register( string $namespace, string $dir ): void {
		$prefix = $namespace . '\\';
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $dir ): void {
				if ( str_starts_with( $class_name, $prefix ) ) {
					$file = $dir . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
					if ( is_readable( $file ) ) {
						require $file;
					}
				}
			}
		);
	}
}
