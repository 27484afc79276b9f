/**
 * Call 12 failures (000 §8: other failures are silent): a server error leaves the gallery as it
 * was, with no message and no reload; an expired nonce (403, a page served from a cache) reloads
 * the page with the state in the address, so the visitor still gets the page they asked for.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor } from '../utils/site';
import { galleryPost, imageIds } from './helpers';

test.use( visitor );

let url = '';
test.beforeAll( async ( { requestUtils } ) => {
	url = await galleryPost( requestUtils, 'Gallery failures', [
		{ gallerySlug: 'landscapes', imagesPerPage: 4 },
	] );
} );

test( 'a failed call 12 is silent and keeps the gallery', async ( {
	page,
} ) => {
	await page.goto( url );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	const before = await imageIds( page, 1 );
	await page.evaluate(
		() => ( ( window as unknown as { mark: number } ).mark = 1 )
	);
	const answered = page.waitForResponse( /admin-ajax\.php/ );
	await page.route( /admin-ajax\.php/, ( route ) =>
		route.fulfill( { status: 500, body: 'Internal error' } )
	);
	await gallery.locator( 'a.vista-gallery__page', { hasText: '2' } ).click();
	await answered;
	await expect( gallery ).not.toHaveAttribute( 'aria-busy', 'true' );
	await expect( gallery ).not.toHaveClass( /is-loading/ );
	expect( await imageIds( page, 1 ) ).toEqual( before );
	await expect( gallery.locator( '.is-current' ) ).toHaveText( '1' );
	expect(
		await page.evaluate(
			() => ( window as unknown as { mark?: number } ).mark
		)
	).toBe( 1 );
	await expect( page.locator( '.wd_error' ) ).toHaveCount( 0 );
} );

test( 'an expired nonce reloads the page with the state asked for', async ( {
	page,
} ) => {
	await page.goto( url );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	await page.route( /admin-ajax\.php/, ( route ) =>
		route.fulfill( { status: 403, body: '' } )
	);
	await gallery.locator( 'a.vista-gallery__page', { hasText: '2' } ).click();
	await page.waitForURL( /page_number_1=2/ );
	await expect( gallery.locator( '.is-current' ) ).toHaveText( '2' );
} );
