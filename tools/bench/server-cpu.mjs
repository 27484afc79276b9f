/**
 * Server CPU per request (issue 18 goal 1): the CPU time the site's PHP server processes (and
 * MariaDB's, when the site has one) spend per request of a scenario under the bench's concurrent
 * clients, read from /proc before and after a fixed number of requests. Less sensitive than
 * throughput to other jobs on a shared machine: it counts what our processes did, not how long
 * they waited. Linux only; prints nothing elsewhere.
 */
import fs from 'fs';
import path from 'path';
import { request } from './load.mjs';

const TICKS_PER_SECOND = 100;

/**
 * Process ids whose session (setsid) is one of the given.
 *
 * @param {number[]} leaders Session leaders.
 */
function processesOf( leaders ) {
	const found = [];
	for ( const entry of fs.readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( entry ) ) {
			continue;
		}
		try {
			const stat = fs.readFileSync( `/proc/${ entry }/stat`, 'utf8' );
			const fields = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			if ( leaders.includes( Number( fields[ 3 ] ) ) ) {
				found.push( entry );
			}
		} catch {
			// The process ended meanwhile.
		}
	}
	return found;
}

/**
 * User plus system CPU seconds of the processes in the given sessions.
 *
 * @param {number[]} leaders Session leaders.
 */
function cpuSeconds( leaders ) {
	let ticks = 0;
	for ( const pid of processesOf( leaders ) ) {
		try {
			const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
			const fields = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			ticks += Number( fields[ 11 ] ) + Number( fields[ 12 ] );
		} catch {
			// As above.
		}
	}
	return ticks / TICKS_PER_SECOND;
}

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
}

/**
 * Microseconds of server CPU per request of each scenario: `requests` requests from
 * `connections` clients, scenarios interleaved, `rounds` times; medians. The server's processes
 * are the sessions of the site's server.pid and mariadb.pid, or of `options.pidFiles` (the
 * cluster's PHP-FPM pool of one server and its MariaDB).
 *
 * @param {string}                                                     baseURL   The site.
 * @param {string}                                                     siteRoot  The site's WordPress folder.
 * @param {Array<{name: string, path: string}>}                        scenarios What to request.
 * @param {{connections: number, rounds: number, pidFiles?: string[]}} options   Load options.
 * @param {number}                                                     requests  Requests per scenario and round.
 * @return {Promise<Array<{name: string, cpuMicroseconds: number}>>} Rows, or none off Linux.
 */
export async function serverCpuPerRequest(
	baseURL,
	siteRoot,
	scenarios,
	options,
	requests = 3000
) {
	const siteDir = path.dirname( siteRoot );
	const pidFiles =
		options.pidFiles ??
		[ 'server.pid', 'mariadb.pid' ].map( ( file ) =>
			path.join( siteDir, file )
		);
	const leaders = pidFiles
		.filter( ( file ) => fs.existsSync( file ) )
		.map( ( file ) => Number( fs.readFileSync( file, 'utf8' ).trim() ) );
	if ( ! fs.existsSync( '/proc/self/stat' ) || ! leaders.length ) {
		return [];
	}
	const url = new URL( baseURL );
	const target = { host: url.host, port: Number( url.port ) || 80 };
	const samples = new Map( scenarios.map( ( s ) => [ s.name, [] ] ) );
	for ( let round = 0; round < options.rounds; round++ ) {
		for ( const scenario of scenarios ) {
			let left = requests;
			const before = cpuSeconds( leaders );
			await Promise.all(
				Array.from( { length: options.connections }, async () => {
					while ( left-- > 0 ) {
						await request( target, scenario );
					}
				} )
			);
			samples
				.get( scenario.name )
				.push(
					( ( cpuSeconds( leaders ) - before ) / requests ) * 1e6
				);
		}
	}
	return scenarios.map( ( scenario ) => ( {
		name: scenario.name,
		cpuMicroseconds: Math.round( median( samples.get( scenario.name ) ) ),
	} ) );
}
