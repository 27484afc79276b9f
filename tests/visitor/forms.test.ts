/**
 * Forms (001 §4, §5, §7) as a visitor fills them: an empty contact form is refused field by field
 * in the page, a bad email is named, and the form with every field type is filled through its
 * controls (masks, date picker, phone, enhanced select, range, ratings, uploads, signature) and
 * sent.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { solidPng } from '../e2e/utils/png';
import {
	browserName,
	forward,
	visit,
	waitForAttribute,
	waitForHidden,
} from './visitor';

const row = ( id: string ) => `.evf-field[data-field-id="${ id }"]`;
const field = ( id: string ) => `[id$="-field_${ id }"]`;
const errorOf = ( id: string ) =>
	`${ row( id ) } label.evf-error:not(.mailcheck-error)`;
const named = ( suffix: string ) =>
	`[name="everest_forms[form_fields]${ suffix }"]`;

/** Any send passes the spam guard's least time (tests/e2e/mu-plugins/vista-e2e.php). */
const NEVER_TOO_QUICK = { vista_e2e_forms_min_duration_ms: '0' };

/**
 * Waits until the form of the page has started.
 * @param page The page.
 */
const formReady = ( page: Page ) =>
	page.waitForSelector(
		'[data-vista-feature="form"][data-vista-ready="true"]'
	);

/**
 * Clicks the choice of a field whose label reads `text`, as a visitor clicks its label.
 * @param page    The page.
 * @param id      Field id.
 * @param text    The label's text.
 * @param checked Whether to wait until the choice is checked (false: it may be refused).
 */
async function choose( page: Page, id: string, text: string, checked = true ) {
	const input = await page.$eval(
		row( id ),
		( container, wanted ) =>
			Array.from( container.querySelectorAll( 'label[for]' ) )
				// A paid choice's label goes on with its price.
				.find( ( label ) =>
					`${ label.textContent?.replace( /\s+/g, ' ' ).trim() } `.startsWith(
						`${ wanted } `
					)
				)
				?.getAttribute( 'for' ),
		text
	);
	if ( ! input ) {
		throw new Error( `No choice "${ text }" in the field ${ id }` );
	}
	await page.locator( `label[for="${ input }"]` ).click();
	if ( checked ) {
		await page.waitForSelector( `[id="${ input }"]:checked` );
	}
}

test( 'an empty contact form is refused in the page, field by field, and sends nothing', async () => {
	const sent: string[] = [];
	const { page } = await visit( '/contact/', {
		beforeLoad: ( tab ) => {
			tab.on( 'request', ( request ) => {
				if ( request.method() === 'POST' ) {
					sent.push( request.url() );
				}
			} );
		},
	} );
	await formReady( page );
	await page.locator( '.evf-submit' ).click();
	for ( const id of [ 'name', 'email', 'message' ] ) {
		await page.waitForSelector( errorOf( id ), { visible: true } );
		await waitForAttribute( page, field( id ), 'aria-invalid', 'true' );
	}
	await page.waitForFunction(
		( css ) => document.body.ownerDocument.activeElement?.matches( css ),
		{},
		field( 'name' )
	);
	expect( sent ).toEqual( [] );

	// A bad email is named; correcting the fields clears their marks.
	await page.locator( field( 'name' ) ).fill( 'Ada' );
	await page.locator( field( 'email' ) ).fill( 'ada@' );
	await page.focus( field( 'message' ) );
	await page.waitForSelector( errorOf( 'email' ), { visible: true } );
	await page.locator( field( 'email' ) ).fill( 'ada@example.org' );
	await page.focus( field( 'message' ) );
	await waitForHidden( page, errorOf( 'email' ) );
	await waitForHidden( page, errorOf( 'name' ) );
} );

test( 'the form with every field type checks its fields in the page before sending', async () => {
	const sent: string[] = [];
	const { page } = await visit( '/forms/', {
		beforeLoad: ( tab ) => {
			tab.on( 'request', ( request ) => {
				if ( request.method() === 'POST' ) {
					sent.push( request.url() );
				}
			} );
		},
	} );
	await formReady( page );
	await page.locator( named( '[email][primary]' ) ).fill( 'ada@example.org' );
	await page
		.locator( named( '[email][secondary]' ) )
		.fill( 'ada@example.com' );
	await page.locator( named( '[password][primary]' ) ).fill( 'short' );
	// An address without its scheme gets one when the visitor leaves the field.
	await page.locator( field( 'website' ) ).fill( 'example.com' );
	await page.focus( field( 'details' ) );
	await page.waitForFunction(
		( css ) =>
			( document.querySelector( css ) as HTMLInputElement ).value ===
			'http://example.com',
		{},
		field( 'website' )
	);
	await page.locator( field( 'details' ) ).fill( 'Too short' );
	await page.locator( '.evf-submit' ).click();
	// Confirmation, least length, least words, required fields, choices and consent.
	for ( const id of [
		'email',
		'password',
		'details',
		'first_name',
		'satisfaction',
		'consent',
	] ) {
		await page.waitForSelector( `${ row( id ) } label.evf-error`, {
			visible: true,
		} );
	}
	await waitForHidden( page, errorOf( 'website' ) );
	await page.waitForFunction(
		( css ) => document.body.ownerDocument.activeElement?.matches( css ),
		{},
		field( 'first_name' )
	);
	// A phone number of letters is refused as the visitor leaves it.
	await page.hover( row( 'phone' ) );
	await page.waitForSelector( `${ row( 'phone' ) } .iti` );
	await page.type( named( '[phone][phone_field]' ), '12ab' );
	await page.focus( field( 'guests' ) );
	await page.waitForSelector( `${ row( 'phone' ) } label.evf-error`, {
		visible: true,
	} );
	// At most three services: a fourth is refused.
	for ( const service of [ 'Shooting', 'Editing', 'Printing', 'Framing' ] ) {
		await choose( page, 'services', service, false );
	}
	await page.waitForSelector( errorOf( 'services' ), { visible: true } );
	expect( sent ).toEqual( [] );
} );

/**
 * Writes the files the visitor uploads, and gives their paths.
 */
function uploads() {
	const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'vista-visitor-' ) );
	const photo = path.join( folder, `venue-${ browserName }.png` );
	const brief = path.join( folder, `brief-${ browserName }.txt` );
	fs.writeFileSync( photo, solidPng( 8, 6, [ 40, 120, 200 ] ) );
	fs.writeFileSync( brief, `A brief from ${ browserName }\n` );
	return { photo, brief };
}

/**
 * Fills the text-like fields of the form with every field type.
 * @param page The page.
 */
async function fillTexts( page: Page ) {
	await page.locator( field( 'first_name' ) ).fill( 'Ada' );
	await page
		.locator( field( 'last_name' ) )
		.fill( `Lovelace ${ browserName }` );
	for ( const part of [ 'primary', 'secondary' ] ) {
		await page
			.locator( named( `[email][${ part }]` ) )
			.fill( `ada.${ browserName }@example.org` );
		await page
			.locator( named( `[password][${ part }]` ) )
			.fill( 'analytical-engine' );
	}
	await page.locator( field( 'website' ) ).fill( 'https://example.org/ada' );
	const address: Record< string, string > = {
		address1: '12 St James Square',
		address2: 'Second floor',
		city: 'London',
		state: 'Greater London',
		postal: 'SW1Y 4JH',
	};
	for ( const [ part, value ] of Object.entries( address ) ) {
		await page.locator( named( `[address][${ part }]` ) ).fill( value );
	}
	await page.select( named( '[address][country]' ), 'GB' );
	await page.locator( field( 'guests' ) ).fill( '40' );
	await page
		.locator( field( 'details' ) )
		.fill( 'A wedding in June with about forty guests and a garden.' );
}

/**
 * Fills the fields whose widget starts when the visitor comes to them, and the masked ones, by
 * typing as a visitor does.
 * @param page The page.
 */
async function fillWidgets( page: Page ) {
	await page.hover( row( 'phone' ) );
	await page.waitForSelector( `${ row( 'phone' ) } .iti` );
	await page.type( named( '[phone][phone_field]' ), '201 555 0123' );
	await page.hover( row( 'country' ) );
	await page.select( named( '[country]' ), 'DE' );
	await page.hover( row( 'topic' ) );
	await page.waitForSelector( `${ row( 'topic' ) } .ts-control` );
	await page.select( named( '[topic]' ), 'Photography' );
	await page.hover( row( 'event_date' ) );
	await page.waitForSelector( `${ field( 'event_date' ) }.flatpickr-input` );
	await page.locator( field( 'event_date' ) ).fill( '2030-06-15' );
	await page.keyboard.press( 'Enter' );
	const [ hour, minute ] = await page.$$( `${ row( 'call_time' ) } select` );
	await hour.select( '10' );
	await minute.select( '30' );
	// The range: put near, then moved with the keys as a visitor moves it.
	await page.focus( field( 'budget' ) );
	await page.$eval( field( 'budget' ), ( input ) => {
		( input as HTMLInputElement ).value = '20';
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
	// A right-to-left page mirrors the slider: its higher end, and the key toward it, at the left.
	for ( let step = 0; step < 5; step++ ) {
		await page.keyboard.press( forward > 0 ? 'ArrowRight' : 'ArrowLeft' );
	}
	await page.waitForFunction(
		( css ) => document.querySelector( css )?.textContent?.trim() === '25',
		{},
		`${ row( 'budget' ) } output`
	);
	await page.hover( row( 'reference' ) );
	await page.type( field( 'reference' ), '123456789' );
	await page.type( field( 'server_ip' ), '192.168.1.20' );
	await page.type( field( 'vehicle' ), '1HGCM82633A004352' );
	await page.type( field( 'postcode' ), '75001' );
}

/**
 * Picks the choices: radios, checkboxes, the Likert table, the scale and stars, the uploads, the
 * typed signature and the consent.
 * @param page The page.
 */
async function fillChoices( page: Page ) {
	await choose( page, 'contact_by', 'Phone' );
	await choose( page, 'services', 'Editing' );
	await choose( page, 'services', 'Framing' );
	for ( const likert of await page.$$(
		`${ row( 'satisfaction' ) } tbody tr input[value="Happy"]`
	) ) {
		await likert.click();
	}
	for ( const [ id, value ] of [
		[ 'recommend', '9' ],
		[ 'stars', '4' ],
	] ) {
		const input = await page.$eval(
			`${ row( id ) } input[value="${ value }"]`,
			( element ) => element.id
		);
		await page.locator( `label[for="${ input }"]` ).click();
	}
	const { photo, brief } = uploads();
	const photoInput = ( await page.$(
		field( 'photo' )
	) ) as ElementHandle< HTMLInputElement >;
	await photoInput.uploadFile( photo );
	const briefInput = ( await page.$(
		field( 'brief' )
	) ) as ElementHandle< HTMLInputElement >;
	await briefInput.uploadFile( brief );
	await choose( page, 'extras', 'Photo album' );
	await choose( page, 'extras', 'Drone shots' );
	await page.locator( field( 'signature-typed' ) ).fill( 'Ada Lovelace' );
	await page
		.locator( `${ row( 'consent' ) } input[type="checkbox"]` )
		.click();
}

test( 'the form with every field type is filled through its controls and sent', async () => {
	const { page } = await visit( '/forms/', { cookies: NEVER_TOO_QUICK } );
	await formReady( page );
	await fillTexts( page );
	await fillWidgets( page );
	await fillChoices( page );
	const answer = page.waitForResponse( ( response ) =>
		response.url().includes( 'admin-ajax.php' )
	);
	await page.locator( '.evf-submit' ).click();
	const body = await ( await answer ).json();
	expect( body ).toMatchObject( { success: true } );
	await page.waitForSelector( '.everest-forms-notice--success', {
		visible: true,
	} );
	await page.waitForFunction(
		( css ) =>
			( document.querySelector( css ) as HTMLInputElement ).value === '',
		{},
		field( 'first_name' )
	);
} );
