<?php
/**
 * A stand-in for the PageSpeed Insights API v5 on loopback, for the engine's tests: served by PHP's
 * built-in web server, it answers runPagespeed with recorded v5 shapes chosen by the audited
 * address's path (…/quota/ → the quota answer, …/broken/ → Lighthouse's error, …), and records
 * each request's query and secret header in requests.log beside it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

$vista_log = getenv( 'VISTA_STANDIN_LOG' );
$vista_url = (string) ( $_GET['url'] ?? '' );
if ( is_string( $vista_log ) && '' !== $vista_log ) {
	file_put_contents(
		$vista_log,
		json_encode(
			array(
				'path'   => parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ),
				'query'  => $_GET,
				'secret' => $_SERVER['HTTP_X_VISTA_RUNNER_SECRET'] ?? null,
			)
		) . "\n",
		FILE_APPEND
	);
}

$vista_fixture = static function ( string $name ): string {
	return (string) file_get_contents( __DIR__ . '/' . $name . '.json' );
};

$vista_answer = static function ( int $status, string $body ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=UTF-8' );
	echo $body;
};

$vista_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( str_starts_with( $vista_path, '/runner/' ) && 'right-secret-0123456789' !== ( $_SERVER['HTTP_X_VISTA_RUNNER_SECRET'] ?? '' ) ) {
	$vista_answer( 403, $vista_fixture( 'forbidden' ) );
	return true;
}
if ( ! str_ends_with( $vista_path, '/pagespeedonline/v5/runPagespeed' ) ) {
	$vista_answer( 404, '{"error":{"code":404,"message":"Not Found","status":"NOT_FOUND"}}' );
	return true;
}

$vista_page = (string) parse_url( $vista_url, PHP_URL_PATH );
if ( str_contains( $vista_page, '/quota/' ) ) {
	$vista_answer( 429, $vista_fixture( 'quota' ) );
} elseif ( str_contains( $vista_page, '/broken/' ) ) {
	$vista_answer( 500, $vista_fixture( 'lighthouse-error' ) );
} elseif ( str_contains( $vista_page, '/invalid/' ) ) {
	$vista_answer( 400, $vista_fixture( 'invalid-argument' ) );
} elseif ( str_contains( $vista_page, '/not-json/' ) ) {
	http_response_code( 502 );
	header( 'Content-Type: text/html' );
	echo '<html><body>Bad gateway</body></html>';
} else {
	// A recorded answer, its numbers set by the strategy so a test tells mobile from desktop.
	$vista_body = $vista_fixture( 'desktop' === ( $_GET['strategy'] ?? '' ) ? 'result-desktop' : 'result-mobile' );
	$vista_answer( 200, str_replace( '__URL__', addcslashes( $vista_url, '/"\\' ), $vista_body ) );
}
return true;
