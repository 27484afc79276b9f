<?php
/**
 * The YouTube sources against a stand-in on loopback (stand-in/router.php): the Data API's
 * playlistItems paged by pageToken and cached, the keyless public feed paged by our server, and
 * hostile answers (missing fields, huge titles, script in titles, not JSON, not a feed).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Video\GalleryPageAjax;
use Vista\Video\GalleryRenderer;
use Vista\Video\BlockToken;
use Vista\Video\GallerySpec;
use Vista\Video\Sources;
use Vista\Video\VideoItem;
use Vista\Video\YouTubeApiSource;

require_once __DIR__ . '/StandInCase.php';

/**
 * Data API and feed sources.
 */
final class YouTubeSourcesTest extends StandInCase {

	/**
	 * A spec of a source.
	 *
	 * @param string $source   youtube or feed.
	 * @param string $playlist Playlist id.
	 * @param int    $size     Page size.
	 * @return array<string, mixed>
	 */
	private function spec( string $source, string $playlist, int $size = 4 ): array {
		return GallerySpec::from(
			array(
				'source'     => $source,
				'playlistId' => $playlist,
				'pageSize'   => $size,
			)
		);
	}

	public function test_the_data_api_source_reads_playlist_items_and_pages_by_youtubes_token(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$page = Sources::page( $this->spec( 'youtube', 'PLstandin' ), '' );
		$this->assertSame( array( 'vid00000001', 'vid00000002', 'vid00000003', 'vid00000004' ), array_map( static fn ( VideoItem $item ) => $item->videoid, $page->items ) );
		$this->assertSame( 'Clip 1', $page->items[0]->title );
		$this->assertSame( 'CAIQAA', $page->next );
		$this->assertSame( '', $page->prev );
		$this->assertStringContainsString( 'playlistId=PLstandin', $this->requests()[0] );
		$this->assertStringContainsString( 'maxResults=4', $this->requests()[0] );
		$this->assertStringContainsString( 'key=good-key', $this->requests()[0] );

		$second = Sources::page( $this->spec( 'youtube', 'PLstandin' ), 'CAIQAA' );
		$this->assertSame( 'vid00000005', $second->items[0]->videoid );
		$this->assertSame( 'CAEQAQ', $second->prev );
		$this->assertSame( '', $second->next );
	}

	public function test_answers_are_cached_so_a_busy_page_costs_no_quota(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		for ( $visit = 0; $visit < 5; $visit++ ) {
			$html = GalleryRenderer::render_block( array( 'source' => 'youtube', 'playlistId' => 'PLstandin', 'pageSize' => 4 ), 'class="x"' );
			$this->assertStringContainsString( 'Clip 1', $html );
		}
		$this->assertCount( 1, $this->requests() );
	}

	public function test_the_page_never_shows_the_api_key(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$html = GalleryRenderer::render_block( array( 'source' => 'youtube', 'playlistId' => 'PLstandin' ), 'class="x"' );
		$this->assertStringNotContainsString( 'good-key', $html );
		$this->assertStringNotContainsString( 'good-key', (string) base64_decode( strtr( explode( '.', BlockToken::sign( $this->spec( 'youtube', 'PLstandin' ) ) )[0], '-_', '+/' ) ) );
	}

	public function test_without_a_key_the_data_api_source_asks_nothing_and_says_what_is_missing(): void {
		$html = GalleryRenderer::render_block( array( 'source' => 'youtube', 'playlistId' => 'PLstandin' ), 'class="x"' );
		$this->assertStringContainsString( 'This playlist needs a YouTube API key', $html );
		$this->assertSame( array(), $this->requests() );
	}

	public function test_hostile_api_answers_keep_only_playable_items_with_cut_and_escaped_titles(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$page = Sources::page( $this->spec( 'youtube', 'PLhostile', 10 ), '' );
		$this->assertSame( array( 'AAAAAAAAAAA', 'BBBBBBBBBBB', 'DDDDDDDDDDD' ), array_map( static fn ( VideoItem $item ) => $item->videoid, $page->items ) );
		$this->assertSame( VideoItem::MAX_TITLE, mb_strlen( $page->items[0]->title ) );
		$this->assertSame( 'Untitled video', $page->items[2]->title );
		$this->assertSame( '', $page->next, 'A page token that is not one of YouTube\'s is dropped.' );
		$html = GalleryRenderer::render_block( array( 'source' => 'youtube', 'playlistId' => 'PLhostile', 'pageSize' => 10 ), 'class="x"' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
	}

	public function test_an_answer_that_is_not_json_is_a_failed_page_kept_briefly(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$spec = $this->spec( 'youtube', 'PLbroken' );
		$this->assertTrue( Sources::page( $spec, '' )->failed );
		$this->assertTrue( Sources::page( $spec, '' )->failed );
		$this->assertCount( 1, $this->requests(), 'A failure is kept for a while: asking again at once costs no quota.' );
		$this->assertSame( YouTubeApiSource::FAILURE_SECONDS, (int) get_option( '_transient_timeout_vista_video_yt_' . md5( 'PLbroken||4' ) ) - time(), 'Only briefly.' );
		$fields = array(
			'security' => BlockToken::sign( $spec ),
			'options'  => array(
				'playlistId' => 'PLbroken',
				'pageToken'  => '',
				'pageSize'   => '4',
				'columns'    => '3',
			),
		);
		$this->assertSame( 'The videos of this page could not be loaded.', GalleryPageAjax::answer( $fields )->get_error_message() );
	}

	public function test_the_public_feed_needs_no_key_and_is_paged_by_the_server(): void {
		$spec  = $this->spec( 'feed', 'PLstandin', 6 );
		$first = Sources::page( $spec, '' );
		$this->assertCount( 6, $first->items );
		$this->assertSame( 'feed0000001', $first->items[0]->videoid );
		$this->assertSame( '2', $first->next );
		$last = Sources::page( $spec, '3' );
		$this->assertSame( array( 'feed0000013', 'feed0000014', 'feed0000015' ), array_map( static fn ( VideoItem $item ) => $item->videoid, $last->items ) );
		$this->assertSame( '', $last->next );
		$this->assertSame( '2', $last->prev );
		$this->assertCount( 1, $this->requests(), 'The feed is read once and cached.' );
		$this->assertStringNotContainsString( 'key=', $this->requests()[0] );
		// A title with script in it never reaches the page as markup.
		$html = GalleryRenderer::list_html( $spec, $first );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	public function test_a_feed_that_is_not_a_feed_or_holds_entities_gives_nothing_away(): void {
		$this->assertSame( array(), Sources::page( $this->spec( 'feed', 'PLbroken' ), '' )->items );
		$items = Sources::page( $this->spec( 'feed', 'PLentity' ), '' )->items;
		foreach ( $items as $item ) {
			$this->assertStringNotContainsString( 'root:', $item->title );
		}
	}
}
