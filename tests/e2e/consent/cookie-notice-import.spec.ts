/**
 * Issue 33: Cookie Notice's settings move into Vista Consent through Tools → Import: the screen
 * shows what was found, the run ends with its report, the notice on the front page shows the
 * imported texts and colours, a second run adds nothing, and Cookie Notice's option is unchanged.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import {
	findingsBeyondDashboard,
	runFixture,
	tableRows,
} from '../utils/importer-screen';
import { newVisitor } from '../utils/site';

const script = path.resolve(
	__dirname,
	'../../fixtures/originals/cookie-notice.php'
);

const { keepSettings } = settingsScreen( {
	restPath: '/vista-consent/v1/settings',
	mountId: 'vista-consent-settings',
	adminPage: 'options-general.php',
	query: 'page=vista-consent',
} );

test.describe( 'Import from Cookie Notice', () => {
	keepSettings();
	let original = '';
	test.beforeAll( () => {
		original = runFixture( script, 'install' );
	} );
	test.afterAll( () => {
		runFixture( script, 'remove' );
	} );

	test( 'carries the notice over and leaves the original as it was', async ( {
		admin,
		page,
		browser,
	} ) => {
		// Tools → Import lists the importer with WordPress's usual link.
		await admin.visitAdminPage( 'import.php' );
		const run = page.locator( 'a[href$="admin.php?import=cookie-notice"]' );
		await expect( run ).toHaveText( 'Run Importer' );
		await run.click();

		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Import from Cookie Notice',
			} )
		).toBeVisible();
		expect( await tableRows( page, 'Found on this site' ) ).toEqual( [
			[ 'Settings', '23' ],
		] );
		await page.getByRole( 'button', { name: 'Start import' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Import finished' } )
		).toBeVisible();
		expect( await tableRows( page, 'Import report' ) ).toEqual( [
			[ 'Settings', '22', '0', '1' ],
		] );
		await expect(
			page
				.getByRole( 'list', { name: 'Skipped items' } )
				.getByRole( 'listitem' )
		).toContainText( [ /^Settings refuse_code: .*handle/ ] );
		await expect(
			page.getByText( "The original plugin's data was left unchanged." )
		).toBeVisible();
		expect( await findingsBeyondDashboard( page ) ).toEqual( [] );

		// A new visitor sees the notice as Cookie Notice showed it.
		const visitor = await browser.newContext( {
			storageState: newVisitor.storageState,
		} );
		const front = await visitor.newPage();
		await front.goto( '/' );
		const notice = front.locator( '#cookie-notice' );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'Hillside Bakery uses cookies to remember your basket'
		);
		await expect( notice ).toHaveClass( /cn-position-top/ );
		await expect( notice ).toHaveCSS(
			'background-color',
			'rgb(43, 29, 14)'
		);
		const accept = notice.locator( '#cn-accept-cookie' );
		await expect( accept ).toHaveText( 'Accept cookies' );
		await expect( accept ).toHaveCSS(
			'background-color',
			'rgb(138, 75, 8)'
		);
		await expect( notice.locator( '#cn-refuse-cookie' ) ).toHaveText(
			'Only necessary'
		);
		await expect(
			notice.getByRole( 'link', { name: 'Our cookie policy' } )
		).toHaveAttribute(
			'href',
			'https://hillside-bakery.example/cookie-policy/'
		);
		await visitor.close();

		// A second run updates the same settings and adds nothing.
		await page.getByRole( 'button', { name: 'Run again' } ).click();
		await expect
			.poll( () => tableRows( page, 'Import report' ) )
			.toEqual( [ [ 'Settings', '0', '22', '1' ] ] );
		expect( runFixture( script, 'checksum' ) ).toBe( original );
	} );
} );
