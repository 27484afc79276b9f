<?php
/**
 * Parsing of the block options and of the visitor's state (000 §2.1, §3.10) with hostile values.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Tests\VistaTestCase;

/**
 * Every field bounded.
 */
final class GalleryRequestTest extends VistaTestCase {

	private function options( array $extra = array() ): array {
		return GalleryRequest::options( array_merge( array( 'galleryId' => 7, 'showSearch' => true, 'showTagFilter' => true, 'showSort' => true ), $extra ) );
	}

	public function test_defaults_and_bounds_of_the_options(): void {
		$o = GalleryRequest::options(
			array(
				'layout'        => '<script>',
				'thumbWidth'    => '99999999999999999999999',
				'maxColumns'    => -4,
				'imagesPerPage' => 5000,
				'sortBy'        => 'id; DROP TABLE wp_posts',
				'pagination'    => 'infinite',
				'unknown'       => 'x',
			)
		);
		$this->assertSame( 'thumbnails', $o['layout'] );
		$this->assertSame( 2000, $o['thumbWidth'] );
		$this->assertSame( 1, $o['maxColumns'] );
		$this->assertSame( 100, $o['imagesPerPage'] );
		$this->assertSame( 'order', $o['sortBy'] );
		$this->assertSame( 'numbers', $o['pagination'] );
		$this->assertArrayNotHasKey( 'unknown', $o );
		$this->assertSame( 180, GalleryRequest::options( array() )['thumbWidth'] );
		$this->assertSame( 90, GalleryRequest::options( array() )['thumbHeight'] );
		$this->assertTrue( GalleryRequest::options( array() )['frontendAjax'] );
	}

	/**
	 * @return array<string, array{array<string, mixed>, string, string, int[], int}>
	 */
	public static function hostile_queries(): array {
		return array(
			'SQL and script'    => array( array( 'bwg_search_1' => "' OR 1=1 -- <script>alert(1)</script>", 'sort_by_1' => 'title DESC; --', 'filter_tag_1' => "1' OR '1", 'page_number_1' => '1 OR 1' ), "' OR 1=1 --", 'order', array(), 1 ),
			'huge numbers'      => array( array( 'page_number_1' => '999999999999999999999999999', 'filter_tag_1' => '99999999999,3' ), '', 'order', array( 3 ), 10000 ),
			'negative page'     => array( array( 'page_number_1' => '-3' ), '', 'order', array(), 1 ),
			'arrays'            => array( array( 'bwg_search_1' => array( 'x' ), 'sort_by_1' => array( 'title' ), 'page_number_1' => array( 2 ) ), '', 'order', array(), 1 ),
			'junk in tags'      => array( array( 'filter_tag_1' => '4,abc,,5,4,-2,0,1.5' ), '', 'order', array( 4, 5 ), 1 ),
			'a good state'      => array( array( 'bwg_search_1' => 'blue', 'sort_by_1' => 'title', 'filter_tag_1' => '3', 'page_number_1' => '2' ), 'blue', 'title', array( 3 ), 2 ),
			'other instance'    => array( array( 'bwg_search_2' => 'blue', 'page_number_2' => '2' ), '', 'order', array(), 1 ),
		);
	}

	/**
	 * @dataProvider hostile_queries
	 */
	public function test_the_address_state_is_validated( array $query, string $search, string $sort, array $tags, int $page ): void {
		$state = GalleryRequest::from_query( $this->options(), 1, $query );
		$this->assertSame( $search, $state->search );
		$this->assertSame( $sort, $state->sort );
		$this->assertSame( $tags, $state->tags );
		$this->assertSame( $page, $state->page );
	}

	public function test_search_is_limited_to_200_characters(): void {
		$state = GalleryRequest::from_query( $this->options(), 1, array( 'bwg_search_1' => str_repeat( 'é', 5000 ) ) );
		$this->assertSame( 200, mb_strlen( $state->search ) );
	}

	public function test_random_sort_gets_a_seed_that_is_kept(): void {
		$fresh = GalleryRequest::from_query( $this->options(), 1, array( 'sort_by_1' => 'random' ) );
		$this->assertGreaterThan( 0, $fresh->seed );
		$kept = GalleryRequest::from_query( $this->options(), 1, array( 'sort_by_1' => 'random', 'bwg_random_seed_1' => '12345' ) );
		$this->assertSame( 12345, $kept->seed );
	}

	public function test_ajax_fields_use_the_section_3_10_names(): void {
		$state = GalleryRequest::from_fields(
			$this->options(),
			3,
			array(
				'page_number_3'       => '2',
				'sortImagesByValue_3' => 'filename',
				'bwg_search_3'        => 'lagoon',
				'bwg_tag_id_7'        => '8,9',
				'bwg_random_seed_3'   => '5',
				'bwg_search_1'        => 'other',
			)
		);
		$this->assertSame( array( 'lagoon', 'filename', array( 8, 9 ), 2 ), array( $state->search, $state->sort, $state->tags, $state->page ) );
	}

	public function test_hidden_controls_ignore_their_parameters(): void {
		$state = GalleryRequest::from_query( GalleryRequest::options( array( 'galleryId' => 7 ) ), 1, array( 'bwg_search_1' => 'x', 'filter_tag_1' => '3' ) );
		$this->assertSame( '', $state->search );
		$this->assertSame( array(), $state->tags );
	}
}
