/**
 * Opens the lightbox (issue 7) from a gallery: a click on a thumbnail link
 * `a[data-action="open_lightbox"]` (delegated on the container, whose items the gallery view request re-renders),
 * or on page load an address hash `#bwg{galleryId}/{imageId}` naming this gallery (000 §2.1).
 * The lightbox data request gives the popup's settings; the popup itself is a chunk fetched on the first open, so
 * this part of the always-loaded gallery script stays small. Without JavaScript, or when the lightbox data request
 * fails, the link leads to the full image.
 */
import { parseGalleryHash } from './address';
import { loadRuntime } from './runtime';
import {
	hidePlaceholder,
	hidePlaceholderUnderPopup,
	placeholderCancelled,
	showPlaceholder,
	warmImage,
} from './placeholder';
import {
	loadedAddress,
	popupImageOf,
	decodedOrLater,
	type PopupImageChoice,
} from './popup-image';
import type { LightboxSettings } from '../common/lightbox-types';
import type { GalleryOptions, GalleryState } from '../common/request';

/** The lightbox data request's action name (admin-ajax). */
export const LIGHTBOX_ACTION = 'vista_gallery_lightbox';

/** A page load acts on its hash once, for the first gallery it names. */
let hashHandled = false;
/** A second click while the lightbox data request is under way opens nothing more. */
let opening = false;

/**
 * The lightbox data request's query (000 §7 the lightbox data request, docs/LIGHTBOX.md) for an image of a gallery in its browsing state.
 * @param options Gallery options (data-gallery).
 * @param state   Its browsing state (data-state).
 * @param imageId Image to open.
 * @param extra   open_comment / open_ecommerce.
 */
export function lightboxQuery(
	options: GalleryOptions,
	state: GalleryState,
	imageId: number,
	extra: Record< string, string > = {}
): URLSearchParams {
	return new URLSearchParams( {
		action: LIGHTBOX_ACTION,
		shortcode_id: options.shortcode,
		gallery_id: String( options.galleryId ),
		image_id: String( imageId ),
		bwg_gallery_type: options.galleryType,
		bwg_random_seed: String( state.seed ),
		filter_tag: state.tags.join( ',' ),
		filter_search_name: state.search,
		filtersortby: state.sort,
		// The lightbox calls' own nonce (LightboxSettings::NONCE_ACTION), in containers whose
		// thumbnails open the popup.
		nonce: options.lightboxNonce ?? options.nonce,
		...extra,
	} );
}

/**
 * The settings in the lightbox data request's answer, or null when it holds none.
 * @param html The answer.
 */
export function settingsFrom( html: string ): LightboxSettings | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const holder = template.content.querySelector( '.vista-lightbox-data' );
	try {
		const settings = JSON.parse(
			holder?.getAttribute( 'data-settings' ) ?? ''
		) as LightboxSettings;
		return Array.isArray( settings?.data ) && settings.data.length > 0
			? settings
			: null;
	} catch {
		return null;
	}
}

/** The popup's chunk, fetched once: on the first sign of intent, or at the latest on the click. */
let popupChunk: Promise< typeof import( './popup' ) > | null = null;
function loadPopup() {
	// The chunk's React and i18n are WordPress's, loaded first (runtime.ts).
	popupChunk ??= loadRuntime().then(
		() => import( /* webpackChunkName: "gallery-lightbox" */ './popup' )
	);
	return popupChunk;
}

/**
 * The image the popup will show first: the server puts its address, sizes and copies on the link
 * (ThumbLink); the link's own address, the full image, is the fallback.
 * @param link Thumbnail link.
 */
export const popupImage = ( link: HTMLAnchorElement ): PopupImageChoice =>
	popupImageOf( link );

/** The lightbox data request started on the press of a thumbnail, taken by the click that follows it. */
let pressed: { url: string; answer: Promise< Response > } | null = null;

/**
 * The popup's image starts first and alone: the rest (runtime, chunk, call 3) waits until it is
 * decoded, or for REST_WAITS_AT_MOST_MS (popup-image.ts).
 * @param choice The popup image.
 * @param box    The popup's box.
 */
const imageFirst = (
	choice: PopupImageChoice,
	box: [ number, number ] | undefined
): Promise< void > => decodedOrLater( warmImage( choice, box ) );

/**
 * Call 3's settings, the opening image shown from the address the browser picked for the first
 * frame (its format and size for this screen), so the popup does not fetch it a second time.
 * @param settings The answer's settings.
 * @param imageId  The opening image.
 * @param shown    The address the first frame loaded ('' when none).
 */
export function withShownImage(
	settings: LightboxSettings,
	imageId: number,
	shown: string
): LightboxSettings {
	if ( ! shown ) {
		return settings;
	}
	return {
		...settings,
		data: settings.data.map( ( entry ) =>
			entry.id === imageId && ! entry.filetype
				? { ...entry, image_url: shown }
				: entry
		),
	};
}

function callThree( url: string ): Promise< Response > {
	const early = pressed?.url === url ? pressed.answer : null;
	pressed = null;
	return early ?? fetch( url, { credentials: 'same-origin' } );
}

function lightboxUrl(
	container: HTMLElement,
	options: GalleryOptions,
	imageId: number,
	extra: Record< string, string > = {}
): string {
	let state: GalleryState;
	try {
		state = JSON.parse( container.getAttribute( 'data-state' ) ?? '' );
	} catch {
		state = { search: '', sort: '', tags: [], page: 1, seed: 0 };
	}
	// The page prints the lightbox address with its action (data-lightbox-url), as the
	// original's did; the request's fields are added to it.
	const url = new URL(
		container.dataset.lightboxUrl ?? '/wp-admin/admin-ajax.php',
		window.location.href
	);
	for ( const [ key, value ] of lightboxQuery(
		options,
		state,
		imageId,
		extra
	) ) {
		url.searchParams.set( key, value );
	}
	return url.toString();
}

async function open(
	container: HTMLElement,
	options: GalleryOptions,
	imageId: number,
	opener: HTMLElement | null,
	extra: Record< string, string > = {},
	first: HTMLImageElement | null = null
): Promise< void > {
	if ( first ) {
		await decodedOrLater( first );
	}
	// The chunk downloads while the lightbox data request runs.
	const popup = loadPopup();
	const url = lightboxUrl( container, options, imageId, extra );
	const response = await callThree( url );
	const settings = response.ok ? settingsFrom( await response.text() ) : null;
	if ( ! settings ) {
		throw new Error( String( response.status ) );
	}
	// The popup asks the same call for the next windows of a large gallery.
	settings.data_url = url;
	const { openLightbox } = await popup;
	if ( placeholderCancelled() ) {
		return;
	}
	openLightbox(
		withShownImage(
			settings,
			imageId,
			first ? loadedAddress( first ) : ''
		),
		opener,
		container
	);
	hidePlaceholderUnderPopup();
}

/**
 * Wires the lightbox to one gallery container.
 * @param container Gallery container.
 * @param options   Its options.
 */
export function attachLightbox(
	container: HTMLElement,
	options: GalleryOptions
): void {
	/**
	 * The thumbnail link and image a plain primary press or click is on; null for anything else
	 * (a press that opens a new tab or window keeps the browser's default).
	 * @param event Pointer or mouse event.
	 */
	const plainOpen = ( event: MouseEvent ) => {
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >( 'a[data-action="open_lightbox"]' );
		if ( ! link || ! container.contains( link ) ) {
			return null;
		}
		const imageId = Number(
			link.closest< HTMLElement >( '[data-image-id]' )?.dataset.imageId
		);
		const modified =
			event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
		return imageId && event.button === 0 && ! modified
			? { link, imageId }
			: null;
	};
	// A pointer over a thumbnail, or focus on one, is intent enough to fetch the popup's chunk;
	// a press starts the full image and the lightbox data request, which the click then takes;
	// the click shows the placeholder at once (click-to-image and first feedback, `npm run bench`).
	const warmUp = ( event: Event ) => {
		if (
			( event.target as Element | null )?.closest?.(
				'a[data-action="open_lightbox"]'
			)
		) {
			loadPopup().catch( () => ( popupChunk = null ) );
		}
	};
	container.addEventListener( 'pointerover', warmUp );
	container.addEventListener( 'focusin', warmUp );
	container.addEventListener( 'pointerdown', ( event ) => {
		const thumb = plainOpen( event );
		if ( ! thumb || opening ) {
			return;
		}
		// The image the popup will show is on the link: it starts loading now, alone; the data
		// request follows it.
		const url = lightboxUrl( container, options, thumb.imageId );
		pressed = {
			url,
			answer: imageFirst(
				popupImage( thumb.link ),
				options.lightboxBox
			).then( () => fetch( url, { credentials: 'same-origin' } ) ),
		};
		pressed.answer.catch( () => undefined );
	} );

	container.addEventListener( 'click', ( event ) => {
		const thumb = plainOpen( event );
		if ( ! thumb || event.defaultPrevented ) {
			return;
		}
		const { link, imageId } = thumb;
		event.preventDefault();
		if ( opening ) {
			return;
		}
		opening = true;
		const extra: Record< string, string > = {};
		if ( link.dataset.openComment ) {
			extra.open_comment = '1';
		}
		if ( link.dataset.openEcommerce ) {
			extra.open_ecommerce = '1';
		}
		const choice = popupImage( link );
		showPlaceholder( link, choice, options.lightboxBox );
		open(
			container,
			options,
			imageId,
			link,
			extra,
			warmImage( choice, options.lightboxBox )
		)
			.catch( () => {
				hidePlaceholder();
				window.location.assign( link.href );
			} )
			.finally( () => ( opening = false ) );
	} );

	// Blog style's own script opens its hash image once it has brought it into view (000 §2.1).
	const wanted =
		options.layout === 'blog_style'
			? null
			: parseGalleryHash( window.location.hash );
	if (
		wanted &&
		wanted.galleryId === options.galleryId &&
		container.querySelector( 'a[data-action="open_lightbox"]' )
	) {
		openNamedImage( container, options, wanted.imageId );
	}
}

/**
 * Opens the image a page-load address names (000 §2.1 `#bwg{galleryId}/{imageId}`), once per
 * page load, for the first gallery that names it.
 * @param container Gallery container.
 * @param options   Its options.
 * @param imageId   The image.
 */
export function openNamedImage(
	container: HTMLElement,
	options: GalleryOptions,
	imageId: number
): void {
	if ( hashHandled ) {
		return;
	}
	hashHandled = true;
	const thumb = container.querySelector< HTMLElement >(
		`[data-image-id="${ imageId }"] a[data-action="open_lightbox"]`
	);
	open( container, options, imageId, thumb ).catch( () => {
		// 000 §8: a shared link to an image the visitor cannot see opens nothing.
	} );
}
