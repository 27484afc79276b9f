/**
 * The cluster itself (issue 19, tools/cluster): the balancer spreads requests over both servers,
 * the page cache serves copies only to visitors without a session and never for POSTs, query
 * strings or WordPress's own endpoints, answers are gzipped, and every server refuses the paths
 * of the README's server configuration while running the statistics' lean hit path.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	adminClient,
	answeredBy,
	balancer,
	cacheStatus,
	on,
	servers,
	visitorClient,
} from './servers';

test( 'the balancer uses both servers; each server’s own port reaches only it', async () => {
	const client = await visitorClient( 'balance' );
	const seen = new Set< string >();
	// nginx rests a server for 10 s after a failed answer (its fail_timeout), as after the workers
	// another test kills with kill -9: ask until both have answered, as a visitor would see.
	await expect
		.poll(
			async () => {
				seen.add( answeredBy( await client.get( '/wp-json/' ) ) );
				return [ ...seen ].sort();
			},
			{ timeout: 30_000 }
		)
		.toEqual( [ 'a', 'b' ] );
	for ( const name of [ 'a', 'b' ] as const ) {
		for ( let i = 0; i < 3; i++ ) {
			const response = await client.get( on( name, '/wp-json/' ) );
			expect( answeredBy( response ) ).toBe( name );
		}
		// Every server answers as the site's one address: no redirect to another port.
		const page = await client.get( on( name, '/gallery/' ), {
			maxRedirects: 0,
		} );
		expect( page.status() ).toBe( 200 );
		expect( await page.text() ).toContain( `${ balancer }/` );
	}
	await client.dispose();
} );

test( 'a page is cached for visitors without a session, gzipped, and never for the rest', async () => {
	const address = `/gallery/?nocache-warmup=${ Date.now() }`;
	const visitor = await visitorClient( 'cache' );
	// A fresh address per run: the first visit makes the copy, the second gets it.
	const path = `/contact/`;
	await visitor.get( path );
	const copy = await visitor.get( path, {
		headers: { 'accept-encoding': 'gzip' },
	} );
	expect( cacheStatus( copy ) ).toBe( 'HIT' );
	expect( copy.headers()[ 'content-encoding' ] ).toBe( 'gzip' );
	// A query string (searches, previews, cn-reloaded=1) is never served from a copy.
	expect( cacheStatus( await visitor.get( address ) ) ).toBe( 'BYPASS' );
	// Nor are POSTs (nginx does not even look them up: no status), admin-ajax and REST.
	for ( let i = 0; i < 2; i++ ) {
		const post = await visitor.post( '/wp-admin/admin-ajax.php', {
			form: { action: 'nothing-here' },
		} );
		expect( [ '', 'BYPASS' ] ).toContain( cacheStatus( post ) );
	}
	expect(
		cacheStatus( await visitor.get( '/wp-admin/admin-ajax.php' ) )
	).toBe( 'BYPASS' );
	expect( cacheStatus( await visitor.get( '/wp-json/' ) ) ).toBe( 'BYPASS' );
	await visitor.dispose();

	// The logged-in administrator never gets a visitor's copy (their admin bar is theirs).
	const admin = await adminClient( 'a' );
	const own = await admin.get( `${ balancer }${ path }` );
	expect( cacheStatus( own ) ).toBe( 'BYPASS' );
	expect( await own.text() ).toContain( 'id="wpadminbar"' );
	await admin.dispose();

	// Scripts and styles are gzipped too.
	const reader = await visitorClient( 'gzip' );
	const html = await ( await reader.get( '/gallery/' ) ).text();
	const script = html.match( /src="([^"]+\.js[^"]*)"/ )?.[ 1 ] ?? '';
	expect( script ).toContain( '/wp-content/' );
	const asset = await reader.get( script, {
		headers: { 'accept-encoding': 'gzip' },
	} );
	expect( asset.headers()[ 'content-encoding' ] ).toBe( 'gzip' );
	await reader.dispose();
} );

test( 'every server refuses the hardening paths and runs only the lean hit path of the plugins', async () => {
	const client = await visitorClient( 'refused' );
	for ( const origin of [ balancer, servers.a, servers.b ] ) {
		for ( const refused of [
			'/.htaccess',
			'/wp-content/debug.log',
			'/wp-content/database/.ht.sqlite',
			'/wp-content/uploads/vista-forms/index.php',
			'/wp-content/plugins/vista-stats/lean/classes.php',
			'/wp-content/plugins/vista-stats/lean/wp-settings.php',
		] ) {
			const response = await client.get( `${ origin }${ refused }` );
			expect( response.status(), `${ origin }${ refused }` ).toBe( 403 );
		}
		// The lean endpoint runs (a GET is not a hit: 001 §7 call 1 is a POST).
		const lean = await client.get(
			`${ origin }/wp-content/plugins/vista-stats/lean/hit.php`
		);
		expect( lean.status() ).toBe( 405 );
		expect( await lean.json() ).toEqual( { status: false } );
		// Certificates stay reachable.
		expect(
			(
				await client.get( `${ origin }/.well-known/missing.txt` )
			).status()
		).toBe( 404 );
	}
	await client.dispose();
} );

test( 'item 19: no PHP file of the plugins or themes runs but the two lean endpoints, and the spool folders are refused', async () => {
	const client = await visitorClient( 'item-19' );
	for ( const origin of [ balancer, servers.a, servers.b ] ) {
		for ( const refused of [
			// Plugin and theme files WordPress loads (each exits at once when asked directly, but
			// none is meant to be asked), in any letter case.
			'/wp-content/plugins/vista-stats/vista-stats.php',
			'/wp-content/plugins/vista-stats/uninstall.php',
			'/wp-content/plugins/vista-stats/includes/Tracker/Tracker.php',
			'/wp-content/plugins/vista-stats/includes/Kit/VisitorHash.PHP',
			'/wp-content/plugins/vista-consent/vista-consent.php',
			'/wp-content/plugins/vista-gallery/vista-gallery.php',
			'/wp-content/themes/vista/functions.php',
			// The statistics' spool: the dot-folder of this version, the PHP files of version 4.
			'/wp-content/.vista-stats-spool/server/1234.spool',
			'/wp-content/vista-stats-spool/',
			'/wp-content/vista-stats-spool/server/1234.php',
			'/wp-content/vista-stats-spool/server/settings-copy.php',
		] ) {
			const response = await client.get( `${ origin }${ refused }` );
			expect( response.status(), `${ origin }${ refused }` ).toBe( 403 );
		}
		// The two lean endpoints still run (a GET is neither a hit nor a ping: 405).
		for ( const endpoint of [ 'hit.php', 'online.php' ] ) {
			const lean = await client.get(
				`${ origin }/wp-content/plugins/vista-stats/lean/${ endpoint }`
			);
			expect( lean.status(), endpoint ).toBe( 405 );
			expect( await lean.json() ).toEqual( { status: false } );
		}
	}
	await client.dispose();
} );
