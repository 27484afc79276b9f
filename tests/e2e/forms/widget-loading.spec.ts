/**
 * Issue 18 goal 3: the page with every field type loads none of the heavy widget chunks (phone,
 * date picker, enhanced select, masks) with the page; each comes when a visitor first
 * comes to its field, works, keeps what was typed before it came, and moves nothing on the page.
 */
import { test, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { visitor } from '../utils/site';
import {
	EVERYTHING_PAGE,
	comeTo,
	field,
	row,
	startEveryWidget,
} from './client-helpers';

test.use( visitor );

/** The chunk of each heavy widget (webpackChunkName in src/forms/view/widgets.ts). */
const CHUNKS = [
	'forms-phone',
	'forms-date-picker',
	'forms-enhanced-select',
	'forms-masks',
];

const chunkOf = ( url: string ) =>
	CHUNKS.find( ( chunk ) => url.includes( `/build/${ chunk }.js` ) );

let requested: string[];

async function openForm( page: Page ) {
	requested = [];
	page.on( 'request', ( request ) => {
		const chunk = chunkOf( request.url() );
		if ( chunk ) {
			requested.push( chunk );
		}
	} );
	await page.goto( EVERYTHING_PAGE );
	await expect(
		page.locator( '[data-vista-feature="form"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
	await page.waitForLoadState( 'networkidle' );
}

test( 'no heavy widget chunk comes with the page; each comes on first focus of its field and works', async ( {
	page,
} ) => {
	await openForm( page );
	expect( requested ).toEqual( [] );
	// The fields work as plain ones meanwhile.
	await expect( row( page, 'phone' ).locator( '.iti' ) ).toHaveCount( 0 );
	await expect( row( page, 'topic' ).locator( '.ts-control' ) ).toHaveCount(
		0
	);

	// The keyboard reaches the topic select: Tom Select takes its place and the focus. (Focus
	// scrolls the page to the field: widgets of fields now near the viewport come too.)
	await field( page, 'topic' ).focus();
	const topicRow = row( page, 'topic' );
	await expect( topicRow.locator( '.ts-control' ) ).toBeVisible();
	await expect( topicRow.locator( '[role="combobox"]' ) ).toBeFocused();
	await page.keyboard.type( 'Wed' );
	await page.keyboard.press( 'Enter' );
	await expect( field( page, 'topic' ) ).toHaveValue( 'Weddings' );
	expect( requested ).toContain( 'forms-enhanced-select' );

	// The date field: its picker opens its calendar on focus.
	await field( page, 'event_date' ).focus();
	await expect( page.locator( '.flatpickr-calendar.open' ) ).toBeVisible();
	await expect( field( page, 'event_date' ) ).toBeFocused();
	expect( requested ).toContain( 'forms-date-picker' );
} );

test( 'a number typed before the phone widget came is kept, with the focus and the caret', async ( {
	page,
} ) => {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	// The phone chunk answers only once the visitor has typed: the slowest network there is.
	await page.route( '**/build/forms-phone.js*', async ( route ) => {
		await held;
		await route.continue();
	} );
	await openForm( page );
	const input = page.locator(
		'[name="everest_forms[form_fields][phone][phone_field]"]'
	);
	await input.focus();
	await page.keyboard.type( '201 555 012' );
	await expect.poll( () => requested ).toContain( 'forms-phone' );
	await expect( row( page, 'phone' ).locator( '.iti' ) ).toHaveCount( 0 );
	release();
	await expect( row( page, 'phone' ).locator( '.iti' ) ).toBeVisible();
	await expect( input ).toBeFocused();
	await page.keyboard.type( '3' );
	await expect( input ).toHaveValue( '201 555 0123' );
	await expect(
		row( page, 'phone' ).locator( '.iti__selected-country .iti__flag' )
	).toHaveClass( /iti__us/ );
} );

test( 'a widget coming moves nothing: its row keeps its height', async ( {
	page,
} ) => {
	await openForm( page );
	const heights = () =>
		page.evaluate( () =>
			Object.fromEntries(
				[ 'phone', 'topic', 'event_date', 'reference' ].map( ( id ) => [
					id,
					Math.round(
						document
							.querySelector(
								`.evf-field[data-field-id="${ id }"]`
							)!
							.getBoundingClientRect().height
					),
				] )
			)
		);
	const before = await heights();
	for ( const id of [ 'phone', 'topic', 'event_date', 'reference' ] ) {
		await comeTo( page, id );
	}
	await expect( row( page, 'phone' ).locator( '.iti' ) ).toBeVisible();
	await expect( row( page, 'topic' ).locator( '.ts-control' ) ).toBeVisible();
	await expect( field( page, 'event_date' ) ).toHaveClass(
		/flatpickr-input/
	);
	await expect.poll( () => requested ).toContain( 'forms-masks' );
	await page.mouse.move( 0, 0 );
	await page.keyboard.press( 'Escape' );
	expect( await heights() ).toEqual( before );
} );

test( 'a visitor scrolling down finds the widgets started before reaching their fields', async ( {
	page,
} ) => {
	await openForm( page );
	expect( requested ).toEqual( [] );
	await page.mouse.move( 5, 5 );
	await page.mouse.wheel( 0, 400 );
	await expect( row( page, 'phone' ).locator( '.iti' ) ).toBeVisible();
	expect( requested ).toContain( 'forms-phone' );
} );

test( 'with every widget started, the form has no serious or critical accessibility finding', async ( {
	page,
} ) => {
	await openForm( page );
	await startEveryWidget( page );
	const results = await new AxeBuilder( { page } )
		.include( 'form.everest-form' )
		.options( {
			rules: { 'label-content-name-mismatch': { enabled: true } },
		} )
		.analyze();
	expect(
		results.violations
			.filter( ( violation ) =>
				[ 'serious', 'critical' ].includes( violation.impact ?? '' )
			)
			.map( ( violation ) => ( {
				rule: violation.id,
				targets: violation.nodes.map( ( node ) =>
					node.target.join( ' ' )
				),
			} ) )
	).toEqual( [] );
} );
