/**
 * Settings → Cookie consent: the React screen edits, previews and saves the notice's settings,
 * and shows the server's message next to a refused field without saving anything.
 *
 * The settings are global, so each test puts back what was stored before the first one.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import { collectPageErrors } from '../utils/site';

const { storedSettings, screen, openScreen, keepSettings } = settingsScreen( {
	restPath: '/vista-consent/v1/settings',
	mountId: 'vista-consent-settings',
	adminPage: 'admin.php',
	query: 'page=vista-consent',
} );

test( 'the settings sit in the Consent menu after Records; the old Settings address leads there', async ( {
	page,
} ) => {
	await page.goto(
		'/wp-admin/options-general.php?page=vista-consent&tab=texts'
	);
	await expect( page ).toHaveURL(
		/\/wp-admin\/admin\.php\?page=vista-consent&tab=texts$/
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Cookie consent' } )
	).toBeVisible();
	const menu = page.locator( '#toplevel_page_vista-consent-records' );
	await expect( menu ).toHaveClass( /wp-has-current-submenu/ );
	await expect( menu.locator( '.wp-submenu a' ) ).toHaveText( [
		'Records',
		'Settings',
	] );
	await expect( menu.locator( '.wp-submenu .current a' ) ).toHaveText(
		'Settings'
	);
	// Nothing of the plugin is left under Settings.
	await expect(
		page.locator( '#menu-settings .wp-submenu a[href*="vista-consent"]' )
	).toHaveCount( 0 );
} );

test.describe( 'Cookie consent settings screen: preview and save', () => {
	keepSettings();

	test( 'previews edits live and keeps them after saving', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const pageErrors = collectPageErrors( page );
		await openScreen( admin, page );
		const notice = page.locator( '.vista-consent-preview #cookie-notice' );
		await expect( notice ).toBeVisible();

		// A text: the preview's button follows what is typed.
		await page.getByLabel( 'Accept button' ).fill( 'Sounds good' );
		await expect( notice.locator( '#cn-accept-cookie' ) ).toHaveText(
			'Sounds good'
		);

		// A colour, through the colour picker's hex field.
		await page.getByRole( 'button', { name: /^Bar colour:/ } ).click();
		await page
			.getByRole( 'textbox', { name: 'Hex color' } )
			.fill( 'AA3300' );
		await expect( notice ).toHaveCSS(
			'background-color',
			'rgb(170, 51, 0)'
		);
		await page.keyboard.press( 'Escape' );
		await expect(
			page.getByRole( 'button', { name: 'Bar colour: #aa3300' } )
		).toBeFocused();

		// Categories add their checkboxes and the save-choices button.
		await expect( notice.locator( '.cn-categories' ) ).toHaveCount( 0 );
		await page.getByLabel( 'Let visitors choose categories' ).check();
		await expect( notice.locator( '.cn-category' ) ).toHaveText( [
			'Necessary',
			'Statistics',
			'Marketing',
		] );
		await expect( notice.locator( '#cn-save-cookie' ) ).toHaveText(
			'Save my choices'
		);

		// The more-info link's label follows its text field.
		await page.getByLabel( 'Link to' ).selectOption( 'custom' );
		await page
			.getByLabel( 'Link address' )
			.fill( 'https://example.org/cookies/' );
		await page.getByLabel( 'Link text' ).fill( 'Our cookies' );
		await expect( notice.locator( '#cn-more-info' ) ).toHaveText(
			'Our cookies'
		);

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

		const saved = await storedSettings( requestUtils );
		expect( saved ).toMatchObject( {
			acceptText: 'Sounds good',
			barColor: '#aa3300',
			categories: true,
			moreInfo: 'custom',
			moreInfoUrl: 'https://example.org/cookies/',
			moreInfoText: 'Our cookies',
		} );

		await page.reload();
		await expect( page.getByLabel( 'Accept button' ) ).toHaveValue(
			'Sounds good'
		);
		await expect(
			page.getByRole( 'button', { name: 'Bar colour: #aa3300' } )
		).toBeVisible();
		await expect( notice.locator( '#cn-accept-cookie' ) ).toHaveText(
			'Sounds good'
		);
		await expect( notice ).toHaveCSS(
			'background-color',
			'rgb(170, 51, 0)'
		);
		expect( pageErrors ).toEqual( [] );
	} );
} );

test.describe( 'Cookie consent settings screen: refused values', () => {
	const original = keepSettings();

	test( 'refuses an unsafe more-info address and saves nothing', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		await page.getByLabel( 'Accept button' ).fill( 'Not saved' );
		await page.getByLabel( 'Link to' ).selectOption( 'custom' );
		const address = page.getByLabel( 'Link address' );
		await address.fill( 'javascript:alert(1)' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			screen( page ).getByText(
				'The settings were not saved: some values are not allowed.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText(
				'The more-info link must be a full http:// or https:// address.'
			)
		).toBeVisible();
		// What was typed stays, and the refused field is marked and takes the focus.
		await expect( address ).toHaveValue( 'javascript:alert(1)' );
		await expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( address ).toBeFocused();
		await expect( page.getByLabel( 'Accept button' ) ).toHaveValue(
			'Not saved'
		);
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toHaveCount( 0 );

		const stored = await storedSettings( requestUtils );
		expect( stored.moreInfo ).toBe( original().moreInfo );
		expect( stored.moreInfoUrl ).toBe( original().moreInfoUrl );
		expect( stored.acceptText ).toBe( original().acceptText );

		// Editing the field clears its message.
		await address.fill( 'https://example.org/' );
		await expect(
			screen( page ).getByText(
				'The more-info link must be a full http:// or https:// address.'
			)
		).toHaveCount( 0 );
	} );

	test( 'refuses a negative custom lifetime and warns before leaving', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		await page
			.getByLabel( 'Keep an acceptance for', { exact: true } )
			.selectOption( 'custom' );
		const seconds = page.getByLabel( 'Keep an acceptance for, in seconds' );
		await expect( seconds ).toHaveValue( String( original().cookieTime ) );
		await seconds.fill( '-5' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			screen( page ).getByText(
				'A cookie lifetime is a whole number of seconds from 60 to 315360000.'
			)
		).toBeVisible();
		await expect( seconds ).toHaveValue( '-5' );
		expect( ( await storedSettings( requestUtils ) ).cookieTime ).toBe(
			original().cookieTime
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
		await expect(
			page.getByLabel( 'Keep an acceptance for', { exact: true } )
		).toHaveValue( String( original().cookieTime ) );
	} );
} );

test.describe( 'Cookie consent settings screen: held-back scripts and the log', () => {
	keepSettings();

	test( 'edits the held-back scripts and links the consent log download', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		await page.getByRole( 'button', { name: 'Add a script' } ).click();
		const handle = page.getByLabel( 'Script handle 1' );
		await expect( handle ).toBeFocused();
		await handle.fill( 'vista-e2e-tracker' );
		await page.getByLabel( 'Category 1' ).selectOption( 'marketing' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		expect( ( await storedSettings( requestUtils ) ).heldScripts ).toEqual(
			[ { handle: 'vista-e2e-tracker', category: 'marketing' } ]
		);

		await page.getByRole( 'button', { name: /^Remove script 1/ } ).click();
		await expect(
			screen( page ).getByText( 'No scripts are held back.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		expect( ( await storedSettings( requestUtils ) ).heldScripts ).toEqual(
			[]
		);

		await expect(
			screen( page ).getByText( /^The log holds \d+ entr/ )
		).toBeVisible();
		const download = page.getByRole( 'link', { name: 'Download CSV' } );
		const href = await download.getAttribute( 'href' );
		expect( href ).toContain( 'action=vista_consent_export' );
		expect( href ).not.toContain( '&amp;' );
		const response = await page.request.get( href! );
		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	} );
} );
