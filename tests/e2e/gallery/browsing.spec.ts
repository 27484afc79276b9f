/**
 * Browsing a gallery (000 §2.1, §3.10, §7 call 12): tag filter, search, sort, paging and load more
 * with front-end ajax on (no reload, address updated) and off (reload with the `_{n}` parameters);
 * two galleries on one page keep to their own parameters; reload keeps the state; hostile
 * parameters give a clean page.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost, imageIds, sharedGalleryPost } from './helpers';

test.use( visitor );

const browsing = {
	gallerySlug: 'landscapes',
	imagesPerPage: 6,
	showSearch: true,
	showSort: true,
	showTagFilter: true,
};
const loadMore = {
	gallerySlug: 'skies',
	layout: 'masonry',
	imagesPerPage: 4,
	pagination: 'load_more',
};

/**
 * Marks the window, so a test can tell whether the page was reloaded.
 * @param page The page.
 */
const mark = ( page: Page ) =>
	page.evaluate(
		() => ( ( window as unknown as { mark: number } ).mark = 1 )
	);
const marked = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { mark?: number } ).mark === 1
	);
const param = ( page: Page, name: string ) =>
	new URL( page.url() ).searchParams.get( name );

/**
 * The page with both galleries, with front-end ajax on or off.
 * @param requestUtils REST access.
 * @param ajax         Whether the galleries change in place.
 */
const browsingPage = ( requestUtils: RequestUtils, ajax: boolean ) =>
	sharedGalleryPost( requestUtils, `Browsing ajax ${ ajax }`, [
		{ ...browsing, frontendAjax: ajax },
		{ ...loadMore, frontendAjax: ajax },
	] );

for ( const ajax of [ true, false ] ) {
	test.describe( `front-end ajax ${ ajax ? 'on' : 'off' }`, () => {
		let url = '';
		test.beforeAll( async ( { requestUtils } ) => {
			url = await browsingPage( requestUtils, ajax );
		} );

		test( 'tag filter, search, sort and paging', async ( { page } ) => {
			const errors = watchForErrors( page );
			await page.goto( url );
			const one = page.locator( '[data-gallery-n="1"]' );
			await expect( one ).toHaveAttribute( 'data-vista-ready', 'true' );
			expect( await imageIds( page, 1 ) ).toHaveLength( 6 );
			const skies = await imageIds( page, 2 );
			expect( skies ).toHaveLength( 4 );

			// Page 2: the other six, scrolled to 150 px above the gallery.
			await mark( page );
			await page
				.locator( '[data-gallery-n="1"] a.vista-gallery__page' )
				.click();
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await page.waitForLoadState();
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-gallery__page.is-current'
				)
			).toHaveText( '2' );
			expect( await imageIds( page, 1 ) ).toHaveLength( 6 );
			expect( await marked( page ) ).toBe( ajax );
			if ( ajax ) {
				await expect
					.poll( () =>
						page.evaluate(
							() =>
								document
									.querySelector( '[data-gallery-n="1"]' )!
									.getBoundingClientRect().top
						)
					)
					.toBeCloseTo( 150, -1 );
			}
			// The other gallery is untouched.
			expect( await imageIds( page, 2 ) ).toEqual( skies );

			// Tag filter: Sea, then also Sky, then all tags.
			await page
				.locator( '[data-gallery-n="1"] .vista-gallery__tag', {
					hasText: 'Sea',
				} )
				.click();
			await expect( page ).toHaveURL( /filter_tag_1=\d+/ );
			await page.waitForLoadState();
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-gallery__tag.is-active'
				)
			).toHaveText( 'Sea' );
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 4 );
			expect( param( page, 'page_number_1' ) ).toBeNull();
			await page
				.locator( '[data-gallery-n="1"] .vista-gallery__tag', {
					hasText: 'Sky',
				} )
				.click();
			await expect( page ).toHaveURL( /filter_tag_1=\d+(%2C|,)\d+/ );
			await page.waitForLoadState();
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 6 );
			await page.locator( '[data-gallery-n="1"] .bwg_all_tags' ).click();
			await expect( page ).not.toHaveURL( /filter_tag_1/ );
			await page.waitForLoadState();

			// Search, then clear it: the parameter goes away.
			await page.locator( '#bwg_search_input_1' ).fill( 'sample 03' );
			await page.locator( '#bwg_search_input_1' ).press( 'Enter' );
			await expect( page ).toHaveURL( /bwg_search_1=sample(\+|%20)03/ );
			await page.waitForLoadState();
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 1 );
			await page
				.locator( '[data-gallery-n="1"] .vista-gallery__search-reset' )
				.click();
			await expect( page ).not.toHaveURL( /bwg_search_1/ );
			await page.waitForLoadState();
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 6 );

			// Sort by title, descending order is not set: sample 01 first; reload keeps it.
			await page.locator( '#bwg_sort_1' ).selectOption( 'title' );
			await expect( page ).toHaveURL( /sort_by_1=title/ );
			await page.waitForLoadState();
			await page
				.locator( '[data-gallery-n="1"] a.vista-gallery__page' )
				.click();
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await page.waitForLoadState();
			// Without ajax the page is still loading when its address changes: wait for the page.
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-gallery__page.is-current'
				)
			).toHaveText( '2' );
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 6 );
			const sorted = await imageIds( page, 1 );
			await page.reload();
			await expect.poll( () => imageIds( page, 1 ) ).toEqual( sorted );
			await expect( page.locator( '#bwg_sort_1' ) ).toHaveValue(
				'title'
			);
			expect( await marked( page ) ).toBe( false );
			expect( errors ).toEqual( [] );
		} );
	} );

	test.describe( `load more and random sort, front-end ajax ${ ajax ? 'on' : 'off' }`, () => {
		let url = '';
		test.beforeAll( async ( { requestUtils } ) => {
			url = await browsingPage( requestUtils, ajax );
		} );

		test( 'load more appends, and reload shows the same images', async ( {
			page,
		} ) => {
			await page.goto( url );
			await expect(
				page.locator( '[data-gallery-n="2"]' )
			).toHaveAttribute( 'data-vista-ready', 'true' );
			const first = await imageIds( page, 1 );
			await mark( page );
			await page
				.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
				.click();
			await expect( page ).toHaveURL( /page_number_2=2/ );
			await page.waitForLoadState();
			await expect.poll( () => imageIds( page, 2 ) ).toHaveLength( 6 );
			await expect(
				page.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
			).toHaveCount( 0 );
			expect( await marked( page ) ).toBe( ajax );
			expect( await imageIds( page, 1 ) ).toEqual( first );
			expect( param( page, 'page_number_1' ) ).toBeNull();
			const shown = await imageIds( page, 2 );
			await page.reload();
			expect( await imageIds( page, 2 ) ).toEqual( shown );
		} );

		test( 'random sort keeps its seed while paging', async ( { page } ) => {
			await page.goto( url );
			await page.locator( '#bwg_sort_1' ).selectOption( 'random' );
			await expect( page ).toHaveURL( /bwg_random_seed_1=\d+/ );
			await page.waitForLoadState();
			const seed = param( page, 'bwg_random_seed_1' );
			const pageOne = await imageIds( page, 1 );
			await page
				.locator( '[data-gallery-n="1"] a.vista-gallery__page' )
				.click();
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await page.waitForLoadState();
			expect( param( page, 'bwg_random_seed_1' ) ).toBe( seed );
			const pageTwo = await imageIds( page, 1 );
			expect( new Set( [ ...pageOne, ...pageTwo ] ).size ).toBe( 12 );
		} );
	} );
}

test( 'hostile parameters give a clean page', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Hostile', [
		browsing,
		loadMore,
	] );
	const errors = watchForErrors( page );
	let dialog = false;
	page.on( 'dialog', ( d ) => {
		dialog = true;
		d.dismiss();
	} );
	const response = await page.goto(
		`${ url }&page_number_1=999999999999999999999&sort_by_1=%3Cscript%3Ealert(1)%3C/script%3E&filter_tag_1=1%27%20OR%201=1,abc&bwg_search_1=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E&page_number_2=-4&bwg_random_seed_1=zz`
	);
	expect( response?.status() ).toBe( 200 );
	await expect( page.locator( '[data-gallery-n="1"]' ) ).toHaveAttribute(
		'data-vista-ready',
		'true'
	);
	await expect(
		page.locator( '[data-gallery-n="1"] .wd_error' )
	).toHaveCount( 0 );
	await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
	expect(
		await page.locator( '#bwg_search_input_1' ).inputValue()
	).not.toContain( '<img' );
	expect( await imageIds( page, 2 ) ).toHaveLength( 4 );
	expect( dialog ).toBe( false );
	expect( errors ).toEqual( [] );
} );

test( 'an invalid nonce on call 12 gets a clear refusal', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Expired', [ browsing ] );
	await page.goto( url );
	const refused = await page.evaluate( async () => {
		const body = new URLSearchParams( {
			action: 'vista_gallery_view',
			nonce: 'expired',
			bwg: '1',
		} );
		const response = await fetch( '/wp-admin/admin-ajax.php', {
			method: 'POST',
			body,
		} );
		return { status: response.status, text: await response.text() };
	} );
	expect( refused.status ).toBe( 403 );
	expect( refused.text ).toContain( 'expired' );
} );
