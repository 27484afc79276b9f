#!/usr/bin/env node
/**
 * Vista Speed's self-hosted Lighthouse runner: a small HTTP service that audits a page with the
 * `lighthouse` package in headless Chromium and answers in the PageSpeed Insights API v5 shape
 * (GET /pagespeedonline/v5/runPagespeed?url=…&strategy=mobile|desktop&category=performance), so
 * the plugin's PageSpeed Insights engine reads both alike.
 *
 * - Listens on loopback unless told otherwise (VISTA_RUNNER_HOST).
 * - Every request must carry the shared secret in the X-Vista-Runner-Secret header.
 * - Audits only pages of the origins in VISTA_RUNNER_ALLOW (comma-separated), never another host.
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

// Hashing first makes both sides the same length, so the comparison takes constant time.
function secretMatches( sent, secret ) {
	const digest = ( value ) => createHash( 'sha256' ).update( value ).digest();
	return (
		typeof sent === 'string' &&
		timingSafeEqual( digest( sent ), digest( secret ) )
	);
}

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
 * The service.
 *
 * @param {Object}   env          Environment (process.env).
 * @param {Function} runAudit     (url, strategy) => PSI v5 answer; the real one by default.
 * @return {{server: import('node:http').Server, listen: () => Promise<number>}}
 */
export function createRunner( env, runAudit = audit ) {
	const settings = config( env );
	const queue = new AuditQueue( settings.queueLimit );
	const server = createServer( async ( request, response ) => {
		const url = new URL( request.url ?? '/', 'http://runner' );
		if ( ! secretMatches( request.headers[ SECRET_HEADER ], settings.secret ) ) {
			return send( response, 403, psiError( 403, 'The runner secret is missing or wrong.', 'PERMISSION_DENIED', 'forbidden' ) );
		}
		if ( request.method === 'GET' && url.pathname === '/health' ) {
			return send( response, 200, { ok: true, ...queue.state() } );
		}
		if ( request.method !== 'GET' || url.pathname !== '/pagespeedonline/v5/runPagespeed' ) {
			return send( response, 404, psiError( 404, 'Not found.', 'NOT_FOUND', 'notFound' ) );
		}
		const page = target( url.searchParams.get( 'url' ), settings.allow );
		const strategy = url.searchParams.get( 'strategy' ) ?? 'desktop';
		if ( ! page || ! [ 'mobile', 'desktop' ].includes( strategy ) ) {
			return send( response, 400, psiError( 400, 'Invalid value for url or strategy: only the allowed site can be audited.', 'INVALID_ARGUMENT', 'badRequest' ) );
		}
		if ( queue.full() ) {
			return send( response, 429, psiError( 429, 'Quota exceeded: the runner\'s queue is full.', 'RESOURCE_EXHAUSTED', 'rateLimitExceeded' ) );
		}
		try {
			send( response, 200, await queue.run( () => runAudit( page, strategy, settings.allow ) ) );
		} catch ( error ) {
			send( response, 500, psiError( 500, `Lighthouse returned error: ${ error.message }`, 'INTERNAL', 'internalError' ) );
		}
	} );
	return {
		server,
		listen: () =>
			new Promise( ( resolve ) =>
				server.listen( settings.port, settings.host, () =>
					resolve( server.address().port )
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
