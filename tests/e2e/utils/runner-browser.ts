/**
 * What a local process can see of the test site's page-speed runner (plugins/vista-speed/runner)
 * and the Chromium it drives, read from /proc as any process of the same user could.
 */
import fs from 'fs';
import path from 'path';

const runnerScript = path.resolve(
	__dirname,
	'../../../plugins/vista-speed/runner/runner.mjs'
);

function commandLine( pid: number ): string[] {
	try {
		return fs
			.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			.split( '\0' );
	} catch {
		return [];
	}
}

function parentOf( pid: number ): number {
	try {
		const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
		// The command name comes in parentheses and may hold spaces: the fields follow the last one.
		return Number(
			stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' )[ 1 ]
		);
	} catch {
		return 0;
	}
}

/** The processes of this worktree's runner's browser (its descendants that are Chromium). */
export function runnerBrowserPids(): number[] {
	const pids = fs
		.readdirSync( '/proc' )
		.filter( ( name ) => /^\d+$/.test( name ) )
		.map( Number );
	const runners = new Set(
		pids.filter( ( pid ) => commandLine( pid ).includes( runnerScript ) )
	);
	const descendsFromRunner = ( pid: number ): boolean => {
		for ( let at = parentOf( pid ); at > 1; at = parentOf( at ) ) {
			if ( runners.has( at ) ) {
				return true;
			}
		}
		return false;
	};
	return pids.filter(
		( pid ) =>
			/chrom/.test( commandLine( pid )[ 0 ] ?? '' ) &&
			descendsFromRunner( pid )
	);
}

/**
 * The TCP ports these processes listen on (IPv4 and IPv6), from their sockets' inodes.
 *
 * @param pids processes
 */
export function listeningPorts( pids: number[] ): number[] {
	const inodes = new Set< string >();
	for ( const pid of pids ) {
		let fds: string[] = [];
		try {
			fds = fs.readdirSync( `/proc/${ pid }/fd` );
		} catch {}
		for ( const fd of fds ) {
			try {
				const link = fs.readlinkSync( `/proc/${ pid }/fd/${ fd }` );
				const socket = /^socket:\[(\d+)\]$/.exec( link );
				if ( socket ) {
					inodes.add( socket[ 1 ] );
				}
			} catch {}
		}
	}
	const ports = new Set< number >();
	for ( const table of [ '/proc/net/tcp', '/proc/net/tcp6' ] ) {
		for ( const line of fs
			.readFileSync( table, 'utf8' )
			.split( '\n' )
			.slice( 1 ) ) {
			const fields = line.trim().split( /\s+/ );
			// State 0A is LISTEN; the local address ends in the port, in hexadecimal.
			if ( fields[ 3 ] === '0A' && inodes.has( fields[ 9 ] ) ) {
				ports.add(
					parseInt( fields[ 1 ].split( ':' ).pop() ?? '', 16 )
				);
			}
		}
	}
	return [ ...ports ];
}

/**
 * The ports, among these, where a DevTools endpoint answers on loopback without any secret.
 *
 * @param ports loopback ports to try
 */
export async function devToolsEndpoints(
	ports: number[]
): Promise< string[] > {
	const open: string[] = [];
	for ( const port of ports ) {
		for ( const host of [ '127.0.0.1', '[::1]' ] ) {
			const url = `http://${ host }:${ port }/json/version`;
			try {
				const answer = await fetch( url, {
					signal: AbortSignal.timeout( 5000 ),
				} );
				if (
					( await answer.text() ).includes( 'webSocketDebuggerUrl' )
				) {
					open.push( url );
				}
			} catch {}
		}
	}
	return open;
}
