<?php
/**
 * Image optimisation (issue 16): copies of every size in WebP (and AVIF where the server writes
 * it), originals kept, larger copies not kept, new uploads converted when switched on, undo.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/ImageTestCase.php';

use Vista\Speed\Images\BulkJob;
use Vista\Speed\Images\ImageCopies;
use Vista\Speed\Images\MediaColumn;
use Vista\Speed\Settings;

/**
 * Conversion and undo.
 */
final class ImageConversionTest extends ImageTestCase {

	public function test_every_size_gets_a_smaller_webp_copy_and_the_originals_stay_as_they_were(): void {
		$id     = $this->image();
		$before = self::checksums( $id );
		$this->assertGreaterThanOrEqual( 3, count( $before ), 'the original and at least two sizes' );

		$record = ImageCopies::convert( $id, array( 'webp' ) );

		$this->assertSame( $before, self::checksums( $id ), 'originals untouched' );
		$this->assertCount( count( $before ), self::copies_on_disk( $id ) );
		foreach ( ImageCopies::files( $id ) as $name => $path ) {
			$copy = ImageCopies::copy_path( $path, 'webp' );
			$this->assertSame( 'image/webp', wp_get_image_mime( $copy ), $name );
			$this->assertLessThan( filesize( $path ), filesize( $copy ), $name );
			$this->assertSame( filesize( $copy ), $record['files'][ $name ]['webp'] );
		}
		$this->assertGreaterThan( 0, $record['saved'] );
		$this->assertSame( $record['saved'], (int) get_post_meta( $id, ImageCopies::SAVED_META, true ) );
		$this->assertStringContainsString( 'saved', MediaColumn::summary( $id ) );
	}

	public function test_avif_is_made_beside_webp_where_wordpress_can_write_it_unless_switched_off(): void {
		$this->assertSame( wp_image_editor_supports( array( 'mime_type' => 'image/avif' ) ), ImageCopies::server_support()['avif'] );
		if ( ! ImageCopies::server_support()['avif'] ) {
			$this->assertSame( array( 'webp' ), ImageCopies::formats() );
			return;
		}
		$this->assertSame( array( 'avif', 'webp' ), ImageCopies::formats() );
		$id = $this->image( 320, 213 );
		ImageCopies::convert( $id, ImageCopies::formats() );
		$full = get_attached_file( $id );
		$this->assertSame( 'image/avif', wp_get_image_mime( ImageCopies::copy_path( $full, 'avif' ) ) );

		Settings::save( array( 'avif' => false ) );
		$this->assertSame( array( 'webp' ), ImageCopies::formats() );
	}

	public function test_a_copy_that_would_be_larger_than_its_file_is_not_kept(): void {
		// Noise saved as a poor JPEG: the same pixels at WebP's best quality take far more bytes.
		$id = $this->image(
			0,
			0,
			static function ( string $path ): void {
				$noise = imagecreatetruecolor( 200, 150 );
				mt_srand( 16 );
				for ( $x = 0; $x < 200; $x++ ) {
					for ( $y = 0; $y < 150; $y++ ) {
						imagesetpixel( $noise, $x, $y, mt_rand( 0, 0xffffff ) );
					}
				}
				imagejpeg( $noise, $path, 10 );
			}
		);
		add_filter( 'wp_editor_set_quality', static fn () => 100 );
		$full   = get_attached_file( $id );
		$record = ImageCopies::convert( $id, array( 'webp' ) );

		$this->assertFileDoesNotExist( ImageCopies::copy_path( $full, 'webp' ) );
		$this->assertSame( 0, $record['files'][ wp_basename( $full ) ]['webp'] );
		$this->assertSame( 0, $record['saved'] );
		$this->assertFileExists( $full );
		$this->assertStringContainsString( 'no copy was smaller', MediaColumn::summary( $id ) );
	}

	public function test_new_uploads_are_converted_only_when_switched_on(): void {
		$off = $this->image( 320, 213 );
		$this->assertSame( array(), self::copies_on_disk( $off ) );
		$this->assertSame( 'Not converted', MediaColumn::summary( $off ) );

		Settings::save( array( 'convert_uploads' => true, 'avif' => false ) );
		$on = $this->image( 320, 213 );
		$this->assertCount( count( ImageCopies::files( $on ) ), self::copies_on_disk( $on ) );
		$this->assertGreaterThan( 0, (int) get_option( BulkJob::OPTIMISED_OPTION ) );

		// Deleting the image deletes its copies (WordPress only deletes the files it knows).
		$copies = self::copies_on_disk( $on );
		wp_delete_attachment( $on, true );
		foreach ( $copies as $copy ) {
			$this->assertFileDoesNotExist( $copy );
		}
	}

	public function test_undo_removes_every_copy_and_the_record_and_keeps_the_originals(): void {
		$first  = $this->image( 320, 213 );
		$second = $this->image( 320, 213 );
		foreach ( array( $first, $second ) as $id ) {
			ImageCopies::convert( $id, array( 'webp' ) );
			$this->assertNotEmpty( self::copies_on_disk( $id ) );
		}
		$before = array_map( array( self::class, 'checksums' ), array( $first, $second ) );
		$saved  = ImageCopies::totals()['saved'];

		wp_set_current_user( 1 );
		$this->start_job_at_test_images( 'undo' );
		BulkJob::run_batch();
		BulkJob::run_batch();

		$this->assertSame( BulkJob::DONE, BulkJob::job()['status'] );
		foreach ( array( $first, $second ) as $index => $id ) {
			$this->assertSame( array(), self::copies_on_disk( $id ) );
			$this->assertNull( ImageCopies::record( $id ) );
			$this->assertSame( $before[ $index ], self::checksums( $id ) );
		}
		$this->assertLessThan( $saved, ImageCopies::totals()['saved'], 'the total no longer counts them' );
	}
}
