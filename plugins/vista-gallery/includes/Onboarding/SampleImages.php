<?php
/**
 * Pictures for the sample gallery of a site whose Media Library has too few: soft colour fields
 * drawn with GD, added to the library as the owner's uploads would be.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Onboarding;

defined( 'ABSPATH' ) || exit;

/**
 * Draws and uploads the pictures.
 */
final class SampleImages {

	private const WIDTH  = 1200;
	private const HEIGHT = 800;

	/**
	 * Draws the pictures and adds them to the Media Library.
	 *
	 * @param int $count How many.
	 * @return list<int>|\WP_Error The attachments.
	 */
	public static function draw( int $count ) {
		if ( ! function_exists( 'imagecreatetruecolor' ) || ! current_user_can( 'upload_files' ) ) {
			return new \WP_Error( 'vista-gallery_no_images', __( 'Add a few pictures to the Media Library first: this server cannot draw sample pictures.', 'vista-gallery' ), array( 'status' => 409 ) );
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$ids = array();
		for ( $n = 1; $n <= $count; $n++ ) {
			$id = self::upload( $n, self::png( $n / $count ) );
			if ( is_wp_error( $id ) ) {
				return $id;
			}
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * One picture: a sky over a hill, its hue turned by the share given.
	 *
	 * @param float $share Where on the colour wheel, 0 to 1.
	 */
	private static function png( float $share ): string {
		$image = imagecreatetruecolor( self::WIDTH, self::HEIGHT );
		$hue   = (int) round( $share * 360 );
		for ( $y = 0; $y < self::HEIGHT; $y += 8 ) {
			$light = 0.85 - 0.35 * $y / self::HEIGHT;
			imagefilledrectangle( $image, 0, $y, self::WIDTH, $y + 8, self::colour( $image, $hue, 0.55, $light ) );
		}
		$hill = self::colour( $image, ( $hue + 140 ) % 360, 0.35, 0.3 );
		imagefilledellipse( $image, (int) ( self::WIDTH * ( 0.2 + 0.6 * $share ) ), self::HEIGHT, self::WIDTH * 2, self::HEIGHT, $hill );
		ob_start();
		imagepng( $image, null, 6 );
		return (string) ob_get_clean();
	}

	/**
	 * A colour of the picture from hue, saturation and lightness.
	 *
	 * @param \GdImage $image The picture.
	 * @param int      $hue   Degrees.
	 * @param float    $sat   0 to 1.
	 * @param float    $light 0 to 1.
	 */
	private static function colour( \GdImage $image, int $hue, float $sat, float $light ): int {
		$chroma = ( 1 - abs( 2 * $light - 1 ) ) * $sat;
		$x      = $chroma * ( 1 - abs( fmod( $hue / 60, 2 ) - 1 ) );
		$rgb    = array( array( $chroma, $x, 0 ), array( $x, $chroma, 0 ), array( 0, $chroma, $x ), array( 0, $x, $chroma ), array( $x, 0, $chroma ), array( $chroma, 0, $x ) )[ intdiv( $hue % 360, 60 ) ];
		$m      = $light - $chroma / 2;
		return (int) imagecolorallocate( $image, (int) ( ( $rgb[0] + $m ) * 255 ), (int) ( ( $rgb[1] + $m ) * 255 ), (int) ( ( $rgb[2] + $m ) * 255 ) );
	}

	/**
	 * Adds one picture to the Media Library.
	 *
	 * @param int    $n    Its number.
	 * @param string $bits The PNG.
	 * @return int|\WP_Error
	 */
	private static function upload( int $n, string $bits ) {
		/* translators: %d: the number of a sample picture. */
		$title = sprintf( __( 'Sample picture %d', 'vista-gallery' ), $n );
		$file  = wp_upload_bits( sanitize_file_name( 'vista-sample-' . $n . '.png' ), null, $bits );
		if ( ! empty( $file['error'] ) ) {
			return new \WP_Error( 'vista-gallery_no_images', (string) $file['error'], array( 'status' => 500 ) );
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => $title,
				'post_status'    => 'inherit',
			),
			$file['file'],
			0,
			true
		);
		if ( ! is_wp_error( $id ) ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $title );
			wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file['file'] ) );
		}
		return $id;
	}
}
