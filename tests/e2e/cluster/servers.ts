/**
 * What the cluster tests know of the test cluster (tools/cluster/cluster.sh, issue 19): the load
 * balancer with the page cache on the site's port, server A alone on the next port and server B
 * alone on the one after (no page cache on those two). Every server answers as the site's one
 * address; the test site's mu-plugin names the server that answered in X-Vista-Cluster-Server.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import {
	request as playwrightRequest,
	type APIRequestContext,
	type APIResponse,
	type BrowserContext,
} from '@playwright/test';
import { wordpressDir } from '../utils/site';

export const balancer = process.env.WP_BASE_URL ?? 'http://localhost:8870';
const basePort = Number( new URL( balancer ).port );

/** Each web server alone. */
export const servers = {
	a: `http://localhost:${ basePort + 1 }`,
	b: `http://localhost:${ basePort + 2 }`,
} as const;
export type ServerName = keyof typeof servers;

/**
 * The server that answered a request, as the test site's mu-plugin says.
 * @param response The answer.
 */
export const answeredBy = ( response: APIResponse ) =>
	response.headers()[ 'x-vista-cluster-server' ] ?? '';

/**
 * What the page cache did: HIT, MISS, BYPASS (or nothing for a server addressed alone).
 * @param response The answer.
 */
export const cacheStatus = ( response: APIResponse ) =>
	response.headers()[ 'x-vista-cache' ] ?? '';

/**
 * A visitor's HTTP client: no session, the cookies the site sets kept between requests, and its
 * own browser string (a voter and a hit are an address and a browser).
 * @param name A name that makes the browser string this visitor's own.
 */
export function visitorClient( name: string ): Promise< APIRequestContext > {
	return playwrightRequest.newContext( {
		baseURL: balancer,
		storageState: { cookies: [], origins: [] },
		userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 VistaCluster-${ name }`,
	} );
}

/**
 * The administrator's HTTP client on one server, with the session global setup made.
 * @param server The server.
 */
export function adminClient(
	server: ServerName
): Promise< APIRequestContext > {
	return playwrightRequest.newContext( {
		baseURL: servers[ server ],
		storageState: process.env.STORAGE_STATE_PATH,
	} );
}

/**
 * The address of a path on one server.
 * @param server  The server.
 * @param address A path, or a full address on the site's own origin.
 */
export function on( server: ServerName, address: string ): string {
	const url = new URL( address, balancer );
	return `${ servers[ server ] }${ url.pathname }${ url.search }`;
}

/**
 * Sends every request a browser context makes to the site to the servers given, in turn: one
 * server always (`[ 'a' ]`), or alternately (`[ 'a', 'b' ]`), as an unlucky balancer would.
 * Returns the servers each request went to, in order.
 * @param context The browser context.
 * @param order   The servers, in turn.
 */
export async function routeTo(
	context: BrowserContext,
	order: ServerName[]
): Promise< ServerName[] > {
	const sent: ServerName[] = [];
	await context.route( `${ balancer }/**`, ( route ) => {
		const url = route.request().url();
		// Static files are the same on every server; only what PHP answers is spread.
		if ( /\.(css|js|png|jpe?g|webp|svg|woff2?)(\?|$)/.test( url ) ) {
			return route.continue();
		}
		const server = order[ sent.length % order.length ];
		sent.push( server );
		return route.continue( {
			url: url.replace( balancer, servers[ server ] ),
		} );
	} );
	return sent;
}

/**
 * Runs one of the cluster tests' PHP fixtures (tests/e2e/cluster/fixtures), or another folder's
 * (`forms/entries-fixture.php`), on the test site and returns its JSON answer.
 * @param script The fixture's file name, or its path under tests/e2e.
 * @param args   Its arguments.
 */
export function fixture< T = Record< string, unknown > >(
	script: string,
	...args: string[]
): T {
	return JSON.parse(
		execFileSync(
			'php',
			[
				script.includes( '/' )
					? path.resolve( __dirname, '..', script )
					: path.join( __dirname, 'fixtures', script ),
				wordpressDir,
				...args,
			],
			{ encoding: 'utf8' }
		)
	);
}
