/**
 * "localhost" is 127.0.0.1 for every request the tests' Node side sends.
 *
 * Playwright's API requests (requestUtils, the `request` fixture) look a host name up once per
 * address family. This machine's hosts file names localhost for IPv4 only, so the IPv6 look-up goes
 * to the DNS server, and about one in fifty waits for the resolver's 5 s timeout: a test whose
 * setup sends a few dozen REST requests lost 5 s now and then, and a wait of 10 s on a polled REST
 * answer could run out. Every server of the tests (the PHP test sites, nginx of the cluster, the
 * stand-ins) listens on 127.0.0.1 only, so the IPv6 answer is never of use. The browser is not
 * concerned: Chromium resolves localhost itself.
 */
import dns from 'dns';

const lookup = dns.promises.lookup;

function loopbackLookup(
	hostname: string,
	options?: number | dns.LookupOptions
): Promise< dns.LookupAddress | dns.LookupAddress[] > {
	const family = typeof options === 'number' ? options : options?.family;
	const all = typeof options === 'object' && options.all;
	if ( hostname === 'localhost' && ( family === 4 || family === 6 ) ) {
		const addresses: dns.LookupAddress[] =
			family === 4 ? [ { address: '127.0.0.1', family: 4 } ] : [];
		if ( all ) {
			return Promise.resolve( addresses );
		}
		if ( addresses.length ) {
			return Promise.resolve( addresses[ 0 ] );
		}
		return Promise.reject(
			Object.assign( new Error( 'getaddrinfo ENOTFOUND localhost' ), {
				code: 'ENOTFOUND',
				hostname,
			} )
		);
	}
	return lookup( hostname, options as dns.LookupOptions );
}

dns.promises.lookup = loopbackLookup as typeof dns.promises.lookup;
