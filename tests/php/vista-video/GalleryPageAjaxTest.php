<?php
/**
 * Call 13 (000 §7): `my_embedplus_gallery_page` serves the thumbnail list of the one playlist a
 * signed block shows, and refuses bad input with a clear error before any request to a host.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Tests\VistaTestCase;
use Vista\Video\BlockToken;
use Vista\Video\GalleryPageAjax;
use Vista\Video\GallerySpec;

/**
 * The paging endpoint.
 */
final class GalleryPageAjaxTest extends VistaTestCase {

	/** @var int[] */
	private array $clips = array();

	/** Requests that tried to leave the server. */
	private int $outgoing = 0;

	protected function setUp(): void {
		parent::setUp();
		for ( $n = 1; $n <= 5; $n++ ) {
			$this->clips[] = wp_insert_attachment(
				array(
					'post_title'     => "Test clip {$n}",
					'post_mime_type' => 'video/webm',
					'post_status'    => 'inherit',
				),
				"test-clip-{$n}.webm"
			);
		}
		add_filter( 'pre_http_request', array( $this, 'count_outgoing' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'count_outgoing' ) );
		foreach ( $this->clips as $id ) {
			wp_delete_attachment( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * Refuses every outgoing request, counting it.
	 */
	public function count_outgoing(): \WP_Error {
		++$this->outgoing;
		return new \WP_Error( 'blocked', 'No network in this test.' );
	}

	/**
	 * The fields the view script posts for a page of a gallery.
	 *
	 * @param array<string, mixed> $spec    Block attributes.
	 * @param array<string, mixed> $options Options to change.
	 * @return array<string, mixed>
	 */
	private function fields( array $spec, array $options = array() ): array {
		$spec = GallerySpec::from( $spec );
		return array(
			'action'   => GalleryPageAjax::ACTION,
			'security' => BlockToken::sign( $spec ),
			'options'  => $options + array(
				'playlistId' => $spec['playlistId'],
				'pageToken'  => '2',
				'pageSize'   => (string) $spec['pageSize'],
				'columns'    => (string) $spec['columns'],
				'showTitle'  => '1',
				'showPaging' => '1',
				'autonext'   => '0',
				'thumbplay'  => '1',
			),
		);
	}

	/**
	 * A Media Library gallery of the test clips, two per page.
	 *
	 * @return array<string, mixed>
	 */
	private function media(): array {
		return array(
			'source'   => 'media',
			'ids'      => $this->clips,
			'pageSize' => 2,
			'columns'  => 2,
		);
	}

	public function test_a_signed_gallery_gets_the_thumbnails_of_the_page_asked_for(): void {
		$html = GalleryPageAjax::answer( $this->fields( $this->media() ) );
		$this->assertIsString( $html );
		$this->assertStringContainsString( 'Test clip 3', $html );
		$this->assertStringContainsString( 'Test clip 4', $html );
		$this->assertStringNotContainsString( 'Test clip 1', $html );
		$this->assertStringContainsString( 'data-videoid="' . $this->clips[2] . '"', $html );
		$this->assertStringContainsString( '--vista-video-columns:2', $html );
		$this->assertMatchesRegularExpression( '/vista-video__page--next" data-pagetoken="3"/', $html );
		$this->assertMatchesRegularExpression( '/vista-video__page--prev" data-pagetoken="1"/', $html );
	}

	public function test_item_16_call_13_refuses_another_page_size_or_column_count(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$youtube = array(
			'source'     => 'youtube',
			'playlistId' => 'PLsigned',
			'pageSize'   => 4,
			'columns'    => 2,
		);
		$attacks = array(
			array( $youtube, array( 'pageSize' => '50' ), 'This gallery shows 4 videos per page.' ),
			array( $youtube, array( 'pageSize' => '1' ), 'This gallery shows 4 videos per page.' ),
			array( $youtube, array( 'columns' => '8' ), 'This gallery shows 2 columns.' ),
			array( $this->media(), array( 'pageSize' => '50', 'pageToken' => '1' ), 'This gallery shows 2 videos per page.' ),
		);
		foreach ( $attacks as [ $spec, $options, $message ] ) {
			$result = GalleryPageAjax::answer( $this->fields( $spec, $options ) );
			$this->assertInstanceOf( \WP_Error::class, $result );
			$this->assertSame( 400, $result->get_error_data()['status'] );
			$this->assertSame( $message, $result->get_error_message() );
		}
		delete_option( 'vista_video_api_key' );
		$this->assertSame( 0, $this->outgoing, 'Refused before any request to YouTube.' );
	}

	public function test_a_forged_or_missing_security_field_is_refused(): void {
		$fields = $this->fields( $this->media() );
		// The last character changed, whatever it was (a fixed '0' left one signature in 16 intact).
		$forged = substr( $fields['security'], 0, -1 ) . ( str_ends_with( $fields['security'], '0' ) ? '1' : '0' );
		foreach ( array( 'e30.00000000000000000000000000000000', $forged, '', array( 'x' ), null ) as $security ) {
			$result = GalleryPageAjax::answer( array( 'security' => $security ) + $fields );
			$this->assertInstanceOf( \WP_Error::class, $result );
			$this->assertSame( 403, $result->get_error_data()['status'] );
			$this->assertSame( 'This gallery could not be verified. Reload the page and try again.', $result->get_error_message() );
		}
		// A payload re-signed by anyone but the site does not pass either.
		$payload = rtrim( strtr( base64_encode( '{"source":"youtube","playlistId":"PLother"}' ), '+/', '-_' ), '=' );
		$this->assertInstanceOf( \WP_Error::class, GalleryPageAjax::answer( array( 'security' => $payload . '.' . substr( hash_hmac( 'sha256', $payload, 'guess' ), 0, 32 ) ) + $fields ) );
	}

	public function test_another_playlist_than_the_signed_one_is_refused_without_asking_youtube(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$fields = $this->fields(
			array(
				'source'     => 'youtube',
				'playlistId' => 'PLsigned',
			),
			array( 'playlistId' => 'PLsomeoneelse' )
		);
		$result = GalleryPageAjax::answer( $fields );
		delete_option( 'vista_video_api_key' );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'This gallery does not show that playlist.', $result->get_error_message() );
		$this->assertSame( 0, $this->outgoing );
	}

	/**
	 * Bad option values.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function bad_options(): array {
		return array(
			'page size 0'          => array( array( 'pageSize' => '0' ), 'The page size must be a whole number from 1 to 50.' ),
			'page size 10000'      => array( array( 'pageSize' => '10000' ), 'The page size must be a whole number from 1 to 50.' ),
			'page size abc'        => array( array( 'pageSize' => 'abc' ), 'The page size must be a whole number from 1 to 50.' ),
			'page size array'      => array( array( 'pageSize' => array( '2' ) ), 'The option pageSize must be a single value.' ),
			'columns 0'            => array( array( 'columns' => '0' ), 'The columns must be a whole number from 1 to 8.' ),
			'columns 10000'        => array( array( 'columns' => '10000' ), 'The columns must be a whole number from 1 to 8.' ),
			'playlist array'       => array( array( 'playlistId' => array( 'local' ) ), 'The option playlistId must be a single value.' ),
			'script in playlist'   => array( array( 'playlistId' => '<script>alert(1)</script>' ), 'The playlist or page asked for is not valid.' ),
			'script in page token' => array( array( 'pageToken' => '"><script>alert(1)</script>' ), 'The playlist or page asked for is not valid.' ),
			'script in a flag'     => array( array( 'autonext' => '<script>' ), 'The option autonext is either on or off.' ),
			'array in a flag'      => array( array( 'thumbplay' => array( 1 ) ), 'The option thumbplay must be a single value.' ),
		);
	}

	/**
	 * @dataProvider bad_options
	 *
	 * @param array<string, mixed> $options  Options to change.
	 * @param string               $expected The message.
	 */
	public function test_bad_options_get_a_clear_error_and_no_request( array $options, string $expected ): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$spec   = array(
			'source'     => 'youtube',
			'playlistId' => 'PLsigned',
		);
		$result = GalleryPageAjax::answer( $this->fields( $spec, $options ) );
		delete_option( 'vista_video_api_key' );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $expected, $result->get_error_message() );
		$this->assertSame( 0, $this->outgoing );
	}

	public function test_options_that_are_not_an_object_are_refused(): void {
		$fields            = $this->fields( $this->media() );
		$fields['options'] = 'playlistId=local';
		$result            = GalleryPageAjax::answer( $fields );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'The gallery options are missing.', $result->get_error_message() );
	}

	public function test_the_call_is_open_to_visitors_and_users(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertSame( array( 10 => array( GalleryPageAjax::class . '::handle' ) ), self::bound( 'vista-video', 'wp_ajax_nopriv_my_embedplus_gallery_page' ) );
				$this->assertSame( array( 10 => array( GalleryPageAjax::class . '::handle' ) ), self::bound( 'vista-video', 'wp_ajax_my_embedplus_gallery_page' ) );
			}
		);
	}
}
