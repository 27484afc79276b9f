<?php
/**
 * The comment form's captcha (000 §2.3, §7: the image is refreshed by changing a random suffix on
 * its address): `GET admin-ajax.php?action=vista_gallery_captcha&i={random}` answers a PNG of
 * LENGTH characters drawn with GD over noise lines. The answer stays on the server, hashed, in
 * VisitorState (not a transient: issue 13 item 4) keyed by a captcha cookie id; it can be checked
 * once, within LIFETIME seconds.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * Makes and checks captcha codes.
 */
final class CaptchaImage {

	public const ACTION   = LightboxSettings::ACTION_CAPTCHA;
	public const COOKIE   = 'vista_gallery_captcha';
	public const LENGTH   = 5;
	public const LIFETIME = 10 * MINUTE_IN_SECONDS;
	/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: characters that read alike in a noisy image. */
	public const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
	public const WIDTH    = 120;
	public const HEIGHT   = 40;
	/**
	 * Live codes one address (or user) may hold, filter `vista_gallery_captcha_codes_per_visitor`:
	 * a page with a few galleries in a few tabs needs a handful; a new code replaces the address's
	 * oldest, so a flood of cookie-less requests cannot push other visitors' rows out of the table.
	 */
	public const PER_VISITOR = 20;

	/**
	 * Sends a new image and ends the request.
	 */
	public static function handle(): void {
		$png = self::png( self::issue() );
		nocache_headers();
		header( 'Cache-Control: no-store, no-cache, must-revalidate, max-age=0' );
		header( 'Content-Type: image/png' );
		header( 'Content-Length: ' . strlen( $png ) );
		echo $png; // Binary image.
		exit;
	}

	/**
	 * A new code for this visitor, replacing any earlier one, stored hashed. Counted against the
	 * address's PER_VISITOR codes, whatever cookie or browser string the request carries.
	 */
	public static function issue(): string {
		$code = '';
		for ( $i = 0; $i < self::LENGTH; $i++ ) {
			$code .= self::ALPHABET[ random_int( 0, strlen( self::ALPHABET ) - 1 ) ];
		}
		$cap = (int) apply_filters( 'vista_gallery_captcha_codes_per_visitor', self::PER_VISITOR );
		VisitorState::put( self::state_key( self::cookie_id( true ) ), self::hash( $code ), self::LIFETIME, StateOwner::current( 'captcha', $cap ) );
		return $code;
	}

	/**
	 * Whether the answer matches this visitor's code. The code is spent either way, so it cannot
	 * be guessed at repeatedly or reused.
	 *
	 * @param mixed $answer Posted answer.
	 */
	public static function verify( $answer ): bool {
		$id = self::cookie_id( false );
		if ( '' === $id ) {
			return false;
		}
		$expected = VisitorState::take( self::state_key( $id ) );
		if ( ! is_string( $expected ) || ! is_string( $answer ) ) {
			return false;
		}
		return hash_equals( $expected, self::hash( strtoupper( trim( $answer ) ) ) );
	}

	/**
	 * The code drawn as a PNG: each character in GD's built-in font, enlarged and set at a jittered
	 * height, over random lines and dots.
	 *
	 * @param string $code Code.
	 */
	public static function png( string $code ): string {
		$image = imagecreatetruecolor( self::WIDTH, self::HEIGHT );
		imagefilledrectangle( $image, 0, 0, self::WIDTH, self::HEIGHT, (int) imagecolorallocate( $image, 246, 246, 240 ) );
		for ( $i = 0; $i < 6; $i++ ) {
			$noise = (int) imagecolorallocate( $image, random_int( 120, 200 ), random_int( 120, 200 ), random_int( 120, 200 ) );
			imageline( $image, random_int( 0, self::WIDTH ), random_int( 0, self::HEIGHT ), random_int( 0, self::WIDTH ), random_int( 0, self::HEIGHT ), $noise );
		}
		$font  = 5;
		$glyph = imagecreatetruecolor( imagefontwidth( $font ), imagefontheight( $font ) );
		$paper = (int) imagecolorallocate( $glyph, 255, 255, 255 );
		imagecolortransparent( $glyph, $paper );
		$step = intdiv( self::WIDTH - 10, self::LENGTH );
		foreach ( str_split( $code ) as $index => $char ) {
			imagefilledrectangle( $glyph, 0, 0, imagefontwidth( $font ), imagefontheight( $font ), $paper );
			imagestring( $glyph, $font, 0, 0, $char, (int) imagecolorallocate( $glyph, random_int( 0, 90 ), random_int( 0, 90 ), random_int( 0, 120 ) ) );
			$w = imagefontwidth( $font ) * 2;
			$h = imagefontheight( $font ) * 2 - random_int( 0, 4 );
			imagecopyresized( $image, $glyph, 5 + $index * $step + random_int( 0, 4 ), random_int( 2, self::HEIGHT - $h ), 0, 0, $w, $h, imagefontwidth( $font ), imagefontheight( $font ) );
		}
		for ( $i = 0; $i < 2; $i++ ) {
			imageline( $image, 0, random_int( 5, self::HEIGHT - 5 ), self::WIDTH, random_int( 5, self::HEIGHT - 5 ), (int) imagecolorallocate( $image, 90, 90, 110 ) );
		}
		for ( $i = 0; $i < 120; $i++ ) {
			imagesetpixel( $image, random_int( 0, self::WIDTH - 1 ), random_int( 0, self::HEIGHT - 1 ), (int) imagecolorallocate( $image, 100, 100, 100 ) );
		}
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * The visitor's captcha cookie id; a new one is given when asked and missing.
	 *
	 * @param bool $assign Give one when missing.
	 */
	private static function cookie_id( bool $assign ): string {
		$value = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? $_COOKIE[ self::COOKIE ] : '';
		if ( preg_match( '/^[a-f0-9]{32}$/', $value ) || ! $assign ) {
			return preg_match( '/^[a-f0-9]{32}$/', $value ) ? $value : '';
		}
		$value                   = bin2hex( random_bytes( 16 ) );
		$_COOKIE[ self::COOKIE ] = $value;
		if ( ! headers_sent() ) {
			setcookie(
				self::COOKIE,
				$value,
				array(
					'expires'  => 0,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
		return $value;
	}

	/**
	 * Where a cookie id's code is kept (VisitorState, hashed: the table must not reveal the cookie).
	 *
	 * @param string $id Cookie id.
	 */
	private static function state_key( string $id ): string {
		return VisitorState::key( 'captcha', $id );
	}

	/**
	 * The stored form of a code.
	 *
	 * @param string $code Code, upper case.
	 */
	private static function hash( string $code ): string {
		return Kit\SignedToken::mac( 'gallery-captcha-code', $code );
	}
}
