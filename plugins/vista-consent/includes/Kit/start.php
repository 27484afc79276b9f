<?php
// A copy of kit/start.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * The start of every plugin of the suite, required by its main file once the main file has set its
 * VERSION and PLUGIN_FILE: it refuses to run outside WordPress, loads the plugin's classes from
 * includes/ and boots the plugin (its Plugin::boot()).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/Autoloader.php';

// This file's namespace is the plugin's own plus \Kit (each plugin ships its own copy).
Autoloader::register( substr( __NAMESPACE__, 0, -strlen( '\\Kit' ) ), dirname( __DIR__ ) );
( substr( __NAMESPACE__, 0, -strlen( '\\Kit' ) ) . '\\Plugin' )::boot();
