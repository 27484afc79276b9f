<?php
/**
 * The card script rows' keys (tools/bench/card-scripts.mjs): placeholders for every gateway in
 * test mode (the bench never pays). Prints the ids of the built gateways, whose card forms the
 * payments e2e fixture then makes.
 *
 * Usage: php card-forms.php <wordpress dir>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php card-forms.php <wordpress dir>\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Payments\Gateways;
use Vista\Forms\Payments\PaymentSettings;
use Vista\Forms\Settings\Settings;

$vista_keys = array();
foreach ( PaymentSettings::GATEWAY_KEYS as $vista_gateway => $vista_names ) {
	foreach ( array_keys( $vista_names ) as $vista_name ) {
		$vista_keys[ PaymentSettings::name( $vista_gateway, 'test', $vista_name ) ] = 'PublishableKey' === $vista_name ? 'pk_test_bench' : 'bench_' . strtolower( $vista_name );
	}
}
Settings::save( $vista_keys + array( 'paymentMode' => 'test' ) );

echo wp_json_encode( array_keys( Gateways::CLASSES ) );
