/**
 * Ratings and hits in the lightbox (issue 7; 000 §4.1 rating, §7 call 8, §8), against the real
 * server: call 3 gives the popup, call 8 records one vote per visitor and counts hits.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { visitor, watchForErrors } from '../utils/site';
import { currentSlide, lightboxPost, popup } from './lightbox-helpers';
import { lightboxNonce, openOn } from './lightbox-social-helpers';

test.use( visitor );

const RATE = '**/admin-ajax.php?action=vista_gallery_rate*';

const rating = ( page: Page ) => popup( page ).locator( '.vista-rating' );

test( 'a visitor rates once; the server then answers "You have already rated."', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Rate once', {
		lightboxRateStarsCount: 5,
	} );
	const errors = watchForErrors( page );
	const id = await openOn( page, url, 1 );
	await expect( rating( page ) ).toContainText( 'Not rated yet.' );
	const stars = rating( page ).getByRole( 'radiogroup', {
		name: 'Rate this image',
	} );
	await expect( stars.getByRole( 'radio' ) ).toHaveCount( 5 );

	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'action=vista_gallery_rate' ) &&
			( response.request().postData() ?? '' ).includes(
				'ajax_task=save_rate'
			)
	);
	await stars.getByRole( 'radio', { name: 'Rate 4 out of 5' } ).click();
	const answer = await ( await saved ).text();
	expect( answer ).toContain( 'data-result="rated"' );
	await expect( rating( page ) ).toContainText( 'You have already rated.' );
	await expect( rating( page ) ).toContainText( 'Votes: 1' );
	await expect( rating( page ) ).toHaveAttribute( 'data-rated', '1' );
	// The rated display replaces the stars: four full icons of five.
	await expect( rating( page ).getByRole( 'radiogroup' ) ).toHaveCount( 0 );

	// The server remembers the visitor: after a reload the vote is still theirs.
	await openOn( page, url, 1 );
	await expect( rating( page ) ).toContainText( 'You have already rated.' );
	await expect( rating( page ) ).toContainText( 'Votes: 1' );

	// A second vote sent by hand is refused by the server.
	const nonce = await lightboxNonce( page );
	const again = await page.evaluate(
		async ( [ imageId, token ] ) => {
			const response = await fetch(
				'/wp-admin/admin-ajax.php?action=vista_gallery_rate',
				{
					method: 'POST',
					body: new URLSearchParams( {
						image_id: imageId,
						rate: '1',
						ajax_task: 'save_rate',
						nonce: token,
					} ),
				}
			);
			return response.text();
		},
		[ id, nonce ]
	);
	expect( again ).toContain( 'You have already rated.' );
	expect( again ).toContain( 'data-current-rate-count="1"' );
	await page.screenshot( {
		path: 'artifacts/screenshots/lightbox-rating.png',
	} );
	expect( errors ).toEqual( [] );
} );

test( 'pointing at ones own rating offers to cancel it; the stars come back', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Rate and cancel' );
	await openOn( page, url, 2 );
	await rating( page )
		.getByRole( 'radio', { name: 'Rate 2 out of 5' } )
		.click();
	await expect( rating( page ) ).toContainText( 'You have already rated.' );
	const rated = rating( page ).getByRole( 'button', {
		name: /Cancel your rating\./,
	} );
	await rated.hover();
	await expect( rating( page ) ).toContainText( 'Cancel your rating.' );
	await rated.click();
	await expect( rating( page ).getByRole( 'radiogroup' ) ).toBeVisible();
	await expect( rating( page ) ).toContainText( 'Not rated yet.' );
} );

test( 'the stars are a keyboard radio group: arrows move between stars, not images', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Rate by keyboard', {
		lightboxRateStarsCount: 10,
	} );
	const id = await openOn( page, url, 3 );
	const stars = rating( page ).getByRole( 'radio' );
	await expect( stars ).toHaveCount( 10 );
	await stars.first().focus();
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		rating( page ).getByRole( 'radio', { name: 'Rate 3 out of 10' } )
	).toBeFocused();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-image-id', id );
	await page.keyboard.press( 'Enter' );
	await expect( rating( page ) ).toContainText( 'You have already rated.' );
	await expect( rating( page ) ).toContainText( 'Votes: 1' );
} );

test( 'a failed rating call changes nothing on screen beyond the local vote (000 §8)', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Rate fails' );
	await openOn( page, url, 4 );
	await page.route( RATE, ( route ) =>
		route.fulfill( { status: 500, body: 'error' } )
	);
	const errors = watchForErrors( page );
	// Other tests may have rated this image of the shared gallery in the same run, or none yet.
	await expect( rating( page ) ).toContainText(
		/Votes: \d+|Not rated yet\./
	);
	const before = Number(
		( await rating( page ).textContent() )?.match(
			/Votes: (\d+)/
		)?.[ 1 ] ?? 0
	);
	await rating( page )
		.getByRole( 'radio', { name: 'Rate 5 out of 5' } )
		.click();
	// No message, no alert: the locally recomputed rating stays.
	await expect( rating( page ) ).toContainText( `Votes: ${ before + 1 }` );
	expect( errors.filter( ( error ) => ! error.includes( '500' ) ) ).toEqual(
		[]
	);
} );

test( 'hits are counted on every image change, once per visitor and image', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Hits', {
		lightboxHitCounter: true,
	} );
	await openOn( page, url, 5 );
	const hits = popup( page ).locator( '.vista-lightbox__hits' );
	await expect( hits ).toHaveText( /Hits: [1-9]/ );
	const first = await hits.textContent();
	await popup( page )
		.getByRole( 'button', { name: /^Next image/ } )
		.click();
	await expect( hits ).toHaveText( /Hits: [1-9]/ );
	await popup( page )
		.getByRole( 'button', { name: /^Previous image/ } )
		.click();
	// Back within ten seconds: the same visitor's view is not counted again.
	await expect( hits ).toHaveText( first ?? '' );
} );
