/**
 * Video (000 §2.4, §4.4, §3.13) as a visitor meets it: a Media Library clip plays from its
 * thumbnail; a hosted video waits behind its facade, asks for consent before anything leaves for
 * the host, and plays once the visitor agrees.
 */
import type { Page } from 'puppeteer-core';
import { baseURL, cookie, visit, waitForAttribute } from './visitor';

/**
 * Records the address of every request the page makes to another host than the site's.
 * @param page The page.
 */
function foreignRequests( page: Page ): string[] {
	const site = new URL( baseURL ).host;
	const foreign: string[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( url.protocol.startsWith( 'http' ) && url.host !== site ) {
			foreign.push( request.url() );
		}
	} );
	return foreign;
}

/**
 * The two video galleries of the demo page, ready: the Media Library one and the hosted one.
 * @param page The page.
 */
async function galleries( page: Page ) {
	await page.waitForFunction(
		() =>
			document.querySelectorAll(
				'[data-vista-feature="video-gallery"][data-vista-ready="true"]'
			).length === 2
	);
	// The page gives them no ids: the test names them, for its selectors.
	await page.$$eval( '[data-vista-feature="video-gallery"]', ( found ) =>
		found.forEach( ( each, index ) =>
			each.setAttribute( 'data-visitor-test', `video-${ index }` )
		)
	);
	return {
		clips: '[data-visitor-test="video-0"]',
		hosted: '[data-visitor-test="video-1"]',
	};
}

test( 'a clip thumbnail makes its clip current and plays it', async () => {
	const { page } = await visit( '/video/' );
	const { clips } = await galleries( page );
	const thumbs = await page.$$( `${ clips } .vista-video__thumb` );
	expect( thumbs.length ).toBeGreaterThanOrEqual( 2 );
	await thumbs[ 1 ].click();
	await page.waitForFunction(
		( css ) =>
			document
				.querySelectorAll( css )[ 1 ]
				?.getAttribute( 'aria-current' ) === 'true',
		{},
		`${ clips } .vista-video__thumb`
	);
	await waitForAttribute(
		page,
		`${ clips } video`,
		'src',
		/vista-clip-02\.webm/
	);
	// Playing: the clip's time moves on.
	await page.waitForFunction(
		( css ) =>
			( document.querySelector( css ) as HTMLVideoElement ).currentTime >
			0,
		{},
		`${ clips } video`
	);
} );

test( 'without consent the facade names the host and nothing leaves for it until "Accept and play"', async () => {
	let foreign: string[] = [];
	const { page } = await visit( '/video/', {
		beforeLoad: ( tab ) => {
			foreign = foreignRequests( tab );
		},
	} );
	const { hosted } = await galleries( page );
	await page.waitForSelector( `${ hosted } .vista-video__consent`, {
		visible: true,
	} );
	// Pointing at the facade warms nothing up at the host either.
	await page.hover( `${ hosted } .vista-video__facade` );
	await page.waitForNetworkIdle( { idleTime: 300 } );
	expect( foreign ).toEqual( [] );
	expect( await cookie( page, 'ytprefs_gdpr_consent' ) ).toBeNull();

	await page.locator( `${ hosted } .vista-video__accept` ).click();
	await waitForAttribute(
		page,
		`${ hosted } iframe`,
		'src',
		/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/
	);
	expect( await cookie( page, 'ytprefs_gdpr_consent' ) ).toBe( '1' );
} );

test( 'with consent the play button loads the player, by pointer and by keyboard', async () => {
	const { page } = await visit( '/video/', {
		cookies: { ytprefs_gdpr_consent: '1' },
	} );
	const { hosted } = await galleries( page );
	await page.locator( `${ hosted } .vista-video__play` ).click();
	await waitForAttribute(
		page,
		`${ hosted } iframe`,
		'src',
		/youtube-nocookie\.com\/embed\/.+autoplay=1/
	);

	await page.reload();
	await galleries( page );
	await page.focus( `${ hosted } .vista-video__play` );
	await page.keyboard.press( 'Enter' );
	await waitForAttribute(
		page,
		`${ hosted } iframe`,
		'src',
		/youtube-nocookie/
	);
} );
