/**
 * Issue 20: by default continuing to browse accepts nothing, so the notice's default text says
 * what its buttons do, never "if you continue to use this site we will assume…" (implied consent
 * is not consent under the GDPR); the settings screen warns when accept-on-scroll or
 * accept-on-click is turned on.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import { newVisitor } from '../utils/site';

const { openScreen, storedSettings } = settingsScreen( {
	restPath: '/vista-consent/v1/settings',
	mountId: 'vista-consent-settings',
	adminPage: 'options-general.php',
	query: 'page=vista-consent',
} );

const WARNING = /is not consent under the GDPR/;

test( 'the settings screen warns while accepting on scroll or click is on', async ( {
	admin,
	page,
	requestUtils,
} ) => {
	const stored = await storedSettings( requestUtils );
	expect( stored.onScroll ).toBe( false );
	expect( stored.onClick ).toBe( false );
	await openScreen( admin, page );
	const warning = page.locator( '.components-notice.is-warning', {
		hasText: WARNING,
	} );
	await expect( warning ).toHaveCount( 0 );

	const onScroll = page.getByLabel( 'Accept when the visitor scrolls' );
	await onScroll.check();
	await expect( warning ).toBeVisible();
	await onScroll.uncheck();
	await expect( warning ).toHaveCount( 0 );

	const onClick = page.getByLabel(
		'Accept when the visitor clicks outside the notice'
	);
	await onClick.check();
	await expect( warning ).toBeVisible();
	await onClick.uncheck();
	await expect( warning ).toHaveCount( 0 );
	// Nothing was saved: the switches stay off for the site.
	expect( ( await storedSettings( requestUtils ) ).onClick ).toBe( false );
} );

test.describe( 'a first-time visitor', () => {
	test.use( newVisitor );

	test( "reads what the notice's buttons do, and no implied consent", async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const text = page.locator( '#cookie-notice #cn-notice-text' );
		await expect( text ).toContainText(
			'Accepting allows them; refusing keeps them off, and the site works either way.'
		);
		await expect( text ).not.toContainText( /continue to use|assume/ );
	} );
} );
