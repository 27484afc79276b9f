<?php
/**
 * The gallery settings (000 §3.8 watermark): defaults merged on read, per-field validation, hostile
 * values refused without storing anything, and the watermark overlay they give.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\GallerySettings;
use Vista\Gallery\Views\Watermark;
use Vista\Tests\VistaTestCase;

/**
 * GallerySettings and Watermark.
 */
final class GallerySettingsTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( GallerySettings::OPTION );
		parent::tearDown();
	}

	public function test_defaults_are_merged_over_what_an_older_version_stored(): void {
		$this->assertSame( GallerySettings::defaults(), GallerySettings::get() );
		update_option(
			GallerySettings::OPTION,
			array(
				'watermark_type'    => 'text',
				'watermark_text'    => 'Kept',
				'watermark_opacity' => 500,
				'retired_setting'   => 'gone',
			)
		);
		$settings = GallerySettings::get();
		$this->assertSame( 'text', $settings['watermark_type'] );
		$this->assertSame( 'Kept', $settings['watermark_text'] );
		// A stored value out of range is read as the default, never reaching the page.
		$this->assertSame( GallerySettings::defaults()['watermark_opacity'], $settings['watermark_opacity'] );
		$this->assertArrayNotHasKey( 'retired_setting', $settings );
		$this->assertSame( array_keys( GallerySettings::defaults() ), array_keys( $settings ) );
	}

	public function test_valid_values_are_normalised(): void {
		$settings = GallerySettings::validate(
			array(
				'watermark_type'      => 'text',
				'watermark_text'      => '  © Vista & co  ',
				'watermark_font_size' => '32',
				'watermark_color'     => '#AbC',
				'watermark_opacity'   => 0,
				'watermark_position'  => 'center',
				'watermark_width'     => 300,
				'watermark_height'    => '80',
				'watermark_apply'     => array( 'lightbox', 'image_browser', 'lightbox' ),
			)
		);
		$this->assertIsArray( $settings );
		$this->assertSame( '© Vista & co', $settings['watermark_text'] );
		$this->assertSame( 32, $settings['watermark_font_size'] );
		$this->assertSame( '#aabbcc', $settings['watermark_color'] );
		$this->assertSame( 0, $settings['watermark_opacity'] );
		$this->assertSame( 80, $settings['watermark_height'] );
		$this->assertSame( array( 'image_browser', 'lightbox' ), $settings['watermark_apply'] );
	}

	public function test_hostile_values_are_refused_field_by_field(): void {
		$result = GallerySettings::validate(
			array(
				'watermark_type'      => 'video',
				'watermark_text'      => '<script>alert(1)</script>',
				'watermark_font_size' => 4000,
				'watermark_color'     => 'red;background:url(javascript:alert(1))',
				'watermark_opacity'   => -1,
				'watermark_position'  => 'top-left" onmouseover="x',
				'watermark_image_id'  => 999999999,
				'watermark_width'     => '12px',
				'watermark_height'    => array( 50 ),
				'watermark_apply'     => array( 'image_browser', 'footer' ),
				'upload_url'          => 'https://evil.example/x.png',
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$errors = $result->get_error_data()['errors'];
		$this->assertSame(
			array( 'watermark_type', 'watermark_text', 'watermark_font_size', 'watermark_color', 'watermark_opacity', 'watermark_position', 'watermark_image_id', 'watermark_width', 'watermark_height', 'watermark_apply', 'upload_url' ),
			array_keys( $errors )
		);
		$this->assertStringContainsString( '< or >', $errors['watermark_text'] );
		$this->assertStringContainsString( '#rrggbb', $errors['watermark_color'] );
		$this->assertStringContainsString( '0 to 100', $errors['watermark_opacity'] );
		$this->assertStringContainsString( '8 to 200', $errors['watermark_font_size'] );
		foreach ( array( "two\nlines", str_repeat( 'x', GallerySettings::MAX_TEXT + 1 ), 42 ) as $text ) {
			$this->assertInstanceOf( \WP_Error::class, GallerySettings::validate( array( 'watermark_text' => $text ) ), (string) wp_json_encode( $text ) );
		}
		foreach ( array( '#12345', '#gggggg', 'ffffff', '' ) as $color ) {
			$this->assertInstanceOf( \WP_Error::class, GallerySettings::validate( array( 'watermark_color' => $color ) ), $color );
		}
	}

	public function test_a_text_watermark_needs_its_text_and_an_image_watermark_its_image(): void {
		$text = GallerySettings::validate( array( 'watermark_type' => 'text' ) );
		$this->assertInstanceOf( \WP_Error::class, $text );
		$this->assertSame( array( 'watermark_text' ), array_keys( $text->get_error_data()['errors'] ) );
		$image = GallerySettings::validate( array( 'watermark_type' => 'image' ) );
		$this->assertInstanceOf( \WP_Error::class, $image );
		$this->assertSame( array( 'watermark_image_id' ), array_keys( $image->get_error_data()['errors'] ) );
		$this->assertIsArray( GallerySettings::validate( array( 'watermark_type' => 'none' ) ) );
	}

	public function test_the_overlay_is_escaped_positioned_and_hidden_from_assistive_technology(): void {
		$this->assertSame( '', Watermark::overlay( 'image_browser' ) );
		update_option(
			GallerySettings::OPTION,
			array(
				'watermark_type'      => 'text',
				'watermark_text'      => 'Tom & "Jerry"',
				'watermark_font_size' => 30,
				'watermark_color'     => '#ff0000',
				'watermark_opacity'   => 50,
				'watermark_position'  => 'middle-left',
			)
		);
		$this->assertSame(
			'<span class="vista-watermark vista-watermark--text vista-watermark--middle-left" aria-hidden="true" style="--vista-watermark-opacity:0.5;--vista-watermark-size:30px;--vista-watermark-color:#ff0000;">Tom &amp; &quot;Jerry&quot;</span>',
			Watermark::overlay( 'lightbox' )
		);
		$this->assertSame( '', Watermark::overlay( 'footer' ) );
		// Written around validation (an old or tampered option): still nothing unsafe on the page.
		update_option(
			GallerySettings::OPTION,
			array(
				'watermark_type'     => 'text',
				'watermark_text'     => '<b>x</b>',
				'watermark_color'    => '"><script>',
				'watermark_position' => '"><script>',
			)
		);
		$this->assertSame( '', Watermark::overlay( 'image_browser' ), 'no text that passes validation: no overlay' );
	}
}
