/**
 * A form on a page a full-page cache made eight days ago (issue 14): its nonces (001 §7 call 5's
 * `security` and `_wpnonce{id}`) have expired, aged with WordPress's `nonce_life` through the test
 * site's switch (cookie vista_e2e_nonce_life, tests/e2e/mu-plugins/vista-e2e.php), not by waiting.
 * The start time the server signed does not expire: a logged-out visitor's entry is stored.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	CONTACT_PAGE,
	field,
	spamGuardMinimum,
	NEVER_TOO_QUICK,
} from './client-helpers';

test.use( visitor );

test( 'a visitor sends the contact form from a page whose nonces expired', async ( {
	page,
} ) => {
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await page.goto( CONTACT_PAGE );
	const origin = new URL( page.url() ).origin;
	await page
		.context()
		.addCookies( [
			{ name: 'vista_e2e_nonce_life', value: '1', url: origin },
		] );
	const form = page
		.locator( 'form' )
		.filter( { has: field( page, 'name' ) } );
	const security = await page.evaluate(
		() =>
			(
				window as unknown as {
					everest_forms_ajax_submission_params?: {
						evf_ajax_submission: string;
					};
				}
			 ).everest_forms_ajax_submission_params?.evf_ajax_submission ?? ''
	);
	expect( security ).not.toBe( '' );

	await field( page, 'name' ).fill( 'Grace' );
	await field( page, 'email' ).fill( 'grace@example.org' );
	await field( page, 'message' ).fill( 'Sent from a page eight days old.' );
	const [ answer ] = await Promise.all( [
		page.waitForResponse( '**/admin-ajax.php' ),
		form.locator( 'button.evf-submit' ).click(),
	] );
	expect( ( await answer.json() ).success ).toBe( true );
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toBeVisible();

	// The same fields posted from elsewhere (no Origin: not a page of the site) are refused.
	const fields = await form.evaluate( ( element ) =>
		Object.fromEntries(
			new FormData( element as HTMLFormElement ) as unknown as Iterable<
				[ string, string ]
			>
		)
	);
	const bare = await page.request.post(
		`${ origin }/wp-admin/admin-ajax.php`,
		{
			form: {
				...fields,
				'everest_forms[form_fields][name]': 'Mallory',
				'everest_forms[form_fields][email]': 'mallory@example.org',
				'everest_forms[form_fields][message]':
					'Not from a page of the site.',
				action: 'everest_forms_ajax_form_submission',
				security,
			},
		}
	);
	expect( ( await bare.json() ).success ).toBe( false );
} );
