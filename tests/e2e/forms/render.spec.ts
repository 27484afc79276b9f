/**
 * The seeded demo forms as a visitor gets them from the server: every field type of 001 §3 with
 * the spec's posted names, labels a screen reader can follow, and a plain contact form.
 */
import { test, expect } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';
import { FIELD_TYPES as TYPES } from '../../../src/forms/editor/field-types';

test.describe( 'demo forms', () => {
	test.use( visitor );

	test( 'the forms page shows every field type with the posted names of the spec', async ( {
		page,
	} ) => {
		await page.goto( demoPages.forms );
		const form = page.locator( 'form.everest-form' );
		await expect( form ).toHaveCount( 1 );
		const formId = await form.getAttribute( 'data-formid' );
		expect( Number( formId ) ).toBeGreaterThan( 0 );

		const types = await page
			.locator( '.evf-field[data-field-type]' )
			.evaluateAll( ( rows ) =>
				rows.map( ( row ) => row.getAttribute( 'data-field-type' ) )
			);
		expect( new Set( types ) ).toEqual( new Set( TYPES ) );

		const name = ( id: string, suffix = '' ) =>
			`everest_forms[form_fields][${ id }]${ suffix }`;
		const names = await form
			.locator( '[name]' )
			.evaluateAll( ( inputs ) =>
				inputs.map( ( input ) => input.getAttribute( 'name' ) )
			);
		for ( const expected of [
			name( 'first_name' ),
			name( 'email', '[primary]' ),
			name( 'email', '[secondary]' ),
			name( 'services', '[]' ),
			name( 'phone', '[phone_field]' ),
			name( 'signature', '[signature_image]' ),
			name( 'satisfaction', '[1]' ),
			name( 'satisfaction', '[3]' ),
			name( 'address', '[address1]' ),
			name( 'address', '[address2]' ),
			name( 'address', '[city]' ),
			name( 'address', '[state]' ),
			name( 'address', '[postal]' ),
			name( 'address', '[country]' ),
			`evf_${ formId }_photo`,
			`evf_${ formId }_brief`,
			'everest_forms[id]',
			'evf_submission_start_time',
			'everest_forms[hp]',
			`_wpnonce${ formId }`,
			'everest_forms[submit]',
		] ) {
			expect( names ).toContain( expected );
		}

		// Settings and attributes the form script reads (001 §3).
		await expect( form ).toHaveAttribute( 'data-ajax_submission', '1' );
		await expect( form ).toHaveAttribute( 'data-message_location', 'top' );
		await expect( form ).toHaveAttribute( 'data-process-text', 'Sending…' );
		await expect(
			page.locator( '#evf-' + formId + '-field_services-container ul' )
		).toHaveAttribute( 'data-choice-limit', '3' );
		await expect(
			page.locator( '#evf-' + formId + '-field_reference' )
		).toHaveAttribute( 'data-inputmask-alias', 'ssn' );
		await expect(
			page.locator( '#evf-' + formId + '-field_details' )
		).toHaveAttribute( 'data-min-words', '5' );
		await expect(
			page.locator( '#evf-' + formId + '-field_call_time' )
		).toHaveAttribute( 'data-max-hour', '18' );
		await expect(
			page.getByRole( 'button', { name: 'Send request' } )
		).toBeVisible();
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-demo.png',
			fullPage: true,
		} );
	} );

	test( 'fields are reachable by their labels and groups by their legends', async ( {
		page,
	} ) => {
		await page.goto( demoPages.forms );
		await expect( page.getByLabel( 'First name' ) ).toHaveAttribute(
			'autocomplete',
			'given-name'
		);
		await expect(
			page.getByRole( 'textbox', { name: /^Email\b/ } )
		).toHaveAttribute( 'type', 'email' );
		// A list of 250 countries: the searchable select, named by its label, over the posted select.
		await expect(
			page.getByRole( 'combobox', { name: 'Country of residence' } )
		).toBeVisible();
		await expect(
			page.locator( '[name="everest_forms[form_fields][country]"]' )
		).toHaveValue( 'FR' );
		await expect(
			page
				.getByRole( 'group', { name: 'Contact me by' } )
				.getByRole( 'radio' )
		).toHaveCount( 3 );
		await expect(
			page
				.getByRole( 'group', { name: 'How satisfied are you with…' } )
				.getByRole( 'radio', { name: 'Our prices: Happy' } )
		).toHaveCount( 1 );
		await expect(
			page.getByRole( 'group', { name: 'Services' } )
		).toHaveAttribute( 'aria-describedby', /field_services-description/ );
	} );
} );

test.describe( 'demo forms: the contact page', () => {
	test.use( visitor );

	test( 'the contact page holds the plain contact form', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		const rows = page.locator( 'form.everest-form .evf-field' );
		await expect( rows ).toHaveCount( 3 );
		await expect( page.getByLabel( 'Name' ) ).toHaveAttribute(
			'name',
			'everest_forms[form_fields][name]'
		);
		await expect(
			page.getByRole( 'textbox', { name: /^Email\b/ } )
		).toHaveAttribute( 'name', 'everest_forms[form_fields][email]' );
		await expect(
			page.getByRole( 'textbox', { name: 'Message' } )
		).toHaveAttribute( 'name', 'everest_forms[form_fields][message]' );
		await expect(
			page.getByRole( 'button', { name: 'Send message' } )
		).toBeVisible();
	} );
} );
