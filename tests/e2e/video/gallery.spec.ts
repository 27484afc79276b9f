/**
 * The video demo page (/video/): a Media Library gallery of five seeded clips, two per page with
 * `autonext`, and a hand-picked list of hosted videos behind facades (000 §2.4, §4.4, §8, §9.3).
 * Video hosts cannot be reached from here: once a test lets a request leave for one, a stand-in
 * answers it in the browser (page.route), and every request the page makes is recorded.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { visitor, watchForErrors } from '../utils/site';
import { standInHosts } from './stand-in-hosts';

test.use( visitor );

const ALERT = 'Sorry, there was an error loading the next page.';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

function media( page: Page ) {
	return page.locator( '[data-vista-feature="video-gallery"]' ).nth( 0 );
}
function hosted( page: Page ) {
	return page.locator( '[data-vista-feature="video-gallery"]' ).nth( 1 );
}

/**
 * Every request of the page whose host is not the site's.
 * @param page    The page.
 * @param baseURL The site's address.
 */
function recordForeign( page: Page, baseURL: string ): string[] {
	const site = new URL( baseURL ).host;
	const foreign: string[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( url.protocol.startsWith( 'http' ) && url.host !== site ) {
			foreign.push( request.url() );
		}
	} );
	return foreign;
}

/**
 * The messages of the page's alerts, each accepted as it comes.
 * @param page The page.
 */
function acceptAlerts( page: Page ): string[] {
	const messages: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		messages.push( dialog.message() );
		dialog.accept().catch( () => undefined );
	} );
	return messages;
}

async function giveConsent( page: Page, baseURL: string ) {
	await page
		.context()
		.addCookies( [
			{ name: 'ytprefs_gdpr_consent', value: '1', url: baseURL },
		] );
}

test.describe( 'video gallery, Media Library source (stand-in free: no network)', () => {
	test( 'a thumbnail is a button that makes its clip current and plays it', async ( {
		page,
	} ) => {
		const errors = watchForErrors( page );
		await page.goto( '/video/' );
		const gallery = media( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		const thumbs = gallery.getByRole( 'button', { name: /Sample clip/ } );
		await expect( thumbs ).toHaveCount( 2 );
		await expect( thumbs.nth( 0 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( thumbs.nth( 0 ) ).toHaveAttribute(
			'data-videoid',
			/^\d+$/
		);

		await thumbs.nth( 1 ).click();
		await expect( thumbs.nth( 1 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( thumbs.nth( 0 ) ).not.toHaveAttribute(
			'aria-current',
			/.*/
		);
		const video = gallery.locator( 'video' );
		await expect( video ).toHaveAttribute( 'src', /vista-clip-02\.webm/ );
		await expect
			.poll( () =>
				video.evaluate(
					( element: HTMLVideoElement ) => element.currentTime
				)
			)
			.toBeGreaterThan( 0 );
		expect( errors ).toEqual( [] );
	} );

	test( 'a page button shows the loading state, loads the page by call 13 and announces it', async ( {
		page,
	} ) => {
		await page.goto( '/video/' );
		const gallery = media( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		let release: () => void = () => undefined;
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		let posted = '';
		await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
			posted = route.request().postData() ?? '';
			await held;
			await route.continue();
		} );
		await page.evaluate( () =>
			window.scrollTo( 0, document.body.scrollHeight )
		);
		await gallery.getByRole( 'button', { name: 'Next page' } ).click();
		const list = gallery.locator( '.vista-video__list' );
		await expect( list ).toHaveClass( /is-loading/ );
		await expect( list ).toHaveAttribute( 'aria-busy', 'true' );
		release();
		await expect( list ).not.toHaveClass( /is-loading/ );
		const fields = new URLSearchParams( posted );
		expect( fields.get( 'action' ) ).toBe( 'my_embedplus_gallery_page' );
		expect( fields.get( 'security' ) ).toMatch( /^[\w-]+\.[a-f0-9]{32}$/ );
		expect( fields.get( 'options[pageToken]' ) ).toBe( '2' );
		expect( fields.get( 'options[pageSize]' ) ).toBe( '2' );
		await expect(
			gallery.getByRole( 'button', { name: /Sample clip/ } )
		).toHaveText( [ 'Sample clip 3', 'Sample clip 4' ] );
		await expect( gallery.getByRole( 'status' ) ).toHaveText(
			'Page 2 of the videos is shown.'
		);
		// 000 §9.3: the view ends 100 px above the gallery.
		await expect
			.poll( () =>
				gallery.evaluate( ( element ) =>
					Math.round( element.getBoundingClientRect().top )
				)
			)
			.toBe( 100 );
	} );
} );

test.describe( 'video gallery, Media Library source: autonext and failed pages', () => {
	test( 'autonext plays the next clip, across the page boundary', async ( {
		page,
	} ) => {
		await page.goto( '/video/' );
		const gallery = media( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		// The last clip of page 1 ends: the first of page 2 becomes current and plays.
		await gallery.getByRole( 'button', { name: 'Sample clip 2' } ).click();
		const video = gallery.locator( 'video' );
		await expect( video ).toHaveAttribute( 'src', /vista-clip-02\.webm/ );
		await video.evaluate( ( element: HTMLVideoElement ) => {
			element.currentTime = Math.max( 0, element.duration - 0.2 );
		} );
		await expect( gallery.locator( 'video' ) ).toHaveAttribute(
			'src',
			/vista-clip-03\.webm/,
			{
				timeout: 15_000,
			}
		);
		await expect(
			gallery.getByRole( 'button', { name: 'Sample clip 3' } )
		).toHaveAttribute( 'aria-current', 'true' );
		await expect
			.poll( () =>
				gallery
					.locator( 'video' )
					.evaluate(
						( element: HTMLVideoElement ) => element.currentTime
					)
			)
			.toBeGreaterThan( 0 );
	} );

	test( 'a failed page shows the §8 alert and clears the loading state', async ( {
		page,
	} ) => {
		await page.goto( '/video/' );
		const gallery = media( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.route( '**/wp-admin/admin-ajax.php', ( route ) =>
			route.fulfill( { status: 500, body: 'down' } )
		);
		const alerts = acceptAlerts( page );
		await gallery.getByRole( 'button', { name: 'Next page' } ).click();
		await expect.poll( () => alerts ).toEqual( [ ALERT ] );
		await expect( gallery.locator( '.vista-video__list' ) ).not.toHaveClass(
			/is-loading/
		);
		await expect(
			gallery.getByRole( 'button', { name: 'Sample clip 1' } )
		).toBeVisible();
	} );

	test( 'a forged security field gets no page', async ( { page } ) => {
		await page.goto( '/video/' );
		const gallery = media( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await gallery.evaluate( ( element: HTMLElement ) => {
			element.dataset.security = 'e30.00000000000000000000000000000000';
		} );
		const alerts = acceptAlerts( page );
		await gallery.getByRole( 'button', { name: 'Next page' } ).click();
		await expect.poll( () => alerts ).toEqual( [ ALERT ] );
		await expect( gallery.locator( '.vista-video__list' ) ).not.toHaveClass(
			/is-loading/
		);
	} );
} );

test.describe( 'video gallery, hosted videos (stand-in players)', () => {
	test( 'without consent: the facade names the host, offers "Accept and play", and nothing leaves for a host', async ( {
		page,
		baseURL,
	} ) => {
		const foreign = recordForeign( page, baseURL! );
		await standInHosts( page );
		await page.goto( '/video/' );
		const gallery = hosted( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );
		await expect(
			gallery.getByText( 'This video is hosted by YouTube.' )
		).toBeVisible();
		await gallery.locator( '.vista-video__facade' ).hover();
		await page.waitForLoadState( 'networkidle' );
		expect( foreign ).toEqual( [] );

		await gallery
			.getByRole( 'button', { name: 'Accept and play' } )
			.click();
		const cookie = ( await page.context().cookies() ).find(
			( each ) => each.name === 'ytprefs_gdpr_consent'
		);
		expect( cookie?.value ).toBe( '1' );
		const lifetime = ( cookie?.expires ?? 0 ) - Date.now() / 1000;
		expect( lifetime ).toBeGreaterThan( THIRTY_DAYS - 3600 );
		expect( lifetime ).toBeLessThanOrEqual( THIRTY_DAYS + 60 );
		const iframe = gallery.locator( 'iframe' );
		await expect( iframe ).toHaveAttribute(
			'src',
			/^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1/
		);
	} );

	test( 'with consent: no request to a host before the press; click and Enter play', async ( {
		page,
		baseURL,
	} ) => {
		await giveConsent( page, baseURL! );
		const foreign = recordForeign( page, baseURL! );
		await standInHosts( page );
		await page.goto( '/video/' );
		const gallery = hosted( page );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );
		expect( foreign ).toEqual( [] );
		// The poster comes from the site, a placeholder when the host's could not be fetched.
		const poster = gallery.locator( '.vista-video__poster' );
		await expect( poster ).toHaveAttribute( 'src', /^http:\/\/localhost/ );
		const box = await gallery
			.locator( '.vista-video__facade' )
			.boundingBox();
		expect(
			Math.round( ( box!.height / box!.width ) * 10000 ) / 10000
		).toBeCloseTo( 0.5625, 2 );

		await gallery.getByRole( 'button', { name: /^Play: / } ).click();
		await expect( gallery.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			/youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1/
		);
		// The player's request follows its address by a moment: polled, not read once.
		await expect
			.poll( () =>
				foreign.some( ( url ) =>
					url.includes( 'youtube-nocookie.com' )
				)
			)
			.toBe( true );

		// The Vimeo thumbnail makes its facade current and plays it (thumbplay); by keyboard too.
		await page.reload();
		await expect( hosted( page ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		await hosted( page )
			.getByRole( 'button', { name: /^Play: / } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect( hosted( page ).locator( 'iframe' ) ).toHaveAttribute(
			'src',
			/youtube-nocookie/
		);
		await hosted( page ).locator( '.vista-video__thumb' ).nth( 1 ).click();
		await expect( hosted( page ).locator( 'iframe' ) ).toHaveAttribute(
			'src',
			/^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1/
		);
	} );

	test( 'a player that starts pauses the others on the page', async ( {
		page,
		baseURL,
	} ) => {
		await giveConsent( page, baseURL! );
		await standInHosts( page );
		await page.goto( '/video/' );
		await expect( hosted( page ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		await media( page )
			.getByRole( 'button', { name: 'Sample clip 1' } )
			.click();
		const video = media( page ).locator( 'video' );
		await expect
			.poll( () =>
				video.evaluate(
					( element: HTMLVideoElement ) => element.paused
				)
			)
			.toBe( false );
		await hosted( page )
			.getByRole( 'button', { name: /^Play: / } )
			.click();
		await expect
			.poll( () =>
				video.evaluate(
					( element: HTMLVideoElement ) => element.paused
				)
			)
			.toBe( true );
	} );
} );

for ( const width of [ 390, 1280 ] ) {
	test( `no layout shift at ${ width } px`, async ( { page } ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.addInitScript( () => {
			( window as unknown as { vistaShift: number } ).vistaShift = 0;
			new PerformanceObserver( ( entries ) => {
				for ( const entry of entries.getEntries() as Array<
					PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
					}
				> ) {
					if ( ! entry.hadRecentInput ) {
						(
							window as unknown as { vistaShift: number }
						 ).vistaShift += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( '/video/' );
		await expect( media( page ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		await page.waitForLoadState( 'networkidle' );
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - window.innerWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		expect(
			await page.evaluate(
				() => ( window as unknown as { vistaShift: number } ).vistaShift
			)
		).toBeLessThan( 0.01 );
	} );
}
