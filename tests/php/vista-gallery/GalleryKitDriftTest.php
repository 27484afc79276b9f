<?php
/**
 * The cases where the gallery's own settings plumbing had drifted from the other plugins', pinned
 * to the kit's one answer: what an integer is (Kit\Validate::integer_in, the rule for every
 * plugin: a JSON integer, or a string of at most 18 digits with an optional minus sign and
 * surrounding spaces), and which bodies the settings route takes (a JSON object only; `[]` and
 * `{}` change nothing).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\GallerySettings;
use Vista\Gallery\Kit\Validate;
use Vista\Tests\VistaTestCase;

/**
 * GallerySettings and its route on the kit.
 */
final class GalleryKitDriftTest extends VistaTestCase {

	private const PATH = '/vista-gallery/v1/settings';

	protected function tearDown(): void {
		delete_option( GallerySettings::OPTION );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Values every plugin reads as an integer, and the integer.
	 *
	 * @return array<string, array{mixed, int}>
	 */
	public static function integers(): array {
		return array(
			'JSON integer'        => array( 32, 32 ),
			'digits'              => array( '32', 32 ),
			'surrounding spaces'  => array( ' 32 ', 32 ),
			'tab and newline'     => array( "\t32\n", 32 ),
			'leading zeros'       => array( '0032', 32 ),
			'negative in bounds'  => array( '-5', -5 ),
			'eighteen digits'     => array( str_repeat( '9', 18 ), 999999999999999999 ),
		);
	}

	/**
	 * Values no plugin reads as an integer.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function not_integers(): array {
		return array(
			'trailing letters' => array( '12abc' ),
			'unit'             => array( '32px' ),
			'decimal number'   => array( 1.5 ),
			'whole float'      => array( 32.0 ),
			'decimal string'   => array( '32.0' ),
			'exponent'         => array( '1e2' ),
			'plus sign'        => array( '+32' ),
			'inner space'      => array( '3 2' ),
			'empty'            => array( '' ),
			'only spaces'      => array( '   ' ),
			'nineteen digits'  => array( '1' . str_repeat( '0', 18 ) ),
			'hex'              => array( '0x20' ),
			'boolean'          => array( true ),
			'null'             => array( null ),
			'list'             => array( array( 32 ) ),
		);
	}

	/**
	 * @dataProvider integers
	 *
	 * @param mixed $value    Value sent.
	 * @param int   $expected The integer.
	 */
	public function test_the_kit_reads_these_as_integers( $value, int $expected ): void {
		$this->assertSame( $expected, Validate::integer_in( $value, PHP_INT_MIN, PHP_INT_MAX ) );
	}

	/**
	 * @dataProvider not_integers
	 *
	 * @param mixed $value Value sent.
	 */
	public function test_the_kit_refuses_these_as_integers( $value ): void {
		$this->assertNull( Validate::integer_in( $value, PHP_INT_MIN, PHP_INT_MAX ) );
	}

	public function test_the_bounds_are_inclusive(): void {
		$this->assertSame( 8, Validate::integer_in( ' 8', 8, 200 ) );
		$this->assertSame( 200, Validate::integer_in( '200 ', 8, 200 ) );
		$this->assertNull( Validate::integer_in( '7', 8, 200 ) );
		$this->assertNull( Validate::integer_in( 201, 8, 200 ) );
	}

	/**
	 * @dataProvider integers
	 *
	 * @param mixed $value    Value sent.
	 * @param int   $expected The integer.
	 */
	public function test_the_gallery_settings_take_the_kit_answer_for_integers( $value, int $expected ): void {
		$inside   = $expected >= 8 && $expected <= 200;
		$settings = GallerySettings::validate( array( 'watermark_font_size' => $value ) );
		if ( $inside ) {
			$this->assertIsArray( $settings );
			$this->assertSame( $expected, $settings['watermark_font_size'] );
		} else {
			$this->assertInstanceOf( \WP_Error::class, $settings );
			$this->assertSame( array( 'watermark_font_size' ), array_keys( $settings->get_error_data()['errors'] ) );
		}
	}

	/**
	 * @dataProvider not_integers
	 *
	 * @param mixed $value Value sent.
	 */
	public function test_the_gallery_settings_refuse_what_the_kit_refuses( $value ): void {
		$result = GallerySettings::validate( array( 'watermark_opacity' => $value ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'vista_gallery_invalid_settings', $result->get_error_code() );
		$this->assertSame( array( 'watermark_opacity' ), array_keys( $result->get_error_data()['errors'] ) );
		$this->assertFalse( get_option( GallerySettings::OPTION ) );
	}

	public function test_the_route_takes_a_json_object_only(): void {
		wp_set_current_user( 1 );
		$post = static function ( string $body ): \WP_REST_Response {
			$request = new \WP_REST_Request( 'POST', self::PATH );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( $body );
			return rest_do_request( $request );
		};

		foreach ( array( '[1,2]', '["watermark_type"]', '[{"watermark_type":"none"}]' ) as $list ) {
			$response = $post( $list );
			$this->assertSame( 400, $response->get_status(), $list );
			$this->assertSame( 'vista_gallery_invalid_settings', $response->get_data()['code'], $list );
			$this->assertSame( 'Send the settings as a JSON object.', $response->get_data()['message'], $list );
		}
		$this->assertFalse( get_option( GallerySettings::OPTION ), 'a list stores nothing' );

		foreach ( array( '{}', '[]' ) as $nothing ) {
			$response = $post( $nothing );
			$this->assertSame( 200, $response->get_status(), $nothing );
			$this->assertSame( GallerySettings::defaults(), $response->get_data()['settings'], $nothing );
		}

		$response = $post( '{"watermark_font_size":" 40 "}' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 40, $response->get_data()['settings']['watermark_font_size'] );
		$this->assertSame( 40, get_option( GallerySettings::OPTION )['watermark_font_size'] );
	}
}
