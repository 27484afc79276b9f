<?php
/**
 * Albums (000 §1, §2.1 album view, §3.10, §9.3): the compact and extended layouts, navigation
 * into galleries and sub-albums with the breadcrumb and back, the validation of the album
 * parameters, and call 12 with the album fields.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\AlbumPath;
use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\PostTypes;

/**
 * Album view and navigation.
 */
final class AlbumViewTest extends GalleryTestCase {

	/** Holds images 2 and 3; an item of the sub-album. */
	private int $second = 0;
	/** A draft gallery listed in the album. */
	private int $draft = 0;
	/** A published gallery in no album of the block. */
	private int $stray = 0;
	/** A gallery without images, listed in the album. */
	private int $empty = 0;
	/** Holds $second. */
	private int $sub = 0;
	/** The block's album: the gallery, the sub-album, the draft, a missing id, the empty gallery. */
	private int $album = 0;
	/** A published album that is not in the block's album. */
	private int $other = 0;

	/** @var int[] */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		$this->second = $this->post( PostTypes::GALLERY, 'Second gallery', array( PostTypes::META_IMAGES => array( $this->images[1], $this->images[2] ) ), 'publish', 'Two <b>images</b> of the sea.' );
		$this->draft  = $this->post( PostTypes::GALLERY, 'Draft gallery', array( PostTypes::META_IMAGES => $this->images ), 'draft' );
		$this->stray  = $this->post( PostTypes::GALLERY, 'Stray gallery', array( PostTypes::META_IMAGES => $this->images ) );
		$this->empty  = $this->post( PostTypes::GALLERY, 'Empty gallery', array( PostTypes::META_IMAGES => array() ) );
		$this->sub    = $this->post( PostTypes::ALBUM, 'Sub album', array( PostTypes::META_ITEMS => array( array( 'type' => 'gallery', 'id' => $this->second ) ) ) );
		$this->album  = $this->post(
			PostTypes::ALBUM,
			'Test album',
			array(
				PostTypes::META_ITEMS => array(
					array( 'type' => 'gallery', 'id' => $this->gallery ),
					array( 'type' => 'album', 'id' => $this->sub ),
					array( 'type' => 'gallery', 'id' => $this->draft ),
					array( 'type' => 'gallery', 'id' => 999999999 ),
					array( 'type' => 'album', 'id' => $this->gallery ),
					array( 'type' => 'gallery', 'id' => $this->empty ),
				),
			)
		);
		$this->other  = $this->post( PostTypes::ALBUM, 'Other album', array( PostTypes::META_ITEMS => array( array( 'type' => 'gallery', 'id' => $this->stray ) ) ) );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		$this->posts = array();
		parent::tearDown();
	}

	private function post( string $type, string $title, array $meta, string $status = 'publish', string $content = '' ): int {
		$id            = (int) wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => $status,
				'post_title'   => $title,
				'post_content' => $content,
				'meta_input'   => $meta,
			)
		);
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * Renders the block as instance 1, or as the next instance when $next.
	 */
	private function render( array $attributes = array(), array $query = array(), bool $next = false ): string {
		if ( ! $next ) {
			GalleryRenderer::reset_instances();
		}
		$_GET                   = $query;
		$_SERVER['REQUEST_URI'] = '/albums/' . ( $query ? '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) : '' );
		try {
			return GalleryRenderer::render_block( array_merge( array( 'source' => 'album', 'albumId' => $this->album ), $attributes ) );
		} finally {
			$_GET = array();
			$_SERVER['REQUEST_URI'] = '/';
		}
	}

	private function crumbs( int ...$ids ): string {
		return (string) wp_json_encode(
			array_map(
				static fn ( $id ) => array(
					'id'     => $id,
					'page'   => 1,
					'search' => '',
				),
				$ids
			)
		);
	}

	/**
	 * The data-gallery options of the first container.
	 */
	private function script_options( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-gallery="([^"]*)"/', $html, $m ) );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	/**
	 * Href values of links with a class.
	 *
	 * @return string[]
	 */
	private function hrefs( string $html, string $class ): array {
		preg_match_all( '/<a class="' . preg_quote( $class, '/' ) . '(?: [^"]*)?"[^>]*? href="([^"]*)"/', $html, $m );
		return array_map( static fn ( $href ) => html_entity_decode( $href, ENT_QUOTES ), $m[1] );
	}

	private function query_of( string $url ): array {
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_a_layout_must_fit_the_source(): void {
		$this->assertSame( 'album_compact', GalleryRequest::options( array( 'source' => 'album', 'layout' => 'masonry' ) )['layout'] );
		$this->assertSame( 'album_compact', GalleryRequest::options( array( 'source' => 'album' ) )['layout'] );
		$this->assertSame( 'album_extended', GalleryRequest::options( array( 'source' => 'album', 'layout' => 'album_extended' ) )['layout'] );
		$this->assertSame( 'thumbnails', GalleryRequest::options( array( 'source' => 'gallery', 'layout' => 'album_extended' ) )['layout'] );
		$this->assertSame( 'thumbnails', GalleryRequest::options( array( 'source' => 'tag', 'layout' => 'album_compact' ) )['layout'] );
		$options = GalleryRequest::options( array( 'source' => 'album', 'albumGalleryLayout' => 'slideshow', 'albumItemsPerPage' => 5000, 'albumId' => '-3' ) );
		$this->assertSame( 'thumbnails', $options['albumGalleryLayout'] );
		$this->assertSame( 100, $options['albumItemsPerPage'] );
		$this->assertSame( 0, $options['albumId'] );
		$this->assertSame( 'masonry', GalleryRequest::options( array( 'albumGalleryLayout' => 'masonry' ) )['albumGalleryLayout'] );
	}

	public function test_compact_shows_the_published_items_as_linked_covers(): void {
		$html = $this->render( array( 'maxColumns' => 4 ) );
		$this->assertStringContainsString( 'vista-gallery--album_compact', $html );
		$this->assertStringContainsString( '<h2 class="vista-album__title" tabindex="-1">Test album</h2>', $html );
		$this->assertStringNotContainsString( 'vista-album__breadcrumb', $html, 'no breadcrumb in the block\'s own album' );
		// The gallery, the sub-album and the empty gallery; not the draft, the missing id or the
		// gallery listed as an album.
		preg_match_all( '/data-album-type="(\w+)" data-album-item="(\d+)"/', $html, $items );
		$this->assertSame( array( 'gallery', 'album', 'gallery' ), $items[1] );
		$this->assertSame( array( (string) $this->gallery, (string) $this->sub, (string) $this->empty ), $items[2] );
		$this->assertStringNotContainsString( 'Draft gallery', $html );

		preg_match_all( '/<img [^>]*>/', $html, $images );
		$this->assertCount( 2, $images[0], 'the empty gallery has a box, not an img' );
		foreach ( $images[0] as $img ) {
			$this->assertStringContainsString( 'width="180"', $img );
			$this->assertStringContainsString( 'height="90"', $img );
			$this->assertStringContainsString( 'alt=""', $img );
		}
		$this->assertStringContainsString( 'test-image-1.jpg', $images[0][0], 'a gallery without a featured image: its first image' );
		$this->assertStringContainsString( 'test-image-2.jpg', $images[0][1], 'an album: the cover of its first item' );
		$this->assertStringContainsString( 'vista-album__cover--none', $html );

		// The thumbnails column rule of 000 §9.3: k columns from (k - 1) × 180 px, up to 4.
		$this->assertStringContainsString( '@container (min-width:180px){#vista-gallery-1 .vista-gallery__items{--vista-cols:2}}', $html );
		$this->assertStringContainsString( '(min-width:540px){#vista-gallery-1 .vista-gallery__items{--vista-cols:4}}', $html );
		$this->assertStringNotContainsString( '--vista-cols:5', $html );

		$links = $this->hrefs( $html, 'vista-album__link vista-album__name' );
		$this->assertCount( 3, $links );
		$query = $this->query_of( $links[0] );
		$this->assertSame( 'gallery', $query['type_1'] );
		$this->assertSame( (string) $this->gallery, $query['album_gallery_id_1'] );
		$this->assertSame( array( array( 'id' => $this->album, 'page' => 1, 'search' => '' ) ), json_decode( $query['bwg_album_breadcrumb_1'], true ) );
		$this->assertSame( 'album', $this->query_of( $links[1] )['type_1'] );
		$this->assertSame( $this->album, $this->script_options( $html )['album']['root'] );
	}

	public function test_a_featured_image_is_the_cover(): void {
		set_post_thumbnail( $this->gallery, $this->images[3] );
		set_post_thumbnail( $this->sub, $this->images[4] );
		preg_match_all( '/<img [^>]*>/', $this->render(), $images );
		$this->assertStringContainsString( 'test-image-4.jpg', $images[0][0] );
		$this->assertStringContainsString( 'test-image-5.jpg', $images[0][1] );
	}

	public function test_extended_rows_have_description_count_and_their_column_rule(): void {
		$html = $this->render( array( 'layout' => 'album_extended', 'thumbWidth' => 200, 'maxColumns' => 3 ) );
		$this->assertStringContainsString( 'vista-gallery--album_extended', $html );
		$this->assertStringContainsString( '<p class="vista-album__count">5 images</p>', $html );
		$this->assertStringContainsString( '<p class="vista-album__count">1 item</p>', $html );
		$this->assertStringContainsString( '<p class="vista-album__count">0 images</p>', $html );
		// 000 §9.3 extended: floor(width / (2 × 200)) → k columns from 400k px, capped at 3.
		$this->assertStringContainsString( '@container (min-width:800px){#vista-gallery-1 .vista-gallery__items{--vista-cols:2}}', $html );
		$this->assertStringContainsString( '@container (min-width:1200px){#vista-gallery-1 .vista-gallery__items{--vista-cols:3}}', $html );
		$this->assertStringNotContainsString( '--vista-cols:4', $html );
		$this->assertStringContainsString( 'width="200"', $html );

		wp_update_post( array( 'ID' => $this->sub, 'post_content' => 'Pictures of the <b>sea</b> & sky' ) );
		$html = $this->render( array( 'layout' => 'album_extended' ) );
		$this->assertStringContainsString( '<p class="vista-album__description">Pictures of the sea &amp; sky</p>', $html );
	}

	public function test_a_gallery_opens_in_the_album_gallery_layout_with_back_and_breadcrumb(): void {
		$html = $this->render(
			array( 'albumGalleryLayout' => 'masonry', 'imagesPerPage' => 2, 'showTagFilter' => true ),
			array(
				'keep'                   => 'me',
				'type_1'                 => 'gallery',
				'album_gallery_id_1'     => (string) $this->gallery,
				'bwg_album_breadcrumb_1' => $this->crumbs( $this->album ),
			)
		);
		$this->assertStringContainsString( 'vista-gallery--masonry', $html );
		$this->assertSame( 2, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( '<h2 class="vista-album__title" tabindex="-1">Test gallery</h2>', $html );
		$this->assertStringContainsString( '<nav class="vista-album__breadcrumb" aria-label="Album breadcrumb">', $html );
		$this->assertStringContainsString( '<li class="vista-album__crumb-item" aria-current="page">Test gallery</li>', $html );

		$back = $this->hrefs( $html, 'vista-album__back' );
		$this->assertCount( 1, $back );
		$this->assertSame( array( 'keep' => 'me' ), $this->query_of( $back[0] ), 'back without script: the address cut at type_1' );
		$crumbs = $this->hrefs( $html, 'vista-album__crumb' );
		$this->assertCount( 1, $crumbs );
		$this->assertSame( array( 'keep' => 'me' ), $this->query_of( $crumbs[0] ) );

		// Paging and tag links inside keep the album place, after the type marker.
		$pages = $this->hrefs( $html, 'vista-gallery__page' );
		$this->assertNotEmpty( $pages );
		$this->assertSame( 'gallery', $this->query_of( $pages[0] )['type_1'] );
		$this->assertSame( '2', $this->query_of( $pages[0] )['page_number_1'] );
		$this->assertLessThan( strpos( $pages[0], 'page_number_1' ), strpos( $pages[0], 'type_1' ) );
		$this->assertStringContainsString( 'vista-gallery__tag', $html );

		$options = $this->script_options( $html );
		$this->assertSame( 'masonry', $options['layout'] );
		$this->assertSame( $this->gallery, $options['galleryId'] );
		$this->assertSame( 'gallery', $options['album']['type'] );
		$this->assertSame( $this->gallery, $options['album']['id'] );
		// Call 12 must render the block's album, not a bare gallery.
		$this->assertSame( 'album', BlockToken::verify( $options['shortcode'] )['source'] );
	}

	public function test_a_sub_album_and_its_gallery_keep_the_whole_breadcrumb(): void {
		$html = $this->render(
			array(),
			array(
				'type_1'                 => 'album',
				'album_gallery_id_1'     => (string) $this->sub,
				'bwg_album_breadcrumb_1' => (string) wp_json_encode( array( array( 'id' => $this->album, 'page' => 2, 'search' => '' ) ) ),
			)
		);
		$this->assertStringContainsString( '>Sub album</h2>', $html );
		$this->assertStringContainsString( 'data-album-item="' . $this->second . '"', $html );
		$crumb = $this->hrefs( $html, 'vista-album__crumb' )[0];
		$this->assertSame( '2', $this->query_of( $crumb )['page_number_1'], 'the crumb returns to the page left' );

		$inner = $this->query_of( $this->hrefs( $html, 'vista-album__link vista-album__name' )[0] );
		$this->assertSame( 'gallery', $inner['type_1'] );
		$this->assertSame( (string) $this->second, $inner['album_gallery_id_1'] );
		$this->assertSame( array( $this->album, $this->sub ), array_column( json_decode( $inner['bwg_album_breadcrumb_1'], true ), 'id' ) );

		$gallery = $this->render( array(), $inner );
		$this->assertSame( 2, substr_count( $gallery, '<figure' ) );
		$crumbs = $this->hrefs( $gallery, 'vista-album__crumb' );
		$this->assertCount( 2, $crumbs );
		$this->assertArrayNotHasKey( 'type_1', $this->query_of( $crumbs[0] ) );
		$this->assertSame( 'album', $this->query_of( $crumbs[1] )['type_1'] );
		$this->assertSame( (string) $this->sub, $this->query_of( $crumbs[1] )['album_gallery_id_1'] );
		$this->assertStringContainsString( '>Test album</a></li><li class="vista-album__crumb-item"><a class="vista-album__crumb" href="', $gallery );
		$this->assertStringContainsString( '>Sub album</a></li><li class="vista-album__crumb-item" aria-current="page">Second gallery</li>', $gallery );
	}

	public function test_places_outside_the_album_fall_back_to_the_album(): void {
		$cases = array(
			'stray gallery'            => array( 'gallery', $this->stray, $this->crumbs( $this->album ) ),
			'draft gallery'            => array( 'gallery', $this->draft, $this->crumbs( $this->album ) ),
			'gallery as an album'      => array( 'album', $this->gallery, $this->crumbs( $this->album ) ),
			'other album'              => array( 'album', $this->other, $this->crumbs( $this->album ) ),
			'other album in the crumb' => array( 'gallery', $this->stray, $this->crumbs( $this->other ) ),
			'a level skipped'          => array( 'gallery', $this->second, $this->crumbs( $this->album ) ),
			'crumb not in the album'   => array( 'gallery', $this->stray, $this->crumbs( $this->album, $this->other ) ),
			'missing id'               => array( 'gallery', 999999999, $this->crumbs( $this->album ) ),
		);
		foreach ( $cases as $name => [ $type, $id, $crumbs ] ) {
			$html = $this->render(
				array(),
				array(
					'type_1'                 => $type,
					'album_gallery_id_1'     => (string) $id,
					'bwg_album_breadcrumb_1' => $crumbs,
				)
			);
			$this->assertStringContainsString( '>Test album</h2>', $html, $name );
			$this->assertStringNotContainsString( 'vista-album__breadcrumb', $html, $name );
			$this->assertStringNotContainsString( '<figure', $html, $name );
			$this->assertSame( '', $this->script_options( $html )['album']['type'], $name );
		}
		// A broken tail of the breadcrumb is cut; the item is still reachable from what is left.
		$html = $this->render(
			array(),
			array(
				'type_1'                 => 'gallery',
				'album_gallery_id_1'     => (string) $this->gallery,
				'bwg_album_breadcrumb_1' => '[{"id":' . $this->album . ',"page":1,"search":""},{"id":"x"},{"id":' . $this->sub . '}]',
			)
		);
		$this->assertSame( 5, substr_count( $html, '<figure' ) );
		$this->assertCount( 1, $this->script_options( $html )['album']['crumbs'] );
	}

	public function test_hostile_album_parameters_give_a_clean_page(): void {
		global $wpdb;
		$hostile = array(
			"1 OR 1=1; DROP TABLE {$wpdb->posts}; --",
			'<script>alert(1)</script>',
			'"><img src=x onerror=alert(1)>',
			'99999999999999999999999999999',
			'-5',
			'1e9',
			str_repeat( 'A', 20000 ),
			'[' . str_repeat( '[', 500 ) . str_repeat( ']', 500 ) . ']',
			'[{"id":' . $this->album . ',"page":99999999999999999999,"search":"<script>alert(1)</script>"}]',
			'[{"id":' . $this->album . ',"page":1,"search":"\u003cscript\u003ealert(1)\u003c/script\u003e"}]',
			'[{"id":' . $this->album . ',"page":1,"search":{"$ne":1}}]',
		);
		foreach ( $hostile as $value ) {
			foreach ( array( 'type_1', 'album_gallery_id_1', 'bwg_album_breadcrumb_1', 'page_number_1', 'bwg_search_1' ) as $key ) {
				$query = array(
					'type_1'                 => 'gallery',
					'album_gallery_id_1'     => (string) $this->gallery,
					'bwg_album_breadcrumb_1' => $this->crumbs( $this->album ),
					$key                     => $value,
				);
				$html  = $this->render( array( 'showSearch' => true ), $query );
				$this->assertSame( '', $wpdb->last_error, "$key: no database error" );
				$this->assertStringContainsString( 'class="vista-album__title"', $html, $key );
				$this->assertStringNotContainsString( '<script>', $html, $key );
				$this->assertStringNotContainsString( '<img src=x', $html, $key );
			}
		}
		$this->assertSame( array(), AlbumPath::parse_breadcrumb( array( 'id' => 1 ) ) );
		$this->assertSame( array(), AlbumPath::parse_breadcrumb( '{"id":1}' ) );
		$this->assertCount( AlbumPath::MAX_CRUMBS, AlbumPath::parse_breadcrumb( (string) wp_json_encode( array_fill( 0, 50, array( 'id' => 3 ) ) ) ) );
		$this->assertSame(
			array(
				array(
					'id'     => 3,
					'page'   => 1,
					'search' => '',
				),
			),
			AlbumPath::parse_breadcrumb( '[{"id":3},{"id":0},{"id":4}]' )
		);
		$this->assertSame( 'alert(1)', AlbumPath::parse_breadcrumb( '[{"id":3,"search":"<b>alert(1)</b>"}]' )[0]['search'] );
		$this->assertSame( '', AlbumPath::parse_breadcrumb( '[{"id":3,"search":"words"}]', false )[0]['search'], 'no search box: no search' );
	}

	public function test_album_pages_are_numbered_and_searchable(): void {
		$html = $this->render( array( 'albumItemsPerPage' => 2 ) );
		$this->assertSame( 2, substr_count( $html, 'data-album-item=' ) );
		$pages = $this->hrefs( $html, 'vista-gallery__page' );
		$this->assertCount( 1, $pages );
		$this->assertSame( '2', $this->query_of( $pages[0] )['page_number_1'] );

		$second = $this->render( array( 'albumItemsPerPage' => 2 ), array( 'page_number_1' => '2' ) );
		$this->assertStringContainsString( 'data-album-item="' . $this->empty . '"', $second );
		$link = $this->hrefs( $second, 'vista-album__link vista-album__name' )[0];
		$this->assertSame( 2, json_decode( $this->query_of( $link )['bwg_album_breadcrumb_1'], true )[0]['page'], 'the page left is kept for the way back' );

		$found = $this->render( array( 'showSearch' => true ), array( 'bwg_search_1' => 'sub' ) );
		$this->assertSame( 1, substr_count( $found, 'data-album-item=' ) );
		$this->assertStringContainsString( 'data-album-item="' . $this->sub . '"', $found );
		$this->assertStringContainsString( 'Search this album', $found );
		$this->assertSame( 'sub', json_decode( $this->query_of( $this->hrefs( $found, 'vista-album__link vista-album__name' )[0] )['bwg_album_breadcrumb_1'], true )[0]['search'] );
		$none = $this->render( array( 'showSearch' => true ), array( 'bwg_search_1' => 'nothing like it' ) );
		$this->assertStringContainsString( 'No items match.', $none );
	}

	public function test_an_empty_gallery_opens_with_the_way_back(): void {
		$html = $this->render(
			array(),
			array(
				'type_1'                 => 'gallery',
				'album_gallery_id_1'     => (string) $this->empty,
				'bwg_album_breadcrumb_1' => $this->crumbs( $this->album ),
			)
		);
		$this->assertStringContainsString( 'This gallery has no images yet.', $html );
		$this->assertStringContainsString( 'vista-album__back', $html );
		$this->assertStringNotContainsString( 'wd_error', $html );
	}

	public function test_source_errors_are_escaped_error_blocks(): void {
		$this->assertStringContainsString( 'This album does not exist.', GalleryRenderer::render_block( array( 'source' => 'album', 'albumId' => 999999999 ) ) );
		$this->assertStringContainsString( 'This album does not exist.', GalleryRenderer::render_block( array( 'source' => 'album', 'albumSlug' => 'no-such-album-<b>' ) ) );
		wp_update_post( array( 'ID' => $this->other, 'post_status' => 'draft' ) );
		$this->assertStringContainsString( 'This album does not exist.', GalleryRenderer::render_block( array( 'source' => 'album', 'albumId' => $this->other ) ) );
		update_post_meta( $this->sub, PostTypes::META_ITEMS, array( array( 'type' => 'gallery', 'id' => $this->draft ) ) );
		$html = GalleryRenderer::render_block( array( 'source' => 'album', 'albumId' => $this->sub ) );
		$this->assertStringContainsString( 'class="wd_error', $html );
		$this->assertStringContainsString( 'This album is empty.', $html );
	}

	public function test_a_slug_names_the_album(): void {
		$slug = get_post_field( 'post_name', $this->album );
		$html = GalleryRenderer::render_block( array( 'source' => 'album', 'albumSlug' => $slug ) );
		$this->assertStringContainsString( '>Test album</h2>', $html );
		$this->assertSame( $this->album, $this->script_options( $html )['album']['root'] );
	}

	public function test_instances_read_only_their_own_parameters(): void {
		$query  = array(
			'type_2'                 => 'gallery',
			'album_gallery_id_2'     => (string) $this->gallery,
			'bwg_album_breadcrumb_2' => $this->crumbs( $this->album ),
			'page_number_1'          => '1',
		);
		$first  = $this->render( array(), $query );
		$second = $this->render( array(), $query, true );
		$this->assertStringContainsString( '>Test album</h2>', $first );
		$this->assertStringContainsString( '>Test gallery</h2>', $second );
		// Instance 1's links keep instance 2's place.
		$link = $this->query_of( $this->hrefs( $first, 'vista-album__link vista-album__name' )[0] );
		$this->assertSame( 'gallery', $link['type_2'] );
		$this->assertSame( 'gallery', $link['type_1'] );
	}

	public function test_call_12_renders_the_album_fields(): void {
		$options = GalleryRequest::options(
			array(
				'source'        => 'album',
				'albumId'       => $this->album,
				'imagesPerPage' => 2,
				'showTagFilter' => true,
			)
		);
		$fields  = array(
			'action'                 => 'vista_gallery_view',
			'nonce'                  => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
			'gallery_type'           => 'album_compact',
			'album_id'               => (string) $this->other,
			'shortcode_id'           => BlockToken::sign( $options ),
			'bwg'                    => '2',
			'current_url'            => home_url( '/albums/?x=1' ),
			'type_2'                 => 'gallery',
			'album_gallery_id_2'     => (string) $this->gallery,
			'bwg_album_breadcrumb_2' => $this->crumbs( $this->album ),
			'page_number_2'          => '1',
			'action_2'               => 'album',
		);
		[ $status, $html ] = GalleryAjax::respond( $fields );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'data-gallery-n="2"', $html );
		$this->assertStringContainsString( '>Test gallery</h2>', $html );
		$this->assertSame( 2, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( '/albums/?x=1', $html );

		// The tag filter of the opened gallery is bwg_tag_id_{gallery}.
		[ , $tagged ] = GalleryAjax::respond( array_merge( $fields, array( 'bwg_tag_id_' . $this->gallery => (string) $this->tag_sky ) ) );
		$this->assertSame( 2, substr_count( $tagged, '<figure' ) );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[1] . '"', $tagged );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[3] . '"', $tagged );

		// The album comes from the signed options: album_id cannot reach the other album.
		[ , $stray ] = GalleryAjax::respond( array_merge( $fields, array( 'album_gallery_id_2' => (string) $this->stray, 'bwg_album_breadcrumb_2' => $this->crumbs( $this->other ) ) ) );
		$this->assertStringContainsString( '>Test album</h2>', $stray );

		// Back to the album's root through the fields.
		[ , $root ] = GalleryAjax::respond( array_merge( $fields, array( 'type_2' => '', 'album_gallery_id_2' => '0', 'bwg_album_breadcrumb_2' => '[]' ) ) );
		$this->assertStringContainsString( 'data-album-item="' . $this->sub . '"', $root );
	}
}
