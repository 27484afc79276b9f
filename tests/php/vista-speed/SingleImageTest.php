<?php
/**
 * Issue 16's leftovers: one image converted from its Media Library row or details, by those who may
 * edit it; and an image changed in WordPress's image editor gets copies of its new files.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/ImageTestCase.php';

use Vista\Speed\Images\ImageCopies;
use Vista\Speed\Images\SingleImage;

/**
 * The per-image conversion.
 */
final class SingleImageTest extends ImageTestCase {

	public function test_an_editor_converts_one_image_and_sees_it_in_its_row(): void {
		$id = $this->image( 320, 213 );
		$this->sign_in( 'editor' );
		$actions = SingleImage::row_action( array(), get_post( $id ) );
		$this->assertStringContainsString( 'Convert to WebP/AVIF</a>', $actions[ SingleImage::ACTION ] );
		$this->assertStringContainsString( '_wpnonce=', $actions[ SingleImage::ACTION ] );

		$this->assertSame( 'done', SingleImage::convert_for_user( $id ) );

		$this->assertNotNull( ImageCopies::record( $id ) );
		$this->assertCount( count( ImageCopies::files( $id ) ) * count( ImageCopies::formats() ), self::copies_on_disk( $id ) );
		$this->assertStringContainsString( 'again', SingleImage::row_action( array(), get_post( $id ) )[ SingleImage::ACTION ] );
	}

	public function test_someone_who_may_not_edit_the_image_gets_no_link_and_no_copies(): void {
		$id = $this->image( 320, 213 );
		$this->sign_in( 'contributor' );
		$this->assertSame( array(), SingleImage::row_action( array(), get_post( $id ) ) );
		$this->assertSame( 'forbidden', SingleImage::convert_for_user( $id ) );
		$this->assertSame( array(), self::copies_on_disk( $id ) );
		$this->assertNull( ImageCopies::record( $id ) );
	}

	public function test_a_file_that_is_no_jpeg_or_png_is_refused_with_a_reason(): void {
		$this->sign_in( 'administrator' );
		$pdf = wp_insert_attachment( array( 'post_mime_type' => 'application/pdf', 'post_title' => 'A leaflet', 'post_status' => 'inherit' ) );
		$this->assertSame( 'none', SingleImage::convert_for_user( $pdf ) );
		wp_delete_attachment( $pdf, true );
	}

	public function test_an_image_edited_after_its_conversion_gets_copies_of_its_new_files(): void {
		$id = $this->image( 320, 213 );
		ImageCopies::convert( $id, ImageCopies::formats() );
		$old = array_keys( ImageCopies::files( $id ) );

		// What WordPress's image editor does: the edited picture is saved under a new name with
		// new sizes, and the attachment's file and metadata point to them.
		$full   = get_attached_file( $id );
		$edited = preg_replace( '/\.jpg$/', '-e1700000000000.jpg', $full );
		$editor = wp_get_image_editor( $full );
		$editor->rotate( 90 );
		$editor->save( $edited );
		update_attached_file( $id, $edited );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $edited ) );

		$now = array_keys( ImageCopies::files( $id ) );
		$this->assertNotSame( $old, $now, 'the edit made new files' );
		$this->assertSame( $now, array_keys( ImageCopies::record( $id )['files'] ), 'the record lists the new files' );
		foreach ( ImageCopies::files( $id ) as $path ) {
			$this->assertFileExists( ImageCopies::copy_path( $path, 'webp' ) );
		}
		// The files from before the edit, which WordPress keeps to restore, and their copies.
		foreach ( $old as $name ) {
			foreach ( glob( dirname( $full ) . '/' . $name . '*' ) as $left ) {
				wp_delete_file( $left );
			}
		}
	}

	public function test_an_image_never_converted_is_left_alone_when_its_metadata_changes(): void {
		$id = $this->image( 320, 213 );
		wp_update_attachment_metadata( $id, array_merge( wp_get_attachment_metadata( $id ), array( 'image_meta' => array( 'caption' => 'x' ) ) ) );
		$this->assertNull( ImageCopies::record( $id ) );
		$this->assertSame( array(), self::copies_on_disk( $id ) );
	}
}
