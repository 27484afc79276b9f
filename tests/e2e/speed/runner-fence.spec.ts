/**
 * Issue 31 item 5, every way a page can name another host: the real runner
 * (plugins/vista-speed/runner/runner.mjs, started here on its own with a stand-in site) audits a
 * page whose image, frame, redirect, fetch(), worker and WebSocket all point at a loopback
 * stand-in, which must hear nothing. The admin-bar spec performs the author's-post attack through
 * WordPress; this one covers the schemes a post cannot carry but a theme or plugin page could.
 */
import { spawn, type ChildProcess } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { test, expect } from '@playwright/test';

const runnerScript = path.resolve(
	__dirname,
	'../../../plugins/vista-speed/runner/runner.mjs'
);
const secret = 'fence-test-secret-0123456789';

async function listen( server: http.Server ): Promise< number > {
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return ( server.address() as AddressInfo ).port;
}

function page( elsewhere: string ): string {
	return `<!doctype html><title>Fence</title><h1>Fence</h1>
<img src="${ elsewhere }/img" alt=""><img src="/redirect" alt="">
<iframe src="${ elsewhere }/frame"></iframe>
<script>
fetch( '${ elsewhere }/fetch' ).catch( () => {} );
new Worker( URL.createObjectURL( new Blob( [ "fetch( '${ elsewhere }/worker' )" ] ) ) );
try { new WebSocket( '${ elsewhere.replace( 'http', 'ws' ) }/socket' ); } catch ( e ) {}
</script>`;
}

async function startRunner(
	allow: string
): Promise< [ ChildProcess, number ] > {
	const runner = spawn( process.execPath, [ runnerScript ], {
		env: {
			...process.env,
			VISTA_RUNNER_PORT: '0',
			VISTA_RUNNER_SECRET: secret,
			VISTA_RUNNER_ALLOW: allow,
		},
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	const port = await new Promise< number >( ( resolve, reject ) => {
		runner.stdout?.on( 'data', ( chunk: Buffer ) => {
			const listening = /listening on (\d+)/.exec( chunk.toString() );
			if ( listening ) {
				resolve( Number( listening[ 1 ] ) );
			}
		} );
		runner.on( 'exit', () => reject( new Error( 'the runner stopped' ) ) );
	} );
	return [ runner, port ];
}

test( 'issue 31 item 5: the runner requests nothing from another host, by any route', async () => {
	test.setTimeout( 240_000 );
	const heard: string[] = [];
	const standIn = http.createServer( ( request, response ) => {
		heard.push( request.url ?? '' );
		response.end();
	} );
	const elsewhere = `http://127.0.0.1:${ await listen( standIn ) }`;
	const site = http.createServer( ( request, response ) => {
		if ( request.url === '/redirect' ) {
			response.writeHead( 302, {
				Location: `${ elsewhere }/redirected`,
			} );
			response.end();
			return;
		}
		response.writeHead( 200, { 'Content-Type': 'text/html' } );
		response.end( page( elsewhere ) );
	} );
	const origin = `http://localhost:${ await listen( site ) }`;
	const [ runner, port ] = await startRunner( origin );
	try {
		const answer = await fetch(
			`http://127.0.0.1:${ port }/pagespeedonline/v5/runPagespeed?strategy=desktop&url=${ encodeURIComponent(
				`${ origin }/`
			) }`,
			{ headers: { 'X-Vista-Runner-Secret': secret } }
		);
		const result = await answer.json();
		// The audit itself went through: the page was scored.
		expect( answer.status ).toBe( 200 );
		expect(
			result.lighthouseResult.categories.performance.score
		).not.toBeNull();
		expect( heard ).toEqual( [] );
	} finally {
		const stopped = new Promise( ( resolve ) =>
			runner.once( 'exit', resolve )
		);
		runner.kill( 'SIGTERM' );
		await stopped;
		standIn.close();
		site.close();
	}
} );
