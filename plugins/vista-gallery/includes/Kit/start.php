<?php
// A copy of kit/start.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * The start of every plugin of the suite, required by its main file once the main file has set its
 * VERSION and PLUGIN_FILE: it refuses to run outside WordPress, loads the plugin's classes from
 * includes/ and boots the plugin from its hooks.php (Bootstrap::boot()).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

defined( 'ABSPATH' ) || exit;

// This file's namespace is the plugin's own plus \Kit (each plugin ships its own copy). Its classes
// load from includes/ by namespace, PSR-4 style: `{namespace}\A\B` from `includes/A/B.php`. A
// closure rather than a class: a visitor's page should load as few of the suite's classes as it can.
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = substr( __NAMESPACE__, 0, -strlen( 'Kit' ) );
		if ( str_starts_with( $class_name, $prefix ) ) {
			$file = dirname( __DIR__ ) . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			}
		}
	}
);
// The plugin's main file set its PLUGIN_FILE and VERSION; its hooks.php says all it hooks into.
Bootstrap::boot(
	constant( substr( __NAMESPACE__, 0, -strlen( 'Kit' ) ) . 'PLUGIN_FILE' ),
	constant( substr( __NAMESPACE__, 0, -strlen( 'Kit' ) ) . 'VERSION' ),
	require dirname( __DIR__, 2 ) . '/hooks.php'
);
