/**
 * A gallery page served by a full-page cache eight days after it was made (issue 14): its nonces
 * have expired, aged with WordPress's `nonce_life` through the test site's switch (cookie
 * vista_e2e_nonce_life, tests/e2e/mu-plugins/vista-e2e.php) rather than by waiting. Paging (000 §7
 * call 12), the lightbox data (call 3), the hit count and a rating (call 8) still work for a
 * logged-out visitor, without reloading the page; the addresses carry their actions as the
 * original's did.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, collectPageErrors } from '../utils/site';
import { imageIds, markWindow, windowMarked } from './helpers';
import {
	currentSlide,
	lightboxPost,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

test( 'paging, the lightbox, a hit and a rating work from a page whose nonces expired', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Cached eight days', {
		imagesPerPage: 4,
		pagination: 'numbers',
		lightboxRateStarsCount: 5,
	} );
	const errors = collectPageErrors( page );
	await page.goto( url );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	// The addresses are on the page, each with its action (000 §7 calls 12 and 3).
	await expect( gallery ).toHaveAttribute(
		'data-ajax-url',
		/admin-ajax\.php\?action=vista_gallery_view$/
	);
	await expect( gallery ).toHaveAttribute(
		'data-lightbox-url',
		/admin-ajax\.php\?action=vista_gallery_lightbox$/
	);

	// Eight days later: every nonce printed in this page has expired.
	const origin = new URL( page.url() ).origin;
	await page
		.context()
		.addCookies( [
			{ name: 'vista_e2e_nonce_life', value: '1', url: origin },
		] );
	const options = JSON.parse(
		( await gallery.getAttribute( 'data-gallery' ) ) ?? '{}'
	);
	// From elsewhere than a page of the site (no Origin, no Referer), the old nonce is refused.
	const bare = await page.request.post(
		`${ origin }/wp-admin/admin-ajax.php`,
		{
			form: {
				action: 'vista_gallery_view',
				nonce: options.nonce,
				shortcode_id: options.shortcode,
				bwg: '1',
			},
		}
	);
	expect( bare.status() ).toBe( 403 );

	// Paging, in place.
	const first = await imageIds( page, 1 );
	await markWindow( page );
	const paged = page.waitForResponse( ( response ) =>
		response.url().includes( 'action=vista_gallery_view' )
	);
	await gallery.locator( 'a.vista-gallery__page' ).first().click();
	expect( ( await paged ).status() ).toBe( 200 );
	await expect
		.poll( async () => ( await imageIds( page, 1 ) ).join( ',' ) )
		.not.toBe( first.join( ',' ) );
	expect( await imageIds( page, 1 ) ).toHaveLength( 4 );
	expect( await windowMarked( page ) ).toBe( true );

	// The lightbox, with the hit its opening posts.
	const lightbox = page.waitForResponse( ( response ) =>
		response.url().includes( 'action=vista_gallery_lightbox' )
	);
	const hit = page.waitForResponse(
		( response ) =>
			response.url().includes( 'action=vista_gallery_rate' ) &&
			( response.request().postData() ?? '' ).includes(
				'ajax_task=save_hit_count'
			)
	);
	const id = await thumbLink( page, 0 ).evaluate(
		( link ) =>
			link.closest< HTMLElement >( '.vista-gallery__item' )?.dataset
				.imageId ?? ''
	);
	await thumbLink( page, 0 ).click();
	expect( ( await lightbox ).status() ).toBe( 200 );
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-image-id', id );
	const counted = await hit;
	expect( counted.status() ).toBe( 200 );
	expect( await counted.text() ).toContain( 'data-hit-count="1"' );

	// A rating, recorded once.
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'action=vista_gallery_rate' ) &&
			( response.request().postData() ?? '' ).includes(
				'ajax_task=save_rate'
			)
	);
	await popup( page )
		.locator( '.vista-rating' )
		.getByRole( 'radio', { name: 'Rate 4 out of 5' } )
		.click();
	expect( await ( await saved ).text() ).toContain( 'data-result="rated"' );
	await expect( popup( page ).locator( '.vista-rating' ) ).toContainText(
		'Votes: 1'
	);
	expect( await windowMarked( page ) ).toBe( true );
	expect( errors ).toEqual( [] );
} );
