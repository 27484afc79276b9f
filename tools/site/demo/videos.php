<?php
/**
 * Sample clips for the video demo page: a few tiny WebM videos (2 s, 192 × 108, no sound) with a
 * poster each, made at seed time with Debian's ffmpeg, so nothing large is committed and the demo
 * page needs no network.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

const VISTA_SAMPLE_CLIPS = 5;

/**
 * Adds the clips that are missing to the Media Library and returns all their ids, in order.
 *
 * @return int[]
 */
function vista_demo_video_clips(): array {
	$colours = array( '0x2271b1', '0xd63638', '0x00a32a', '0xdba617', '0x8c5bd6' );
	$ids     = array();
	for ( $n = 1; $n <= VISTA_SAMPLE_CLIPS; $n++ ) {
		$existing = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'meta_key'    => '_vista_sample_clip', // Seed script only.
				'meta_value'  => $n, // Seed script only.
				'fields'      => 'ids',
			)
		);
		if ( $existing ) {
			$ids[] = (int) $existing[0];
			continue;
		}
		$ids[] = vista_demo_make_clip( $n, $colours[ ( $n - 1 ) % count( $colours ) ] );
	}
	return $ids;
}

/**
 * Makes one clip and its poster with ffmpeg and adds both to the Media Library.
 *
 * @param int    $n      Clip number.
 * @param string $colour Background colour.
 */
function vista_demo_make_clip( int $n, string $colour ): int {
	$base   = wp_tempnam( "vista-clip-{$n}" );
	$video  = $base . '.webm';
	$poster = $base . '.jpg';
	wp_delete_file( $base );
	$frames = "color=c={$colour}:size=192x108:rate=10:duration=2";
	$label  = "drawtext=text='{$n}':fontsize=56:fontcolor=white:x=(w-tw)/2:y=(h-th)/2";
	foreach ( array(
		array( '-f', 'lavfi', '-i', $frames, '-vf', $label, '-c:v', 'libvpx', '-b:v', '60k', $video ),
		array( '-f', 'lavfi', '-i', $frames, '-vf', $label, '-frames:v', '1', $poster ),
	) as $args ) {
		$command = 'ffmpeg -hide_banner -loglevel error -y ' . implode( ' ', array_map( 'escapeshellarg', $args ) );
		exec( $command, $output, $status ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the seed runs ffmpeg, arguments escaped.
		if ( 0 !== $status ) {
			fwrite( STDERR, "vista: ffmpeg could not make sample clip {$n}; run tools/setup/system-deps.sh\n" );
			exit( 1 );
		}
	}
	$title    = sprintf( 'Sample clip %d', $n );
	$video_id = media_handle_sideload(
		array(
			'name'     => sprintf( 'vista-clip-%02d.webm', $n ),
			'tmp_name' => $video,
		),
		0,
		$title
	);
	$poster_id = media_handle_sideload(
		array(
			'name'     => sprintf( 'vista-clip-%02d-poster.jpg', $n ),
			'tmp_name' => $poster,
		),
		0,
		$title . ' poster'
	);
	if ( is_wp_error( $video_id ) || is_wp_error( $poster_id ) ) {
		fwrite( STDERR, "vista: sample clip {$n} could not be added to the Media Library\n" );
		exit( 1 );
	}
	update_post_meta( $video_id, '_vista_sample_clip', $n );
	update_post_meta( $video_id, '_thumbnail_id', $poster_id );
	return (int) $video_id;
}

/**
 * The video demo page's content: a Media Library gallery of the clips (two per page, so paging
 * and autonext across a page boundary show) and a hand-picked list of hosted videos.
 *
 * @param int[] $clips Clip attachment ids.
 */
function vista_demo_video_content( array $clips ): string {
	$media = array(
		'source'    => 'media',
		'ids'       => $clips,
		'pageSize'  => 2,
		'columns'   => 2,
		'autonext'  => true,
		'thumbplay' => true,
	);
	$urls  = array(
		'source'   => 'urls',
		'urls'     => array( 'https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://vimeo.com/76979871', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' ),
		'pageSize' => 3,
		'columns'  => 3,
	);
	return '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Sample clips</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
		. '<!-- wp:vista/video-gallery ' . wp_json_encode( $media, JSON_UNESCAPED_SLASHES ) . ' /-->' . "\n\n"
		. '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Hand-picked videos</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
		. '<!-- wp:vista/video-gallery ' . wp_json_encode( $urls, JSON_UNESCAPED_SLASHES ) . ' /-->';
}
