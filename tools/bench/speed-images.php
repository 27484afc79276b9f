<?php
/**
 * Bytes of the demo images before and after image optimisation, for the bench
 * (tools/bench/speed.mjs): converts every demo sample image with the plugin's own code (what the
 * bulk job runs), adds up what a browser downloads for each file and size (the original; the
 * WebP copy where kept; the smallest copy where AVIF is written too), prints it as JSON, then
 * removes the copies so the bench site is left as it was.
 *
 * Usage: php speed-images.php <wordpress dir> <site host:port>
 *
 * @package Vista\Bench
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[2] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php speed-images.php <wordpress dir> <site host:port>\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = $argv[2];
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Speed\Images\ImageCopies;

$vista_samples = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_status'    => 'inherit',
		'meta_key'       => '_vista_sample', // Seed's marker.
		'fields'         => 'ids',
		'posts_per_page' => -1,
	)
);
$vista_formats = ImageCopies::formats();
$vista_totals  = array(
	'images'   => count( $vista_samples ),
	'files'    => 0,
	'formats'  => $vista_formats,
	'original' => 0,
	'webp'     => 0,
	'best'     => 0,
	'skipped'  => 0,
	'seconds'  => 0.0,
);
$vista_started = microtime( true );
foreach ( $vista_samples as $vista_id ) {
	ImageCopies::remove( $vista_id );
	$vista_record = ImageCopies::convert( $vista_id, $vista_formats );
	foreach ( $vista_record['files'] ?? array() as $vista_file ) {
		$vista_copies = array_filter( array_intersect_key( $vista_file, ImageCopies::FORMATS ) );
		++$vista_totals['files'];
		$vista_totals['original'] += $vista_file['bytes'];
		$vista_totals['webp']     += ( $vista_file['webp'] ?? 0 ) ?: $vista_file['bytes'];
		$vista_totals['best']     += $vista_copies ? min( $vista_copies ) : $vista_file['bytes'];
		$vista_totals['skipped']  += count( $vista_formats ) - count( $vista_copies );
	}
}
$vista_totals['seconds'] = round( microtime( true ) - $vista_started, 1 );
array_map( array( ImageCopies::class, 'remove' ), $vista_samples );
echo wp_json_encode( $vista_totals );
