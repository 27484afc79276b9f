/**
 * One tracking session of a page view (001 §4, §7 calls 1-3): the hit, the online pings while the
 * visitor is active, custom events.
 *
 * Written for size as much as for reading: every page loads this file, against a budget of 2 KB
 * gzipped (issue 4). Each call is a string literal used once, so the minifier keeps it whole.
 */
import type { HitParams, TrackerObject } from './types';

/** 001 §9: online pings stop after 30 minutes without activity. */
export const INACTIVITY_MS = 1800000;

/**
 * When the visitor last clicked, pressed a key or scrolled, or the page loaded (001 §4): the
 * session that starts sets it too. One set of listeners serves every session of the page.
 */
let lastActivity = 0;
[ 'click', 'keypress', 'scroll', 'load' ].map( ( type ) =>
	addEventListener( type, () => ( lastActivity = Date.now() ) )
);

/* eslint-disable no-console -- 001 §8: the tracker speaks only through the console. */

/** 001 §8: the message when there is no URL for custom events. */
export const NO_AJAX_URL = 'AJAX URL is not defined.';

/**
 * A form-encoded POST; every value the tracker sends is a string, a number or a flag, which
 * URLSearchParams writes as String() does.
 * @param url       Address.
 * @param fields    Fields.
 * @param keepalive Whether the request outlives the page (events sent as a link is followed).
 */
export function post(
	url: string,
	fields: object,
	keepalive?: boolean
): Promise< Response > {
	return fetch( url, {
		method: 'POST',
		keepalive,
		body: new URLSearchParams( fields as Record< string, string > ),
	} );
}

export function readTrackerObject(): TrackerObject | null {
	const raw = window.WP_Statistics_Tracker_Object;
	try {
		if ( raw ) {
			return typeof raw === 'string' ? JSON.parse( raw ) : raw;
		}
		console.error( 'Variable WP_Statistics_Tracker_Object not found' );
	} catch {
		console.error( 'Error parsing WP_Statistics_Tracker_Object' );
	}
	return null;
}

/**
 * 001 §7: the request base URL, a slash and the server's endpoint (as the original joins them), or
 * the ajax URL with ad-blocker bypass.
 * @param tracker The settings object.
 * @param params  Hit or online parameters.
 */
export function endpointUrl(
	tracker: TrackerObject,
	params: HitParams
): string {
	return tracker.option.bypassAdBlockers || ! params.endpoint
		? tracker.ajaxUrl
		: tracker.requestUrl + '/' + params.endpoint;
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
	// One digit from each of 32 random bytes: 256 is a multiple of 16, so every digit is as likely.
	return crypto
		.getRandomValues( new Uint8Array( 32 ) )
		.reduce( ( token, byte ) => token + ( byte % 16 ).toString( 16 ), '' );
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
	const session: TrackerSession = { success: false, stop() {} };
	if (
		tracker.option.dntEnabled &&
		( navigator.doNotTrack === '1' ||
			( window as { doNotTrack?: string } ).doNotTrack === '1' )
	) {
		console.log( 'Do Not Track (DNT) is enabled. Hit request not sent.' );
		return session;
	}
	const page = {
		referred: base64Utf8( referrer ),
		page_uri: base64Utf8( location.pathname + location.search ),
		...( anonymous && { anonymous: 1 } ),
	};
	// 001 §7 calls 1-2: the server's parameters of the call, the page's fields and any extra.
	const send = ( params: HitParams, extra?: object | false ) =>
		post( endpointUrl( tracker, params ), {
			...params,
			...page,
			...extra,
		} );

	// The flag starts false, so only a 200 answer sets it: true unless its status is false.
	send( tracker.hitParams ).then(
		( response ) =>
			response.status === 200
				? response
						.json()
						.catch( () => 0 )
						.then( ( answer ) => {
							session.success = answer?.status !== false;
						} )
				: console.warn(
						'Hit request failed with status ' + response.status
					),
		() => console.error( 'Error sending hit request' )
	);

	if ( tracker.option.userOnline ) {
		// 001 §4: anonymous sessions ping too, known to the server only by a random token of this
		// page view, held in memory and stored nowhere in the browser.
		const token = anonymous && { online_token: randomToken() };
		lastActivity = Date.now();
		const timer = setInterval( () => {
			if ( Date.now() - lastActivity > INACTIVITY_MS ) {
				session.stop();
			} else if ( session.success ) {
				send( tracker.onlineParams, token ).catch( () =>
					console.error( 'Error sending online user request' )
				);
			}
		}, tracker.jsCheckTime );
		session.stop = () => clearInterval( timer );
	}
	return session;
}

/**
 * 001 §7 call 3: event_name and event_data, a JSON object with the time and the page (or the
 * caller's resource_id), by fetch with keepalive; without its URL it throws.
 * @param tracker The settings object, null before one was read.
 * @param name    Event name.
 * @param data    Caller's fields.
 */
export function sendCustomEvent(
	tracker: TrackerObject | null,
	name: string,
	data: Record< string, unknown > = {}
): void {
	if ( ! tracker?.customEventAjaxUrl ) {
		throw new Error( NO_AJAX_URL );
	}
	post(
		tracker.customEventAjaxUrl,
		{
			event_name: name,
			event_data: JSON.stringify( {
				...data,
				timestamp: Date.now(),
				resource_id: data.resource_id ?? tracker.hitParams.source_id,
			} ),
		},
		true
	).catch( () => 0 );
}
