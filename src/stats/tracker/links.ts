/**
 * Which link clicks become events, and their fields (001 §3 link and download payload, §5 rules).
 */
import type { TrackerOptions } from './types';

export type EventFields = Record< string, string >;

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
	const fields: EventFields = {
		en: download ? 'file_download' : 'click',
		et: String( Date.now() ),
		eid: link.id,
		ec: link.className,
		ev: ( link.textContent ?? '' ).trim().slice( 0, 200 ),
		mb: String( event.button ),
		fn: file,
		fx: extension,
		m: event.type,
		tu: url.href,
		pid: String( pageId ),
	};
	if ( storeDownload ) {
		fields.wcdl = '1';
		fields.df = url.searchParams.get( 'download_file' ) ?? '';
		fields.dk = url.searchParams.get( 'key' ) ?? '';
	}
	return fields;
}

/**
 * 001 §5: a left click, or a mouse-up of the middle button (button 1), which opens a tab without a
 * click event.
 * @param event The mouse event.
 */
export function countsAsLinkUse( event: MouseEvent ): boolean {
	return event.type === 'mouseup' ? event.button === 1 : event.button === 0;
}
