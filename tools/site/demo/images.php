<?php
/**
 * Sample photos for the demo galleries, drawn with GD so nothing is downloaded: a sky gradient,
 * hills and a sun, each image in its own palette and with its number.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

/**
 * Draws one sample image as a JPEG file.
 *
 * @param string $path   Where to write the JPEG.
 * @param int    $number Sample number; picks the palette and the label.
 * @param int    $width  Width in pixels.
 * @param int    $height Height in pixels.
 */
function vista_demo_draw_image( string $path, int $number, int $width = 1600, int $height = 1067 ): void {
	$image = imagecreatetruecolor( $width, $height );
	$hue   = ( $number * 47 ) % 360;
	$top   = vista_demo_hsl( $hue, 0.55, 0.75 );
	$low   = vista_demo_hsl( ( $hue + 40 ) % 360, 0.6, 0.45 );
	for ( $y = 0; $y < $height; $y++ ) {
		$t     = $y / $height;
		$color = imagecolorallocate(
			$image,
			(int) ( $top[0] + ( $low[0] - $top[0] ) * $t ),
			(int) ( $top[1] + ( $low[1] - $top[1] ) * $t ),
			(int) ( $top[2] + ( $low[2] - $top[2] ) * $t )
		);
		imageline( $image, 0, $y, $width, $y, $color );
	}
	$sun = vista_demo_hsl( ( $hue + 180 ) % 360, 0.8, 0.7 );
	imagefilledellipse( $image, (int) ( $width * ( 0.2 + ( $number % 5 ) * 0.15 ) ), (int) ( $height * 0.3 ), (int) ( $height * 0.22 ), (int) ( $height * 0.22 ), imagecolorallocate( $image, ...$sun ) );
	foreach ( array( 0.62, 0.72, 0.84 ) as $layer => $level ) {
		$hill   = vista_demo_hsl( ( $hue + 90 + $layer * 20 ) % 360, 0.35, 0.35 - $layer * 0.08 );
		$points = array( 0, $height );
		for ( $x = 0; $x <= $width; $x += 80 ) {
			$points[] = $x;
			$points[] = (int) ( $height * $level + sin( ( $x / $width ) * ( 3 + $layer + $number % 3 ) * M_PI ) * $height * 0.05 );
		}
		array_push( $points, $width, $height );
		imagefilledpolygon( $image, $points, imagecolorallocate( $image, ...$hill ) );
	}
	imagestring( $image, 5, 24, $height - 40, sprintf( 'Vista sample %02d', $number ), imagecolorallocate( $image, 255, 255, 255 ) );
	imagejpeg( $image, $path, 82 );
	imagedestroy( $image );
}

/**
 * HSL to an RGB triple of 0-255 integers.
 *
 * @param float $h Hue in degrees.
 * @param float $s Saturation 0-1.
 * @param float $l Lightness 0-1.
 * @return int[]
 */
function vista_demo_hsl( float $h, float $s, float $l ): array {
	$c = ( 1 - abs( 2 * $l - 1 ) ) * $s;
	$x = $c * ( 1 - abs( fmod( $h / 60, 2 ) - 1 ) );
	$m = $l - $c / 2;
	$rgb = match ( (int) floor( $h / 60 ) % 6 ) {
		0 => array( $c, $x, 0 ),
		1 => array( $x, $c, 0 ),
		2 => array( 0, $c, $x ),
		3 => array( 0, $x, $c ),
		4 => array( $x, 0, $c ),
		default => array( $c, 0, $x ),
	};
	return array_map( static fn ( $v ) => (int) round( ( $v + $m ) * 255 ), $rgb );
}
