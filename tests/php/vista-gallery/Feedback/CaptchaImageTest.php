<?php
/**
 * The comment captcha (000 §2.3, §7): a PNG made by the server; its answer kept on the server,
 * hashed, good once.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Feedback\CaptchaImage;
use Vista\Tests\VistaTestCase;

/**
 * Captcha codes and images.
 */
final class CaptchaImageTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		unset( $_COOKIE[ CaptchaImage::COOKIE ] );
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ CaptchaImage::COOKIE ] );
		parent::tearDown();
	}

	public function test_the_endpoint_is_registered_for_visitors(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_vista_gallery_captcha' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_vista_gallery_captcha' ) );
			}
		);
	}

	public function test_a_code_has_five_unambiguous_characters(): void {
		for ( $i = 0; $i < 20; $i++ ) {
			$this->assertMatchesRegularExpression( '/^[' . CaptchaImage::ALPHABET . ']{5}$/', CaptchaImage::issue() );
		}
		$this->assertDoesNotMatchRegularExpression( '/[0O1IL25SZ8B]/', CaptchaImage::ALPHABET );
	}

	public function test_the_image_is_a_png_of_the_set_size_and_differs_each_time(): void {
		$png  = CaptchaImage::png( 'ACDEF' );
		$size = getimagesizefromstring( $png );
		$this->assertSame( array( CaptchaImage::WIDTH, CaptchaImage::HEIGHT ), array( $size[0], $size[1] ) );
		$this->assertSame( 'image/png', $size['mime'] );
		$this->assertNotSame( $png, CaptchaImage::png( 'ACDEF' ), 'noise is random' );
	}

	public function test_the_right_answer_passes_once_in_any_case(): void {
		$code = CaptchaImage::issue();
		$this->assertTrue( CaptchaImage::verify( ' ' . strtolower( $code ) . ' ' ) );
		$this->assertFalse( CaptchaImage::verify( $code ), 'reused' );
	}

	public function test_a_wrong_answer_fails_and_spends_the_code(): void {
		$code = CaptchaImage::issue();
		$this->assertFalse( CaptchaImage::verify( 'WRONG' ) );
		$this->assertFalse( CaptchaImage::verify( $code ) );
	}

	public function test_a_new_image_replaces_the_previous_code(): void {
		$old = CaptchaImage::issue();
		$new = CaptchaImage::issue();
		if ( $old !== $new ) {
			$this->assertFalse( CaptchaImage::verify( $old ) );
		}
		$this->assertFalse( CaptchaImage::verify( $new ), 'the failed try spent it' );
	}

	public function test_without_a_cookie_or_with_a_forged_one_nothing_passes(): void {
		$code = CaptchaImage::issue();
		unset( $_COOKIE[ CaptchaImage::COOKIE ] );
		$this->assertFalse( CaptchaImage::verify( $code ) );
		$_COOKIE[ CaptchaImage::COOKIE ] = '../../etc';
		$this->assertFalse( CaptchaImage::verify( $code ) );
		$_COOKIE[ CaptchaImage::COOKIE ] = array( 'x' );
		$this->assertFalse( CaptchaImage::verify( $code ) );
		$this->assertFalse( CaptchaImage::verify( array( $code ) ) );
	}

	public function test_the_answer_is_not_stored_in_clear(): void {
		$code = CaptchaImage::issue();
		global $wpdb;
		$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_value LIKE %s", '%' . $wpdb->esc_like( $code ) . '%' ) );
		$this->assertSame( 0, $found );
	}
}
