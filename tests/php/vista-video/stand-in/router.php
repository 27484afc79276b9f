<?php
/**
 * A stand-in for YouTube on loopback, for the tests only (php -S 127.0.0.1:<port> router.php):
 * the Data API's playlistItems and videos answers, the public playlist feed and oEmbed, in their
 * documented shapes, plus hostile answers chosen by the playlist id. Each request is appended to
 * the file named by VISTA_STANDIN_LOG, so a test can count what reached "YouTube".
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

$vista_path  = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$vista_query = $_GET;
$vista_log   = getenv( 'VISTA_STANDIN_LOG' );
if ( $vista_log ) {
	file_put_contents( $vista_log, $_SERVER['REQUEST_URI'] . "\n", FILE_APPEND );
}

/**
 * Answers JSON and ends.
 *
 * @param int   $status HTTP status.
 * @param mixed $data   Body.
 */
function vista_standin_json( int $status, $data ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $data );
	exit;
}

/**
 * A playlistItems item in the documented shape.
 *
 * @param string $id    Video id.
 * @param string $title Title.
 * @return array<string, mixed>
 */
function vista_standin_item( string $id, string $title ): array {
	return array(
		'kind'    => 'youtube#playlistItem',
		'etag'    => 'etag-' . $id,
		'id'      => 'item-' . $id,
		'snippet' => array(
			'publishedAt' => '2024-01-01T00:00:00Z',
			'title'       => $title,
			'description' => 'About ' . $title,
			'thumbnails'  => array( 'high' => array( 'url' => "https://i.ytimg.com/vi/{$id}/hqdefault.jpg", 'width' => 480, 'height' => 360 ) ),
			'position'    => 0,
			'resourceId'  => array(
				'kind'    => 'youtube#video',
				'videoId' => $id,
			),
		),
	);
}

if ( str_ends_with( $vista_path, '/youtube/v3/videos' ) ) {
	if ( 'good-key' === ( $vista_query['key'] ?? '' ) ) {
		vista_standin_json( 200, array( 'items' => array( array( 'id' => 'M7lc1UVf-VE' ) ) ) );
	}
	vista_standin_json( 400, array( 'error' => array( 'code' => 400, 'message' => 'API key not valid. Please pass a valid API key.' ) ) );
}

if ( str_ends_with( $vista_path, '/youtube/v3/search' ) ) {
	// UCliveliveliveliveliveli is on air; any other channel is not.
	$vista_live = 'UCliveliveliveliveliveli' === ( $vista_query['channelId'] ?? '' ) && 'live' === ( $vista_query['eventType'] ?? '' );
	vista_standin_json(
		200,
		array(
			'kind'  => 'youtube#searchListResponse',
			'items' => $vista_live ? array(
				array(
					'kind' => 'youtube#searchResult',
					'id'   => array(
						'kind'    => 'youtube#video',
						'videoId' => 'LIVELIVE123',
					),
				),
			) : array(),
		)
	);
}

if ( str_ends_with( $vista_path, '/youtube/v3/playlistItems' ) ) {
	$vista_playlist = (string) ( $vista_query['playlistId'] ?? '' );
	$vista_token    = (string) ( $vista_query['pageToken'] ?? '' );
	if ( 'PLbroken' === $vista_playlist ) {
		http_response_code( 200 );
		echo '<html>not json</html>';
		exit;
	}
	if ( 'PLhostile' === $vista_playlist ) {
		vista_standin_json(
			200,
			array(
				'items'         => array(
					array( 'kind' => 'youtube#playlistItem' ),
					array( 'snippet' => array( 'title' => 'No resource id' ) ),
					array( 'snippet' => array( 'resourceId' => array( 'videoId' => '../../etc' ), 'title' => 'Bad id' ) ),
					vista_standin_item( 'AAAAAAAAAAA', str_repeat( 'Long ', 2000 ) ),
					vista_standin_item( 'BBBBBBBBBBB', '<script>alert(1)</script><img src=x onerror=alert(2)>' ),
					vista_standin_item( 'CCCCCCCCCCC', 'Private video' ),
					array( 'snippet' => array( 'resourceId' => array( 'videoId' => 'DDDDDDDDDDD' ) ) ),
				),
				'nextPageToken' => '"><script>',
			)
		);
	}
	$vista_page = '' === $vista_token ? 1 : ( 'CAIQAA' === $vista_token ? 2 : 0 );
	if ( 0 === $vista_page ) {
		vista_standin_json( 400, array( 'error' => array( 'code' => 400, 'message' => 'Invalid page token.' ) ) );
	}
	$vista_size  = (int) ( $vista_query['maxResults'] ?? 5 );
	$vista_items = array();
	for ( $vista_n = 1; $vista_n <= $vista_size; $vista_n++ ) {
		$vista_number  = ( $vista_page - 1 ) * $vista_size + $vista_n;
		$vista_items[] = vista_standin_item( sprintf( 'vid%08d', $vista_number ), "Clip {$vista_number}" );
	}
	vista_standin_json(
		200,
		array_filter(
			array(
				'kind'          => 'youtube#playlistItemListResponse',
				'etag'          => 'etag',
				'nextPageToken' => 1 === $vista_page ? 'CAIQAA' : null,
				'prevPageToken' => 2 === $vista_page ? 'CAEQAQ' : null,
				'items'         => $vista_items,
				'pageInfo'      => array( 'totalResults' => 2 * $vista_size, 'resultsPerPage' => $vista_size ),
			)
		)
	);
}

if ( str_ends_with( $vista_path, '/feeds/videos.xml' ) ) {
	$vista_playlist = (string) ( $vista_query['playlist_id'] ?? '' );
	header( 'Content-Type: application/atom+xml' );
	if ( 'PLbroken' === $vista_playlist ) {
		echo 'not a feed';
		exit;
	}
	if ( 'PLentity' === $vista_playlist ) {
		echo '<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY x SYSTEM "file:///etc/passwd">]><feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015"><entry><yt:videoId>EEEEEEEEEEE</yt:videoId><title>&x;</title></entry></feed>';
		exit;
	}
	echo '<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><title>Stand-in playlist</title>';
	for ( $vista_n = 1; $vista_n <= 15; $vista_n++ ) {
		$vista_title = 2 === $vista_n ? '&lt;script&gt;alert(1)&lt;/script&gt;' : "Feed clip {$vista_n}";
		printf( '<entry><id>yt:video:feed%06d</id><yt:videoId>feed%07d</yt:videoId><title>%s</title><media:group><media:thumbnail url="https://i.ytimg.com/vi/feed%07d/hqdefault.jpg" width="480" height="360"/></media:group></entry>', $vista_n, $vista_n, $vista_title, $vista_n );
	}
	echo '</feed>';
	exit;
}

if ( str_ends_with( $vista_path, '/oembed' ) ) {
	vista_standin_json(
		200,
		array(
			'type'          => 'video',
			'version'       => '1.0',
			'title'         => 'Stand-in oEmbed title',
			'thumbnail_url' => 'https://i.vimeocdn.com/video/1.jpg',
			'html'          => '<iframe src="https://player.vimeo.com/video/1"></iframe>',
		)
	);
}

http_response_code( 404 );
