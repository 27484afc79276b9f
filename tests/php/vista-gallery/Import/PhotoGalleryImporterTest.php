<?php
/**
 * Issue 33 item 1: the site of tests/fixtures/originals/photo-gallery.php (5 galleries of 120
 * images in 2 nested albums, tags, ratings, comments, hits, stored shortcodes) imported twice.
 * The first run brings everything but the two images without a file here, which it lists with
 * the reason; the second updates and makes nothing new; the original's tables, terms, settings
 * and files are the same after both; its shortcodes render the imported galleries in their view.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery\Import;

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Feedback\HitCounter;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Import\PhotoGalleryImporter;
use Vista\Gallery\Import\PhotoGalleryShortcode;
use Vista\Gallery\Kit\ImportBatch;
use Vista\Gallery\Kit\ImportMap;
use Vista\Gallery\PostTypes;
use Vista\Tests\Fixtures\PhotoGalleryFixture;
use Vista\Tests\Fixtures\PhotoGalleryFixtureTools;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 3 ) . '/fixtures/originals/photo-gallery.php';

/**
 * The import from Photo Gallery by 10Web, run once for the class.
 */
final class PhotoGalleryImporterTest extends VistaTestCase {

	/** @var array<string, string> */
	private static array $before = array();
	/** @var array<string, string> */
	private static array $after = array();
	/** @var array<string, mixed> */
	private static array $first = array();
	/** @var array<string, mixed> */
	private static array $second = array();
	/** @var int[] Attachments after each run. */
	private static array $attachments = array();
	/** @var array<string, int> */
	private static array $tags = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		wp_set_current_user( 1 );
		self::$tags   = PhotoGalleryFixture::build()['tags'];
		self::$before = PhotoGalleryFixtureTools::checksums();
		self::$first  = PhotoGalleryFixtureTools::import();
		self::$attachments[] = self::attachments();
		self::$second        = PhotoGalleryFixtureTools::import( 37 );
		self::$attachments[] = self::attachments();
		self::$after         = PhotoGalleryFixtureTools::checksums();
		wp_set_current_user( 0 );
	}

	public static function tearDownAfterClass(): void {
		PhotoGalleryFixture::remove();
		parent::tearDownAfterClass();
	}

	private static function attachments(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" );
	}

	/**
	 * What the import made of an original item.
	 */
	private static function target( string $kind, int $original ): int {
		return (int) ( new ImportMap() )->target( PhotoGalleryImporter::ID, $kind, (string) $original );
	}

	public function test_the_inventory_counts_what_the_original_left(): void {
		$counts = array_column( ( new PhotoGalleryImporter() )->inventory(), 'count', 'stage' );
		$this->assertSame(
			array(
				'tags'        => 6,
				'galleries'   => 5,
				'images'      => 600,
				'albums'      => 2,
				'album_items' => 2,
				'ratings'     => 400,
				'comments'    => 84,
				'shortcodes'  => 10,
			),
			$counts
		);
	}

	public function test_the_first_run_imports_all_but_the_images_without_a_file_here(): void {
		$this->assertSame( 'done', self::$first['status'] );
		$counts = self::$first['counts'];
		$this->assertSame( array( 'imported' => 598, 'updated' => 0, 'skipped' => 2 ), $counts['images'] );
		$this->assertSame( array( 'imported' => 5, 'updated' => 0, 'skipped' => 0 ), $counts['galleries'] );
		$this->assertSame( array( 'imported' => 398, 'updated' => 0, 'skipped' => 2 ), $counts['ratings'] );
		$this->assertSame( array( 'imported' => 82, 'updated' => 0, 'skipped' => 2 ), $counts['comments'] );
		$this->assertSame( 10, $counts['shortcodes']['imported'] );
		$skipped = array();
		foreach ( self::$first['skips'] as $skip ) {
			$skipped[ $skip['kind'] . ' ' . $skip['original'] ] = $skip['reason'];
		}
		$this->assertStringContainsString( 'another site', $skipped['images 481'] );
		$this->assertStringContainsString( '/fixture/pg-600.jpg is missing', $skipped['images 600'] );
		$this->assertStringContainsString( 'not imported', $skipped['ratings 399'] );
	}

	public function test_a_gallery_keeps_its_fields_and_its_images_in_the_original_order(): void {
		$gallery = get_post( self::target( 'galleries', 1 ) );
		$this->assertSame( 'Coast gallery', $gallery->post_title );
		$this->assertSame( 'publish', $gallery->post_status );
		$this->assertSame( 'The Coast pictures.', $gallery->post_content );
		$images = get_post_meta( $gallery->ID, PostTypes::META_IMAGES, true );
		$this->assertCount( 120, $images );
		// The original's `order` runs backwards from the id: its first image is id 120.
		$this->assertSame( self::target( 'images', 120 ), $images[0] );
		$this->assertSame( self::target( 'images', 1 ), $images[119] );

		$image = get_post( $images[0] );
		$this->assertSame( 'Picture 120', $image->post_title );
		$this->assertSame( 'Picture 120', get_post_meta( $image->ID, '_wp_attachment_image_alt', true ) );
		$this->assertSame( 'Description of picture 120', $image->post_content );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', 1650000000 + 120 * 3600 ), $image->post_date_gmt );
		$this->assertSame( 40, HitCounter::count( $image->ID ) );
		$file = (string) get_attached_file( $image->ID );
		$this->assertFileExists( $file );
		$this->assertSame( array( 64, 48 ), array_slice( (array) getimagesize( $file ), 0, 2 ) );
		$this->assertSame( array( 'Sea', 'Sky' ), wp_get_object_terms( $image->ID, PostTypes::TAXONOMY, array( 'fields' => 'names', 'orderby' => 'name' ) ) );
		$this->assertSame( 'https://example.com/picture-120', get_post_meta( $image->ID, PostTypes::META_REDIRECT_URL, true ) );
	}

	public function test_ratings_and_comments_come_with_their_images(): void {
		$this->assertSame( array( 'average' => 4.0, 'count' => 2 ), RatingStore::summary( self::target( 'images', 3 ) ) );
		$this->assertSame( array( 'average' => 0.0, 'count' => 0 ), RatingStore::summary( self::target( 'images', 4 ) ) );
		$comments = get_comments( array( 'post_id' => self::target( 'images', 50 ), 'orderby' => 'comment_ID', 'order' => 'ASC', 'status' => 'all' ) );
		$this->assertSame( array( 'Lovely picture 50', 'Held comment 50' ), array_map( static fn ( $c ) => $c->comment_content, $comments ) );
		$this->assertSame( array( '1', '0' ), array_map( static fn ( $c ) => $c->comment_approved, $comments ) );
		$this->assertSame( 'visitor50@example.com', $comments[0]->comment_author_email );
	}

	public function test_albums_hold_their_galleries_and_the_nested_album(): void {
		$this->assertSame(
			array(
				array( 'type' => 'gallery', 'id' => self::target( 'galleries', 1 ) ),
				array( 'type' => 'gallery', 'id' => self::target( 'galleries', 2 ) ),
				array( 'type' => 'gallery', 'id' => self::target( 'galleries', 3 ) ),
				array( 'type' => 'album', 'id' => self::target( 'albums', 2 ) ),
			),
			get_post_meta( self::target( 'albums', 1 ), PostTypes::META_ITEMS, true )
		);
		$this->assertSame( 'Seasons', get_the_title( self::target( 'albums', 2 ) ) );
		// The covers the original chose (`preview_image`); an album without one shows its first item's.
		$this->assertSame( self::target( 'images', 400 ), get_post_thumbnail_id( self::target( 'albums', 1 ) ) );
		$this->assertSame( 0, get_post_thumbnail_id( self::target( 'albums', 2 ) ) );
		$this->assertSame( self::target( 'images', 5 ), get_post_thumbnail_id( self::target( 'galleries', 1 ) ) );
		$this->assertSame( self::target( 'images', 245 ), get_post_thumbnail_id( self::target( 'galleries', 3 ) ) );
	}

	public function test_a_second_run_updates_everything_and_makes_nothing_new(): void {
		$this->assertSame( 'done', self::$second['status'] );
		foreach ( self::$first['counts'] as $kind => $counts ) {
			$this->assertSame(
				array( 'imported' => 0, 'updated' => $counts['imported'], 'skipped' => $counts['skipped'] ),
				self::$second['counts'][ $kind ],
				$kind
			);
		}
		$this->assertSame( self::$attachments[0], self::$attachments[1] );
		$this->assertCount( 120, get_post_meta( self::target( 'galleries', 1 ), PostTypes::META_IMAGES, true ) );
		$this->assertSame( array( 'average' => 4.0, 'count' => 2 ), RatingStore::summary( self::target( 'images', 3 ) ) );
	}

	public function test_items_a_killed_step_left_out_of_the_map_are_found_again_not_made_twice(): void {
		global $wpdb;
		$made = array(
			'galleries' => array( 1 => self::target( 'galleries', 1 ), 2 => self::target( 'galleries', 2 ) ),
			'images'    => array( 1 => self::target( 'images', 1 ), 2 => self::target( 'images', 2 ) ),
			'comments'  => array( 1 => self::target( 'comments', 1 ), 2 => self::target( 'comments', 2 ) ),
		);
		$posts    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" );
		$comments = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments}" );
		// A worker killed after making these and before the map recorded them.
		foreach ( $made as $kind => $targets ) {
			foreach ( array_keys( $targets ) as $original ) {
				$wpdb->delete( ImportMap::table(), array( 'source' => PhotoGalleryImporter::ID, 'kind' => $kind, 'original' => (string) $original ) );
			}
		}
		wp_set_current_user( 1 );
		$importer = new PhotoGalleryImporter();
		$batch    = new ImportBatch( new ImportMap(), PhotoGalleryImporter::ID, 'redone-step', 3 );
		$importer->step( 'galleries', '', $batch );
		$importer->step( 'images', '', $batch );
		$importer->step( 'comments', '', new ImportBatch( new ImportMap(), PhotoGalleryImporter::ID, 'redone-step', 2 ) );

		$this->assertSame( $posts, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) );
		$this->assertSame( $comments, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments}" ) );
		foreach ( $made as $kind => $targets ) {
			foreach ( $targets as $original => $target ) {
				$this->assertSame( $target, self::target( $kind, $original ), "{$kind} {$original}" );
			}
		}
	}

	public function test_the_original_data_is_left_unchanged(): void {
		$this->assertCount( 12, self::$before );
		$this->assertSame( self::$before, self::$after );
	}

	public function test_the_original_shortcodes_show_the_imported_galleries_in_their_view(): void {
		GalleryRenderer::reset_instances();
		$thumbnails = PhotoGalleryShortcode::render( array( 'id' => '1', 'gal_title' => 'Shortcode 1' ) );
		$this->assertStringContainsString( 'vista-gallery--thumbnails', $thumbnails );
		// 20 a page, as the stored shortcode says, starting with the original's first image.
		$this->assertSame( 20, substr_count( $thumbnails, '<img' ) );
		$this->assertStringContainsString( (string) wp_get_attachment_url( self::target( 'images', 120 ) ), $thumbnails );

		$views = array(
			2 => 'masonry',
			3 => 'mosaic',
			4 => 'slideshow',
			5 => 'image_browser',
			6 => 'blog_style',
			7 => 'carousel',
			8 => 'album_compact',
			9 => 'album_extended',
			10 => 'thumbnails',
		);
		foreach ( $views as $id => $layout ) {
			$this->assertStringContainsString( "vista-gallery--{$layout}", PhotoGalleryShortcode::render( array( 'id' => (string) $id ) ), "shortcode {$id}" );
		}
		$this->assertStringContainsString( 'Coast gallery', PhotoGalleryShortcode::render( array( 'id' => '8' ) ) );

		$inline = PhotoGalleryShortcode::render( shortcode_parse_atts( trim( substr( PhotoGalleryFixture::INLINE, 24, -1 ) ) ) );
		$this->assertSame( 12, substr_count( $inline, '<img' ) );
		$this->assertStringContainsString( (string) wp_get_attachment_url( self::target( 'images', 360 ) ), $inline );
	}

	public function test_a_shortcode_of_nothing_imported_shows_nothing(): void {
		$this->assertSame( '', PhotoGalleryShortcode::render( array( 'id' => '99' ) ) );
		$this->assertSame( '', PhotoGalleryShortcode::render( array( 'gallery_type' => 'thumbnails', 'gallery_id' => '77' ) ) );
	}
}
