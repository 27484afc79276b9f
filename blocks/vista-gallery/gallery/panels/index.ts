/**
 * Settings panels of the layouts that have options of their own (slideshow effects, carousel
 * timing, ...), shown in the block sidebar when that layout is chosen.
 */
import type { ComponentType } from '@wordpress/element';
import type { GalleryAttributes, PanelProps } from '../attributes';
import { BlogStylePanel, ImageBrowserPanel } from './LargeImagePanel';
import AlbumPanel from './AlbumPanel';
import SlideshowPanel from './SlideshowPanel';
import CarouselPanel from './CarouselPanel';
import LightboxPanel from './LightboxPanel';

/** Layout name → its settings panel. */
export const LAYOUT_PANELS: Record< string, ComponentType< PanelProps > > = {
	image_browser: ImageBrowserPanel,
	blog_style: BlogStylePanel,
	album_compact: AlbumPanel,
	album_extended: AlbumPanel,
	slideshow: SlideshowPanel,
	carousel: CarouselPanel,
};

/** Panels of features any layout can have, each shown while its condition holds. */
export const FEATURE_PANELS: Array< {
	name: string;
	shown: ( attributes: GalleryAttributes ) => boolean;
	Panel: ComponentType< PanelProps >;
} > = [
	{
		name: 'lightbox',
		// Albums too: the galleries opened in them open the lightbox.
		shown: ( attributes ) =>
			attributes.thumbClickAction === 'open_lightbox',
		Panel: LightboxPanel,
	},
];
