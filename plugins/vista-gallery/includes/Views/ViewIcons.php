<?php
/**
 * Icons of the slideshow and carousel buttons, inline so they paint with the page (no icon font
 * or extra request). Every icon is decorative: the button carries the label.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

/**
 * Inline SVG icons.
 */
final class ViewIcons {

	private const PATHS = array(
		'prev'  => 'M15.4 6.6 14 5.2 7.2 12l6.8 6.8 1.4-1.4L10 12z',
		'next'  => 'M8.6 6.6 10 5.2l6.8 6.8-6.8 6.8-1.4-1.4L14 12z',
		'up'    => 'M6.6 15.4 5.2 14 12 7.2l6.8 6.8-1.4 1.4L12 10z',
		'down'  => 'M6.6 8.6 5.2 10l6.8 6.8 6.8-6.8-1.4-1.4L12 14z',
		'play'  => 'M8 5v14l11-7z',
		'pause' => 'M6 5h4v14H6zm8 0h4v14h-4z',
	);

	/**
	 * One icon.
	 *
	 * @param string $name    A key of PATHS.
	 * @param string $classes Extra classes.
	 */
	public static function svg( string $name, string $classes = '' ): string {
		return sprintf(
			'<svg class="vista-icon%s" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="%s"/></svg>',
			'' === $classes ? '' : ' ' . esc_attr( $classes ),
			esc_attr( self::PATHS[ $name ] ?? '' )
		);
	}

	/**
	 * The play/pause toggle's two icons; the script shows one by the button's is-playing class.
	 */
	public static function play_pause(): string {
		return self::svg( 'play', 'vista-icon--play' ) . self::svg( 'pause', 'vista-icon--pause' );
	}
}
