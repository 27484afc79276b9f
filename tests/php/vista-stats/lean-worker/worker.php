<?php
/**
 * One PHP worker answering one request of the lean hit endpoint, for HitSpoolTest: a real process
 * that runs the plugin's lean/hit.php as a web server would, with the posted fields and remote
 * address it is given, and that the test can have killed with SIGKILL at a chosen point of the hit
 * path (the VISTA_STATS_TEST_KILL_AT hook). Its standard output is the endpoint's answer.
 *
 * Usage: php worker.php <wordpress dir> <fields as JSON> <kill point or "none"> [remote address]
 *        [request as JSON: {"server": {...}, "cookie": {...}}, headers and cookies a client sends]
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

'cli' === PHP_SAPI || exit;

[ , $vista_site, $vista_fields, $vista_kill_at ] = $argv;
if ( 'none' !== $vista_kill_at ) {
	define( 'VISTA_STATS_TEST_KILL_AT', $vista_kill_at );
}
$_SERVER['REQUEST_METHOD']  = 'POST';
$_SERVER['SCRIPT_FILENAME'] = $vista_site . '/wp-content/plugins/vista-stats/lean/hit.php';
$_SERVER['REMOTE_ADDR']     = $argv[4] ?? '203.0.113.9';
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
$_POST                      = (array) json_decode( $vista_fields, true );
$vista_request              = (array) json_decode( $argv[5] ?? '{}', true );
$_SERVER                    = array_merge( $_SERVER, (array) ( $vista_request['server'] ?? array() ) );
$_COOKIE                    = (array) ( $vista_request['cookie'] ?? array() );
require $_SERVER['SCRIPT_FILENAME'];
