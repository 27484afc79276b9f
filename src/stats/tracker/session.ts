/**
 * One tracking session of a page view (001 §4, §7 calls 1-3): the hit, the online pings while the
 * visitor is active, custom events.
 */
import type { HitParams, TrackerObject } from './types';

/** 001 §9: online pings stop after 30 minutes without activity. */
export const INACTIVITY_MS = 1800000;

const MESSAGES = {
	missing: 'Variable WP_Statistics_Tracker_Object not found',
	parse: 'Error parsing WP_Statistics_Tracker_Object',
	dnt: 'Do Not Track (DNT) is enabled. Hit request not sent.',
	hitFailed: 'Hit request failed with status ',
	hitError: 'Error sending hit request',
	onlineError: 'Error sending online user request',
	noAjaxUrl: 'AJAX URL is not defined.',
};

/* eslint-disable no-console -- 001 §8: the tracker speaks only through the console. */

export function readTrackerObject(): TrackerObject | null {
	const raw = window.WP_Statistics_Tracker_Object;
	if ( ! raw ) {
		console.error( MESSAGES.missing );
		return null;
	}
	if ( typeof raw !== 'string' ) {
		return raw;
	}
	try {
		return JSON.parse( raw ) as TrackerObject;
	} catch {
		console.error( MESSAGES.parse );
		return null;
	}
}

export function doNotTrack(): boolean {
	return (
		navigator.doNotTrack === '1' ||
		( window as Window & { doNotTrack?: string } ).doNotTrack === '1'
	);
}

/**
 * 001 §7: the request base URL plus the server's endpoint, or the ajax URL with ad-blocker bypass.
 * @param tracker The settings object.
 * @param params  Hit or online parameters.
 */
export function endpointUrl(
	tracker: TrackerObject,
	params: HitParams
): string {
	return tracker.option.bypassAdBlockers || ! params.endpoint
		? tracker.ajaxUrl
		: `${ tracker.requestUrl.replace( /\/$/, '' ) }/${ params.endpoint }`;
}

export function formBody( fields: Record< string, unknown > ): URLSearchParams {
	const body = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		if ( value !== undefined && value !== null ) {
			body.append( key, String( value ) );
		}
	}
	return body;
}

/**
 * Text as base64 of its UTF-8 bytes, the encoding the original tracker gives page_uri and referred
 * (the server also accepts them URI-encoded). Addresses never hold a lone surrogate, the one
 * thing encodeURIComponent refuses.
 * @param text Text.
 */
export function base64Utf8( text: string ): string {
	// unescape turns encodeURIComponent's %XX escapes into the UTF-8 bytes btoa encodes.
	return btoa( unescape( encodeURIComponent( text ) ) );
}

/** 32 hexadecimal digits from the browser's cryptographic random source. */
export function randomToken(): string {
	const bytes = crypto.getRandomValues( new Uint8Array( 16 ) );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

export interface TrackerSession {
	/** False after a failed hit or a status:false answer: online pings stop (001 §4). */
	success: boolean;
	stop: () => void;
}

export function startTracking(
	tracker: TrackerObject,
	anonymous: boolean,
	referrer: string
): TrackerSession {
	const session: TrackerSession = { success: false, stop: () => undefined };
	if ( tracker.option.dntEnabled && doNotTrack() ) {
		console.log( MESSAGES.dnt );
		return session;
	}
	const page = {
		referred: base64Utf8( referrer ),
		page_uri: base64Utf8( location.pathname + location.search ),
		...( anonymous ? { anonymous: 1 } : {} ),
	};

	fetch( endpointUrl( tracker, tracker.hitParams ), {
		method: 'POST',
		body: formBody( { ...tracker.hitParams, ...page } ),
	} )
		.then( async ( response ) => {
			if ( response.status !== 200 ) {
				console.warn( MESSAGES.hitFailed + response.status );
				session.success = false;
				return;
			}
			const answer = await response.json().catch( () => ( {} ) );
			session.success = answer?.status !== false;
		} )
		.catch( () => {
			session.success = false;
			console.error( MESSAGES.hitError );
		} );

	if ( ! tracker.option.userOnline ) {
		return session;
	}
	// 001 §4: anonymous sessions ping too, known to the server only by a random token of this
	// page view, held in memory and stored nowhere in the browser.
	const online = anonymous ? { ...page, online_token: randomToken() } : page;
	let lastActivity = Date.now();
	const active = () => {
		lastActivity = Date.now();
	};
	const activityEvents = [ 'click', 'keypress', 'scroll', 'load' ];
	activityEvents.forEach( ( type ) =>
		window.addEventListener( type, active, { passive: true } )
	);
	const timer = window.setInterval( () => {
		if ( Date.now() - lastActivity > INACTIVITY_MS ) {
			session.stop();
			return;
		}
		if ( ! session.success ) {
			return;
		}
		fetch( endpointUrl( tracker, tracker.onlineParams ), {
			method: 'POST',
			body: formBody( { ...tracker.onlineParams, ...online } ),
		} ).catch( () => console.error( MESSAGES.onlineError ) );
	}, tracker.jsCheckTime );
	session.stop = () => {
		window.clearInterval( timer );
		activityEvents.forEach( ( type ) =>
			window.removeEventListener( type, active )
		);
	};
	return session;
}

export function sendCustomEvent(
	tracker: TrackerObject,
	name: string,
	data: Record< string, unknown > = {}
): void {
	if ( ! tracker.customEventAjaxUrl ) {
		throw new Error( MESSAGES.noAjaxUrl );
	}
	const eventData = {
		...data,
		timestamp: Date.now(),
		resource_id: data.resource_id ?? tracker.hitParams.source_id,
	};
	fetch( tracker.customEventAjaxUrl, {
		method: 'POST',
		keepalive: true,
		body: formBody( {
			event_name: name,
			event_data: JSON.stringify( eventData ),
		} ),
	} ).catch( () => undefined );
}
