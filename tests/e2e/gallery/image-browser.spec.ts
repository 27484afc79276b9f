/**
 * The image browser (000 §1, §2.2): one image at a time, large, with its position and previous /
 * next as paging links (000 §2.1 `page_number_{n}`): through call 12 with front-end ajax on, by
 * reload with it off, without JavaScript, and by the arrow keys; the control used keeps the focus
 * and the new image is announced. At desktop and phone widths, with no layout shift.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import {
	galleryPost,
	layoutShift,
	markWindow,
	watchLayoutShift,
	windowMarked,
} from './helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const browser = {
	layout: 'image_browser',
	gallerySlug: 'landscapes',
	showSearch: true,
	showTagFilter: true,
};

const position = ( page: Page ) =>
	page.locator( '[data-gallery-n="1"] .vista-image-browser__position' );
const shownId = ( page: Page ) =>
	page
		.locator( '[data-gallery-n="1"] .vista-image-browser__figure' )
		.getAttribute( 'data-image-id' );

for ( const width of [ 1280, 390 ] ) {
	test( `image browser at ${ width } px: one large image, nothing shifts`, async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost(
			requestUtils,
			`Image browser ${ width }`,
			[ browser ]
		);
		await page.setViewportSize( { width, height: 900 } );
		const errors = watchForErrors( page );
		await watchLayoutShift( page );
		await page.goto( url );
		const gallery = page.locator( '[data-gallery-n="1"]' );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );

		await expect( position( page ) ).toHaveText( /1 \/ 12/ );
		await expect( gallery.locator( '.vista-large__title' ) ).toHaveText(
			'Vista sample 01'
		);
		await expect(
			gallery.locator( '.vista-large__description' )
		).toContainText( 'A generated landscape, number 1' );
		const image = gallery.locator( 'img.vista-large__image' );
		await expect( image ).toHaveCount( 1 );
		// The seeded photos are 1600 × 1067: drawn at most 800 wide (browserWidth), at their ratio.
		await expect( image ).toHaveAttribute( 'width', '800' );
		await expect( image ).toHaveAttribute( 'height', '534' );
		await expect( image ).not.toHaveAttribute( 'loading', 'lazy' );
		const box = ( await image.boundingBox() )!;
		const columnWidth = await gallery.evaluate(
			( element ) => element.clientWidth
		);
		expect( Math.round( box.width ) ).toBe( Math.min( 800, columnWidth ) );
		expect( box.height ).toBeCloseTo( ( box.width * 1067 ) / 1600, 0 );
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth <= window.innerWidth
			)
		).toBe( true );
		// Previous, the position and next on one line.
		const prev = ( await gallery
			.locator( '.vista-image-browser__prev' )
			.boundingBox() )!;
		const next = ( await gallery
			.locator( '.vista-image-browser__next' )
			.boundingBox() )!;
		expect( Math.abs( prev.y - next.y ) ).toBeLessThan( 2 );
		expect( next.x ).toBeGreaterThan( prev.x );

		expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
		await gallery.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: path.join( shots, `image-browser-${ width }.png` ),
			fullPage: true,
		} );
		expect( errors ).toEqual( [] );
	} );
}

for ( const ajax of [ true, false ] ) {
	test.describe( `front-end ajax ${ ajax ? 'on' : 'off' }`, () => {
		let url = '';
		test.beforeAll( async ( { requestUtils } ) => {
			url = await galleryPost(
				requestUtils,
				`Image browser ajax ${ ajax }`,
				[ { ...browser, frontendAjax: ajax } ]
			);
		} );

		test( 'next and previous, then the arrow keys', async ( { page } ) => {
			const errors = watchForErrors( page );
			await page.goto( url );
			const gallery = page.locator( '[data-gallery-n="1"]' );
			await expect( gallery ).toHaveAttribute(
				'data-vista-ready',
				'true'
			);
			await expect( position( page ) ).toHaveText( /1 \/ 12/ );
			const first = await shownId( page );
			await expect(
				gallery.locator( '.vista-image-browser__prev' )
			).toHaveAttribute( 'aria-disabled', 'true' );

			await markWindow( page );
			await gallery.getByRole( 'link', { name: 'Next' } ).click();
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await expect( position( page ) ).toHaveText( /2 \/ 12/ );
			expect( await windowMarked( page ) ).toBe( ajax );
			expect( await shownId( page ) ).not.toBe( first );
			await expect(
				page.locator( '[data-gallery-n="1"] .vista-large__title' )
			).toHaveText( 'Vista sample 02' );
			// The control used keeps the focus, on the fresh markup or the new page.
			await expect(
				page.locator(
					'[data-gallery-n="1"] a.vista-image-browser__next'
				)
			).toBeFocused();
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-image-browser__status'
				)
			).toHaveText( 'Image 2 of 12: Vista sample 02' );

			await page
				.locator( '[data-gallery-n="1"]' )
				.getByRole( 'link', { name: 'Previous' } )
				.click();
			await expect( page ).not.toHaveURL( /page_number_1/ );
			await expect( position( page ) ).toHaveText( /1 \/ 12/ );
			expect( await shownId( page ) ).toBe( first );

			// The keys, with the browser focused.
			const region = page.locator(
				'[data-gallery-n="1"] .vista-image-browser'
			);
			await expect( region ).toHaveAttribute( 'tabindex', '0' );
			await region.focus();
			await page.keyboard.press( 'ArrowRight' );
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await expect( position( page ) ).toHaveText( /2 \/ 12/ );
			await expect(
				page.locator( '[data-gallery-n="1"] .vista-image-browser' )
			).toBeFocused();
			await page.keyboard.press( 'ArrowRight' );
			await expect( page ).toHaveURL( /page_number_1=3/ );
			await expect( position( page ) ).toHaveText( /3 \/ 12/ );
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-image-browser__status'
				)
			).toHaveText( 'Image 3 of 12: Vista sample 03' );
			// Each key loads a new page: the browser takes keys once its script has focused it.
			const imageBrowser = page.locator(
				'[data-gallery-n="1"] .vista-image-browser'
			);
			await expect( imageBrowser ).toBeFocused();
			await page.keyboard.press( 'ArrowLeft' );
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await expect( position( page ) ).toHaveText( /2 \/ 12/ );
			await expect( imageBrowser ).toBeFocused();
			await page.keyboard.press( 'ArrowLeft' );
			await expect( page ).not.toHaveURL( /page_number_1/ );
			await expect( position( page ) ).toHaveText( /1 \/ 12/ );
			await expect(
				page.locator( '[data-gallery-n="1"] .vista-image-browser' )
			).toBeFocused();
			// At the first image the left arrow goes nowhere.
			await markWindow( page );
			await page.keyboard.press( 'ArrowLeft' );
			await expect( position( page ) ).toHaveText( /1 \/ 12/ );
			expect( await windowMarked( page ) ).toBe( true );

			// Typing in the search box moves the caret, not the image.
			const search = page.locator( '#bwg_search_input_1' );
			await search.fill( 'sample' );
			await search.press( 'ArrowLeft' );
			await expect( position( page ) ).toHaveText( /1 \/ 12/ );

			// The tag filter browses the images with the tag.
			await page
				.locator( '[data-gallery-n="1"] .vista-gallery__tag', {
					hasText: 'Sea',
				} )
				.click();
			await expect( page ).toHaveURL( /filter_tag_1=\d+/ );
			await expect( position( page ) ).toHaveText( /1 \/ 4/ );
			await page
				.locator( '[data-gallery-n="1"]' )
				.getByRole( 'link', { name: 'Next' } )
				.click();
			await expect( position( page ) ).toHaveText( /2 \/ 4/ );
			await expect( page ).toHaveURL(
				/filter_tag_1=\d+.*page_number_1=2/
			);
			expect( errors ).toEqual( [] );
		} );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'next and previous are plain links', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'Image browser, no JS', [
			browser,
		] );
		await page.goto( url );
		await expect( position( page ) ).toHaveText( /1 \/ 12/ );
		await page
			.locator( '[data-gallery-n="1"]' )
			.getByRole( 'link', { name: 'Next' } )
			.click();
		await expect( page ).toHaveURL( /page_number_1=2/ );
		await expect( position( page ) ).toHaveText( /2 \/ 12/ );
		await page
			.locator( '[data-gallery-n="1"]' )
			.getByRole( 'link', { name: 'Previous' } )
			.click();
		await expect( position( page ) ).toHaveText( /1 \/ 12/ );
	} );
} );
