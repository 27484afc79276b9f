/**
 * The statistics hit (000 §2.6, §7) as a visitor's browser sends it: a page view of a visitor who
 * allowed statistics is recorded by the lean endpoint.
 */
import type { HTTPResponse } from 'puppeteer-core';
import { visit } from './visitor';

test( 'a page view of a visitor who allowed statistics is recorded', async () => {
	let hit: Promise< HTTPResponse > | undefined;
	await visit( '/stats/', {
		cookies: { cookie_notice_accepted: 'true' },
		beforeLoad: async ( page ) => {
			// A person's browser: headless Chromium names itself so, and the tracker skips robots.
			const agent = await page.browser().userAgent();
			if ( agent.includes( 'Headless' ) ) {
				await page.setUserAgent( {
					userAgent: agent.replace( 'HeadlessChrome', 'Chrome' ),
				} );
			}
			hit = page.waitForResponse( ( response ) =>
				response.url().endsWith( '/lean/hit.php' )
			);
		},
	} );
	const response = await hit!;
	expect( response.request().method() ).toBe( 'POST' );
	expect( response.status() ).toBe( 200 );
	expect( await response.json() ).toEqual( { status: true } );
} );

test( 'a visitor who refused statistics sends no hit', async () => {
	const hits: string[] = [];
	const { page } = await visit( '/stats/', {
		beforeLoad: ( tab ) => {
			tab.on( 'request', ( request ) => {
				if ( request.url().includes( '/lean/hit.php' ) ) {
					hits.push( request.url() );
				}
			} );
		},
	} );
	await page.waitForNetworkIdle( { idleTime: 500 } );
	expect( hits ).toEqual( [] );
} );
