#!/usr/bin/env node
// @ts-check
/**
 * Vista Speed's self-hosted Lighthouse runner: a small HTTP service that audits a page with the
 * `lighthouse` package in headless Chromium and answers in the PageSpeed Insights API v5 shape
 * (GET /pagespeedonline/v5/runPagespeed?url=…&strategy=mobile|desktop&category=performance), so
 * the plugin's PageSpeed Insights engine reads both alike.
 *
 * - Listens on loopback unless told otherwise (VISTA_RUNNER_HOST).
 * - Every request must carry the shared secret in the X-Vista-Runner-Secret header.
 * - Audits only pages of the origins in VISTA_RUNNER_ALLOW (comma-separated), never another host,
 *   and its browser fetches nothing else (browser.mjs); DevTools talks to it over a pipe, not a port.
 * - One audit at a time; further requests wait in a queue of at most VISTA_RUNNER_QUEUE (8), and a
 *   request beyond it gets PageSpeed Insights' quota answer (HTTP 429, RESOURCE_EXHAUSTED).
 *
 * Environment: VISTA_RUNNER_PORT (8895), VISTA_RUNNER_HOST (127.0.0.1), VISTA_RUNNER_SECRET or
 * VISTA_RUNNER_SECRET_FILE, VISTA_RUNNER_ALLOW, VISTA_RUNNER_QUEUE, CHROME_PATH (/usr/bin/chromium).
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { timingSafeEqual, createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { audit, closeBrowser } from './audit.mjs';
import { psiError } from './psi-shape.mjs';
import { AuditQueue } from './queue.mjs';

export const SECRET_HEADER = 'x-vista-runner-secret';

/**
 * @typedef {Object} Settings
 * @property {string}   secret     The shared secret every request must carry.
 * @property {string[]} allow      The only origins audited, and the only ones the browser fetches.
 * @property {number}   port       Where the service listens (0: any free port).
 * @property {string}   host       The address it listens on.
 * @property {number}   queueLimit How many requests may wait for their turn.
 */

/**
 * @typedef {(url: string, strategy: string, allow: string[]) => Promise<Object>} RunAudit
 */

/**
 * The runner's settings, from its environment.
 *
 * @param {NodeJS.ProcessEnv} env
 * @return {Settings} the settings; throws when the secret or the allowed origins are missing
 */
function config( env ) {
	const secret = env.VISTA_RUNNER_SECRET_FILE
		? readFileSync( env.VISTA_RUNNER_SECRET_FILE, 'utf8' ).trim()
		: ( env.VISTA_RUNNER_SECRET ?? '' ).trim();
	if ( secret.length < 16 ) {
		throw new Error(
			'vista runner: set VISTA_RUNNER_SECRET (16 characters or more) or VISTA_RUNNER_SECRET_FILE'
		);
	}
	const allow = ( env.VISTA_RUNNER_ALLOW ?? '' )
		.split( ',' )
		.map( ( origin ) => origin.trim() )
		.filter( Boolean )
		.map( ( origin ) => new URL( origin ).origin );
	if ( ! allow.length ) {
		throw new Error(
			'vista runner: set VISTA_RUNNER_ALLOW to the origin(s) of the site to audit'
		);
	}
	return {
		secret,
		allow,
		port: Number( env.VISTA_RUNNER_PORT ?? 8895 ),
		host: env.VISTA_RUNNER_HOST ?? '127.0.0.1',
		queueLimit: Number( env.VISTA_RUNNER_QUEUE ?? 8 ),
	};
}

/**
 * Whether the request carries the secret. Hashing first makes both sides the same length, so
 * the comparison takes constant time.
 *
 * @param {string|string[]|undefined} sent
 * @param {string}                    secret
 */
function secretMatches( sent, secret ) {
	/** @param {string} value */
	const digest = ( value ) => createHash( 'sha256' ).update( value ).digest();
	return (
		typeof sent === 'string' &&
		timingSafeEqual( digest( sent ), digest( secret ) )
	);
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number}                             status
 * @param {Object}                             body
 */
function send( response, status, body ) {
	response.writeHead( status, {
		'Content-Type': 'application/json; charset=UTF-8',
		'Cache-Control': 'no-store',
	} );
	response.end( JSON.stringify( body ) );
}

/**
 * The address to audit, when it is on an allowed origin.
 *
 * @param {string|null} raw
 * @param {string[]}    allow
 */
function target( raw, allow ) {
	try {
		const url = new URL( raw ?? '' );
		return allow.includes( url.origin ) && ! url.username && ! url.password
			? url.href
			: null;
	} catch {
		return null;
	}
}

/**
 * The answer to a request that cannot be run, or null when it can.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {URL}                                 url
 * @param {Settings}                            settings
 * @param {AuditQueue}                          queue
 * @return {[number, Object]|null} the status and body to send
 */
function refusal( request, url, settings, queue ) {
	if (
		! secretMatches( request.headers[ SECRET_HEADER ], settings.secret )
	) {
		return [
			403,
			psiError(
				403,
				'The runner secret is missing or wrong.',
				'PERMISSION_DENIED',
				'forbidden'
			),
		];
	}
	if ( request.method === 'GET' && url.pathname === '/health' ) {
		return [ 200, { ok: true, ...queue.state() } ];
	}
	if (
		request.method !== 'GET' ||
		url.pathname !== '/pagespeedonline/v5/runPagespeed'
	) {
		return [ 404, psiError( 404, 'Not found.', 'NOT_FOUND', 'notFound' ) ];
	}
	const strategy = url.searchParams.get( 'strategy' ) ?? 'desktop';
	if (
		! target( url.searchParams.get( 'url' ), settings.allow ) ||
		! [ 'mobile', 'desktop' ].includes( strategy )
	) {
		return [
			400,
			psiError(
				400,
				'Invalid value for url or strategy: only the allowed site can be audited.',
				'INVALID_ARGUMENT',
				'badRequest'
			),
		];
	}
	if ( queue.full() ) {
		return [
			429,
			psiError(
				429,
				"Quota exceeded: the runner's queue is full.",
				'RESOURCE_EXHAUSTED',
				'rateLimitExceeded'
			),
		];
	}
	return null;
}

/**
 * The service.
 *
 * @param {NodeJS.ProcessEnv} env      Environment (process.env).
 * @param {RunAudit}          runAudit (url, strategy, allow) => PSI v5 answer; the real one by default.
 * @return {{server: import('node:http').Server, listen: () => Promise<number>}} the server, and
 * a function that starts it and resolves to its port
 */
export function createRunner( env, runAudit = audit ) {
	const settings = config( env );
	const queue = new AuditQueue( settings.queueLimit );
	const server = createServer( async ( request, response ) => {
		const url = new URL( request.url ?? '/', 'http://runner' );
		const refused = refusal( request, url, settings, queue );
		if ( refused ) {
			return send( response, ...refused );
		}
		const page = /** @type {string} */ (
			target( url.searchParams.get( 'url' ), settings.allow )
		);
		const strategy = url.searchParams.get( 'strategy' ) ?? 'desktop';
		try {
			send(
				response,
				200,
				await queue.run( () =>
					runAudit( page, strategy, settings.allow )
				)
			);
		} catch ( error ) {
			const message =
				error instanceof Error ? error.message : String( error );
			send(
				response,
				500,
				psiError(
					500,
					`Lighthouse returned error: ${ message }`,
					'INTERNAL',
					'internalError'
				)
			);
		}
	} );
	return {
		server,
		listen: () =>
			new Promise( ( resolve ) =>
				server.listen( settings.port, settings.host, () =>
					resolve(
						/** @type {import('node:net').AddressInfo} */ (
							server.address()
						).port
					)
				)
			),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const runner = createRunner( process.env );
	const port = await runner.listen();
	process.stdout.write( `vista runner: listening on ${ port }\n` );
	const stop = async () => {
		runner.server.close();
		await closeBrowser();
		process.exit( 0 );
	};
	process.on( 'SIGTERM', stop );
	process.on( 'SIGINT', stop );
}
