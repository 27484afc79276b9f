<?php
/**
 * One page-speed check of the speed demo page through call 2, as the administrator, for the bench
 * (tools/bench/speed.mjs): prints the answer as JSON.
 *
 * Usage: php speed-check.php <wordpress dir> <site host:port>
 *
 * @package Vista\Bench
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[2] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php speed-check.php <wordpress dir> <site host:port>\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = $argv[2];
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

wp_set_current_user( 1 );
$vista_page = get_page_by_path( 'speed' );
[ $vista_status, $vista_answer ] = Vista\Speed\Calls::check(
	array(
		'post_id'   => (string) $vista_page->ID,
		'twb_nonce' => wp_create_nonce( Vista\Speed\Calls::NONCE_ACTION ),
	)
);
echo wp_json_encode(
	array(
		'status' => $vista_status,
		'answer' => $vista_answer,
		'url'    => get_permalink( $vista_page ),
	)
);
