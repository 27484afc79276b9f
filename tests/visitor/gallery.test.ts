/**
 * Browsing galleries (000 §2.1, §9.3) as a visitor: the tag filter, search, paging and load more
 * of the demo page, and every layout drawn and working on one page.
 */
import type { Page } from 'puppeteer-core';
import { visit, waitForCount, waitForText } from './visitor';

const items = ( n: number ) => `[data-gallery-n="${ n }"] .vista-gallery__item`;

/**
 * Ids of the images gallery n shows.
 * @param page The page.
 * @param n    Instance number.
 */
const imageIds = ( page: Page, n: number ) =>
	page.$$eval( items( n ), ( found ) =>
		found.map( ( item ) => item.getAttribute( 'data-image-id' ) )
	);

/**
 * Waits until every image of the elements matching the selector has loaded and has a size.
 * @param page     The page.
 * @param selector CSS selector of the images.
 */
const imagesDrawn = ( page: Page, selector: string ) =>
	page.waitForFunction(
		( css ) => {
			const images = Array.from(
				document.querySelectorAll< HTMLImageElement >( css )
			);
			return (
				images.length > 0 &&
				images.every( ( image ) => {
					image.loading = 'eager';
					const box = image.getBoundingClientRect();
					return (
						image.complete &&
						image.naturalWidth > 0 &&
						box.width > 0 &&
						box.height > 0
					);
				} )
			);
		},
		{},
		selector
	);

const ready = ( page: Page, n: number ) =>
	page.waitForSelector(
		`[data-gallery-n="${ n }"][data-vista-ready="true"]`
	);

test( 'tags, search and paging change the gallery in place; load more appends', async () => {
	const { page } = await visit( '/gallery/' );
	await ready( page, 1 );
	await waitForCount( page, items( 1 ), 6 );
	const first = await imageIds( page, 1 );

	// Page 2: six other images, the address says so, the page is not reloaded.
	await page.evaluate( () => ( ( window as { mark?: number } ).mark = 1 ) );
	await page.locator( '[data-gallery-n="1"] a.vista-gallery__page' ).click();
	await waitForText(
		page,
		'[data-gallery-n="1"] .vista-gallery__page.is-current',
		'2'
	);
	expect( page.url() ).toMatch( /page_number_1=2/ );
	const second = await imageIds( page, 1 );
	expect( second ).toHaveLength( 6 );
	expect( second.filter( ( id ) => first.includes( id ) ) ).toEqual( [] );
	expect(
		await page.evaluate( () => ( window as { mark?: number } ).mark )
	).toBe( 1 );

	// A tag: only its images, back on page 1.
	await page
		.locator( '[data-gallery-n="1"] .vista-gallery__tag::-p-text(Sea)' )
		.click();
	await waitForText(
		page,
		'[data-gallery-n="1"] .vista-gallery__tag.is-active',
		'Sea'
	);
	await waitForCount( page, items( 1 ), 4 );
	expect( page.url() ).toMatch( /filter_tag_1=\d+/ );
	await page.locator( '[data-gallery-n="1"] .bwg_all_tags' ).click();
	await waitForCount( page, items( 1 ), 6 );

	// Search by typing and Enter; the reset button clears it.
	await page.locator( '#bwg_search_input_1' ).fill( 'sample 03' );
	await page.keyboard.press( 'Enter' );
	await waitForCount( page, items( 1 ), 1 );
	expect( page.url() ).toMatch( /bwg_search_1=sample(\+|%20)03/ );
	await page
		.locator( '[data-gallery-n="1"] .vista-gallery__search-reset' )
		.click();
	await waitForCount( page, items( 1 ), 6 );

	// Load more: the masonry gallery grows by its page of four, the first four kept.
	await ready( page, 2 );
	const skies = await imageIds( page, 2 );
	expect( skies ).toHaveLength( 4 );
	await page
		.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
		.click();
	await page.waitForFunction(
		( css ) => document.querySelectorAll( css ).length > 4,
		{},
		items( 2 )
	);
	expect( ( await imageIds( page, 2 ) ).slice( 0, 4 ) ).toEqual( skies );
	await imagesDrawn( page, `${ items( 2 ) } img` );
} );

/**
 * The page with one gallery of each layout, every gallery ready.
 */
async function layoutsPage() {
	const { page } = await visit( '/visitor-layouts/' );
	for ( let n = 1; n <= 9; n++ ) {
		await ready( page, n );
	}
	return page;
}

test( 'the grid and blog layouts draw their images', async () => {
	const page = await layoutsPage();
	// Thumbnails, masonry and mosaic: a grid of four drawn images each.
	for ( const n of [ 1, 2, 3 ] ) {
		await waitForCount( page, items( n ), 4 );
		await imagesDrawn( page, `${ items( n ) } img` );
	}

	// Blog style: large images one under the other.
	await imagesDrawn( page, '[data-gallery-n="7"] img.vista-large__image' );
} );

test( 'the slideshow, carousel and image browser move on when asked', async () => {
	const page = await layoutsPage();
	// Slideshow: next shows the second image, its filmstrip thumbnail follows.
	const slideshow = '[data-gallery-n="4"] .vista-slideshow';
	await imagesDrawn(
		page,
		`${ slideshow } .vista-slideshow__slide.is-current img`
	);
	await page.locator( `${ slideshow } .vista-slideshow__next` ).click();
	await page.waitForFunction(
		( css ) =>
			document
				.querySelectorAll( css )[ 1 ]
				?.getAttribute( 'aria-current' ) === 'true',
		{},
		`${ slideshow } .vista-slideshow__thumb`
	);
	await waitForText(
		page,
		`${ slideshow } .vista-slideshow__status`,
		/^\D*2\D/
	);
	await (
		await page.$$( `${ slideshow } .vista-slideshow__thumb` )
	)[ 3 ].click();
	await waitForText(
		page,
		`${ slideshow } .vista-slideshow__status`,
		/^\D*4\D/
	);

	// Carousel: a row of drawn images that moves on by one.
	const carousel = '[data-gallery-n="5"] .vista-carousel';
	await imagesDrawn( page, `${ carousel } .vista-carousel__image` );
	await page.locator( `${ carousel } .vista-carousel__next` ).click();
	await waitForText(
		page,
		`${ carousel } .vista-carousel__status`,
		/^\D*2\D/
	);

	// Image browser: one large image, next brings the second.
	const browser = '[data-gallery-n="6"]';
	await imagesDrawn( page, `${ browser } img.vista-large__image` );
	const shown = await page.$eval(
		`${ browser } .vista-image-browser__figure`,
		( figure ) => figure.getAttribute( 'data-image-id' )
	);
	await page.locator( `${ browser } .vista-image-browser__next` ).click();
	await page.waitForFunction(
		( css, before ) =>
			document.querySelector( css )?.getAttribute( 'data-image-id' ) !==
			before,
		{},
		`${ browser } .vista-image-browser__figure`,
		shown
	);
} );

test( 'the album layouts draw their covers, and a cover opens its gallery in place', async () => {
	const page = await layoutsPage();
	// Albums: covers drawn; a cover opens its gallery inside the same block.
	for ( const n of [ 8, 9 ] ) {
		await imagesDrawn(
			page,
			`[data-gallery-n="${ n }"] .vista-album__cover`
		);
	}
	await page.$eval( '[data-gallery-n="8"]', ( album ) =>
		album.scrollIntoView( { block: 'center' } )
	);
	await page.locator( '[data-gallery-n="8"] .vista-album__name' ).click();
	await page.waitForFunction(
		() =>
			document.querySelectorAll(
				'[data-gallery-n="8"] .vista-gallery__item:not(.vista-album__item)'
			).length > 0
	);
	await imagesDrawn(
		page,
		'[data-gallery-n="8"] .vista-gallery__item:not(.vista-album__item) img'
	);
} );
