<?php
/**
 * Hit endpoint: POST, form-encoded, answers {"status": true|false} (001 §7 call 1); online.php
 * runs this file for online pings (call 2).
 *
 * The lean hit path without WordPress: reads wp-config.php for the database and the secret keys
 * and records the hit. A page view costs one small script, the bundle of the classes it uses, a
 * settings read from the opcode cache and one line appended to a spool, instead of a full WordPress
 * boot; the database is opened only to flush the spool. One file on purpose: every file a request
 * reads costs a path lookup and a cache check (issue 18 goal 1). Where this cannot run (an unusual
 * layout or database drop-in), the plugin sends hits through admin-ajax instead (see
 * Tracker::lean_endpoint_usable). PHP's functions are written fully qualified, as in the bundle
 * (see LeanBundle: one name lookup less per call and request).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Lean;

use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Storage\SpooledStore;
use Vista\Stats\Storage\SpoolImporter;

/**
 * Sends the JSON answer and ends.
 *
 * @param int                  $status HTTP status.
 * @param array<string, mixed> $body   Answer.
 */
function answer( int $status, array $body ): never {
	respond( $status, $body );
	exit;
}

/**
 * Sends the JSON answer.
 *
 * @param int                  $status HTTP status.
 * @param array<string, mixed> $body   Answer.
 */
function respond( int $status, array $body ): void {
	\http_response_code( $status );
	// Most answers are this one: written as it is rather than encoded on every hit.
	echo array( 'status' => true ) === $body ? '{"status":true}' : \json_encode( $body ); // No WordPress here.
}

/**
 * Ends the response where the server allows it, so work done after it (a spool flush) keeps no
 * visitor waiting.
 */
function finish_response(): void {
	if ( \function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	} elseif ( \function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
	} else {
		\flush();
	}
}

/**
 * Records one request of the given kind.
 *
 * A page view is appended to this server's spool before it is answered, and reaches the database
 * in a batch: after the answer, when the last flush is a second old or the spool has grown
 * (issue 18 goal 1; the README's statistics section argues the design).
 *
 * @param string $kind 'hit' or 'online'.
 */
function record( string $kind ): never {
	\header( 'Content-Type: application/json; charset=utf-8' );
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
		// What a crawler or a cache may meet. The answer to a POST is neither cached (RFC 9110
		// §9.3.3: not without an explicit lifetime) nor indexed, so it goes without these.
		\header( 'Cache-Control: no-store' );
		\header( 'X-Robots-Tag: noindex' );
		\header( 'Allow: POST' );
		answer( 405, array( 'status' => false ) );
	}

	// .../wp-content/plugins/vista-stats/lean/<kind>.php: WordPress is five folders up, and its
	// configuration there or one folder higher, as WordPress looks for it.
	$root = \dirname( (string) $_SERVER['SCRIPT_FILENAME'], 5 );
	if ( \defined( 'ABSPATH' ) ) {
		answer( 500, array( 'status' => false ) );
	}
	\define( 'ABSPATH', __DIR__ . '/' );
	if ( ! read_config( $root . '/wp-config.php' ) && ! read_config( \dirname( $root ) . '/wp-config.php' ) ) {
		answer( 500, array( 'status' => false ) );
	}

	// What every hit uses comes from one file (see LeanBundle); the rest, and everything when the
	// bundle is missing, class by class: most hits never load the database's or the importer's.
	// Settings::defaults() needs its parent class, not the kit's validators.
	@include __DIR__ . '/classes.php'; // phpcs:ignore Generic.PHP.NoSilencedErrors -- without the bundle, the autoloader below reads each class.
	\spl_autoload_register(
		static function ( string $class ): void {
			$name = \substr( $class, \strlen( 'Vista\\Stats\\' ) );
			if ( \str_starts_with( $class, 'Vista\\Stats\\' ) && \preg_match( '/^[A-Za-z]+(\\\\[A-Za-z]+)?$/', $name ) ) {
				require \dirname( __DIR__ ) . '/includes/' . \str_replace( '\\', '/', $name ) . '.php';
			}
		}
	);

	$content    = \defined( 'WP_CONTENT_DIR' ) ? \WP_CONTENT_DIR : $root . '/wp-content';
	$connection = null;
	// The database is opened when a write or a read needs it, not for every hit.
	$database = static function () use ( &$connection, $root, $content ): LeanStore {
		$connection ??= LeanStore::connect( $root, $content, $GLOBALS['table_prefix'] ?? 'wp_' );
		return $connection ?? throw new \PDOException( 'The site uses a database layer this path does not know.' );
	};
	$spool = HitSpool::for_site( $content, $root );
	try {
		$store    = new SpooledStore( $database, $spool );
		$settings = $store->settings();
		// A copy of the settings written by version 3 (until the next flush renews it) does not say
		// since when visitors are hashed anew: as version 3 until tomorrow, as the upgrade will store.
		$signer = Signer::from_constants( (string) ( $settings[ Signer::FAST_SINCE_OPTION ] ?? Signer::day_after( \time() ) ) );
		if ( ! $signer ) {
			answer( 500, array( 'status' => false ) );
		}
		[ $status, $body ] = ( new HitRecorder( $store, $signer, $settings ) )->handle( $kind, $_POST, $_SERVER ); // Signed parameters instead.
	} catch ( \PDOException $e ) {
		answer( 503, array( 'status' => false ) );
	}
	HitSpool::test_point( 'spooled' );
	respond( $status, $body );
	if ( $spool->due( \time() ) ) {
		finish_response();
		\ignore_user_abort( true );
		try {
			SpoolImporter::flush( $spool, $database, false );
		} catch ( \PDOException $e ) {
			// The batches stay in the spool for the next flush.
			unset( $e );
		}
	}
	exit;
}

/**
 * Whether the request carries WordPress's sign-in cookie. Roles can be excluded, and only WordPress
 * knows who is signed in: such a request (never a cached page's visitor, rare on this path) is
 * answered by WordPress, as the admin-ajax route answers it (issue 31 item 15). Other requests pay
 * for this loop only.
 */
function signed_in(): bool {
	foreach ( $_COOKIE as $name => $value ) {
		if ( \is_string( $name ) && \str_starts_with( $name, 'wordpress_logged_in_' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Reads wp-config.php in the global scope, where it defines $table_prefix; false when there is none
 * at that path (tried directly rather than probed first: one file lookup less on every hit).
 *
 * @param string $config Path of wp-config.php.
 */
function read_config( string $config ): bool {
	global $table_prefix;
	return false !== @include $config; // phpcs:ignore Generic.PHP.NoSilencedErrors -- a missing file is the answer, not an error.
}

$vista_stats_kind = \defined( 'VISTA_STATS_LEAN_ONLINE' ) ? 'online' : 'hit';
if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) && signed_in() ) {
	// WordPress boots in the global scope, where wp-config.php's variables must live.
	require \dirname( (string) $_SERVER['SCRIPT_FILENAME'], 5 ) . '/wp-load.php';
	if ( \class_exists( \Vista\Stats\Tracker\Tracker::class ) ) {
		\Vista\Stats\Tracker\Tracker::answer_ajax( $vista_stats_kind );
	}
	answer( 404, array( 'status' => false ) );
}
record( $vista_stats_kind );
