/**
 * Issue 5 acceptance: a visitor fills every field of the "everything" form through its controls
 * (a file, an image, a typed signature), sends it with call 5 and with a plain post, sees the
 * success message; the owner then finds that entry under Forms → Entries, reads every field in it
 * and finds every label and value in the CSV export.
 */
import fs from 'fs';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';
import type { Browser, Page } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	EVERYTHING_PAGE,
	everythingValues,
	fillEverything,
	spamGuardMinimum,
	NEVER_TOO_QUICK,
	type EverythingValues,
} from './client-helpers';

const SUCCESS = 'Thank you! Your request has been received.';
const ENTRIES =
	'/wp-admin/edit.php?post_type=vista_form&page=vista-forms-entries';

interface Shown {
	/** What the entry view shows for the field. */
	text: string | RegExp;
	/** What its CSV cell holds (the same text unless given). */
	csv?: string | RegExp;
	/** File names shown as download links. */
	files?: string[];
}

/**
 * Each field label of the form, with what the owner should read for the values entered.
 * @param values What the visitor entered.
 */
function expectedEntry( values: EverythingValues ): Record< string, Shown > {
	const a = values.address;
	return {
		'First name': { text: values.firstName },
		'Last name': { text: values.lastName },
		Email: { text: values.email },
		// A password is never shown back.
		Password: { text: '********' },
		// The smart phone field keeps the number in international form; the CSV quotes a leading
		// "+" so a spreadsheet does not read it as a formula.
		Phone: { text: '+12015550123', csv: "'+12015550123" },
		Website: { text: values.website },
		Address: {
			text: [
				a.address1,
				a.address2,
				a.city,
				a.state,
				a.postal,
				a.country,
			].join( ', ' ),
		},
		// Countries are kept and shown as their ISO codes.
		'Country of residence': { text: values.country },
		Topic: { text: values.topic },
		'Contact me by': { text: values.contactBy },
		Services: { text: values.services.join( ', ' ) },
		'Number of guests': { text: values.guests },
		'Event date': { text: values.eventDate },
		'Best time to call': { text: values.callTime.join( ':' ) },
		'Budget (k€)': { text: values.budget },
		'Order reference (SSN format)': { text: values.reference },
		'Server IP': { text: values.serverIp },
		'Vehicle (VIN)': { text: values.vehicle },
		'Postcode (custom mask)': { text: values.postcode },
		Details: { text: values.details },
		'How satisfied are you with…': {
			text: [ 'Our website', 'Our prices', 'Our support' ]
				.map( ( r ) => `${ r }: ${ values.satisfaction }` )
				.join( ', ' ),
		},
		'How likely are you to recommend us?': { text: values.recommend },
		'Rate your last visit': { text: values.stars },
		// Files: a download link with the size in the view, the name in the CSV.
		'A photo of the venue': {
			text: `${ values.photo.name } (${ values.photo.buffer.length } B)`,
			csv: values.photo.name,
			files: [ values.photo.name ],
		},
		'Your brief': {
			text: `${ values.brief.name } (${ values.brief.buffer.length } B)`,
			csv: values.brief.name,
			files: [ values.brief.name ],
		},
		Deposit: { text: '50.00' },
		Extras: { text: values.extras.join( ', ' ) },
		// The typed name is signed as a drawn image.
		Signature: {
			text: /^signature\.png \(\d+(\.\d)? KB\)$/,
			csv: 'signature.png',
			files: [ 'signature.png' ],
		},
		Source: { text: 'demo-page' },
		Privacy: { text: 'yes' },
	};
}

/**
 * A visitor's page, in a browser context of its own (no WordPress session).
 * @param browser The browser.
 * @param baseURL The site's address.
 */
async function visitorPage(
	browser: Browser,
	baseURL: string | undefined
): Promise< Page > {
	const context = await browser.newContext( { ...visitor, baseURL } );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	return page;
}

/**
 * The visitor fills every field, sends, and sees the success message.
 * @param page   The visitor's page, on the form.
 * @param values What to enter.
 */
async function sendEverything( page: Page, values: EverythingValues ) {
	await expect(
		page.locator( '[data-vista-feature="form"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
	await fillEverything( page, values );
	await page.getByRole( 'button', { name: 'Send request' } ).click();
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toContainText( SUCCESS, { timeout: 30_000 } );
}

/**
 * The owner finds the entry by its tag under Forms → Entries, reads every field in it, and finds
 * every label and value in the CSV of the search result.
 * @param page   The admin's page.
 * @param formId The form.
 * @param values What the visitor entered.
 */
async function ownerReadsEntry(
	page: Page,
	formId: number,
	values: EverythingValues
) {
	const expected = expectedEntry( values );
	await page.goto( `${ ENTRIES }&form_id=${ formId }` );
	await expect(
		page.getByRole( 'heading', { name: 'Form entries' } )
	).toBeVisible();
	await page
		.getByRole( 'searchbox', { name: 'Search entries' } )
		.fill( values.lastName );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	const rows = page.locator( 'tr[data-entry-id]' );
	await expect( rows ).toHaveCount( 1 );
	await expect( rows ).toContainText( values.lastName );
	const entryId = await rows.getAttribute( 'data-entry-id' );

	await rows.getByRole( 'button', { name: 'View' } ).click();
	const dialog = page.getByRole( 'dialog', { name: `Entry #${ entryId }` } );
	const shown = dialog.locator( '.vista-forms-entry__field' );
	await expect( shown.first() ).toBeVisible();
	await expect( dialog.locator( 'dt' ) ).toHaveText(
		Object.keys( expected )
	);
	for ( const [ label, want ] of Object.entries( expected ) ) {
		const item = shown.filter( {
			has: page.locator( 'dt', { hasText: label } ),
		} );
		const value = item.locator( 'dd' );
		await expect.soft( value, label ).toHaveText( want.text );
		for ( const name of want.files ?? [] ) {
			await expect
				.soft( value.getByRole( 'link', { name } ), label )
				.toHaveAttribute( 'href', /vista_forms_entry_file/ );
		}
	}
	await expect( dialog ).not.toContainText( values.password );
	await dialog.getByRole( 'button', { name: 'Close' } ).click();

	const downloading = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export results (CSV)' } ).click();
	const file = await downloading;
	const csv = fs.readFileSync( ( await file.path() ) ?? '', 'utf8' );
	const [ header, ...lines ] = parseCsv( csv );
	expect( lines ).toHaveLength( 1 );
	const line = lines[ 0 ];
	for ( const [ label, want ] of Object.entries( expected ) ) {
		const column = header.indexOf( label );
		expect.soft( column, `CSV column ${ label }` ).toBeGreaterThan( -1 );
		const cell = line[ column ] ?? '';
		const wanted = want.csv ?? want.text;
		if ( typeof wanted === 'string' ) {
			expect.soft( cell, `CSV ${ label }` ).toBe( wanted );
		} else {
			expect.soft( cell, `CSV ${ label }` ).toMatch( wanted );
		}
	}
	expect( line[ header.indexOf( 'Entry ID' ) ] ).toBe( entryId );
	expect( csv ).not.toContain( values.password );
}

/**
 * Rows of CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes).
 * @param text The CSV.
 */
function parseCsv( text: string ): string[][] {
	const out: string[][] = [];
	let rowCells: string[] = [];
	let cell = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const c = text[ i ];
		if ( quoted ) {
			if ( c === '"' && text[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( c === '"' ) {
				quoted = false;
			} else {
				cell += c;
			}
		} else if ( c === '"' ) {
			quoted = true;
		} else if ( c === ',' ) {
			rowCells.push( cell );
			cell = '';
		} else if ( c === '\n' ) {
			rowCells.push( cell.replace( /\r$/, '' ) );
			out.push( rowCells );
			rowCells = [];
			cell = '';
		} else {
			cell += c;
		}
	}
	if ( cell !== '' || rowCells.length > 0 ) {
		rowCells.push( cell );
		out.push( rowCells );
	}
	return out;
}

/**
 * A tag of letters and digits that only one test's entry carries.
 * @param what Which test.
 */
const tagFor = ( what: string ) =>
	`${ what }${ Date.now().toString( 36 ) }${ Math.floor(
		Math.random() * 1e6
	).toString( 36 ) }`;

test( 'with ajax on: the entry sent by call 5 shows every field in Entries and in the CSV', async ( {
	browser,
	baseURL,
	page,
} ) => {
	test.setTimeout( 180_000 );
	const values = everythingValues( tagFor( 'ajax' ) );
	const visitorTab = await visitorPage( browser, baseURL );
	await visitorTab.goto( EVERYTHING_PAGE );
	const formId = Number(
		await visitorTab
			.locator( 'form.everest-form' )
			.getAttribute( 'data-formid' )
	);
	const answer = visitorTab.waitForResponse( '**/admin-ajax.php' );
	await sendEverything( visitorTab, values );
	expect( ( await answer ).ok() ).toBe( true );
	// Answered in place: the form is reset, not reloaded.
	await expect(
		visitorTab.locator( '[id$="-field_last_name"]' )
	).toHaveValue( '' );
	await visitorTab.context().close();

	await ownerReadsEntry( page, formId, values );
} );

test.describe( 'with ajax off', () => {
	let formId = 0;
	let pageId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		( { formId, pageId } = await copyWithoutAjax( requestUtils ) );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const path of [
			`/wp/v2/pages/${ pageId }`,
			`/wp/v2/vista-forms/${ formId }`,
		] ) {
			await requestUtils
				.rest( { path, method: 'DELETE', params: { force: true } } )
				.catch( () => undefined );
		}
	} );

	test( 'the entry sent by a normal post shows every field in Entries and in the CSV', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const values = everythingValues( tagFor( 'post' ) );
		const visitorTab = await visitorPage( browser, baseURL );
		await visitorTab.goto( `/?page_id=${ pageId }` );
		await expect(
			visitorTab.locator( `form#evf-form-${ formId }` )
		).toHaveAttribute( 'data-ajax_submission', '0' );
		const ajax: string[] = [];
		visitorTab.on( 'request', ( request ) => {
			if ( request.url().includes( 'admin-ajax.php' ) ) {
				ajax.push( request.url() );
			}
		} );
		const posted = visitorTab.waitForRequest(
			( request ) =>
				request.method() === 'POST' && request.isNavigationRequest()
		);
		await sendEverything( visitorTab, values );
		await posted;
		expect( ajax ).toEqual( [] );
		await visitorTab.context().close();

		await ownerReadsEntry( page, formId, values );
	} );
} );

/**
 * A copy of the "everything" form with ajax submission off, published on a page of its own, so
 * the demo form keeps its settings for the tests running beside this one.
 * @param requestUtils The admin's REST access.
 */
async function copyWithoutAjax( requestUtils: RequestUtils ) {
	const [ demo ] = await requestUtils.rest<
		Array< {
			content: { raw: string };
			meta: { _vista_form_settings: Record< string, unknown > };
		} >
	>( {
		path: '/wp/v2/vista-forms',
		params: { slug: 'everything', context: 'edit' },
	} );
	const suffix = Date.now().toString( 36 );
	const form = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/vista-forms',
		method: 'POST',
		data: {
			title: `Every field, no ajax ${ suffix }`,
			status: 'publish',
			content: demo.content.raw,
			meta: {
				_vista_form_settings: {
					...demo.meta._vista_form_settings,
					ajax_submission: false,
				},
			},
		},
	} );
	const embedding = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: {
			title: `Every field, no ajax ${ suffix }`,
			status: 'publish',
			content: `<!-- wp:vista/form {"formId":${ form.id }} /-->`,
		},
	} );
	return { formId: form.id, pageId: embedding.id };
}
