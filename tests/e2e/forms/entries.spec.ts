/**
 * A visitor sends a form (call 5, with a file); the owner finds the entry under Forms → Entries,
 * views it with its file, stars it, searches for it, exports the CSV and deletes it. The visitor's
 * PDF link opens a real PDF, and only with its key.
 *
 * Until the form's page rendering lands, the visitor posts call 5 as the form script does, with
 * the nonces the page would carry (printed by entries-fixture.php).
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { wordpressDir } from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const fixture = path.resolve( __dirname, 'entries-fixture.php' );
const php = ( ...args: string[] ) =>
	JSON.parse(
		execFileSync( 'php', [ fixture, wordpressDir, ...args ], {
			encoding: 'utf8',
		} )
	);

interface Fixture {
	formId: number;
	security: string;
	formNonce: string;
	startToken: string;
	entriesUrl: string;
}

let form: Fixture;
let entryId = 0;

test.beforeAll( () => {
	form = php( 'form' );
} );

test( 'a visitor sends the form with a file and gets the success answer', async ( {
	baseURL,
} ) => {
	// A visitor: no session (the test's default storage state is the admin's).
	const visitor = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const response = await visitor.post( '/wp-admin/admin-ajax.php', {
		multipart: {
			action: 'everest_forms_ajax_form_submission',
			security: form.security,
			[ `_wpnonce${ form.formId }` ]: form.formNonce,
			evf_submission_start_time: String( Date.now() - 5000 ),
			vista_forms_started: form.startToken,
			'everest_forms[id]': String( form.formId ),
			'everest_forms[hp]': '',
			'everest_forms[form_fields][name]': 'Ada <b>Lovelace</b>',
			'everest_forms[form_fields][email]': 'ada@example.org',
			'everest_forms[form_fields][message]':
				'=HYPERLINK("http://evil.example")',
			[ `evf_${ form.formId }_attachment` ]: {
				name: 'notes.txt',
				mimeType: 'text/plain',
				buffer: Buffer.from( 'Notes for the analytical engine\n' ),
			},
		},
	} );
	expect( response.status() ).toBe( 200 );
	const answer = await response.json();
	expect( answer.success, JSON.stringify( answer ) ).toBe( true );
	expect( answer.data.response ).toBe( 'success' );
	expect( answer.data.form_id ).toBe( form.formId );
	entryId = answer.data.entry_id;
	expect( entryId ).toBeGreaterThan( 0 );

	// Issue 14: pdf_download is a flag, and the spec's link without a key (001 §2) opens this
	// visitor's own entry through the httponly cookie of the answer, and nobody else's.
	expect( answer.data.pdf_download ).toBe( true );
	const cookie = ( await visitor.storageState() ).cookies.find(
		( { name } ) => name === `vista_forms_pdf_${ entryId }`
	);
	expect( cookie?.httpOnly ).toBe( true );
	const keyless = ( id: number ) =>
		`/?page=evf-entries-pdf&form_id=${ form.formId }&entry_id=${ id }`;
	const own = await visitor.get( keyless( entryId ) );
	expect( own.status() ).toBe( 200 );
	expect( ( await own.body() ).subarray( 0, 5 ).toString() ).toBe( '%PDF-' );
	for ( const other of [ entryId - 1, entryId + 1, entryId + 1000 ] ) {
		expect( ( await visitor.get( keyless( other ) ) ).status() ).toBe(
			403
		);
	}
	const stranger = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	expect( ( await stranger.get( keyless( entryId ) ) ).status() ).toBe( 403 );
	await stranger.dispose();

	// A forged nonce is refused with the error shape of 001 §7.5 and stores nothing.
	const forged = await visitor.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'everest_forms_ajax_form_submission',
			security: 'forged',
			'everest_forms[id]': String( form.formId ),
		},
	} );
	const refused = await forged.json();
	expect( refused.success ).toBe( false );
	expect( refused.data[ String( form.formId ) ].header ).toBe(
		refused.data.message
	);
	expect( refused.data.error ).toEqual( [] );

	// The PDF opens with the entry's key, and not without it.
	const { url } = php( 'pdf', String( form.formId ), String( entryId ) );
	const pdf = await visitor.get( url );
	expect( pdf.status() ).toBe( 200 );
	expect( pdf.headers()[ 'content-type' ] ).toBe( 'application/pdf' );
	expect( ( await pdf.body() ).subarray( 0, 5 ).toString() ).toBe( '%PDF-' );
	const noKey = await visitor.get( url.replace( /key=[a-f0-9]+/, 'key=x' ) );
	expect( noKey.status() ).toBe( 403 );
	await visitor.dispose();
} );

test( 'the owner views, stars, searches, exports and deletes the entry', async ( {
	page,
} ) => {
	// An administrator opens any entry's PDF by the spec's link (001 §2).
	const adminPdf = await page.request.get(
		`/?page=evf-entries-pdf&form_id=${ form.formId }&entry_id=${ entryId }`
	);
	expect( adminPdf.status() ).toBe( 200 );
	await page.goto( form.entriesUrl );
	await expect(
		page.getByRole( 'heading', { name: 'Form entries' } )
	).toBeVisible();
	const row = page.locator( `tr[data-entry-id="${ entryId }"]` );
	await expect( row ).toContainText( 'Ada Lovelace' );
	await expect( row ).toContainText( 'ada@example.org' );
	await expect( page.getByText( '1 entry', { exact: true } ) ).toBeVisible();

	// View: every field, the file as an authenticated download.
	await row.getByRole( 'button', { name: 'View' } ).click();
	const dialog = page.getByRole( 'dialog', { name: `Entry #${ entryId }` } );
	await expect( dialog ).toContainText( 'Ada Lovelace' );
	await expect( dialog ).toContainText( '=HYPERLINK("http://evil.example")' );
	const file = dialog.getByRole( 'link', { name: 'notes.txt' } );
	const fileUrl = ( await file.getAttribute( 'href' ) ) ?? '';
	expect( fileUrl ).toContain(
		'admin-post.php?action=vista_forms_entry_file'
	);
	const download = await page.request.get( fileUrl );
	expect( await download.text() ).toBe( 'Notes for the analytical engine\n' );
	const anonymous = await playwrightRequest.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	expect( ( await anonymous.get( fileUrl ) ).status() ).not.toBe( 200 );
	await anonymous.dispose();

	// Star it from the entry.
	await dialog.getByRole( 'button', { name: 'Star' } ).click();
	await expect(
		dialog.getByRole( 'button', { name: 'Unstar' } )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect(
		row.getByRole( 'button', { name: 'Unstar' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( row ).not.toHaveClass( /is-unread/ );

	// Search values.
	const search = page.getByRole( 'searchbox', { name: 'Search entries' } );
	await search.fill( 'nobody-like-this' );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect(
		page.getByText( 'No entries match the search.' )
	).toBeVisible();
	await search.fill( 'lovelace' );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect( row ).toBeVisible();

	// Export the search result as CSV.
	const downloading = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export results (CSV)' } ).click();
	const csvFile = await downloading;
	expect( csvFile.suggestedFilename() ).toMatch(
		/^entries-e2e-.*-entries-\d{4}-\d{2}-\d{2}\.csv$/
	);
	const csv = fs.readFileSync( ( await csvFile.path() ) ?? '', 'utf8' );
	const [ header, line ] = csv.trim().split( '\n' );
	expect( header ).toBe(
		'Name,Email,Message,Attachment,"Entry ID","Date (UTC)"'
	);
	expect( line ).toContain( '"Ada Lovelace",ada@example.org,' );
	expect( line ).toContain(
		`"'=HYPERLINK(""http://evil.example"")",notes.txt,${ entryId },`
	);

	// Delete after confirming.
	await row.getByRole( 'button', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Delete entries?' } );
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( row ).toHaveCount( 0 );
	await search.fill( '' );
	await expect( page.getByText( 'No entries yet.' ) ).toBeVisible();
	expect( ( await page.request.get( fileUrl ) ).status() ).toBe( 404 );
} );
