/**
 * The gallery view script: 000 §9.3 layout on resize, the tag area collapse, broken images,
 * right-click protection, and browsing (search, sort, tags, paging, load more, album navigation)
 * by the gallery view request (view-request.ts) with front-end ajax on, or by reloading with the
 * 000 §2.1 parameters with it off. Album navigation always goes by the gallery view request: with
 * ajax disabled "an album click loads the album content by an ajax function" (000 §2.1); the
 * address still changes, so back and reload work.
 */
import { instanceKey } from '../common/album';
import {
	extendedAlbumColumns,
	masonryColumns,
	scrollTargetFor,
	thumbnailColumns,
} from '../common/layout';
import {
	urlWithState,
	type GalleryOptions,
	type GalleryState,
} from '../common/request';
import { delegateExtensionEmbeds } from '../common/embeds';
import { attachLightbox } from '../lightbox/opener';
import {
	followAlbumHistory,
	followControls,
	followLinks,
	type Go,
} from './browsing';
import { startLayoutScript } from './layout-scripts';
import { animateScrollTo, layoutControls, watchBrokenImages } from './controls';
import { appendPage, readJson, requestGalleryView } from './view-request';

const READY = 'data-vista-ready';
/** Layouts whose columns this script sets; the others lay themselves out. */
const GRID_LAYOUTS = [
	'thumbnails',
	'masonry',
	'mosaic',
	'album_compact',
	'album_extended',
];

/**
 * Lays the items out for the container's width (000 §9.3).
 * @param container Gallery container.
 * @param options   Its options.
 */
export function applyLayout(
	container: HTMLElement,
	options: GalleryOptions
): void {
	const items = container.querySelector< HTMLElement >(
		'.vista-gallery__items'
	);
	if ( ! items ) {
		return;
	}
	const width = container.clientWidth;
	if ( ! GRID_LAYOUTS.includes( options.layout ) ) {
		return;
	}
	if ( options.layout === 'mosaic' ) {
		// The stylesheet sizes the rows for the window (mosaicScale's rule, in media queries) from
		// the first paint on; a height set here, rounded to the pixel, moved every painted row.
		return;
	}
	let columns = thumbnailColumns(
		width,
		options.thumbWidth,
		options.maxColumns
	);
	if ( options.layout === 'masonry' ) {
		columns = masonryColumns(
			width,
			options.thumbWidth,
			options.resizable
		);
	} else if ( options.layout === 'album_extended' ) {
		columns = extendedAlbumColumns(
			width,
			options.thumbWidth,
			options.maxColumns
		);
	}
	items.style.setProperty( '--vista-cols', String( columns ) );
	items.dataset.columns = String( columns );
}

/**
 * Takes over one server-rendered gallery container.
 * @param container Gallery container.
 */
export function initGallery( container: HTMLElement ): void {
	container.setAttribute( READY, 'true' );
	// 000 §2.2, §8: containers with an error block skip resize and visibility handling.
	if ( container.querySelector( '.wd_error' ) ) {
		return;
	}
	const options = readJson< GalleryOptions >( container, 'data-gallery' );
	const current = readJson< GalleryState >( container, 'data-state' );
	if ( ! options || ! current ) {
		return;
	}
	const n = options.n;

	const relayout = () => {
		applyLayout( container, options );
		layoutControls( container );
	};
	if ( typeof ResizeObserver !== 'undefined' ) {
		// Its first report comes once the page is laid out, for every gallery in the same turn:
		// no layout is forced per gallery while the page starts (the stylesheet has already
		// laid the columns out, 000 §9.3), and each later change of width is followed.
		new ResizeObserver( relayout ).observe( container );
	} else {
		relayout();
		window.addEventListener( 'resize', relayout );
	}
	startLayoutScript( container, options );
	delegateExtensionEmbeds( container );
	attachLightbox( container, options );

	if ( options.layout === 'masonry' || options.layout === 'mosaic' ) {
		watchBrokenImages( container );
	}

	if ( options.rightClickLock ) {
		container.addEventListener( 'contextmenu', ( event ) =>
			event.preventDefault()
		);
	}

	// What this instance shows, to tell a history step that concerns it from one that does not.
	let shownKey = instanceKey( window.location.href, n );

	const go: Go = async (
		state,
		action,
		loadMore = false,
		to,
		push = true
	) => {
		const address =
			to ??
			urlWithState( window.location.href, n, state, options.defaultSort );
		if ( ! options.ajax && action !== 'album' ) {
			window.location.assign( address );
			return;
		}
		container.classList.add( 'is-loading' );
		container.setAttribute( 'aria-busy', 'true' );
		try {
			const { fresh, shown } = await requestGalleryView(
				container,
				options,
				state,
				action,
				loadMore,
				to
			);
			const shownAddress =
				to ??
				urlWithState(
					window.location.href,
					n,
					shown,
					options.defaultSort
				);
			if ( to && push ) {
				window.history.pushState( null, '', shownAddress );
			} else if ( ! to ) {
				window.history.replaceState(
					window.history.state,
					'',
					shownAddress
				);
			}
			shownKey = instanceKey( shownAddress, n );
			if ( loadMore ) {
				appendPage( container, fresh );
				container.setAttribute( 'data-state', JSON.stringify( shown ) );
				Object.assign( current, shown );
				container.classList.remove( 'is-loading' );
				container.removeAttribute( 'aria-busy' );
			} else {
				container.replaceWith( fresh );
				initGallery( fresh );
			}
			if ( to ) {
				// Screen readers and keyboards continue from what was opened.
				fresh
					.querySelector< HTMLElement >( '.vista-album__title' )
					?.focus();
			}
			if ( action === 'page' ) {
				const target = loadMore ? container : fresh;
				animateScrollTo(
					scrollTargetFor(
						target.getBoundingClientRect().top + window.scrollY
					)
				);
			}
		} catch {
			// 000 §8: failures are silent; the gallery stays as it was. An old nonce is no
			// failure: the signed block token is what the server checks (a cached page works).
			container.classList.remove( 'is-loading' );
			container.removeAttribute( 'aria-busy' );
		}
	};

	if ( options.album ) {
		followAlbumHistory( container, options, () => shownKey, go );
	}
	followLinks( container, options, go );
	followControls( container, current, go );
}
