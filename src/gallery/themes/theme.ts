/**
 * A gallery theme as the themes screen edits it, and as CSS custom properties: the same names and
 * values Themes\ThemeStyle prints on a gallery container, so the live preview is what a page shows.
 */

export interface GalleryTheme {
	id?: number;
	name: string;
	thumbBorderWidth: number;
	thumbBorderColor: string;
	thumbRadius: number;
	thumbSpacing: number;
	thumbHover: 'none' | 'zoom' | 'lift' | 'fade';
	titleColor: string;
	titleFont: 'inherit' | 'serif' | 'sans-serif' | 'monospace';
	titleSize: number;
	pagingColor: string;
	pagingBackground: string;
	pagingRadius: number;
	filterColor: string;
	filterActiveColor: string;
	filterActiveBackground: string;
	lightboxBackground: string;
	lightboxBarColor: string;
}

/** Hover effects as the stylesheet's scale, lift and opacity (ThemeStyle::HOVER_VALUES). */
const HOVER_VALUES: Record< GalleryTheme[ 'thumbHover' ], string[] > = {
	none: [ '1', '0px', '1' ],
	zoom: [ '1.08', '0px', '1' ],
	lift: [ '1', '-4px', '1' ],
	fade: [ '1', '0px', '0.75' ],
};

/**
 * The theme's custom properties.
 * @param t The theme.
 */
export function themeProperties( t: GalleryTheme ): Record< string, string > {
	const [ scale, lift, opacity ] =
		HOVER_VALUES[ t.thumbHover ] ?? HOVER_VALUES.none;
	return {
		'--vista-theme-thumb-border-width': `${ t.thumbBorderWidth }px`,
		'--vista-theme-thumb-border-color': t.thumbBorderColor,
		'--vista-theme-thumb-radius': `${ t.thumbRadius }px`,
		'--vista-theme-thumb-spacing': `${ t.thumbSpacing }px`,
		'--vista-theme-hover-scale': scale,
		'--vista-theme-hover-lift': lift,
		'--vista-theme-hover-opacity': opacity,
		'--vista-theme-title-color': t.titleColor,
		'--vista-theme-title-font': t.titleFont,
		'--vista-theme-title-size': `${ t.titleSize }px`,
		'--vista-theme-paging-color': t.pagingColor,
		'--vista-theme-paging-background': t.pagingBackground,
		'--vista-theme-paging-radius': `${ t.pagingRadius }px`,
		'--vista-theme-filter-color': t.filterColor,
		'--vista-theme-filter-active-color': t.filterActiveColor,
		'--vista-theme-filter-active-background': t.filterActiveBackground,
		'--vista-theme-lb-background': t.lightboxBackground,
		'--vista-theme-lb-bar': t.lightboxBarColor,
	};
}

/**
 * The fields a save sends: everything but the id.
 * @param t The theme.
 */
export function themeFields( t: GalleryTheme ): Omit< GalleryTheme, 'id' > {
	const { id, ...fields } = t;
	void id;
	return fields;
}
