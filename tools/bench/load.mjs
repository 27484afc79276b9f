/**
 * Latency and throughput of HTTP endpoints under concurrent clients (autocannon), each scenario run
 * in several interleaved rounds so a noisy machine affects all alike; medians are reported.
 */
import autocannon from 'autocannon';

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

function once( baseURL, scenario, { connections, seconds } ) {
	return new Promise( ( resolve, reject ) => {
		autocannon(
			{
				url: baseURL + scenario.path,
				method: scenario.method ?? 'GET',
				body: scenario.body,
				headers: scenario.body
					? { 'content-type': 'application/x-www-form-urlencoded' }
					: undefined,
				connections,
				duration: seconds,
			},
			( error, result ) => ( error ? reject( error ) : resolve( result ) )
		);
	} );
}

/**
 * Runs every scenario `rounds` times, interleaved, and reports the medians.
 *
 * @param {string}                                                           baseURL   Site address.
 * @param {{ name: string, path: string, method?: string, body?: string }[]} scenarios What to load.
 * @param {{ connections: number, seconds: number, rounds: number }}         options   How hard and long.
 */
export async function measureLoad( baseURL, scenarios, options ) {
	const samples = new Map( scenarios.map( ( s ) => [ s.name, [] ] ) );
	for ( let round = 1; round <= options.rounds; round++ ) {
		for ( const scenario of scenarios ) {
			const result = await once( baseURL, scenario, options );
			samples.get( scenario.name ).push( result );
			process.stderr.write(
				`bench: round ${ round }/${ options.rounds } ${ scenario.name }: ${ Math.round(
					result.requests.average
				) } req/s\n`
			);
		}
	}
	return scenarios.map( ( scenario ) => {
		const results = samples.get( scenario.name );
		return {
			name: scenario.name,
			connections: options.connections,
			requestsPerSecond: median(
				results.map( ( r ) => r.requests.average )
			),
			latencyMedianMs: median( results.map( ( r ) => r.latency.p50 ) ),
			latencyP99Ms: median( results.map( ( r ) => r.latency.p99 ) ),
			errors: results.reduce(
				( sum, r ) => sum + r.errors + r.timeouts + r.non2xx,
				0
			),
			requests: results.reduce( ( sum, r ) => sum + r.requests.total, 0 ),
		};
	} );
}
