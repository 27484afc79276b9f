/**
 * Client-side validation on the real demo forms (001 §4 row states, §5 rules and messages, §8
 * scroll to the first invalid field): what a visitor sees while filling them in.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	CONTACT_PAGE,
	EVERYTHING_PAGE,
	MESSAGES,
	errorOf,
	field,
	row,
} from './client-helpers';

test.use( visitor );

test.describe( 'the contact form', () => {
	test.beforeEach( async ( { page } ) => {
		await page.goto( CONTACT_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
	} );

	test( 'refuses an empty submission: each required field says so beneath it, focus goes to the first', async ( {
		page,
	} ) => {
		const requests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'admin-ajax.php' ) ) {
				requests.push( request.url() );
			}
		} );
		await page.getByRole( 'button', { name: 'Send message' } ).click();
		for ( const id of [ 'name', 'email', 'message' ] ) {
			await expect( errorOf( page, id ) ).toHaveText( MESSAGES.required );
			await expect( row( page, id ) ).toHaveClass(
				/everest-forms-invalid-required-field/
			);
			await expect( row( page, id ) ).toHaveClass( /evf-has-error/ );
			await expect( field( page, id ) ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
		}
		await expect( field( page, 'name' ) ).toBeFocused();
		expect( requests ).toEqual( [] );
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-contact-errors.png',
		} );
	} );

	test( 'judges the email, suggests a correction, and lets typing clear the marks', async ( {
		page,
	} ) => {
		const email = field( page, 'email' );
		await email.fill( 'ada@' );
		await email.blur();
		await expect( errorOf( page, 'email' ) ).toHaveText( MESSAGES.email );
		await expect( row( page, 'email' ) ).toHaveClass(
			/everest-forms-invalid-email/
		);

		await email.fill( '' );
		await email.pressSequentially( 'ada@gmial.com' );
		await expect( row( page, 'email' ) ).not.toHaveClass(
			/everest-forms-invalid/
		);
		await expect( errorOf( page, 'email' ) ).toHaveCount( 0 );
		await email.blur();
		const suggestion = row( page, 'email' ).locator(
			'label.mailcheck-error'
		);
		await expect( suggestion ).toHaveText( 'Did you mean ada@gmail.com?' );
		await suggestion.getByRole( 'link', { name: 'ada@gmail.com' } ).click();
		await expect( email ).toHaveValue( 'ada@gmail.com' );
		await expect( suggestion ).toHaveCount( 0 );
		await expect( row( page, 'email' ) ).toHaveClass(
			/everest-forms-validated/
		);
	} );

	test( 'counts the minimum words of the message, and the error goes while correcting', async ( {
		page,
	} ) => {
		await field( page, 'name' ).fill( 'Ada' );
		await field( page, 'email' ).fill( 'ada@example.org' );
		await field( page, 'message' ).fill( 'Two words' );
		await page.getByRole( 'button', { name: 'Send message' } ).click();
		await expect( errorOf( page, 'message' ) ).toHaveText(
			MESSAGES.minWords( 3 )
		);
		await expect( field( page, 'message' ) ).toBeFocused();
		await page.keyboard.type( ' now three' );
		await expect( errorOf( page, 'message' ) ).toHaveCount( 0 );
		await expect( row( page, 'message' ) ).not.toHaveClass(
			/evf-has-error/
		);
	} );

	test( 'marks the focused row active', async ( { page } ) => {
		await field( page, 'name' ).focus();
		await expect( row( page, 'name' ) ).toHaveClass( /\bactive\b/ );
		await field( page, 'email' ).focus();
		await expect( row( page, 'name' ) ).not.toHaveClass( /\bactive\b/ );
		await expect( row( page, 'email' ) ).toHaveClass( /\bactive\b/ );
	} );
} );

test.describe( 'the form with every field', () => {
	test.beforeEach( async ( { page } ) => {
		await page.goto( EVERYTHING_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
	} );

	test( 'a country filled in for the visitor is not judged: the address stays unmarked until answered', async ( {
		page,
	} ) => {
		const country = page.locator(
			'select[name="everest_forms[form_fields][address][country]"]'
		);
		// The form starts the country field with the visitor's country (001 §7 call 6)...
		await expect( country ).not.toHaveValue( '' );
		await expect( row( page, 'address' ) ).toHaveAttribute(
			'class',
			/evf-field-address/
		);
		// ...which is no answer of theirs: nothing turns green (or red) before they type.
		await page.mouse.wheel( 0, 2000 );
		await expect( row( page, 'address' ) ).not.toHaveClass(
			/everest-forms-validated|everest-forms-invalid/
		);
		await expect(
			row( page, 'address' ).locator( '[aria-invalid]' )
		).toHaveCount( 0 );
		// An answer is judged as before.
		await page
			.locator( '[name="everest_forms[form_fields][address][city]"]' )
			.fill( 'Lyon' );
		await page
			.locator( '[name="everest_forms[form_fields][address][city]"]' )
			.blur();
		await expect( row( page, 'address' ) ).toHaveClass(
			/everest-forms-validated|everest-forms-invalid/
		);
	} );

	test( 'checks confirmation, URL, phone and the lengths with the messages of the page', async ( {
		page,
	} ) => {
		await page
			.locator( '[name="everest_forms[form_fields][email][primary]"]' )
			.fill( 'ada@example.org' );
		await page
			.locator( '[name="everest_forms[form_fields][email][secondary]"]' )
			.fill( 'ada@example.com' );
		await page
			.locator( '[name="everest_forms[form_fields][password][primary]"]' )
			.fill( 'short' );
		await field( page, 'website' ).fill( 'example.com' );
		await field( page, 'website' ).blur();
		await expect( field( page, 'website' ) ).toHaveValue(
			'http://example.com'
		);
		await field( page, 'details' ).fill( 'Too short' );
		await page.getByRole( 'button', { name: 'Send request' } ).click();

		await expect(
			row( page, 'email' ).locator( 'label.evf-error' )
		).toHaveText( MESSAGES.confirm );
		await expect(
			row( page, 'password' ).locator( 'label.evf-error' )
		).toHaveText( MESSAGES.minLength( 8 ) );
		await expect( errorOf( page, 'website' ) ).toHaveCount( 0 );
		await expect( errorOf( page, 'details' ) ).toHaveText(
			MESSAGES.minWords( 5 )
		);
		await expect( errorOf( page, 'first_name' ) ).toHaveText(
			MESSAGES.required
		);
		await expect( errorOf( page, 'satisfaction' ).first() ).toHaveText(
			MESSAGES.required
		);
		await expect( errorOf( page, 'consent' ) ).toHaveText(
			MESSAGES.required
		);
		// The first invalid field takes focus, 100 px below the top after the scroll.
		await expect( field( page, 'first_name' ) ).toBeFocused();
		await expect
			.poll( () =>
				field( page, 'first_name' ).evaluate( ( el ) =>
					Math.round( el.getBoundingClientRect().top )
				)
			)
			.toBeGreaterThanOrEqual( 90 );

		const phone = page.locator(
			'[name="everest_forms[form_fields][phone][phone_field]"]'
		);
		await phone.fill( '12ab' );
		await phone.blur();
		await expect(
			row( page, 'phone' ).locator( 'label.evf-error' )
		).toHaveText( MESSAGES.phone );
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-everything-errors.png',
			fullPage: true,
		} );
	} );

	test( 'services limited to three of four offer no select-all, and the limit refuses a fourth', async ( {
		page,
	} ) => {
		// One click on a select-all box would check four and show an error at once.
		await expect(
			row( page, 'services' ).locator( '.evf-checkbox-select-all' )
		).toHaveCount( 0 );
		const services = row( page, 'services' ).locator(
			'input[name="everest_forms[form_fields][services][]"]'
		);
		for ( const index of [ 0, 1, 2 ] ) {
			await services.nth( index ).check();
		}
		await expect(
			row( page, 'services' ).locator( 'label.evf-error' )
		).toHaveCount( 0 );
		await services.nth( 3 ).check();
		await expect(
			row( page, 'services' ).locator( 'label.evf-error' )
		).toHaveText( MESSAGES.checkLimit );
		await services.nth( 0 ).uncheck();
		await expect(
			row( page, 'services' ).locator( 'label.evf-error' )
		).toHaveCount( 0 );
	} );
} );
