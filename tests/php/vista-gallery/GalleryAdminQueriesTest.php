<?php
/**
 * The Galleries admin list and the gallery editor at scale (issue 36 goal 2): what their first
 * requests cost does not grow with the number of galleries or of a gallery's images. The list's
 * page of 20 rows (thumbnail, count, author of each) runs as many queries for 50 galleries as for
 * 5, and the editor's page of images as many for 100 images as for 10; both answer a bounded page.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\PostTypes;

/**
 * Query counts of the list and the editor's reads.
 */
final class GalleryAdminQueriesTest extends RatingTestCase {

	/** The admin list's page size (src/gallery/admin/api.ts, LIST_PAGE_SIZE). */
	private const LIST_PAGE = 20;

	/** @var int[] */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( $this->made as $post ) {
			wp_delete_post( $post, true );
		}
		parent::tearDown();
	}

	/**
	 * Images of their own (each with its file's sizes), as the Media Library holds them.
	 *
	 * @param int $count How many.
	 * @return int[]
	 */
	private function images( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$name  = 'scale-' . count( $this->made ) . '.jpg';
			$image = (int) wp_insert_attachment(
				array(
					'post_title'     => $name,
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				$name
			);
			update_post_meta(
				$image,
				'_wp_attachment_metadata',
				array(
					'width'  => 1200,
					'height' => 800,
					'file'   => $name,
					'sizes'  => array(
						'thumbnail' => array(
							'file'      => 'thumb-' . $name,
							'width'     => 150,
							'height'    => 150,
							'mime-type' => 'image/jpeg',
						),
					),
				)
			);
			$this->made[] = $image;
			$ids[]        = $image;
		}
		return $ids;
	}

	/**
	 * Galleries of 3 images each, each by an author of its own.
	 *
	 * @param int $count How many.
	 */
	private function galleries( int $count ): void {
		$editor = get_current_user_id();
		for ( $g = 0; $g < $count; $g++ ) {
			$author = $this->sign_in( 'author' );
			wp_set_current_user( $editor );
			$gallery = (int) wp_insert_post(
				array(
					'post_type'   => PostTypes::GALLERY,
					'post_status' => 'publish',
					'post_title'  => "Gallery {$g}",
					'post_author' => $author,
				)
			);
			update_post_meta( $gallery, PostTypes::META_IMAGES, $this->images( 3 ) );
			$this->made[] = $gallery;
		}
	}

	/**
	 * The list's first page as the Galleries screen asks for it, from cold caches.
	 *
	 * @return array{0: int, 1: \WP_REST_Response} Queries run, and the answer.
	 */
	private function list_page(): array {
		global $wpdb;
		$request = new \WP_REST_Request( 'GET', '/wp/v2/vista-galleries' );
		$request->set_query_params(
			array(
				'context'  => 'edit',
				'status'   => 'publish,draft,private',
				'orderby'  => 'id',
				'order'    => 'desc',
				'_fields'  => 'id,date,date_gmt,title,vista_list',
				'per_page' => self::LIST_PAGE,
				'page'     => 1,
			)
		);
		wp_cache_flush();
		$before   = $wpdb->num_queries;
		$response = rest_do_request( $request );
		return array( $wpdb->num_queries - $before, $response );
	}

	public function test_the_list_runs_as_many_queries_for_50_galleries_as_for_5(): void {
		$this->sign_in( 'editor' );
		$this->galleries( 5 );
		[ $few, $answer ] = $this->list_page();
		$this->assertLessThan( self::LIST_PAGE, count( $answer->get_data() ) );

		$this->galleries( 45 );
		[ $many, $answer ] = $this->list_page();

		$rows = $answer->get_data();
		$this->assertCount( self::LIST_PAGE, $rows );
		$this->assertGreaterThanOrEqual( 50, (int) $answer->get_headers()['X-WP-Total'] );
		foreach ( $rows as $row ) {
			$this->assertSame( 3, $row['vista_list']['count'] );
			$this->assertStringContainsString( 'thumb-scale-', $row['vista_list']['thumb'] );
			$this->assertNotSame( '', $row['vista_list']['author'] );
		}
		$this->assertLessThanOrEqual( $few, $many, "The list's page ran {$many} queries for 50 galleries, {$few} for 5." );
	}

	/**
	 * The editor's read of a page of images, from cold caches.
	 *
	 * @param int[] $ids The page's images.
	 * @return array{0: int, 1: \WP_REST_Response} Queries run, and the answer.
	 */
	private function image_page( array $ids ): array {
		global $wpdb;
		$request = new \WP_REST_Request( 'GET', '/vista-gallery/v1/images' );
		$request->set_param( 'include', implode( ',', $ids ) );
		wp_cache_flush();
		$before   = $wpdb->num_queries;
		$response = rest_do_request( $request );
		return array( $wpdb->num_queries - $before, $response );
	}

	public function test_a_page_of_100_images_runs_as_many_queries_as_one_of_10(): void {
		$this->sign_in( 'editor' );
		$ids = $this->images( 100 );

		[ $few ]              = $this->image_page( array_slice( $ids, 0, 10 ) );
		[ $many, $response ]  = $this->image_page( $ids );

		$this->assertCount( 100, $response->get_data()['images'] );
		$this->assertStringContainsString( 'thumb-scale-', $response->get_data()['images'][99]['thumb_url'] );
		$this->assertLessThanOrEqual( $few, $many, "A page of 100 images ran {$many} queries, one of 10 {$few}." );
	}
}
