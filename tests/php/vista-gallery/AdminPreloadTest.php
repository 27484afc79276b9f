<?php
/**
 * The Galleries screens' first REST answers printed with the page (issue 36 goal 2): the editor of
 * a large gallery gets the gallery and its first page of images (100, whatever the gallery's size)
 * without asking, the list its first page of 20 rows; a user the REST API refuses gets nothing
 * printed.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\AdminPreload;
use Vista\Gallery\AdminScreens;
use Vista\Gallery\PostTypes;

/**
 * The preloaded answers.
 */
final class AdminPreloadTest extends RatingTestCase {

	/** @var int[] */
	private array $large_images = array();
	private int $large          = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->sign_in( 'editor' );
		for ( $i = 0; $i < 150; $i++ ) {
			$this->large_images[] = (int) wp_insert_attachment(
				array(
					'post_title'     => "Preloaded {$i}",
					'post_mime_type' => 'image/png',
					'post_status'    => 'inherit',
				),
				"preloaded-{$i}.png"
			);
		}
		$this->large = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Large',
			)
		);
		update_post_meta( $this->large, PostTypes::META_IMAGES, $this->large_images );
	}

	protected function tearDown(): void {
		wp_delete_post( $this->large, true );
		foreach ( $this->large_images as $image ) {
			wp_delete_post( $image, true );
		}
		unset( $_GET['page'], $_GET['edit'] );
		parent::tearDown();
	}

	/**
	 * The editor's page as it is printed: the screen's inline scripts.
	 */
	private function editor_page_scripts(): string {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$_GET['page'] = AdminScreens::SLUG;
		$_GET['edit'] = (string) $this->large;
		AdminScreens::add_pages();
		AdminScreens::enqueue( 'toplevel_page_' . AdminScreens::SLUG );
		return implode( "\n", (array) wp_scripts()->get_data( AdminScreens::HANDLE, 'before' ) );
	}

	public function test_the_editor_page_carries_the_gallery_and_its_first_100_images(): void {
		$scripts = $this->editor_page_scripts();

		$this->assertMatchesRegularExpression( '/wp\.apiFetch\.use\( wp\.apiFetch\.createPreloadingMiddleware\( (.+) \) \);/', $scripts );
		preg_match( '/createPreloadingMiddleware\( (.+) \) \);/', $scripts, $found );
		$answers = json_decode( $found[1], true );
		$gallery = $answers[ '/wp/v2/vista-galleries/' . $this->large . '?context=edit' ]['body'];
		$this->assertSame( $this->large_images, $gallery['meta'][ PostTypes::META_IMAGES ] );
		$first = array_slice( $this->large_images, 0, 100 );
		$page  = $answers[ '/vista-gallery/v1/images?include=' . implode( ',', $first ) ]['body']['images'];
		$this->assertSame( $first, array_column( $page, 'id' ) );
		$this->assertSame( 'Preloaded 0', $page[0]['title'] );
	}

	public function test_a_user_who_may_not_edit_the_gallery_gets_none_of_it(): void {
		$this->sign_in( 'author' );

		$answers = AdminPreload::answers( 'galleries', $this->large );

		foreach ( array_keys( $answers ) as $path ) {
			$this->assertStringNotContainsString( 'vista-galleries/', $path );
			$this->assertStringNotContainsString( '/images', $path );
		}
		$this->assertStringNotContainsString( 'Preloaded', (string) wp_json_encode( $answers ) );
	}

	public function test_the_list_carries_its_first_page_of_20_rows(): void {
		for ( $i = 0; $i < 25; $i++ ) {
			$more[] = (int) wp_insert_post( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'publish', 'post_title' => "More {$i}" ) );
		}

		$answers = AdminPreload::answers( 'galleries', 0 );

		$this->assertCount( 1, $answers );
		$list = reset( $answers );
		$this->assertCount( AdminPreload::LIST_PAGE_SIZE, $list['body'] );
		$this->assertGreaterThanOrEqual( 26, (int) $list['headers']['X-WP-Total'] );
		$this->assertSame( 'More 24', $list['body'][0]['title']['raw'] );
		$this->assertArrayHasKey( 'vista_list', $list['body'][0] );
		$this->assertArrayNotHasKey( 'meta', $list['body'][0] );
		foreach ( $more as $post ) {
			wp_delete_post( $post, true );
		}
	}
}
