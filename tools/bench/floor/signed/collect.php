<?php
/**
 * A second floor for `npm run bench` (issue 18 goal 1): the file-append floor plus the checks the
 * statistics contract requires of every hit and nothing else, written inline in one file. It
 * refuses what the lean hit path refuses (a wrong method, malformed fields, addresses no browser
 * sends, a wrong or stale page signature, bots), hashes the visitor with the day's key and appends
 * one tab-separated line under an exclusive lock, as `lean/hit.php` does, with the same MACs
 * (keyed BLAKE2b where sodium is loaded, else HMAC-SHA256); no settings, no classes, no import. The distance between the two floors is what those checks cost; the distance from this
 * one to the lean hit path is what our structure costs. Copied with a wp-settings.php stand-in into
 * a folder of the bench site's root and served by the same server; never part of a plugin.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

header( 'Content-Type: application/json; charset=utf-8' );
if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	http_response_code( 405 );
	echo '{"status":false}';
	exit;
}
// The site's configuration ends by requiring ABSPATH . 'wp-settings.php': the stand-in beside us.
define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__ ) . '/wp-config.php';

$vista_floor_post   = $_POST; // Each field is checked below.
$vista_floor_fields = array();
foreach ( array( 'source_type', 'source_id', 'issued', 'page_path', 'signature', 'page_uri', 'referred' ) as $vista_floor_name ) {
	$vista_floor_fields[ $vista_floor_name ] = is_string( $vista_floor_post[ $vista_floor_name ] ?? null ) ? $vista_floor_post[ $vista_floor_name ] : '';
}
$vista_floor_uri      = base64_decode( $vista_floor_fields['page_uri'], true );
$vista_floor_referrer = base64_decode( $vista_floor_fields['referred'], true );
$vista_floor_fast     = extension_loaded( 'sodium' );
$vista_floor_secret   = AUTH_KEY . '|' . AUTH_SALT . '|vista-stats';
$vista_floor_key      = $vista_floor_fast ? sodium_crypto_generichash( $vista_floor_secret ) : hash( 'sha256', $vista_floor_secret, true );
$vista_floor_mac      = static fn ( string $message ): string => $vista_floor_fast ? bin2hex( sodium_crypto_generichash( $message, $vista_floor_key ) ) : hash_hmac( 'sha256', $message, $vista_floor_key );
$vista_floor_today    = intdiv( time(), 86400 );
$vista_floor_valid    = preg_match( '/^[a-z_]{1,20}$/', $vista_floor_fields['source_type'] )
	&& ctype_digit( $vista_floor_fields['source_id'] ) && ctype_digit( $vista_floor_fields['issued'] )
	&& str_starts_with( $vista_floor_fields['page_path'], '/' )
	&& is_string( $vista_floor_uri ) && str_starts_with( $vista_floor_uri, '/' ) && is_string( $vista_floor_referrer )
	&& ! preg_match( '/[\s"\'<>`\x00-\x1F\x7F]/', $vista_floor_uri . $vista_floor_referrer )
	&& (int) $vista_floor_fields['issued'] <= $vista_floor_today + 1 && $vista_floor_today - (int) $vista_floor_fields['issued'] <= 10
	&& hash_equals( $vista_floor_mac( $vista_floor_fields['source_type'] . '|' . $vista_floor_fields['source_id'] . '|' . $vista_floor_fields['issued'] . '|' . $vista_floor_fields['page_path'] ), $vista_floor_fields['signature'] );
if ( ! $vista_floor_valid ) {
	http_response_code( 403 );
	echo '{"status":false}';
	exit;
}
$vista_floor_agent = substr( (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' ), 0, 512 );
if ( '' === $vista_floor_agent || preg_match( '/bot|crawl|spider|slurp|fetch|scan|curl|wget|python|java\/|go-http|httpclient|headless|lighthouse|pagespeed|facebookexternalhit|bingpreview|yandex|baidu|duckduck|semrush|ahrefs|mj12|dotbot|petal|bytespider|gptbot|ccbot|claude|anthropic|perplexity/i', $vista_floor_agent ) ) {
	echo '{"status":false}';
	exit;
}
$vista_floor_day  = gmdate( 'Y-m-d' );
$vista_floor_line = implode(
	"\t",
	array(
		gmdate( 'Y-m-d H:i:s' ),
		$vista_floor_day,
		$vista_floor_fast
			? $vista_floor_mac( 'visitor|' . $vista_floor_day . '|' . (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ) . '|' . $vista_floor_agent )
			: hash_hmac( 'sha256', (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ) . '|' . $vista_floor_agent, hash_hmac( 'sha256', 'day|' . $vista_floor_day, $vista_floor_key, true ) ),
		$vista_floor_fields['source_type'],
		$vista_floor_fields['source_id'],
		$vista_floor_fields['page_path'],
		(string) parse_url( $vista_floor_referrer, PHP_URL_HOST ), // No WordPress here.
		str_replace( array( "\t", "\n", "\r" ), ' ', $vista_floor_agent ),
	)
) . "\n";
$vista_floor_ok   = false !== file_put_contents( __DIR__ . '/hits.csv', $vista_floor_line, FILE_APPEND | LOCK_EX );
http_response_code( $vista_floor_ok ? 200 : 503 );
echo $vista_floor_ok ? '{"status":true}' : '{"status":false}';
