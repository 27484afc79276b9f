/**
 * Issue 34: what an owner sees before there is anything to list, and the consent card's one
 * click. A form nobody has sent yet says when entries appear and leads to the forms list; the
 * getting started card turns the cookie notice on, and a new visitor then gets it. Both screens
 * pass the axe scan with no finding the Dashboard does not have.
 *
 * It changes the notice's settings (putting them back after), so it runs in the `consent`
 * project, one test at a time.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { beyondBaseline, seriousFindings } from '../a11y/axe';
import { watchForErrors } from '../utils/site';

const SETTINGS = '/vista-consent/v1/settings';

test( 'a form with no entry says when entries appear and leads to the forms list', async ( {
	page,
	admin,
	requestUtils,
} ) => {
	const form = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/vista-forms',
		data: { title: 'Nobody sent this yet', status: 'publish' },
	} ) ) as { id: number };
	try {
		await admin.visitAdminPage( 'index.php' );
		const baseline = await seriousFindings( page );
		const errors = watchForErrors( page );
		await admin.visitAdminPage(
			'edit.php',
			`post_type=vista_form&page=vista-forms-entries&form_id=${ form.id }`
		);
		await expect(
			page.getByText(
				'Entries appear here when a visitor sends this form from a page.'
			)
		).toBeVisible();
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );

		const toForms = page.getByRole( 'link', {
			name: 'Go to the forms list',
		} );
		await toForms.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'heading', { name: 'Forms', exact: true } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} finally {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/vista-forms/${ form.id }`,
			params: { force: true },
		} );
	}
} );

test( 'the consent card turns the notice on, and a new visitor gets it', async ( {
	page,
	admin,
	requestUtils,
	browser,
} ) => {
	const { settings } = ( await requestUtils.rest( { path: SETTINGS } ) ) as {
		settings: Record< string, unknown >;
	};
	await requestUtils.rest( {
		method: 'POST',
		path: SETTINGS,
		data: { showNotice: false },
	} );
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	try {
		const visitorPage = await visitor.newPage();
		await visitorPage.goto( '/' );
		await expect( visitorPage.locator( '#cookie-notice' ) ).toHaveCount(
			0
		);

		await admin.visitAdminPage( 'index.php' );
		const baseline = await seriousFindings( page );
		const errors = watchForErrors( page );
		await admin.visitAdminPage( 'index.php', 'page=vista-getting-started' );
		const consentCard = page.getByRole( 'region', {
			name: 'Cookie notice',
			exact: true,
		} );
		const turnOn = consentCard.getByRole( 'button', {
			name: 'Turn on the cookie notice',
		} );
		await expect( turnOn ).toBeVisible();
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );
		await turnOn.click();
		await expect(
			consentCard.getByText( 'The cookie notice is on.' )
		).toBeVisible();
		await expect(
			consentCard.getByRole( 'link', { name: 'See it on the home page' } )
		).toHaveAttribute( 'href', /\/$/ );
		expect( errors ).toEqual( [] );

		await visitorPage.reload();
		await expect(
			visitorPage.getByRole( 'dialog', { name: 'Cookie consent' } )
		).toBeVisible();

		// Seen again, the card says the notice is on and offers no button.
		await page.reload();
		await expect(
			consentCard.getByText( 'The cookie notice is on.' )
		).toBeVisible();
		await expect( turnOn ).toHaveCount( 0 );
	} finally {
		await visitor.close();
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS,
			data: settings,
		} );
	}
} );
