<?php
/**
 * A gallery theme as CSS custom properties (a theme costs no script): the declarations are added
 * to the gallery container's own inline style, so they apply to that instance only and come back
 * with it when the gallery view call replaces it; the lightbox copies the `--vista-theme-lb-*`
 * ones from the container it opens from. The default theme prints nothing: the stylesheets' own
 * values are its look.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Themes;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a theme into custom properties.
 */
final class ThemeStyle {

	/** Thumbnail hover effects as the values the stylesheet uses: scale, lift (px), opacity. */
	private const HOVER_VALUES = array(
		'none' => array( '1', '0px', '1' ),
		'zoom' => array( '1.08', '0px', '1' ),
		'lift' => array( '1', '-4px', '1' ),
		'fade' => array( '1', '0px', '0.75' ),
	);

	/**
	 * The declarations of a block's theme, or '' for the default theme or one that no longer exists.
	 *
	 * @param int $theme_id Theme id (the block's signed `themeId`).
	 */
	public static function declarations( int $theme_id ): string {
		$theme = GalleryThemes::DEFAULT_ID === $theme_id ? null : GalleryThemes::get( $theme_id );
		return null === $theme ? '' : self::of( $theme );
	}

	/**
	 * The declarations of a checked theme (GalleryThemes::check()).
	 *
	 * @param array<string, int|string> $t Theme.
	 */
	public static function of( array $t ): string {
		[ $scale, $lift, $opacity ] = self::HOVER_VALUES[ (string) $t['thumbHover'] ] ?? self::HOVER_VALUES['none'];
		$properties                 = array(
			'thumb-border-width'     => (int) $t['thumbBorderWidth'] . 'px',
			'thumb-border-color'     => (string) $t['thumbBorderColor'],
			'thumb-radius'           => (int) $t['thumbRadius'] . 'px',
			'thumb-spacing'          => (int) $t['thumbSpacing'] . 'px',
			'hover-scale'            => $scale,
			'hover-lift'             => $lift,
			'hover-opacity'          => $opacity,
			'title-color'            => (string) $t['titleColor'],
			'title-font'             => (string) $t['titleFont'],
			'title-size'             => (int) $t['titleSize'] . 'px',
			'paging-color'           => (string) $t['pagingColor'],
			'paging-background'      => (string) $t['pagingBackground'],
			'paging-radius'          => (int) $t['pagingRadius'] . 'px',
			'filter-color'           => (string) $t['filterColor'],
			'filter-active-color'    => (string) $t['filterActiveColor'],
			'filter-active-background' => (string) $t['filterActiveBackground'],
			'lb-background'          => (string) $t['lightboxBackground'],
			'lb-bar'                 => (string) $t['lightboxBarColor'],
		);
		$css = '';
		foreach ( $properties as $name => $value ) {
			// Checked values only (numbers, #rrggbb, listed names); the filter is a second guard.
			$css .= '--vista-theme-' . $name . ':' . preg_replace( '/[^a-z0-9#.\-]/i', '', $value ) . ';';
		}
		return $css;
	}
}
