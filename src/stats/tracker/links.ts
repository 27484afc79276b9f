/**
 * Which link clicks become events, and their fields (001 §3 link and download payload, §5 rules).
 */
import type { TrackerOptions } from './types';

/** Sent form-encoded, so numbers and flags need no conversion here. */
export type EventFields = Record< string, string | number | boolean >;

export function linkEvent(
	link: HTMLAnchorElement,
	event: MouseEvent,
	option: TrackerOptions,
	page: { href: string; host: string },
	pageId: number
): EventFields | null {
	let url: URL;
	try {
		url = new URL( link.href, page.href );
	} catch {
		return null;
	}
	if ( ! /^https?:$/.test( url.protocol ) ) {
		return null;
	}
	const file = decodeURIComponent( url.pathname.split( '/' ).pop() ?? '' );
	const dot = file.lastIndexOf( '.' );
	const extension = dot > 0 ? file.slice( dot + 1 ).toLowerCase() : '';
	const storeDownload =
		link.classList.contains( 'woocommerce-MyAccount-downloads-file' ) ||
		url.searchParams.has( 'download_file' );
	const download =
		storeDownload || option.downloadExtensions.includes( extension );
	if (
		download
			? ! option.downloadTracking
			: ! option.linkTracking || url.host === page.host
	) {
		return null;
	}
	// The original's values (its tracker may post to our endpoint): en is the event's type unless
	// the link is a download, m is sent empty.
	return {
		en: download ? 'file_download' : event.type,
		et: Date.now(),
		eid: link.id,
		ec: link.className,
		// An element's textContent is never null.
		ev: ( link.textContent as string ).trim().slice( 0, 200 ),
		mb: event.button,
		...fileFields( file, download, storeDownload ? url : null ),
		m: '',
		tu: url.href,
		pid: pageId,
	};
}

/**
 * The file fields as the original sends them: fn is the name before its first dot and fx its last
 * extension, both the store's file id for a store download, and both empty for a plain link;
 * wcdl says whether it is a store download, df and dk are its file id and key.
 * @param file     Last segment of the link's path.
 * @param download Whether the link is a download.
 * @param store    The link's address when it is a store download, else null.
 */
function fileFields(
	file: string,
	download: boolean,
	store: URL | null
): EventFields {
	const storeFile = store?.searchParams.get( 'download_file' ) ?? '';
	const plainDownload = download && ! store;
	return {
		fn: plainDownload ? file.split( '.' )[ 0 ] : storeFile,
		fx: plainDownload ? ( file.split( '.' ).pop() ?? '' ) : storeFile,
		wcdl: !! store,
		df: storeFile,
		dk: store?.searchParams.get( 'key' ) ?? '',
	};
}

/**
 * 001 §5: a left click, or a mouse-up of the middle button (button 1), which opens a tab without a
 * click event.
 * @param event The mouse event.
 */
export function countsAsLinkUse( event: MouseEvent ): boolean {
	return event.type === 'mouseup' ? event.button === 1 : event.button === 0;
}
