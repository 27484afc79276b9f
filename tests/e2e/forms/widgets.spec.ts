/**
 * The field widgets on the demo form with every field type (001 §3, §5): each loads only where its
 * field is, and works as a visitor expects. The plain contact form loads none of them.
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	CONTACT_PAGE,
	EVERYTHING_PAGE,
	MESSAGES,
	comeTo,
	field,
	row,
} from './client-helpers';

test.use( visitor );

test( 'the contact form loads only the form script and style: no widget chunk, no third-party request', async ( {
	page,
	baseURL,
} ) => {
	const requests: string[] = [];
	page.on( 'request', ( request ) => requests.push( request.url() ) );
	await page.goto( CONTACT_PAGE );
	await expect(
		page.locator( '[data-vista-feature="form"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
	await page.waitForLoadState( 'networkidle' );
	const ours = requests.filter( ( url ) =>
		url.includes( '/plugins/vista-forms/build/' )
	);
	// The form's stylesheet (too large for WordPress to inline) and its script, nothing else.
	expect( ours ).toHaveLength( 2 );
	expect( ours ).toEqual(
		expect.arrayContaining( [
			expect.stringContaining( '/build/blocks/form/view.css' ),
			expect.stringContaining( '/build/blocks/form/view.js' ),
		] )
	);
	const origin = new URL( baseURL as string ).origin;
	expect(
		requests.filter(
			( url ) =>
				! url.startsWith( origin ) && ! /^(data|blob):/.test( url )
		)
	).toEqual( [] );
} );

/** What the page with the form with every field asked for since it was opened. */
let requests: string[];

/**
 * Opens the form with every field, noting its requests, and waits for its script.
 * @param page The visitor's page.
 */
async function openEverythingForm( page: Page ) {
	requests = [];
	page.on( 'request', ( request ) => requests.push( request.url() ) );
	await page.goto( EVERYTHING_PAGE );
	await expect(
		page.locator( '[data-vista-feature="form"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
}

test.describe( 'on the form with every field', () => {
	test.beforeEach( async ( { page } ) => openEverythingForm( page ) );

	test( 'the date picker opens a calendar with past days disabled; typed dates are taken', async ( {
		page,
	} ) => {
		const date = field( page, 'event_date' );
		await date.click();
		const calendar = page.locator( '.flatpickr-calendar.open' );
		await expect( calendar ).toBeVisible();
		await expect(
			calendar.locator( '.flatpickr-day.today' )
		).not.toHaveClass( /flatpickr-disabled/ );
		await expect(
			calendar.locator( '.flatpickr-day.flatpickr-disabled' ).first()
		).toBeVisible();
		await page.screenshot( {
			path: 'artifacts/screenshots/forms-date-picker.png',
		} );
		await date.fill( '2030-06-15' );
		await date.press( 'Enter' );
		await expect( date ).toHaveValue( '2030-06-15' );
	} );

	test( 'the dropdown time offers hours 08-18 and minutes 00-45 and writes H:i', async ( {
		page,
	} ) => {
		const selects = row( page, 'call_time' ).locator( 'select' );
		await expect( selects ).toHaveCount( 2 );
		const hours = await selects
			.nth( 0 )
			.locator( 'option:not([value=""])' )
			.allTextContents();
		const minutes = await selects
			.nth( 1 )
			.locator( 'option:not([value=""])' )
			.allTextContents();
		expect( hours[ 0 ] ).toBe( '08' );
		expect( hours[ hours.length - 1 ] ).toBe( '18' );
		expect( minutes ).toHaveLength( 46 );
		expect( minutes[ minutes.length - 1 ] ).toBe( '45' );
		await selects.nth( 0 ).selectOption( '9' );
		await selects.nth( 1 ).selectOption( '5' );
		await expect( field( page, 'call_time' ) ).toHaveValue( '09:05' );
	} );

	test( 'the smart phone field shows flags from the browser language and wants a real number', async ( {
		page,
		baseURL,
	} ) => {
		const phoneRow = row( page, 'phone' );
		await comeTo( page, 'phone' );
		await expect( phoneRow.locator( '.iti' ) ).toBeVisible();
		await expect(
			phoneRow.locator( '.iti__flag.iti__us' ).first()
		).toBeVisible();
		const input = page.locator(
			'[name="everest_forms[form_fields][phone][phone_field]"]'
		);
		await input.fill( '123' );
		await input.blur();
		await expect( phoneRow.locator( 'label.evf-error' ) ).toHaveText(
			MESSAGES.phone
		);
		await input.fill( '201 555 0123' );
		await input.blur();
		await expect( phoneRow.locator( 'label.evf-error' ) ).toHaveCount( 0 );
		const origin = new URL( baseURL as string ).origin;
		expect(
			requests.filter(
				( url ) =>
					! url.startsWith( origin ) && ! /^(data|blob):/.test( url )
			)
		).toEqual( [] );
		await phoneRow.screenshot( {
			path: 'artifacts/screenshots/forms-phone.png',
		} );
	} );
} );

test.describe( 'on the form with every field: signature, slider, rating and masks', () => {
	test.beforeEach( async ( { page } ) => openEverythingForm( page ) );

	test( 'the signature pad writes a PNG, the clear button empties it, a typed name signs too', async ( {
		page,
	} ) => {
		const sigRow = row( page, 'signature' );
		const image = sigRow.locator( 'input[name$="[signature_image]"]' );
		const canvas = sigRow.locator( 'canvas' );
		await canvas.scrollIntoViewIfNeeded();
		const box = ( await canvas.boundingBox() )!;
		await page.mouse.move( box.x + 20, box.y + 30 );
		await page.mouse.down();
		await page.mouse.move( box.x + 120, box.y + 80, { steps: 8 } );
		await page.mouse.move( box.x + 200, box.y + 40, { steps: 8 } );
		await page.mouse.up();
		await expect( image ).toHaveValue( /^data:image\/png;base64,/ );
		await sigRow.getByRole( 'button', { name: 'Clear signature' } ).click();
		await expect( image ).toHaveValue( '' );
		await sigRow
			.getByLabel( 'Or type your name to sign' )
			.fill( 'Ada Lovelace' );
		await expect( image ).toHaveValue( /^data:image\/png;base64,/ );
		await sigRow.screenshot( {
			path: 'artifacts/screenshots/forms-signature.png',
		} );
	} );

	test( 'the range slider shows its value as it moves', async ( {
		page,
	} ) => {
		const slider = field( page, 'budget' );
		const output = row( page, 'budget' ).locator( 'output' );
		await expect( output ).toHaveText( '10' );
		await slider.focus();
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( output ).toHaveText( '12' );
	} );

	test( 'the rating fills the stars up to the chosen one', async ( {
		page,
	} ) => {
		const stars = row( page, 'stars' ).locator( '.evf-rating-star' );
		await expect( stars ).toHaveCount( 5 );
		await stars.nth( 3 ).click();
		for ( let i = 0; i < 5; i++ ) {
			if ( i <= 3 ) {
				await expect( stars.nth( i ) ).toHaveClass( /is-filled/ );
			} else {
				await expect( stars.nth( i ) ).not.toHaveClass( /is-filled/ );
			}
		}
		await expect(
			row( page, 'stars' ).locator( 'input[value="4"]' )
		).toBeChecked();
	} );

	test( 'the masks format and refuse as the aliases say', async ( {
		page,
	} ) => {
		const ssn = field( page, 'reference' );
		await ssn.pressSequentially( '123456789' );
		await expect( ssn ).toHaveValue( '123-45-6789' );
		await ssn.fill( '' );
		await ssn.pressSequentially( '666' );
		await expect( ssn ).not.toHaveValue( /^666/ );

		const vin = field( page, 'vehicle' );
		await vin.pressSequentially( '1hgcm82633a004352' );
		await expect( vin ).toHaveValue( '1HGCM82633A004352' );

		const ip = field( page, 'server_ip' );
		await ip.pressSequentially( '192.168.1.20' );
		await expect( ip ).toHaveValue( '192.168.1.20' );

		const postcode = field( page, 'postcode' );
		await postcode.pressSequentially( '12a345' );
		await expect( postcode ).toHaveValue( '12345' );
	} );
} );

test.describe( 'an enhanced select', () => {
	test.beforeEach( async ( { page } ) => {
		await page.goto( EVERYTHING_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
	} );

	test( 'has a search box with more than 10 options, and is still judged while hidden', async ( {
		page,
	} ) => {
		const topicRow = row( page, 'topic' );
		// The server marks a select of more than 10 options (the topic has 12) for the search box.
		await expect(
			page.locator( '[name="everest_forms[form_fields][topic]"]' )
		).toHaveClass( /evf-enhanced-select/ );
		const control = topicRow.locator( '.ts-control' );
		await comeTo( page, 'topic' );
		await expect( control ).toBeVisible();
		await page.getByRole( 'button', { name: 'Send request' } ).click();
		await expect( topicRow.locator( 'label.evf-error' ) ).toHaveText(
			MESSAGES.required
		);

		await control.click();
		const search = topicRow
			.locator( 'input[role="combobox"], .ts-control input' )
			.first();
		await expect( search ).toBeVisible();
		await search.pressSequentially( 'Wed' );
		await topicRow
			.locator( '.ts-dropdown .option', { hasText: 'Weddings' } )
			.click();
		await expect(
			page.locator( '[name="everest_forms[form_fields][topic]"]' )
		).toHaveValue( 'Weddings' );
		await expect( topicRow.locator( 'label.evf-error' ) ).toHaveCount( 0 );
		await topicRow.screenshot( {
			path: 'artifacts/screenshots/forms-enhanced-select.png',
		} );
	} );
} );
