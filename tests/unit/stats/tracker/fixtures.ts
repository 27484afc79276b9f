import type { TrackerObject } from '../../../../src/stats/tracker/types';

/**
 * A settings object as the server prints it, with overrides.
 * @param option Overrides of `option`.
 * @param rest   Overrides of the other fields.
 */
export function trackerObject(
	option: Partial< TrackerObject[ 'option' ] > = {},
	rest: Partial< TrackerObject > = {}
): TrackerObject {
	const params = {
		source_type: 'page',
		source_id: 42,
		signature: 'a'.repeat( 64 ),
	};
	return {
		requestUrl: 'https://site.test/wp-content/plugins/vista-stats/lean',
		ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php',
		hitParams: { ...params, endpoint: 'hit.php' },
		onlineParams: { ...params, endpoint: 'online.php' },
		option: {
			userOnline: true,
			dntEnabled: true,
			bypassAdBlockers: false,
			consentIntegration: { name: null, status: [] },
			isPreview: false,
			trackAnonymously: false,
			isWpConsentApiActive: false,
			consentLevel: 'statistics',
			linkTracking: true,
			downloadTracking: true,
			downloadExtensions: [ 'pdf', 'zip' ],
			...option,
		},
		jsCheckTime: 60000,
		customEventAjaxUrl:
			'https://site.test/wp-admin/admin-ajax.php?action=vista_stats_custom_event&source_type=page&source_id=42',
		eventAjaxUrl:
			'https://site.test/wp-admin/admin-ajax.php?action=vista_stats_event&source_type=page&source_id=42',
		...rest,
	};
}

/**
 * What the tracker reads of a fetch answer (jsdom has no Response).
 * @param status HTTP status.
 * @param body   JSON text.
 */
export function answer( status: number, body: string ): Response {
	return {
		status,
		json: () => Promise.resolve().then( () => JSON.parse( body ) ),
	} as Response;
}

export interface FetchCall {
	url: string;
	fields: Record< string, string >;
	keepalive?: boolean;
}

/**
 * Replaces fetch; each call is recorded.
 * @param respond Gives the answer to each call.
 */
export function mockFetch(
	respond: ( url: string ) => Promise< Response > = () =>
		Promise.resolve( answer( 200, '{"status":true}' ) )
): FetchCall[] {
	const calls: FetchCall[] = [];
	window.fetch = jest.fn( ( url: RequestInfo | URL, init?: RequestInit ) => {
		calls.push( {
			url: String( url ),
			fields: Object.fromEntries(
				new URLSearchParams( String( init?.body ?? '' ) )
			),
			keepalive: init?.keepalive,
		} );
		return respond( String( url ) );
	} ) as typeof fetch;
	return calls;
}
