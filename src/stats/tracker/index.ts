/**
 * The visitor statistics tracker (001 §4): dependency-free, so every page stays fast.
 * Sends the hit, online pings every jsCheckTime while the visitor is active, link and download
 * events, and custom events through window.wp_statistics_event( name, data ).
 */
import { whenConsented } from './consent';
import { countsAsLinkUse, linkEvent } from './links';
import {
	formBody,
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

export function boot(): void {
	let tracker: TrackerObject | null = null;
	let session: TrackerSession | null = null;
	let href = location.href;
	let view = withoutHash( href );
	let referrer = document.referrer;

	const init = () => {
		tracker = readTrackerObject();
		if ( ! tracker || tracker.option.isPreview ) {
			return;
		}
		const current = tracker;
		whenConsented( current.option, ( anonymous ) => {
			session?.stop();
			session = startTracking( current, anonymous, referrer );
		} );
	};

	// 001 §4: single-page sites change the address without loading a page; each change is a view.
	// A change of the hash alone (a lightbox's #bwg…, an anchor) stays on the same view (issue 18).
	const addressChanged = () => {
		if ( withoutHash( location.href ) === view ) {
			href = location.href;
			return;
		}
		referrer = href;
		href = location.href;
		view = withoutHash( href );
		session?.stop();
		session = null;
		init();
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
	window.addEventListener( 'popstate', addressChanged );

	const onLinkUse = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest?.( 'a[href]' );
		if ( ! tracker?.eventAjaxUrl || ! link || ! countsAsLinkUse( event ) ) {
			return;
		}
		const fields = linkEvent(
			link as HTMLAnchorElement,
			event,
			tracker.option,
			location,
			Number( tracker.hitParams.source_id )
		);
		if ( fields ) {
			fetch( tracker.eventAjaxUrl, {
				method: 'POST',
				keepalive: true,
				body: formBody( fields ),
			} ).catch( () => undefined );
		}
	};
	document.addEventListener( 'click', onLinkUse, true );
	document.addEventListener( 'mouseup', onLinkUse, true );

	window.wp_statistics_event = ( name, data ) => {
		if ( tracker ) {
			sendCustomEvent( tracker, name, data );
		} else {
			throw new Error( 'AJAX URL is not defined.' );
		}
	};
	init();
}

boot();
