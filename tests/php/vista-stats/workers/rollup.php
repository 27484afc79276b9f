<?php
/**
 * One request's roll-up, for RollupConcurrencyTest: a real process that loads the site, waits for
 * the given moment (so that several start together, as a dashboard's panels do), runs the whole
 * roll-up (Rollup::run) or the months' alone (MonthlyRollup::run) and prints the database errors
 * it met, as JSON.
 *
 * Usage: php rollup.php <wordpress dir> <unix time with fraction to start at> <all|months>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

'cli' === PHP_SAPI || exit;

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

$vista_start = (float) $argv[2];
while ( microtime( true ) < $vista_start ) {
	usleep( 1000 );
}
if ( 'lock' === ( $argv[3] ?? 'all' ) ) {
	// The lock alone, taken and given back again and again by every process at once.
	$vista_lock = new \Vista\Stats\Kit\OptionLock( 'vista_stats_test_contended_lock', 60 );
	for ( $vista_round = 0; $vista_round < 100; $vista_round++ ) {
		$vista_lock->run_within( 10.0, static fn () => null );
	}
} elseif ( 'months' === ( $argv[3] ?? 'all' ) ) {
	\Vista\Stats\Storage\MonthlyRollup::run( gmdate( 'Y-m-d' ) );
} else {
	\Vista\Stats\Storage\Rollup::run();
}
// wpdb keeps every error of the request here.
echo wp_json_encode( array_column( (array) ( $GLOBALS['EZSQL_ERROR'] ?? array() ), 'error_str' ) );
