/**
 * Two server-side jobs proven across the two web servers (issue 19): the bulk image conversion
 * (issue 16) driven batch by batch through A and B, alone and racing, converts every image exactly
 * once and its copies made through A are served to a visitor through B; and the gallery's daily
 * Instagram update (000 §7 call 11, `update_flag`) asks Instagram once when both servers'
 * schedulers fire together, against a loopback stand-in of the Instagram API.
 */
import { execFileSync } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { demoPages, wordpressDir } from '../utils/site';
import { fixture, on, visitorClient, type ServerName } from './servers';

const speedImages = ( ...args: string[] ) =>
	execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/speed-images.php' ),
			wordpressDir,
			...args,
		],
		{ stdio: 'pipe' }
	);

interface Images {
	job: string;
	position: number;
	lockHeld: boolean;
	/** Per finished image id, the servers that converted it, once each time. */
	servers: Record< string, string[] >;
	urls: Record< string, string >;
}
const images = () => fixture< Images >( 'cluster-state.php', 'images' );

interface Scheduler {
	cronBusy: boolean;
	due: number;
}
const scheduler = () => fixture< Scheduler >( 'cluster-state.php', 'stats' );

test.describe.configure( { mode: 'serial' } );

test.describe( 'bulk image conversion', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		speedImages( 'reset' );
		// WebP only: AVIF copies take much longer to make, and WebP proves the same path.
		await requestUtils.rest( {
			path: '/vista-speed/v1/settings',
			method: 'POST',
			data: { avif: false },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		speedImages( 'reset' );
		await requestUtils.rest( {
			path: '/vista-speed/v1/settings',
			method: 'POST',
			data: { avif: true },
		} );
	} );

	test( 'batches driven through A and B, alone and racing, convert each image once; B serves A’s copies', async () => {
		test.setTimeout( 300_000 );
		// The job parks at the gate (the test-site mu-plugin), so each step converts a known share.
		let gate = 1;
		speedImages( 'gate', String( gate ) );
		const { started, token, total } = fixture< {
			started: boolean;
			token: string;
			total: number;
		} >( 'cluster-state.php', 'images-start' );
		expect( started ).toBe( true );
		expect( total ).toBeGreaterThanOrEqual( 12 );

		// Batches are asked without a session, as the site asks itself for them (token only).
		const asker = await visitorClient( 'bulk-batches' );
		const batch = ( server: ServerName ) =>
			asker.post( on( server, '/wp-admin/admin-ajax.php' ), {
				form: { action: 'vista_speed_bulk_batch', token },
				timeout: 240_000,
			} );
		// A server alone, then both at once, in turn: A, race, B, race, A…
		const steps: ServerName[][] = [
			[ 'a' ],
			[ 'a', 'b' ],
			[ 'b' ],
			[ 'b', 'a' ],
		];
		for ( let step = 0; images().job !== 'done'; step++ ) {
			expect( step ).toBeLessThan( total );
			gate += 2;
			speedImages( 'gate', String( gate ) );
			const answers = await Promise.all(
				steps[ step % steps.length ].map( batch )
			);
			for ( const answer of answers ) {
				expect( await answer.json() ).toEqual( { error: 0 } );
			}
			// A batch the start asked for may still hold the lock: wait until the step's share is done.
			await expect
				.poll(
					() => {
						const now = images();
						return (
							! now.lockHeld &&
							( now.job === 'done' ||
								now.position >= Math.min( gate, total ) )
						);
					},
					{ timeout: 120_000 }
				)
				.toBe( true );
		}
		await asker.dispose();

		const done = images();
		expect( done.position ).toBe( total );
		const converted = Object.entries( done.servers );
		expect( converted ).toHaveLength( total );
		// Exactly once each: no batch converted an image another batch had converted.
		expect( converted.filter( ( [ , by ] ) => by.length !== 1 ) ).toEqual(
			[]
		);
		const byA = converted.filter( ( [ , by ] ) => by[ 0 ] === 'a' );
		expect( byA.length ).toBeGreaterThan( 0 );
		expect(
			converted.filter( ( [ , by ] ) => by[ 0 ] === 'b' ).length
		).toBeGreaterThan( 0 );

		// A visitor reaching B gets the WebP copies, those made through A included.
		const reader = await visitorClient( 'bulk-reader' );
		const page = await reader.get( on( 'b', demoPages.gallery ) );
		expect( await page.text() ).toMatch(
			/\/wp-content\/uploads\/[^"' ]+\.jpg\.webp/
		);
		for ( const [ id ] of byA.slice( 0, 3 ) ) {
			const original = new URL( done.urls[ id ] ).pathname;
			const copy = await reader.get( on( 'b', `${ original }.webp` ) );
			expect( copy.status() ).toBe( 200 );
			expect( copy.headers()[ 'content-type' ] ).toBe( 'image/webp' );
		}
		await reader.dispose();
	} );
} );

/**
 * A loopback stand-in of graph.instagram.com that counts its `/me/media` calls and answers an
 * account with no posts in the documented shape.
 */
function startInstagram(): Promise< {
	server: http.Server;
	base: string;
	mediaCalls: () => number;
} > {
	let calls = 0;
	const server = http.createServer( ( request, response ) => {
		const url = new URL( request.url ?? '/', 'http://127.0.0.1' );
		response.writeHead( url.pathname.endsWith( '/me/media' ) ? 200 : 404, {
			'Content-Type': 'application/json',
		} );
		if ( url.pathname.endsWith( '/me/media' ) ) {
			calls++;
			response.end( JSON.stringify( { data: [], paging: {} } ) );
			return;
		}
		response.end(
			JSON.stringify( { error: { message: 'Unknown path', code: 803 } } )
		);
	} );
	return new Promise( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () =>
			resolve( {
				server,
				base: `http://127.0.0.1:${
					( server.address() as AddressInfo ).port
				}`,
				mediaCalls: () => calls,
			} )
		)
	);
}

test( 'the daily Instagram update asks the stand-in API once when both servers’ schedulers fire together', async ( {
	requestUtils,
} ) => {
	const instagram = await startInstagram();
	const barrier = `ig${ Date.now().toString( 36 ) }`;
	const cookie = ( name: string, value: string ) => ( {
		name,
		value,
		domain: 'localhost',
		path: '/',
		expires: -1,
		httpOnly: false,
		secure: false,
		sameSite: 'Lax' as const,
	} );
	// The schedulers' requests point the plugin at the stand-in, and meet at the test-site
	// mu-plugin's barrier once both have read the due jobs.
	const cron = await playwrightRequest.newContext( {
		storageState: {
			cookies: [
				cookie( 'vista_e2e_instagram_base', instagram.base ),
				cookie( 'vista_e2e_cron_barrier', barrier ),
			],
			origins: [],
		},
	} );
	// WordPress's own due jobs first: after them, the daily update is the only job due.
	const plain = await visitorClient( 'instagram-cron' );
	await plain.get( on( 'a', '/wp-cron.php' ) );
	await expect
		.poll(
			() => {
				const now = scheduler();
				return now.due === 0 && ! now.cronBusy;
			},
			{ timeout: 120_000 }
		)
		.toBe( true );
	await plain.dispose();
	const { gallery, lock } = fixture< { gallery: number; lock: string } >(
		'cluster-state.php',
		'instagram-due'
	);
	const state = () =>
		fixture< { claims: number; lastError: string; next: number } >(
			'cluster-state.php',
			'instagram',
			String( gallery )
		);
	expect( state().claims ).toBe( 0 );

	// Both servers' schedulers pass WordPress's cron lock (as when two take it at once) and read
	// the due daily update before either runs it.
	await Promise.all(
		( [ 'a', 'b' ] as const ).map( ( server ) =>
			cron.get(
				on(
					server,
					`/wp-cron.php?doing_wp_cron=${ encodeURIComponent( lock ) }`
				)
			)
		)
	);
	// WordPress answers before it runs the jobs: wait until both schedulers have ended.
	await expect
		.poll(
			() =>
				fixture< { finished: number } >(
					'cluster-state.php',
					'cron-done',
					barrier
				).finished,
			{ timeout: 60_000 }
		)
		.toBe( 2 );
	expect( instagram.mediaCalls() ).toBe( 1 );
	const after = state();
	expect( after.claims ).toBe( 1 );
	// The update ran against the stand-in's answer (an account with no posts)…
	expect( after.lastError ).toBe(
		'This Instagram account has no posts to import.'
	);
	// …and is rescheduled for a later day.
	expect( after.next ).toBeGreaterThan( Date.now() / 1000 );

	await cron.dispose();
	instagram.server.close();
	await requestUtils.rest( {
		path: `/wp/v2/vista-galleries/${ gallery }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );
