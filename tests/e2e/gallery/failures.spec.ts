/**
 * Call 12 failures (000 §8: other failures are silent): a server error or a refusal leaves the
 * gallery as it was, with no message and no reload.
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

test( 'a 403 is silent too: no reload, now that an old nonce is no reason for one', async ( {
	page,
} ) => {
	// Issue 14: a page kept by a cache pages in place (cached-page.spec.ts), so the reload that
	// once fetched a fresh nonce is gone; a refusal leaves the gallery as it was (000 §8).
	await page.goto( url );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	const before = await imageIds( page, 1 );
	await page.evaluate(
		() => ( ( window as unknown as { mark: number } ).mark = 1 )
	);
	const answered = page.waitForResponse( /admin-ajax\.php/ );
	await page.route( /admin-ajax\.php/, ( route ) =>
		route.fulfill( { status: 403, body: '' } )
	);
	await gallery.locator( 'a.vista-gallery__page', { hasText: '2' } ).click();
	await answered;
	await expect( gallery ).not.toHaveClass( /is-loading/ );
	expect( await imageIds( page, 1 ) ).toEqual( before );
	await expect( gallery.locator( '.is-current' ) ).toHaveText( '1' );
	expect(
		await page.evaluate(
			() => ( window as unknown as { mark?: number } ).mark
		)
	).toBe( 1 );
} );
