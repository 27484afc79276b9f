/**
 * Submission of the real demo forms (001 §4 submit button and success flow, §7 call 5, §8 errors),
 * by call 5 and by a plain post (no nonce for call 5, or no JavaScript at all).
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	CONTACT_PAGE,
	EVERYTHING_PAGE,
	MESSAGES,
	errorOf,
	field,
	fillEverything,
	spamGuardMinimum,
	withoutAjaxNonce,
	ALWAYS_TOO_QUICK,
	NEVER_TOO_QUICK,
} from './client-helpers';

test.use( visitor );

const CONTACT_SUCCESS =
	'Thanks for your message! We will get back to you soon.';
const EVERYTHING_SUCCESS = 'Thank you! Your request has been received.';

async function fillContact( page: Page, who = 'Ada' ) {
	await field( page, 'name' ).fill( who );
	await field( page, 'email' ).fill( `${ who.toLowerCase() }@example.org` );
	await field( page, 'message' ).fill(
		'A message of more than three words.'
	);
}

test.describe( 'by call 5', () => {
	test( 'the contact form: process text while sending, then the message at the top and a reset form', async ( {
		page,
	} ) => {
		await spamGuardMinimum( page, NEVER_TOO_QUICK );
		await page.goto( CONTACT_PAGE );
		await fillContact( page );
		const button = page.locator( 'button.evf-submit' );
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( '**/admin-ajax.php', async ( route ) => {
			await held;
			await route.continue();
		} );
		const posted = page.waitForRequest( '**/admin-ajax.php' );
		await button.click();
		const request = await posted;
		await expect( button ).toHaveText( 'Sending…' );
		await expect( button ).toBeDisabled();
		const body = new URLSearchParams( request.postData() ?? '' );
		expect( body.get( 'action' ) ).toBe(
			'everest_forms_ajax_form_submission'
		);
		expect( body.get( 'security' ) ).not.toBe( '' );
		expect( body.get( 'everest_forms[form_fields][name]' ) ).toBe( 'Ada' );
		release();

		const notice = page.locator( '.everest-forms-notice--success' );
		await expect( notice ).toHaveText( CONTACT_SUCCESS );
		await expect( notice ).toHaveAttribute( 'role', 'status' );
		await expect( button ).toHaveText( 'Send message' );
		await expect( button ).toBeEnabled();
		await expect( field( page, 'name' ) ).toHaveValue( '' );
		expect(
			await notice.evaluate( ( el ) => el.nextElementSibling?.tagName )
		).toBe( 'FORM' );
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-contact-success.png',
		} );
	} );
} );

test.describe( 'by call 5: refusals and failures', () => {
	test( "the server's refusal shows its header and keeps what was typed", async ( {
		page,
	} ) => {
		// Sent sooner than the spam guard allows (here: within the hour, so however long the machine
		// takes to fill it in): the server refuses it, with its own words for the form.
		await spamGuardMinimum( page, ALWAYS_TOO_QUICK );
		await page.goto( CONTACT_PAGE );
		await fillContact( page );
		await page.locator( 'button.evf-submit' ).click();
		const notice = page.locator( '.everest-forms-notice--error' );
		await expect( notice ).toHaveText(
			'The form was sent too quickly. Please wait a few seconds and send it again.'
		);
		await expect( notice ).toHaveAttribute( 'role', 'alert' );
		await expect( page.locator( 'button.evf-submit' ) ).toBeEnabled();
		await expect( field( page, 'name' ) ).toHaveValue( 'Ada' );
	} );

	test( 'an error answer marks each field with its message (answer shape of 001 §7.5)', async ( {
		page,
	} ) => {
		await page.goto( CONTACT_PAGE );
		const formId = await page
			.locator( 'form.everest-form' )
			.getAttribute( 'data-formid' );
		await page.route( '**/admin-ajax.php', ( route ) =>
			route.fulfill( {
				contentType: 'application/json',
				body: JSON.stringify( {
					success: false,
					data: {
						[ String( formId ) ]: {
							header: 'The form was not sent. Please correct the errors below.',
						},
						message: 'ignored',
						error: [
							{ email: 'This address cannot receive mail.' },
							{ message: 'Please say a little more.' },
						],
					},
				} ),
			} )
		);
		await fillContact( page );
		await page.locator( 'button.evf-submit' ).click();
		await expect(
			page.locator( '.everest-forms-notice--error' )
		).toHaveText(
			'The form was not sent. Please correct the errors below.'
		);
		await expect( errorOf( page, 'email' ) ).toHaveText(
			'This address cannot receive mail.'
		);
		await expect( errorOf( page, 'message' ) ).toHaveText(
			'Please say a little more.'
		);
		await expect( field( page, 'email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	test( 'a failed request shows the generic error and gives the button back', async ( {
		page,
	} ) => {
		await page.goto( CONTACT_PAGE );
		await page.route( '**/admin-ajax.php', ( route ) =>
			route.abort( 'failed' )
		);
		await fillContact( page );
		await page.locator( 'button.evf-submit' ).click();
		await expect(
			page.locator( '.everest-forms-notice--error' )
		).toHaveText( 'The form could not be sent. Please try again.' );
		await expect( page.locator( 'button.evf-submit' ) ).toHaveText(
			'Send message'
		);
		await expect( page.locator( 'button.evf-submit' ) ).toBeEnabled();
	} );

	test( 'the sending code comes when the visitor enters the form; when it cannot come, the send says so and a later send works', async ( {
		page,
	} ) => {
		await spamGuardMinimum( page, NEVER_TOO_QUICK );
		// The chunk that sends by call 5 and shows the answer (src/forms/submit/ajax.ts).
		const answerChunk = '**/build/forms-answer.js*';
		const fetched: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/build/forms-answer.js' ) ) {
				fetched.push( request.url() );
			}
		} );
		await page.goto( CONTACT_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );
		expect( fetched, 'a page merely viewed does not fetch it' ).toEqual(
			[]
		);

		// The connection drops as the visitor starts typing.
		await page.route( answerChunk, ( route ) => route.abort( 'failed' ) );
		await fillContact( page );
		expect( fetched.length ).toBeGreaterThan( 0 );
		const button = page.locator( 'button.evf-submit' );
		await button.click();
		await expect(
			page.locator( '.everest-forms-notice--error' )
		).toHaveText( 'The form could not be sent. Please try again.' );
		await expect( button ).toHaveText( 'Send message' );
		await expect( button ).toBeEnabled();
		await expect( field( page, 'name' ) ).toHaveValue( 'Ada' );

		// Back online: the next send fetches the code again and is sent.
		await page.unroute( answerChunk );
		await button.click();
		await expect(
			page.locator( '.everest-forms-notice--success' )
		).toHaveText( CONTACT_SUCCESS );
	} );
} );

test.describe( 'by call 5: answered in place', () => {
	test( 'a popup success: dialog with close icon, check and message; Escape closes it', async ( {
		page,
	} ) => {
		await page.goto( CONTACT_PAGE );
		await page.route( '**/admin-ajax.php', ( route ) =>
			route.fulfill( {
				contentType: 'application/json',
				body: JSON.stringify( {
					success: true,
					data: {
						response: 'success',
						message: '<p>Popup thanks.</p>',
						message_display_location: 'popup',
					},
				} ),
			} )
		);
		await fillContact( page );
		await page.locator( 'button.evf-submit' ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Success' } );
		await expect( dialog ).toContainText( 'Popup thanks.' );
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await expect(
			dialog.locator( '.everest-forms-success-popup__check' )
		).toBeVisible();
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-success-popup.png',
		} );
		await page.keyboard.press( 'Escape' );
		await expect(
			page.locator( '.everest-forms-success-popup' )
		).toHaveCount( 0 );
		await expect( page.locator( 'button.evf-submit' ) ).toBeFocused();
	} );

	test( 'the form with every field type is sent and answered in place', async ( {
		page,
	} ) => {
		await spamGuardMinimum( page, NEVER_TOO_QUICK );
		await page.goto( EVERYTHING_PAGE );
		await fillEverything( page );
		const answer = page.waitForResponse( '**/admin-ajax.php' );
		await page.getByRole( 'button', { name: 'Send request' } ).click();
		const body = await ( await answer ).json();
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		await expect(
			page.locator( '.everest-forms-notice--success' )
		).toContainText( EVERYTHING_SUCCESS );
		await expect( field( page, 'first_name' ) ).toHaveValue( '' );
	} );
} );

test.describe( 'by a plain post', () => {
	test.beforeEach( async ( { page } ) => withoutAjaxNonce( page ) );

	test( 'without the nonce of call 5 the script lets the form post, and the server answers', async ( {
		page,
	} ) => {
		await spamGuardMinimum( page, NEVER_TOO_QUICK );
		await page.goto( CONTACT_PAGE );
		await fillContact( page, 'Grace' );
		const ajax: string[] = [];
		page.on(
			'request',
			( request ) =>
				request.url().includes( 'admin-ajax' ) &&
				ajax.push( request.url() )
		);
		await page.locator( 'button.evf-submit' ).click();
		await expect(
			page.locator( '.everest-forms-notice--success' )
		).toContainText( CONTACT_SUCCESS );
		expect( ajax ).toEqual( [] );
	} );

	test( 'the form with every field type posts normally too', async ( {
		page,
	} ) => {
		await spamGuardMinimum( page, NEVER_TOO_QUICK );
		await page.goto( EVERYTHING_PAGE );
		await fillEverything( page );
		await page.getByRole( 'button', { name: 'Send request' } ).click();
		await expect(
			page.locator( '.everest-forms-notice--success' )
		).toContainText( EVERYTHING_SUCCESS );
	} );

	test.describe( 'without JavaScript', () => {
		test.use( { javaScriptEnabled: false } );
		test( 'the contact form posts and the server renders its errors', async ( {
			page,
		} ) => {
			await page.goto( CONTACT_PAGE );
			await field( page, 'name' ).fill( 'Linus' );
			// The spam guard's own rule, without the test site's switch: 3 s between showing the
			// form and sending it. Waiting longer is always enough, however slow the machine.
			const shown = Number(
				await page
					.locator( 'input[name="evf_submission_start_time"]' )
					.getAttribute( 'value' )
			);
			await expect
				.poll( () => Date.now() - shown, { timeout: 10_000 } )
				.toBeGreaterThan( 3200 );
			await page.locator( 'button.evf-submit' ).click();
			await expect( errorOf( page, 'email' ) ).toHaveText(
				MESSAGES.required
			);
		} );
	} );
} );
