/**
 * Latency and throughput of HTTP endpoints under concurrent clients. Each client sends its next
 * request when the last one has been answered in full, for a fixed time. Every scenario runs in
 * several interleaved rounds, so a noisy machine affects all alike; medians are reported.
 *
 * Node's own HTTP client is used because PHP's built-in server ends PHP responses by closing the
 * connection, which some load generators never count as a completed response.
 */
import http from 'http';

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

function percentile( sorted, p ) {
	return sorted.length
		? sorted[
				Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
			]
		: 0;
}

/**
 * One request of a scenario, timed; also used by server-cpu.mjs.
 *
 * @param {{port: string, host: string}} target
 * @param {Object}                       scenario
 * @return {Promise<{ok: boolean, ms: number}>} Whether it succeeded, and its time.
 */
export function request( target, scenario ) {
	return new Promise( ( resolve ) => {
		const started = process.hrtime.bigint();
		const req = http.request(
			{
				// The site listens on 127.0.0.1; the Host header keeps its own address so WordPress
				// does not redirect.
				host: '127.0.0.1',
				port: target.port,
				path: scenario.path,
				method: scenario.method ?? 'GET',
				agent: false,
				headers: {
					host: target.host,
					...scenario.headers,
					...( scenario.body && {
						'content-type': 'application/x-www-form-urlencoded',
						'content-length': Buffer.byteLength( scenario.body ),
					} ),
				},
			},
			( res ) => {
				let text = '';
				res.setEncoding( 'utf8' );
				res.on( 'data', ( chunk ) => {
					text += chunk;
				} );
				res.on( 'end', () =>
					resolve( {
						// A 200 that answers {"status":false} was not recorded: not a success.
						ok:
							res.statusCode >= 200 &&
							res.statusCode < 300 &&
							! text.startsWith( '{"status":false' ) &&
							( ! scenario.expect ||
								text.includes( scenario.expect ) ),
						ms: Number( process.hrtime.bigint() - started ) / 1e6,
					} )
				);
			}
		);
		req.on( 'error', () => resolve( { ok: false, ms: 0 } ) );
		req.end( scenario.body );
	} );
}

async function once( target, scenario, { connections, seconds } ) {
	const latencies = [];
	let errors = 0;
	const started = Date.now();
	const deadline = started + seconds * 1000;
	const client = async () => {
		while ( Date.now() < deadline ) {
			const result = await request( target, scenario );
			if ( result.ok ) {
				latencies.push( result.ms );
			} else {
				errors++;
			}
		}
	};
	await Promise.all( Array.from( { length: connections }, client ) );
	const elapsed = ( Date.now() - started ) / 1000;
	latencies.sort( ( a, b ) => a - b );
	return {
		requestsPerSecond: latencies.length / elapsed,
		p50: percentile( latencies, 0.5 ),
		p99: percentile( latencies, 0.99 ),
		errors,
		total: latencies.length,
	};
}

/**
 * Runs every scenario `rounds` times, interleaved, and reports the medians.
 *
 * @param {string}                                                           baseURL   Site address.
 * @param {{ name: string, path: string, method?: string, body?: string }[]} scenarios What to load.
 * @param {{ connections: number, seconds: number, rounds: number }}         options   How hard and long.
 */
export async function measureLoad( baseURL, scenarios, options ) {
	const url = new URL( baseURL );
	const target = { host: url.host, port: Number( url.port ) || 80 };
	const samples = new Map( scenarios.map( ( s ) => [ s.name, [] ] ) );
	for ( let round = 1; round <= options.rounds; round++ ) {
		for ( const scenario of scenarios ) {
			const result = await once( target, scenario, options );
			samples.get( scenario.name ).push( result );
			process.stderr.write(
				`bench: round ${ round }/${ options.rounds } ${
					scenario.name
				}: ${ Math.round( result.requestsPerSecond ) } req/s\n`
			);
		}
	}
	return scenarios.map( ( scenario ) => {
		const results = samples.get( scenario.name );
		const round = ( value ) => Math.round( value * 10 ) / 10;
		return {
			name: scenario.name,
			connections: options.connections,
			requestsPerSecond: round(
				median( results.map( ( r ) => r.requestsPerSecond ) )
			),
			latencyMedianMs: round( median( results.map( ( r ) => r.p50 ) ) ),
			latencyP99Ms: round( median( results.map( ( r ) => r.p99 ) ) ),
			errors: results.reduce( ( sum, r ) => sum + r.errors, 0 ),
			requests: results.reduce( ( sum, r ) => sum + r.total, 0 ),
		};
	} );
}

/**
 * The time the server takes for one request when nothing else runs: each scenario is requested
 * `samples` times, one request at a time, interleaved with the others; the median is reported.
 *
 * @param {string}                                                                            baseURL   Site address.
 * @param {{ name: string, path: string, method?: string, body?: string, expect?: string }[]} scenarios What to time; the first is the baseline.
 * @param {number}                                                                            samples   Requests per scenario.
 */
export async function measureServerTime( baseURL, scenarios, samples ) {
	const url = new URL( baseURL );
	const target = { host: url.host, port: Number( url.port ) || 80 };
	const times = new Map( scenarios.map( ( s ) => [ s.name, [] ] ) );
	const errors = new Map( scenarios.map( ( s ) => [ s.name, 0 ] ) );
	for ( let i = 0; i < samples; i++ ) {
		for ( const scenario of scenarios ) {
			const result = await request( target, scenario );
			if ( result.ok ) {
				times.get( scenario.name ).push( result.ms );
			} else {
				errors.set( scenario.name, errors.get( scenario.name ) + 1 );
			}
		}
	}
	return scenarios.map( ( scenario ) => ( {
		name: scenario.name,
		samples,
		medianMs: Math.round( median( times.get( scenario.name ) ) * 10 ) / 10,
		errors: errors.get( scenario.name ),
	} ) );
}
