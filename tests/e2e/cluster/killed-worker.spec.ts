/**
 * A PHP-FPM worker killed (kill -9) in the middle of a burst of statistics hits and form
 * submissions through the balancer loses nothing that was answered as stored (issue 19): every
 * hit answered {"status":true} is a row, every entry id a form submission answered is an entry.
 * A request whose worker died is answered with an error (nginx never resends a POST), so its
 * sender knows to send it again. The kills are triggered by counts of answers, not by time.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { wordpressDir } from '../utils/site';
import { answeredBy, fixture, on, visitorClient } from './servers';
import { submitForm, type FormPage } from './visitor-flow';

const clusterDir = path.resolve( wordpressDir, '../..' );

/**
 * Kills one worker (a child of the PHP-FPM master) of a server with SIGKILL; its master starts
 * another. Returns the killed process id.
 * @param server a or b.
 */
function killWorker( server: 'a' | 'b' ): number {
	const master = fs
		.readFileSync(
			path.join( clusterDir, `fpm-${ server }/php-fpm.pid` ),
			'utf8'
		)
		.trim();
	const children = execFileSync( 'pgrep', [ '-P', master ], {
		encoding: 'utf8',
	} )
		.split( '\n' )
		.filter( Boolean )
		.map( Number );
	expect( children.length ).toBeGreaterThan( 0 );
	// The busiest-looking one is unknowable from here; any child may hold a request.
	const victim = children[ children.length - 1 ];
	process.kill( victim, 'SIGKILL' );
	return victim;
}

test( 'killing workers during a burst of hits and submissions loses nothing answered as stored', async () => {
	execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/stats-reset.php' ),
			wordpressDir,
		],
		{ stdio: 'pipe' }
	);
	const client = await visitorClient( `burst-${ Date.now() }` );
	const html = await ( await client.get( '/stats/?burst=1' ) ).text();
	const { hitParams, requestUrl } = JSON.parse(
		html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ )![ 1 ]
	);
	const hitUrl = `${ new URL( requestUrl ).pathname }/hit.php`;
	// Two forms, under each form's limit of 10 entries a minute per client.
	const forms = [ 0, 1 ].map( () =>
		fixture< FormPage >( 'forms/entries-fixture.php', 'form' )
	);

	const killed: number[] = [];
	let answers = 0;
	const afterAnswer = () => {
		answers++;
		// Kill a worker of A, then of B, then of A again, while requests are in flight.
		if ( answers === 10 || answers === 30 || answers === 50 ) {
			killed.push( killWorker( killed.length % 2 ? 'b' : 'a' ) );
		}
	};
	const hits = { sent: 0, stored: 0, failed: 0 };
	const entries: number[] = [];
	let refusedForms = 0;
	const sendHit = async () => {
		hits.sent++;
		const response = await client
			.post( hitUrl, {
				form: {
					...hitParams,
					page_uri: Buffer.from( '/stats/' ).toString( 'base64' ),
				},
			} )
			.catch( () => null );
		const answer = response
			? await response.json().catch( () => null )
			: null;
		if ( answer?.status === true ) {
			hits.stored++;
		} else {
			hits.failed++;
		}
		afterAnswer();
	};
	const sendForm = async ( form: FormPage, n: number ) => {
		const sent = await submitForm(
			client,
			'a',
			form,
			`Burst ${ n }`
		).catch( () => ( { success: false, entryId: 0 } ) );
		if ( sent.success && sent.entryId > 0 ) {
			entries.push( sent.entryId );
		} else {
			refusedForms++;
		}
		afterAnswer();
	};
	// Eight clients at once: hits, with a form submission every sixth request.
	const jobs: Array< () => Promise< void > > = [];
	for ( let i = 0; i < 72; i++ ) {
		jobs.push( () => sendHit() );
		if ( i % 6 === 0 ) {
			const form = forms[ jobs.length % 2 ];
			const n = i;
			jobs.push( () => sendForm( form, n ) );
		}
	}
	await Promise.all(
		Array.from( { length: 8 }, async () => {
			for ( let job = jobs.shift(); job; job = jobs.shift() ) {
				await job();
			}
		} )
	);
	// The burst ran through its kills (each on a live worker of its server).
	expect( killed ).toHaveLength( 3 );

	// Every hit answered as stored is a row; a row can only come from a hit that was sent.
	const stored = fixture< { hits: number } >(
		'cluster-state.php',
		'stats'
	).hits;
	expect( stored ).toBeGreaterThanOrEqual( hits.stored );
	expect( stored ).toBeLessThanOrEqual( hits.sent );
	expect( hits.stored ).toBeGreaterThan( 0 );
	// Every entry id answered is stored.
	expect(
		fixture( 'cluster-state.php', 'entries', entries.join( ',' ) )
	).toEqual( { stored: entries.length } );
	expect( entries.length + refusedForms ).toBe( 12 );

	// Both servers are whole again: their masters replaced the killed workers.
	for ( const server of [ 'a', 'b' ] as const ) {
		const response = await client.get( on( server, '/wp-json/' ) );
		expect( answeredBy( response ) ).toBe( server );
		expect( response.status() ).toBe( 200 );
	}
	await client.dispose();
} );
