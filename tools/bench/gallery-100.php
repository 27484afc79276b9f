<?php
/**
 * The bench's 100-image gallery (issue 6): 100 attachments that share the seeded sample files
 * (their sizes already made, so this takes a second instead of resizing 100 photos), a published
 * gallery of them, and a page showing it as thumbnails 30 at a time. Idempotent.
 * Usage: php gallery-100.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';

use Vista\Gallery\PostTypes;

$existing = get_page_by_path( 'bench-100', OBJECT, PostTypes::GALLERY );
if ( $existing ) {
	echo "bench-100 exists\n";
	return;
}
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
	fwrite( STDERR, "no sample images to copy\n" );
	exit( 1 );
}
$ids = array();
for ( $i = 0; $i < 100; $i++ ) {
	$sample = $samples[ $i % count( $samples ) ];
	$id     = wp_insert_attachment(
		array(
			'post_title'     => sprintf( 'Bench photo %03d', $i + 1 ),
			'post_content'   => 'One of the hundred photos of the bench gallery.',
			'post_mime_type' => $sample->post_mime_type,
			'post_status'    => 'inherit',
		),
		(string) get_attached_file( $sample->ID, true )
	);
	update_post_meta( $id, '_wp_attachment_metadata', wp_get_attachment_metadata( $sample->ID ) );
	update_post_meta( $id, '_wp_attachment_image_alt', sprintf( 'Bench photo %d', $i + 1 ) );
	$ids[] = $id;
}
wp_insert_post(
	array(
		'post_type'   => PostTypes::GALLERY,
		'post_status' => 'publish',
		'post_title'  => 'Bench: 100 photos',
		'post_name'   => 'bench-100',
		'meta_input'  => array( PostTypes::META_IMAGES => $ids ),
	)
);
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Gallery of 100 photos',
		'post_name'    => 'gallery-100',
		'post_content' => '<!-- wp:vista/gallery {"gallerySlug":"bench-100","imagesPerPage":30,"showSearch":true,"showSort":true} /-->',
	)
);
echo "bench-100 created\n";
