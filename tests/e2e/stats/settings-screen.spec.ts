/**
 * Statistics → Settings: the React screen edits and saves the tracker's settings, keeps them after
 * a reload, and shows the server's message next to a refused field without saving anything.
 *
 * The settings are global, so each test puts back what was stored before the first one.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import { collectPageErrors } from '../utils/site';
import type { Page } from '@playwright/test';

const { storedSettings, screen, openScreen, keepSettings } = settingsScreen( {
	restPath: '/vista-stats/v1/settings',
	mountId: 'vista-stats-settings',
	adminPage: 'admin.php',
	query: 'page=vista-stats-settings',
} );

/**
 * Changes a setting or more in every section of the screen, without saving.
 * @param page The settings screen.
 */
async function editEverySection( page: Page ) {
	await page.getByLabel( 'Count clicks on outgoing links' ).uncheck();
	await page
		.getByLabel( 'File extensions counted as downloads' )
		.fill( 'PDF, .zip, epub' );
	await page.getByLabel( 'Honour Do Not Track' ).uncheck();
	await page
		.getByLabel( 'Consent integration' )
		.selectOption( 'wp_consent_api' );
	await page
		.getByLabel( 'Consent category tracking needs' )
		.selectOption( 'marketing' );
	await page.getByRole( 'checkbox', { name: 'Editor' } ).check();
	await page
		.getByLabel( 'Excluded IP addresses' )
		.fill( '192.168.1.0/24\n\n2001:db8::/32\n' );
	await page.getByLabel( 'Excluded pages' ).fill( '/cart/*\n/checkout/' );
	await page.getByLabel( 'Keep detailed records for, in days' ).fill( '365' );
	await expect(
		screen( page ).getByText( /That is about 1 year\./ )
	).toBeVisible();
	await page.getByLabel( 'Online check interval, in seconds' ).fill( '120' );
	await page.getByLabel( 'Get past ad blockers' ).check();
}

/**
 * Checks that the screen shows what editEverySection changed, as saved.
 * @param page The settings screen.
 */
async function expectEverySectionEdited( page: Page ) {
	await expect(
		page.getByLabel( 'Count clicks on outgoing links' )
	).not.toBeChecked();
	await expect( page.getByLabel( 'Count file downloads' ) ).toBeChecked();
	await expect(
		page.getByLabel( 'File extensions counted as downloads' )
	).toHaveValue( 'pdf, zip, epub' );
	await expect( page.getByLabel( 'Honour Do Not Track' ) ).not.toBeChecked();
	await expect( page.getByLabel( 'Consent integration' ) ).toHaveValue(
		'wp_consent_api'
	);
	await expect(
		page.getByLabel( 'Consent category tracking needs' )
	).toHaveValue( 'marketing' );
	await expect(
		page.getByRole( 'checkbox', { name: 'Editor' } )
	).toBeChecked();
	await expect(
		page.getByRole( 'checkbox', { name: 'Administrator' } )
	).toBeChecked();
	await expect( page.getByLabel( 'Excluded IP addresses' ) ).toHaveValue(
		'192.168.1.0/24\n2001:db8::/32'
	);
	await expect( page.getByLabel( 'Excluded pages' ) ).toHaveValue(
		'/cart/*\n/checkout/'
	);
	await expect(
		page.getByLabel( 'Keep detailed records for, in days' )
	).toHaveValue( '365' );
	await expect(
		page.getByLabel( 'Online check interval, in seconds' )
	).toHaveValue( '120' );
	await expect( page.getByLabel( 'Get past ad blockers' ) ).toBeChecked();
}

test.describe( 'Statistics settings screen', () => {
	keepSettings();

	test( 'saves changes of every section and keeps them after a reload', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const pageErrors = collectPageErrors( page );
		await openScreen( admin, page );

		for ( const title of [
			'Tracking',
			'Privacy and consent',
			'Exclusions',
			'Data',
			'Delivery',
		] ) {
			await expect(
				page.getByRole( 'region', { name: title, exact: true } )
			).toBeVisible();
		}

		await editEverySection( page );

		await expect(
			screen( page ).getByText( 'Unsaved changes' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		await expect(
			screen( page ).getByText( 'Unsaved changes' )
		).toHaveCount( 0 );
		// The field shows the list as saved.
		await expect(
			page.getByLabel( 'File extensions counted as downloads' )
		).toHaveValue( 'pdf, zip, epub' );

		const expected = {
			linkTracking: false,
			downloadExtensions: [ 'pdf', 'zip', 'epub' ],
			respectDnt: false,
			consentIntegration: 'wp_consent_api',
			consentLevel: 'marketing',
			excludedRoles: [ 'administrator', 'editor' ],
			excludedIps: [ '192.168.1.0/24', '2001:db8::/32' ],
			excludedUrls: [ '/cart/*', '/checkout/' ],
			retentionDays: 365,
			jsCheckTime: 120,
			bypassAdBlockers: true,
		};
		expect( await storedSettings( requestUtils ) ).toMatchObject(
			expected
		);

		await page.reload();
		await expectEverySectionEdited( page );
		await expect(
			screen( page ).getByText( 'Unsaved changes' )
		).toHaveCount( 0 );
		expect( pageErrors ).toEqual( [] );
	} );
} );

test.describe( 'Statistics settings screen: refused values', () => {
	const original = keepSettings();

	test( 'refuses a bad IP range and a bad address, and saves nothing', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		const ips = page.getByLabel( 'Excluded IP addresses' );
		const urls = page.getByLabel( 'Excluded pages' );
		await page.getByLabel( 'Leave out bots' ).uncheck();
		await ips.fill( '10.0.0.1\n10.0.0.0/33' );
		await urls.fill( '/ok/\n/<script>alert(1)</script>' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			screen( page ).getByText(
				'The settings were not saved: some values are not allowed.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText(
				'"10.0.0.0/33" is not an IP address or range.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText(
				'Excluded addresses start with / and may end with * (for example /cart/*).'
			)
		).toBeVisible();
		// What was typed stays, the refused fields are marked and the first takes the focus.
		await expect( ips ).toHaveValue( '10.0.0.1\n10.0.0.0/33' );
		await expect( ips ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( urls ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( ips ).toBeFocused();
		await expect( page.getByLabel( 'Leave out bots' ) ).not.toBeChecked();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toHaveCount( 0 );
		// No markup from the refused address reached the page.
		await expect( screen( page ).locator( 'script' ) ).toHaveCount( 0 );

		expect( await storedSettings( requestUtils ) ).toEqual( original() );

		// Editing a field clears its message; the other stays until it is fixed.
		await ips.fill( '10.0.0.0/8' );
		await expect(
			screen( page ).getByText(
				'"10.0.0.0/33" is not an IP address or range.'
			)
		).toHaveCount( 0 );
		await expect( ips ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			screen( page ).getByText(
				'Excluded addresses start with / and may end with * (for example /cart/*).'
			)
		).toBeVisible();

		await urls.fill( '/ok/' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		expect( await storedSettings( requestUtils ) ).toMatchObject( {
			excludeBots: false,
			excludedIps: [ '10.0.0.0/8' ],
			excludedUrls: [ '/ok/' ],
		} );
	} );

	test( 'refuses a retention out of bounds and warns before leaving', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		const days = page.getByLabel( 'Keep detailed records for, in days' );
		await days.fill( '-5' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText(
				'Keep detailed records from 7 to 3650 days.'
			)
		).toBeVisible();
		await expect( days ).toHaveValue( '-5' );
		await expect( days ).toBeFocused();
		expect( ( await storedSettings( requestUtils ) ).retentionDays ).toBe(
			original().retentionDays
		);

		// The edit is still unsaved, so leaving the page asks first.
		const dialog = new Promise< string >( ( resolve ) =>
			page.once( 'dialog', async ( prompt ) => {
				resolve( prompt.type() );
				await prompt.accept();
			} )
		);
		await page.reload();
		expect( await dialog ).toBe( 'beforeunload' );
		await expect( days ).toHaveValue( String( original().retentionDays ) );
	} );
} );

test.describe( 'Statistics settings screen: keyboard and plugins list', () => {
	keepSettings();

	test( 'works from the keyboard and shows that it is saving', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		const toggle = page.getByLabel( 'Show who is online' );
		await toggle.focus();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).not.toBeChecked();
		const editor = page.getByRole( 'checkbox', { name: 'Editor' } );
		await editor.focus();
		await page.keyboard.press( 'Space' );
		await expect( editor ).toBeChecked();

		// Hold the save's answer back to see the busy state.
		let release = () => {};
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		await page.route( '**/vista-stats/v1/settings*', async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await held;
			}
			await route.continue();
		} );

		// Enter in a text field submits the form.
		await page.getByLabel( 'Online check interval, in seconds' ).focus();
		await page.keyboard.press( 'Enter' );
		const saving = page.getByRole( 'button', { name: 'Saving…' } );
		await expect( saving ).toBeVisible();
		await expect( saving ).toHaveAttribute( 'aria-disabled', 'true' );
		await expect(
			screen( page ).locator( '.components-spinner' )
		).not.toHaveCount( 0 );
		release();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( await storedSettings( requestUtils ) ).toMatchObject( {
			onlineTracking: false,
			excludedRoles: [ 'administrator', 'editor' ],
		} );
	} );

	test( 'is linked from the plugins list', async ( { admin, page } ) => {
		await admin.visitAdminPage( 'plugins.php' );
		const link = page
			.locator( 'tr[data-slug="vista-stats"]' )
			.getByRole( 'link', { name: 'Settings', exact: true } );
		await expect( link ).toHaveAttribute(
			'href',
			/admin\.php\?page=vista-stats-settings$/
		);
		await link.click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Statistics settings',
				level: 1,
			} )
		).toBeVisible();
	} );
} );
