<?php
/**
 * A gallery's pages by a seek on its rows (issue 36 goal 2): the rows follow the gallery's list,
 * a page in the gallery's order is what the PHP filter would answer, and the queries of call 12
 * and of the lightbox's window use the table's keys on SQLite and on MariaDB (EXPLAIN).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\GalleryItems;
use Vista\Gallery\Browsing\GalleryQuery;
use Vista\Gallery\PostTypes;

/**
 * GalleryItems and the seek of GalleryQuery.
 */
final class GalleryItemsTest extends GalleryTestCase {

	protected function setUp(): void {
		GalleryItems::upgrade();
		parent::setUp();
	}

	/**
	 * The gallery's rows, in position order.
	 *
	 * @return int[]
	 */
	private function rows( int $gallery ): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT image_id FROM ' . GalleryItems::table() . ' WHERE gallery_id = %d ORDER BY position', $gallery ) ) ); // SQL: the table's name.
	}

	public function test_the_rows_follow_the_gallery_list_as_it_is_saved_changed_and_deleted(): void {
		$this->assertSame( $this->images, $this->rows( $this->gallery ) );

		$reordered = array_reverse( array_slice( $this->images, 1 ) );
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, $reordered );
		$this->assertSame( $reordered, $this->rows( $this->gallery ) );

		wp_delete_post( $this->gallery, true );
		$this->assertSame( array(), $this->rows( $this->gallery ) );
	}

	public function test_the_upgrade_fills_the_rows_of_galleries_saved_before_the_table(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . GalleryItems::table() ); // SQL: the table's name.
		delete_option( GalleryItems::DB_VERSION_OPTION );

		GalleryItems::upgrade();

		$this->assertSame( $this->images, $this->rows( $this->gallery ) );
	}

	public function test_a_page_in_the_gallery_order_is_the_page_the_filter_gives_both_ways(): void {
		$list = array_merge( $this->attachments( 60 ), array_slice( $this->images, 0, 5 ) );
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, $list );

		$page = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 3, 30 ) )->run();
		$this->assertSame( array_slice( $list, 60, 30 ), array_column( $page['items'], 'id' ) );
		$this->assertSame( array( 65, 3, 3 ), array( $page['total'], $page['page'], $page['pages'] ) );

		$back = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', true, 2, 30 ) )->run();
		$this->assertSame( array_slice( array_reverse( $list ), 30, 30 ), array_column( $back['items'], 'id' ) );

		// Past the last page: the last page, as before.
		$last = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 99, 30 ) )->run();
		$this->assertSame( array_slice( $list, 60 ), array_column( $last['items'], 'id' ) );
	}

	public function test_an_image_of_a_private_post_stays_hidden_from_visitors_on_every_page(): void {
		$private = (int) wp_insert_post(
			array(
				'post_title'  => 'Private post',
				'post_status' => 'private',
			)
		);
		$this->store_raw(
			array(
				'ID'          => $this->images[1],
				'post_parent' => $private,
			)
		);
		wp_set_current_user( 0 );

		$page = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 1, 2 ) )->run();

		$this->assertSame( array( $this->images[0], $this->images[2] ), array_column( $page['items'], 'id' ) );
		$this->assertSame( 4, $page['total'] );
		wp_delete_post( $private, true );
	}

	public function test_call_12_and_the_lightbox_window_do_not_count_the_gallery_s_rows(): void {
		$list = array_merge( $this->images, $this->attachments( 40 ) );
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, $list );
		$queries = array();
		$log     = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $log );

		$page   = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 2, 10 ) )->run();
		$window = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order' ) )->window( $list[30], null, 20 );
		remove_filter( 'query', $log );

		$this->assertSame( array_slice( $list, 10, 10 ), array_column( $page['items'], 'id' ) );
		$this->assertSame( 45, $page['total'] );
		$this->assertSame( array( 20, 45, 30 ), array( $window['offset'], $window['total'], $window['index'] ) );
		$counts = preg_grep( '/COUNT\(.*vista_gallery_items/is', $queries );
		$this->assertSame( array(), array_values( $counts ), 'Rows counted on a request: ' . implode( "\n", $counts ) );
	}

	public function test_the_kept_count_follows_a_post_made_private_after_the_gallery_was_saved(): void {
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'Public post',
				'post_status' => 'publish',
			)
		);
		wp_update_post(
			array(
				'ID'          => $this->images[1],
				'post_parent' => $post,
			)
		);
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, array_reverse( $this->images ) );
		wp_set_current_user( 0 );
		$this->assertCount( 5, ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 1, 10 ) )->run()['items'] );

		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'private',
			)
		);

		$page = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 1, 10 ) )->run();
		$this->assertNotContains( $this->images[1], array_column( $page['items'], 'id' ) );
		wp_delete_post( $post, true );
	}

	public function test_call_12s_page_query_seeks_by_the_primary_key(): void {
		$sql = GalleryItems::page_sql( $this->gallery, 8970, 30 );
		$this->assertUsesIndex( $sql, 'PRIMARY' );
		$this->assertUsesIndex( GalleryItems::page_sql( $this->gallery, 8970, 30, true, 10000 ), 'PRIMARY' );
	}

	public function test_the_lightbox_finds_an_image_s_place_by_the_image_key(): void {
		$this->assertUsesIndex( GalleryItems::position_sql( $this->gallery, $this->images[3] ), 'image_gallery' );
	}

	/**
	 * Asserts that the database answers the query through the named key of the items table: no
	 * scan of the table and no sort of its rows.
	 *
	 * @param string $sql A query of GalleryItems.
	 * @param string $key PRIMARY or an index's name.
	 */
	private function assertUsesIndex( string $sql, string $key ): void {
		global $wpdb;
		if ( $wpdb instanceof \WP_SQLite_DB ) {
			$wpdb->query( $sql ); // SQL: prepared by GalleryItems.
			$plan = array();
			foreach ( $wpdb->dbh->get_last_sqlite_queries() as $query ) {
				if ( ! str_contains( $query['sql'], 'vista_gallery_items' ) ) {
					continue;
				}
				$statement = $wpdb->dbh->get_connection()->get_pdo()->prepare( 'EXPLAIN QUERY PLAN ' . $query['sql'] );
				$statement->execute( $query['params'] );
				$plan = array_merge( $plan, array_column( $statement->fetchAll( \PDO::FETCH_ASSOC ), 'detail' ) );
			}
			$text = implode( "\n", $plan );
			$this->assertNotSame( '', $text, 'No plan for ' . $sql );
			$this->assertStringNotContainsString( 'SCAN', $text, $text );
			$this->assertStringNotContainsString( 'TEMP B-TREE', $text, $text );
			$this->assertMatchesRegularExpression( 'PRIMARY' === $key ? '/SEARCH \S+ USING (INDEX sqlite_autoindex_\S*vista_gallery_items|PRIMARY KEY)/' : '/SEARCH \S+ USING (COVERING )?INDEX \S*' . $key . '/', $text );
			return;
		}
		$rows = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // SQL: prepared by GalleryItems.
		$this->assertCount( 1, $rows, (string) wp_json_encode( $rows ) );
		$this->assertSame( $key, $rows[0]['key'], (string) wp_json_encode( $rows ) );
		$this->assertContains( $rows[0]['type'], array( 'range', 'ref', 'eq_ref', 'const' ), (string) wp_json_encode( $rows ) );
		$this->assertStringNotContainsString( 'filesort', (string) $rows[0]['Extra'], (string) wp_json_encode( $rows ) );
	}

	/**
	 * Image attachments, kept for tearDown.
	 *
	 * @return int[]
	 */
	private function attachments( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = wp_insert_attachment(
				array(
					'post_title'     => "Paged image {$i}",
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				"paged-{$i}.jpg"
			);
		}
		$this->images = array_merge( $this->images, $ids );
		return $ids;
	}
}
