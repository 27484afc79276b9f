/**
 * The popup's images as a window of the gallery's list (issue 36 goal 2): call 3 answers about
 * twenty images around the one clicked (`data_offset`, `data_total`), whatever the gallery's size,
 * and the popup asks for the next window (`window_start`) as the visitor nears an edge. The
 * windows it has are kept as one run of the list, so indexes stay local to `images`.
 */
import type { LightboxImage, LightboxSettings } from '../common/lightbox-types';

/** Images call 3 answers by default (LightboxAjax::DEFAULT_WINDOW): the size of a next window. */
export const WINDOW_SIZE = 20;

/** How close to an edge the next window is asked for, so it is there before the visitor is. */
export const WINDOW_EDGE = 5;

export interface ImageWindow {
	images: LightboxImage[];
	/** Index in the whole list of `images[ 0 ]`. */
	offset: number;
	/** Images in the whole list. */
	total: number;
}

/**
 * The window call 3 answered (a server without windows sends the whole list).
 * @param wire Call 3's settings.
 */
export function windowOf( wire: LightboxSettings ): ImageWindow {
	const offset = Math.max( 0, wire.data_offset ?? 0 );
	return {
		images: wire.data,
		offset,
		total: Math.max( wire.data_total ?? 0, offset + wire.data.length ),
	};
}

/**
 * Whether the window holds the whole list.
 * @param win The window.
 */
export function isWhole( win: ImageWindow ): boolean {
	return win.offset === 0 && win.images.length >= win.total;
}

/**
 * Where the window to ask for starts when the image shown is near an edge with more beyond it,
 * or null.
 * @param win   The window.
 * @param shown Index in `images` of the image shown.
 */
export function nextWindowStart(
	win: ImageWindow,
	shown: number
): number | null {
	const end = win.offset + win.images.length;
	if ( shown >= win.images.length - 1 - WINDOW_EDGE && end < win.total ) {
		return end;
	}
	if ( shown <= WINDOW_EDGE && win.offset > 0 ) {
		return Math.max( 0, win.offset - WINDOW_SIZE );
	}
	return null;
}

/**
 * The start of the window holding an index of the whole list, with it near the window's middle.
 * @param win   The window.
 * @param index Index in the whole list.
 */
export function windowStartFor( win: ImageWindow, index: number ): number {
	return Math.max(
		0,
		Math.min(
			index - Math.floor( WINDOW_SIZE / 2 ),
			win.total - WINDOW_SIZE
		)
	);
}

/**
 * The window with a newly fetched one: joined when they touch or overlap (the images already
 * held keep their state: ratings, hits, comment counts), else the new one alone; `shift` is what
 * an index in the old window's `images` becomes in the result's.
 * @param win  The window held.
 * @param next The window fetched.
 */
export function joinWindows(
	win: ImageWindow,
	next: ImageWindow
): { win: ImageWindow; shift: number } {
	const end = win.offset + win.images.length;
	const nextEnd = next.offset + next.images.length;
	if ( next.offset > end || nextEnd < win.offset ) {
		return { win: next, shift: win.offset - next.offset };
	}
	const offset = Math.min( win.offset, next.offset );
	const images: LightboxImage[] = [];
	for ( let at = offset; at < Math.max( end, nextEnd ); at++ ) {
		const held = win.images[ at - win.offset ];
		images.push(
			at >= win.offset && at < end
				? held
				: next.images[ at - next.offset ]
		);
	}
	return {
		win: { images, offset, total: next.total },
		shift: win.offset - offset,
	};
}

/**
 * Call 3's address for the window starting at an index, from the address that opened the popup.
 * @param dataUrl The opening call's address.
 * @param start   Index in the whole list.
 */
export function windowUrl( dataUrl: string, start: number ): string {
	const url = new URL( dataUrl, window.location.href );
	url.searchParams.set( 'window_start', String( start ) );
	url.searchParams.set( 'window_size', String( WINDOW_SIZE ) );
	// Only the first answer opens a side panel.
	url.searchParams.delete( 'open_comment' );
	url.searchParams.delete( 'open_ecommerce' );
	return url.toString();
}

/**
 * The window in call 3's answer, or null when it holds none.
 * @param html The answer.
 */
export function windowFrom( html: string ): ImageWindow | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	try {
		const wire = JSON.parse(
			template.content
				.querySelector( '.vista-lightbox-data' )
				?.getAttribute( 'data-settings' ) ?? ''
		) as LightboxSettings;
		return Array.isArray( wire?.data ) && wire.data.length > 0
			? windowOf( wire )
			: null;
	} catch {
		return null;
	}
}
