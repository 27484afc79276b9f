<?php
/**
 * The floor of a hit path, for `npm run bench` (issue 18 goal 1): what a file-append collector
 * such as Koko Analytics' does and no less. It validates two fields (page_uri, base64 of a path, as
 * the tracker sends it; source_id, digits) and appends one line to a file, with an exclusive lock
 * so lines from parallel workers never interleave. Copied into the bench site's root and served by
 * the same server as the site; never part of a plugin.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

header( 'Content-Type: application/json' );
$vista_floor_uri = base64_decode( (string) ( $_POST['page_uri'] ?? '' ), true ); // Validated below.
$vista_floor_id  = (string) ( $_POST['source_id'] ?? '' );
if ( ! is_string( $vista_floor_uri ) || ! str_starts_with( $vista_floor_uri, '/' ) || ! ctype_digit( $vista_floor_id ) ) {
	http_response_code( 400 );
	echo '{"status":false}';
	exit;
}
$vista_floor_line = time() . ',' . $vista_floor_id . ',' . str_replace( array( ',', "\n" ), '', $vista_floor_uri ) . "\n";
$vista_floor_ok   = false !== file_put_contents( __DIR__ . '/vista-bench-floor.csv', $vista_floor_line, FILE_APPEND | LOCK_EX );
http_response_code( $vista_floor_ok ? 200 : 503 );
echo $vista_floor_ok ? '{"status":true}' : '{"status":false}';
