<?php
/**
 * The bench's galleries at scale (issue 36 goal 2): 10,000 image attachments written in bulk (one
 * INSERT per 1,000 rows), sharing the seeded sample files on disk (each attachment points at one of
 * the 12 samples' files and copies its sizes, so no photo is copied or resized), a published
 * gallery of all of them (`bench-10000`) shown by the page `/gallery-10000/` 30 at a time, and 199
 * more galleries of 12 images, so the Galleries list holds 200 and more. Built by `npm run bench`
 * on its own site, never committed. Idempotent; prints JSON: the galleries' ids and counts.
 * Usage: php scale-gallery.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';

use Vista\Gallery\PostTypes;

const VISTA_BENCH_LARGE     = 10000;
const VISTA_BENCH_GALLERIES = 199;
const VISTA_BENCH_CHUNK     = 1000;

$vista_bench_large = get_page_by_path( 'bench-10000', OBJECT, PostTypes::GALLERY );
if ( ! $vista_bench_large ) {
	$vista_bench_large = vista_bench_build();
}
echo wp_json_encode(
	array(
		'largeId'   => (int) $vista_bench_large->ID,
		'images'    => count( (array) get_post_meta( $vista_bench_large->ID, PostTypes::META_IMAGES, true ) ),
		'galleries' => (int) wp_count_posts( PostTypes::GALLERY )->publish,
	)
) . "\n";

/**
 * Writes the data set.
 */
function vista_bench_build(): WP_Post {
	global $wpdb;
	// Saved as a user who may read every image (a gallery's list is checked on save).
	wp_set_current_user( 1 );
	$samples = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'inherit',
			'post_mime_type' => 'image',
			'posts_per_page' => 12,
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	);
	if ( ! $samples ) {
		fwrite( STDERR, "no sample images to share\n" );
		exit( 1 );
	}
	$now    = current_time( 'mysql', true );
	$marker = 'bench-scale-';
	for ( $from = 0; $from < VISTA_BENCH_LARGE; $from += VISTA_BENCH_CHUNK ) {
		$rows = array();
		$last = min( VISTA_BENCH_LARGE, $from + VISTA_BENCH_CHUNK );
		for ( $i = $from; $i < $last; $i++ ) {
			$sample = $samples[ $i % count( $samples ) ];
			$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $now, $now, 'One of the ten thousand photos of the bench gallery.', sprintf( 'Scale photo %05d', $i + 1 ), '', 'inherit', $marker . $i, $now, $now, 'attachment', $sample->post_mime_type );
		}
		// SQL: every row prepared above.
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type, post_mime_type) VALUES " . implode( ', ', $rows ) );
	}
	$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_name LIKE %s ORDER BY ID", $wpdb->esc_like( $marker ) . '%' ) ) );
	// The files and sizes of the samples, shared: two meta rows an image.
	$shared = array_map(
		static fn ( WP_Post $sample ) => array(
			(string) get_post_meta( $sample->ID, '_wp_attached_file', true ),
			maybe_serialize( wp_get_attachment_metadata( $sample->ID ) ),
		),
		$samples
	);
	foreach ( array_chunk( $ids, VISTA_BENCH_CHUNK / 2, true ) as $chunk ) {
		$rows = array();
		foreach ( $chunk as $i => $id ) {
			[ $file, $meta ] = $shared[ $i % count( $shared ) ];
			$rows[]          = $wpdb->prepare( '(%d, %s, %s), (%d, %s, %s)', $id, '_wp_attached_file', $file, $id, '_wp_attachment_metadata', $meta );
		}
		// SQL: every row prepared above.
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ', ', $rows ) );
	}
	for ( $g = 1; $g <= VISTA_BENCH_GALLERIES; $g++ ) {
		wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => sprintf( 'Bench gallery %03d', $g ),
				'post_name'   => sprintf( 'bench-gallery-%03d', $g ),
				'meta_input'  => array( PostTypes::META_IMAGES => array_slice( $ids, ( $g * 12 ) % ( VISTA_BENCH_LARGE - 12 ), 12 ) ),
			)
		);
	}
	_prime_post_caches( $ids, false, false );
	$large = wp_insert_post(
		array(
			'post_type'   => PostTypes::GALLERY,
			'post_status' => 'publish',
			'post_title'  => 'Bench: 10,000 photos',
			'post_name'   => 'bench-10000',
			'meta_input'  => array( PostTypes::META_IMAGES => $ids ),
		)
	);
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Gallery of 10,000 photos',
			'post_name'    => 'gallery-10000',
			'post_content' => '<!-- wp:vista/gallery {"gallerySlug":"bench-10000","imagesPerPage":30} /-->',
		)
	);
	return get_post( $large );
}
