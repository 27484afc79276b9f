/**
 * Issue 34 item 10, the owner's side: Consent → Records lists the logged choices with the date in
 * the site's format, the choice and the (hashed) consent id; filters them by day range and choice,
 * finds a visitor by the consent id they read out, pages through them and exports exactly what
 * the filter found as CSV. No serious accessibility finding beyond the Dashboard's, and no script
 * error. The rows come from a fixture (January 2020), so other tests' choices do not count.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { findingsBeyondDashboard, runFixture } from '../utils/importer-screen';

const seed = () =>
	JSON.parse(
		runFixture(
			path.resolve( __dirname, '../fixtures/consent-records-seed.php' )
		)
	) as { newestDate: string; visitor7Hash: string };

const TABLE = 'Logged consent choices, newest first';

test( 'the owner lists, filters, searches, pages and exports the consent records', async ( {
	admin,
	page,
} ) => {
	const { newestDate, visitor7Hash } = seed();
	const scriptErrors: string[] = [];
	page.on( 'pageerror', ( error ) => scriptErrors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			scriptErrors.push( message.text() );
		}
	} );

	await admin.visitAdminPage( 'index.php' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'Consent', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Consent records' } )
	).toBeVisible();
	const rows = page
		.getByRole( 'table', { name: TABLE } )
		.locator( 'tbody tr' );
	const total = page.locator( '.vista-consent-records__total' );
	await expect( total ).toHaveText( /\d+ records?/ );

	// January 2020: the 25 seeded choices, 20 on the first page, newest first.
	await page.getByLabel( 'From', { exact: true } ).fill( '2020-01-01' );
	await page.getByLabel( 'To', { exact: true } ).fill( '2020-01-31' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect( total ).toHaveText( '25 records' );
	await expect( rows ).toHaveCount( 20 );
	await expect( rows.first().locator( 'td' ).first() ).toContainText(
		newestDate
	);
	await expect( rows.first().locator( 'td' ).nth( 1 ) ).toHaveText(
		'Rejected'
	);
	await page.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( page.getByText( 'Page 2 of 2' ) ).toBeVisible();
	await expect( rows ).toHaveCount( 5 );

	// The last week of the month, rejected only: the 25th.
	await page.getByLabel( 'From', { exact: true } ).fill( '2020-01-20' );
	await page
		.getByLabel( 'Choice', { exact: true } )
		.selectOption( 'rejected' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect( total ).toHaveText( '2 records' );
	await expect( rows ).toHaveCount( 2 );

	// A visitor reads out their consent id: their one choice, whatever the choice filter said.
	await page.getByLabel( 'Choice', { exact: true } ).selectOption( '' );
	await page.getByLabel( 'From', { exact: true } ).fill( '' );
	await page.getByLabel( 'To', { exact: true } ).fill( '' );
	await page
		.getByRole( 'searchbox', { name: 'Consent ID' } )
		.fill( 'e2e00000-0000-0000-0000-000000000007' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect( total ).toHaveText( '1 record' );
	await expect( rows.first().locator( 'code' ) ).toHaveAttribute(
		'title',
		visitor7Hash
	);
	await expect( rows.first().locator( 'td' ).nth( 1 ) ).toHaveText(
		'Accepted'
	);

	// The export holds what the filter found.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page
			.getByRole( 'link', { name: 'Export these records (CSV)' } )
			.click(),
	] );
	const csv = fs
		.readFileSync( ( await download.path() )!, 'utf8' )
		.trim()
		.split( '\n' );
	expect( csv ).toHaveLength( 2 );
	expect( csv[ 1 ] ).toContain( visitor7Hash );

	expect( await findingsBeyondDashboard( page ) ).toEqual( [] );
	expect( scriptErrors ).toEqual( [] );

	// A search that is not a consent id gets a clear answer; the list stays as it was.
	await page.getByRole( 'searchbox', { name: 'Consent ID' } ).fill( 'no!' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect( page.locator( '.components-notice.is-error' ) ).toContainText(
		'Search for a consent id'
	);

	await page.getByRole( 'button', { name: 'Clear filter' } ).click();
	await expect( page.locator( '.components-notice.is-error' ) ).toHaveCount(
		0
	);
	await expect( rows.first() ).toBeVisible();
} );
