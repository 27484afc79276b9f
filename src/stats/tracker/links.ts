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
	page: { host: string },
	pageId: number
): EventFields | null {
	// The link's own address parts, resolved as the browser follows it: an address it cannot
	// parse has the protocol ':' and is left alone.
	if ( ! /^https?:$/.test( link.protocol ) ) {
		return null;
	}
	const query = new URLSearchParams( link.search );
	// The last segment of the path; its extension is what follows the last dot after the first
	// character (".htaccess" has none).
	const file = decodeURIComponent(
		link.pathname.split( '/' ).pop() as string
	);
	const dot = file.lastIndexOf( '.' );
	const extension = dot > 0 ? file.slice( dot + 1 ) : '';
	const storeFile = query.get( 'download_file' );
	const store =
		storeFile !== null ||
		link.matches( '.woocommerce-MyAccount-downloads-file' );
	const download =
		store || option.downloadExtensions.includes( extension.toLowerCase() );
	if (
		download
			? ! option.downloadTracking
			: ! option.linkTracking || link.host === page.host
	) {
		return null;
	}
	// The file fields as the original sends them: fn is the name before its first dot and fx its
	// last extension, both the store's file id for a store download, both empty for a plain link.
	const plainDownload = download && ! store;
	const storeId = storeFile ?? '';
	// The original's values (its tracker may post to our endpoint): en is the event's type unless
	// the link is a download, m is sent empty; wcdl says whether it is a store download, df and dk
	// are its file id and key.
	return {
		en: download ? 'file_download' : event.type,
		et: Date.now(),
		eid: link.id,
		ec: link.className,
		// An element's textContent is never null.
		ev: ( link.textContent as string ).trim().slice( 0, 200 ),
		mb: event.button,
		fn: plainDownload ? file.split( '.' )[ 0 ] : storeId,
		fx: plainDownload ? extension : storeId,
		wcdl: store,
		df: storeId,
		dk: ( store && query.get( 'key' ) ) || '',
		m: '',
		tu: link.href,
		pid: pageId,
	};
}

/**
 * 001 §5: a left click, or a mouse-up of the middle button (button 1), which opens a tab without a
 * click event.
 * @param event The mouse event.
 */
export const countsAsLinkUse = ( event: MouseEvent ): boolean =>
	event.button === +( event.type === 'mouseup' );
