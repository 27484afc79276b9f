<?php
/**
 * The lean hit path (001 §7 calls 1-2) without WordPress: reads wp-config.php for the database and
 * the secret keys, connects with PDO and records the hit. A page view costs a small script and one
 * insert instead of a full WordPress boot. Where this cannot run (an unusual layout or database
 * drop-in), the plugin sends hits through admin-ajax instead (see Tracker::lean_endpoint_usable).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Lean;

use Vista\Stats\HitRecorder;
use Vista\Stats\LeanStore;
use Vista\Stats\Settings;
use Vista\Stats\Signer;

/**
 * Sends the JSON answer and ends.
 *
 * @param int                  $status HTTP status.
 * @param array<string, mixed> $body   Answer.
 */
function answer( int $status, array $body ): never {
	http_response_code( $status );
	echo json_encode( $body ); // No WordPress here.
	exit;
}

/**
 * Records one request of the given kind.
 *
 * @param string $kind 'hit' or 'online'.
 */
function record( string $kind ): never {
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	header( 'X-Robots-Tag: noindex' );
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
		header( 'Allow: POST' );
		answer( 405, array( 'status' => false ) );
	}

	// .../wp-content/plugins/vista-stats/lean/<kind>.php: WordPress is five folders up.
	$root   = dirname( (string) $_SERVER['SCRIPT_FILENAME'], 5 );
	$config = is_file( $root . '/wp-config.php' ) ? $root . '/wp-config.php' : dirname( $root ) . '/wp-config.php';
	if ( ! is_file( $config ) || defined( 'ABSPATH' ) ) {
		answer( 500, array( 'status' => false ) );
	}
	define( 'ABSPATH', __DIR__ . '/' );
	require_config( $config );

	require_once dirname( __DIR__ ) . '/includes/HitStore.php';
	require_once dirname( __DIR__ ) . '/includes/LeanStore.php';
	require_once dirname( __DIR__ ) . '/includes/HitRecorder.php';
	require_once dirname( __DIR__ ) . '/includes/PageAddress.php';
	require_once dirname( __DIR__ ) . '/includes/Signer.php';
	require_once dirname( __DIR__ ) . '/includes/UserAgent.php';
	require_once dirname( __DIR__ ) . '/includes/IpRange.php';
	// Settings::defaults() only: its parent class is needed, the kit's validators are not.
	require_once dirname( __DIR__ ) . '/includes/Kit/SettingsStore.php';
	require_once dirname( __DIR__ ) . '/includes/Kit/VisitorHash.php';
	require_once dirname( __DIR__ ) . '/includes/Settings.php';

	$signer = Signer::from_constants();
	try {
		$store = $signer ? LeanStore::connect( $root, defined( 'WP_CONTENT_DIR' ) ? WP_CONTENT_DIR : $root . '/wp-content', $GLOBALS['table_prefix'] ?? 'wp_' ) : null;
		if ( ! $store ) {
			answer( 500, array( 'status' => false ) );
		}
		$recorder = new HitRecorder( $store, $signer );
		[ $status, $body ] = $recorder->handle( $kind, $_POST, $_SERVER ); // Signed parameters instead.
	} catch ( \PDOException $e ) {
		answer( 503, array( 'status' => false ) );
	}
	answer( $status, $body );
}

/**
 * Reads wp-config.php in the global scope, where it defines $table_prefix.
 *
 * @param string $config Path of wp-config.php.
 */
function require_config( string $config ): void {
	global $table_prefix;
	require $config;
}
