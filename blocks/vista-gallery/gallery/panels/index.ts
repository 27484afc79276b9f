/**
 * Settings panels of the layouts that have options of their own (slideshow effects, carousel
 * timing, ...), shown in the block sidebar when that layout is chosen.
 */
import type { ComponentType } from '@wordpress/element';
import type { PanelProps } from '../attributes';
import { BlogStylePanel, ImageBrowserPanel } from './LargeImagePanel';
import AlbumPanel from './AlbumPanel';
import SlideshowPanel from './SlideshowPanel';
import CarouselPanel from './CarouselPanel';

/** Layout name → its settings panel. */
export const LAYOUT_PANELS: Record< string, ComponentType< PanelProps > > = {
	image_browser: ImageBrowserPanel,
	blog_style: BlogStylePanel,
	album_compact: AlbumPanel,
	album_extended: AlbumPanel,
	slideshow: SlideshowPanel,
	carousel: CarouselPanel,
};
