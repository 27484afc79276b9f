<?php
/**
 * One PHP process adding to a cart, for CartRaceTest: a real process with its own database
 * connection, as a web server runs each request. It loads the test site's WordPress, says "ready",
 * waits for a line on its standard input (the test releases every worker at once, so their adds
 * overlap), sends the add-to-cart call (000 §7 call 9) the given number of times and prints how
 * many were answered "added".
 *
 * Usage: php cart-add.php <wordpress dir> <fields as JSON> <cart token> <adds>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

'cli' === PHP_SAPI || exit;

[ , $vista_site, $vista_fields, $vista_token, $vista_adds ] = $argv;
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['REQUEST_URI']     = '/wp-admin/admin-ajax.php';
$_SERVER['REQUEST_METHOD']  = 'POST';
$_SERVER['REMOTE_ADDR']     = '203.0.113.9';
$_SERVER['HTTP_USER_AGENT'] = 'Cart race worker';
require $vista_site . '/wp-load.php';

$vista_request          = (array) json_decode( $vista_fields, true );
$vista_request['nonce'] = wp_create_nonce( Vista\Gallery\Ecommerce\EcommerceAjax::NONCE_ACTION );
echo "ready\n";
fgets( STDIN );
$vista_added = 0;
for ( $vista_i = 0; $vista_i < (int) $vista_adds; $vista_i++ ) {
	[ $vista_status ] = Vista\Gallery\Ecommerce\EcommerceAjax::add_cart( $vista_request, $vista_token );
	$vista_added     += 200 === $vista_status ? 1 : 0;
}
echo $vista_added;
