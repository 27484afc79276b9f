/**
 * The demo front page has no dead parts (issue 34 item 4): "Watch" plays its video, every footer
 * link leads somewhere that exists, and the hero's arrows keep clear of the slide's caption.
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';

test.use( visitor );

const WIDTHS = [ 390, 1280 ] as const;

test( 'the video of the Watch section plays when clicked', async ( {
	page,
} ) => {
	await page.goto( '/#video' );
	const frame = page.locator( '#video iframe' );
	await frame.scrollIntoViewIfNeeded();
	const video = frame.contentFrame().locator( 'video' );
	await expect( video ).toBeVisible();
	expect( await video.evaluate( ( v: HTMLVideoElement ) => v.paused ) ).toBe(
		true
	);
	await video.click();
	// Playing: the clip's time moves on from its start.
	await expect
		.poll( () =>
			video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
		)
		.toBeGreaterThan( 0 );
} );

test( 'every footer link leads to a page or section that exists', async ( {
	page,
	request,
} ) => {
	await page.goto( '/' );
	const links = page.locator( '.wp-site-blocks > footer a' );
	expect( await links.count() ).toBeGreaterThanOrEqual( 8 );
	const hrefs = await links.evaluateAll( ( anchors ) =>
		anchors.map( ( a ) => a.getAttribute( 'href' ) ?? '' )
	);
	for ( const href of hrefs ) {
		expect( href, 'a footer link goes nowhere' ).not.toMatch( /^#?$/ );
		const url = new URL( href, page.url() );
		if ( url.origin !== new URL( page.url() ).origin ) {
			continue;
		}
		const response = await request.get( url.href );
		expect( response.status(), href ).toBe( 200 );
		if ( url.hash ) {
			expect( await response.text(), href ).toContain(
				`id="${ url.hash.slice( 1 ) }"`
			);
		}
	}
} );

/**
 * The boxes of the hero's arrows and of every line of its slides' captions, as shown.
 * @param page The front page.
 */
function heroBoxes( page: Page ) {
	return page.evaluate( () => {
		const hero = document.querySelector( '.vista-slider--hero' )!;
		const box = ( element: Element ) => {
			const { left, right, top, bottom } =
				element.getBoundingClientRect();
			return { left, right, top, bottom };
		};
		return {
			arrows: Array.from(
				hero.querySelectorAll( '.splide__arrow' ),
				box
			),
			captions: Array.from(
				hero.querySelectorAll(
					'.splide__slide.is-active .wp-block-cover__inner-container > *'
				),
				box
			),
		};
	} );
}

for ( const width of WIDTHS ) {
	test( `the hero's arrows cover none of its caption at ${ width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		await expect(
			page.locator( '.vista-slider--hero[data-vista-ready="true"]' )
		).toHaveCount( 1 );
		const { arrows, captions } = await heroBoxes( page );
		expect( arrows ).toHaveLength( 2 );
		expect( captions.length ).toBeGreaterThan( 0 );
		for ( const arrow of arrows ) {
			for ( const caption of captions ) {
				const overlaps =
					arrow.left < caption.right &&
					caption.left < arrow.right &&
					arrow.top < caption.bottom &&
					caption.top < arrow.bottom;
				expect( overlaps, JSON.stringify( { arrow, caption } ) ).toBe(
					false
				);
			}
		}
	} );
}
