/**
 * The visitor statistics tracker (001 §4): dependency-free, so every page stays fast.
 * Sends the hit, online pings every jsCheckTime while the visitor is active, link and download
 * events, and custom events through window.wp_statistics_event( name, data ).
 */
import { whenConsented } from './consent';
import { countsAsLinkUse, linkEvent } from './links';
import {
	post,
	readTrackerObject,
	sendCustomEvent,
	startTracking,
	type TrackerSession,
} from './session';
import type { TrackerObject } from './types';

/**
 * The address of a page view: the whole address but its hash.
 * @param address An absolute address.
 */
export function withoutHash( address: string ): string {
	return address.split( '#' )[ 0 ];
}

let tracker: TrackerObject | null;
let session: TrackerSession | undefined;
let href = location.href;
let referrer = document.referrer;
/** Page views so far: consent given late starts only the one the visitor is on. */
let views = 0;

const init = () => {
	const current = ( tracker = readTrackerObject() );
	const view = ++views;
	if ( current && ! current.option.isPreview ) {
		whenConsented( current.option, ( anonymous ) => {
			// An earlier view's consent listener stays registered, and must not count again.
			if ( view === views ) {
				session?.stop();
				session = startTracking( current, anonymous, referrer );
			}
		} );
	}
};

// 001 §4: single-page sites change the address without loading a page; each change is a view.
// A change of the hash alone (a lightbox's #bwg…, an anchor) stays on the same view (issue 18).
const addressChanged = () => {
	if ( withoutHash( location.href ) !== withoutHash( href ) ) {
		referrer = href;
		session?.stop();
		init();
	}
	href = location.href;
};
for ( const method of [ 'pushState', 'replaceState' ] as const ) {
	const original = history[ method ];
	history[ method ] = function (
		...args: Parameters< History[ 'pushState' ] >
	) {
		original.apply( this, args );
		addressChanged();
	};
}
addEventListener( 'popstate', addressChanged );

const onLinkUse = ( event: MouseEvent ) => {
	const current = tracker;
	const link = ( event.target as Element | null )?.closest?.( 'a[href]' );
	const url = current?.eventAjaxUrl;
	const fields =
		url &&
		link &&
		countsAsLinkUse( event ) &&
		linkEvent(
			link as HTMLAnchorElement,
			event,
			current.option,
			location,
			current.hitParams.source_id
		);
	if ( fields ) {
		post( url, fields, true ).catch( () => 0 );
	}
};
document.addEventListener( 'click', onLinkUse, true );
document.addEventListener( 'mouseup', onLinkUse, true );

window.wp_statistics_event = ( name, data ) =>
	sendCustomEvent( tracker, name, data );
init();
