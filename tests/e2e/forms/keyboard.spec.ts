/**
 * A visitor who uses only the keyboard fills in and sends the form with every field type: every
 * control is reached with Tab and operated with keys, and the answer comes back in place.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	EVERYTHING_PAGE,
	NEVER_TOO_QUICK,
	spamGuardMinimum,
	tabTo,
} from './client-helpers';

test.use( visitor );

const named = ( suffix: string ) =>
	`[name="everest_forms[form_fields]${ suffix }"]`;

test( 'the whole form can be completed and sent with the keyboard alone', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await page.goto( EVERYTHING_PAGE );
	await expect(
		page.locator( '[data-vista-feature="form"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
	await page.locator( 'form.everest-form' ).evaluate( ( form ) => {
		// Start just before the form, as a visitor tabbing down the page would.
		const start = document.createElement( 'button' );
		start.id = 'before-form';
		start.textContent = 'start';
		form.before( start );
		start.focus();
	} );
	const typeInto = async ( selector: string, text: string ) => {
		await tabTo( page, selector );
		await page.keyboard.type( text );
	};

	await typeInto( named( '[first_name]' ), 'Ada' );
	await typeInto( named( '[last_name]' ), 'Lovelace' );
	await typeInto( named( '[email][primary]' ), 'ada@example.org' );
	await typeInto( named( '[email][secondary]' ), 'ada@example.org' );
	await typeInto( named( '[password][primary]' ), 'analytical-engine' );
	await typeInto( named( '[password][secondary]' ), 'analytical-engine' );
	await typeInto( named( '[phone][phone_field]' ), '201 555 0123' );
	await typeInto( named( '[website]' ), 'example.org' );
	await typeInto( named( '[address][address1]' ), '12 St James Square' );

	// The topic list (12 options) is a searchable select: type to filter, Enter to choose.
	await tabTo(
		page,
		'.evf-field[data-field-id="topic"] .ts-control input, .evf-field[data-field-id="topic"] .ts-control'
	);
	await page.keyboard.type( 'Port' );
	await page.keyboard.press( 'Enter' );
	// The list closes on the choice; the next Tab belongs to the next field.
	await expect(
		page.locator( '.evf-field[data-field-id="topic"] .ts-dropdown' )
	).toBeHidden();
	await expect( page.locator( named( '[topic]' ) ) ).toHaveValue(
		'Portraits'
	);

	await tabTo( page, `${ named( '[contact_by]' ) }:checked` );
	await page.keyboard.press( 'ArrowDown' );
	await expect(
		page.locator( `${ named( '[contact_by]' ) }[value="Phone"]` )
	).toBeChecked();

	await tabTo( page, `${ named( '[services][]' ) }[value="Editing"]` );
	await page.keyboard.press( 'Space' );

	await typeInto( named( '[event_date]' ), '2030-06-15' );
	await page.keyboard.press( 'Enter' );
	await expect( page.locator( named( '[event_date]' ) ) ).toHaveValue(
		'2030-06-15'
	);

	await tabTo(
		page,
		'.evf-field[data-field-id="call_time"] select.evf-date-dropdown--hour'
	);
	await page.keyboard.type( '10' );
	await tabTo(
		page,
		'.evf-field[data-field-id="call_time"] select.evf-date-dropdown--minute'
	);
	await page.keyboard.type( '30' );
	await expect( page.locator( named( '[call_time]' ) ) ).toHaveValue(
		'10:30'
	);

	await tabTo( page, named( '[budget]' ) );
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.locator( '.evf-field[data-field-id="budget"] output' )
	).toHaveText( '11' );

	await typeInto( named( '[reference]' ), '123456789' );
	await typeInto(
		named( '[details]' ),
		'A wedding in June with about forty guests.'
	);

	for ( const likertRow of [ '1', '2', '3' ] ) {
		await tabTo( page, named( `[satisfaction][${ likertRow }]` ) );
		await page.keyboard.press( 'Space' );
	}
	await tabTo( page, named( '[stars]' ) );
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.locator( `${ named( '[stars]' ) }:checked` )
	).toHaveCount( 1 );

	await typeInto( '.evf-signature-typed', 'Ada Lovelace' );
	await expect(
		page.locator( named( '[signature][signature_image]' ) )
	).toHaveValue( /^data:image\/png/ );

	await tabTo( page, named( '[consent]' ) );
	await page.keyboard.press( 'Space' );

	await tabTo( page, 'button.evf-submit' );
	await page.keyboard.press( 'Enter' );
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toContainText( 'Thank you! Your request has been received.' );
} );
