/**
 * Layouts with behaviour of their own (slideshow, carousel, ...) keep it in a module that is
 * fetched only when a gallery of that layout is on the page, so a thumbnails page never downloads
 * a slideshow. Each module exports `initLayout( container, options )`; the generic browsing
 * (paging, search, tags) in gallery.ts still runs for every layout.
 */
import type { GalleryOptions } from '../common/request';

export interface LayoutModule {
	initLayout: ( container: HTMLElement, options: GalleryOptions ) => void;
}

/** Layout name → loader of its module (a webpack chunk of its own). */
export const LAYOUT_SCRIPTS: Record< string, () => Promise< LayoutModule > > = {
	image_browser: () => import( '../image-browser/image-browser' ),
	blog_style: () => import( '../blog-style/blog-style' ),
	slideshow: () =>
		import(
			/* webpackChunkName: "gallery-slideshow" */ '../slideshow/slideshow'
		),
	carousel: () =>
		import(
			/* webpackChunkName: "gallery-carousel" */ '../carousel/carousel'
		),
};

/**
 * Loads and starts the layout's own script, if it has one.
 * @param container Gallery container.
 * @param options   Its options.
 */
export function startLayoutScript(
	container: HTMLElement,
	options: GalleryOptions
): void {
	const load = LAYOUT_SCRIPTS[ options.layout ];
	if ( ! load ) {
		return;
	}
	load()
		.then( ( module ) => module.initLayout( container, options ) )
		.catch( () => {
			// The server-rendered markup stays usable without the layout's script.
		} );
}
