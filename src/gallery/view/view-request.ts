/**
 * The gallery view request (000 §7 call 12, docs/LIGHTBOX.md "Call 12"): one browsing state of
 * a gallery instance, answered as the instance's fresh HTML, and the appending of a "load more"
 * page to the shown instance.
 */
import { albumFields, placeFromUrl } from '../common/album';
import { delegateExtensionEmbeds } from '../common/embeds';
import {
	ajaxFields,
	type GalleryOptions,
	type GalleryState,
} from '../common/request';

/**
 * Reads a JSON attribute; null when it is missing or not JSON.
 * @param element Element.
 * @param name    Attribute name.
 */
export function readJson< T >( element: HTMLElement, name: string ): T | null {
	try {
		return JSON.parse( element.getAttribute( name ) ?? '' ) as T;
	} catch {
		return null;
	}
}

const HEADING_TITLE = '.vista-album__title, .vista-gallery__title';
const HEADING_DESCRIPTION = '.vista-gallery__description';

/**
 * The text of a heading part of the instance, or ''.
 * @param container Gallery container.
 * @param selector  The part.
 */
function headingText( container: HTMLElement, selector: string ): string {
	return (
		container
			.querySelector( selector )
			?.textContent?.trim()
			.slice( 0, 2000 ) ?? ''
	);
}

/**
 * Sends the gallery view request for a state and reads the instance it answers. Throws with the
 * status as message on an HTTP error, and when the answer holds no gallery.
 * @param container Gallery container.
 * @param options   Its options.
 * @param state     Browsing state.
 * @param action    action_{n}.
 * @param loadMore  Ask for the page's items to append.
 * @param to        An album place's address, when one is shown.
 */
export async function requestGalleryView(
	container: HTMLElement,
	options: GalleryOptions,
	state: GalleryState,
	action: string,
	loadMore: boolean,
	to?: string
): Promise< { fresh: HTMLElement; shown: GalleryState } > {
	const n = options.n;
	const body = new URLSearchParams( {
		...ajaxFields(
			options,
			state,
			action,
			to ?? window.location.href,
			loadMore
		),
		// 000 §3.10: the heading shown goes with the request, as the original's did; the
		// server reads the title and description it prints from the site (ViewHeading).
		[ `title_${ n }` ]: headingText( container, HEADING_TITLE ),
		[ `description_${ n }` ]: headingText( container, HEADING_DESCRIPTION ),
		...( options.album &&
			albumFields(
				n,
				to ? placeFromUrl( to, n, options.album.root ) : options.album
			) ),
	} );
	const response = await fetch(
		container.dataset.ajaxUrl ?? '/wp-admin/admin-ajax.php',
		{ method: 'POST', body, credentials: 'same-origin' }
	);
	if ( ! response.ok ) {
		throw new Error( String( response.status ) );
	}
	const template = document.createElement( 'template' );
	template.innerHTML = await response.text();
	const fresh =
		template.content.querySelector< HTMLElement >( '[data-gallery-n]' );
	if ( ! fresh ) {
		throw new Error( 'no gallery' );
	}
	const shown = readJson< GalleryState >( fresh, 'data-state' ) ?? state;
	return { fresh, shown };
}

/**
 * Appends a "load more" answer's items and its own "load more" link to the shown instance.
 * @param container Gallery container.
 * @param fresh     The instance the gallery view request answered.
 */
export function appendPage( container: HTMLElement, fresh: HTMLElement ): void {
	container
		.querySelector( '.vista-gallery__items' )
		?.append(
			...Array.from( fresh.querySelectorAll( '.vista-gallery__item' ) )
		);
	container.querySelector( '.vista-gallery__load-more-wrap' )?.remove();
	const more = fresh.querySelector( '.vista-gallery__load-more-wrap' );
	if ( more ) {
		container.append( more );
	}
	delegateExtensionEmbeds( container );
}
