/**
 * The consent log from a page a full-page cache made eight days ago (issue 14): its REST nonce
 * has expired, aged with WordPress's `nonce_life` through the test site's switch (cookie
 * vista_e2e_nonce_life, tests/e2e/mu-plugins/vista-e2e.php) rather than by waiting. The page's
 * signature, which does not expire, and its Origin let the choice be logged.
 */
import { test, expect } from '@playwright/test';
import { newVisitor } from '../utils/site';

test.use( newVisitor );

test( 'a choice made on a page whose nonce expired is still logged', async ( {
	page,
} ) => {
	await page.goto( '/consent/' );
	const nonce = await page.evaluate(
		() => ( window.cnArgs?.log || { nonce: '' } ).nonce
	);
	expect( nonce ).not.toBe( '' );
	// Eight days later: every nonce printed in this page has expired.
	const origin = new URL( page.url() ).origin;
	await page
		.context()
		.addCookies( [
			{ name: 'vista_e2e_nonce_life', value: '1', url: origin },
		] );

	const [ answer ] = await Promise.all( [
		page.waitForResponse( ( r ) =>
			r.url().includes( '/vista-consent/v1/consents' )
		),
		page
			.locator( '#cookie-notice' )
			.getByRole( 'button', { name: 'Accept' } )
			.click(),
	] );
	expect( answer.status() ).toBe( 201 );
	expect( await answer.json() ).toEqual( { logged: true } );

	// The same nonce from elsewhere than a page of the site (no Origin) is refused.
	const bare = await page.request.post(
		`${ origin }/?rest_route=/vista-consent/v1/consents`,
		{
			data: {
				consent_id: 'ab'.repeat( 16 ),
				choice: 'accepted',
				nonce,
			},
		}
	);
	expect( bare.status() ).toBe( 403 );
} );
