/**
 * Settings → Video and the block editor. The API key is saved through the screen and never printed
 * to it; "Create a page with a video gallery" publishes a page of the Media Library's videos, and a
 * site with no video gallery yet sees that as its next step (issue 34 item 5); the block's source
 * picker and sidebar options change the live preview.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import { beyondBaseline, seriousFindings } from '../a11y/axe';
import { watchForErrors } from '../utils/site';
import { publishAndVisit, roomUnderPageMenu } from '../utils/add-to-page';

const KEY = 'AIzaE2eStandInKey_never-printed';

const settings = settingsScreen( {
	restPath: '/vista-video/v1/settings',
	mountId: 'vista-video-settings',
	adminPage: 'options-general.php',
	query: 'page=vista-video',
} );

test.describe( 'Settings → Video', () => {
	settings.keepSettings();
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/vista-video/v1/api-key',
			data: { apiKey: '' },
		} );
	} );

	test( 'saves the settings and the API key, and never prints the key', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await settings.openScreen( admin, page );
		const screen = settings.screen( page );
		await expect(
			screen.getByRole( 'button', { name: 'Test the key' } )
		).toBeDisabled();
		await screen.getByLabel( 'API key' ).fill( KEY );
		await screen.getByRole( 'button', { name: 'Save the key' } ).click();
		await expect( screen.getByText( 'The key was saved.' ) ).toBeVisible();
		await expect( screen.getByLabel( 'API key' ) ).toHaveValue( '' );
		await expect(
			screen.getByRole( 'button', { name: 'Test the key' } )
		).toBeEnabled();

		await screen
			.getByRole( 'combobox', {
				name: 'Ask for consent before a hosted video plays',
			} )
			.selectOption( 'on' );
		await screen.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect( screen.getByText( 'Settings saved.' ) ).toBeVisible();
		expect(
			( await settings.storedSettings( requestUtils ) ).consentGate
		).toBe( 'on' );

		await page.reload();
		await expect(
			page.getByText( 'A key is saved.', { exact: false } )
		).toBeVisible();
		expect( await page.content() ).not.toContain( KEY );
	} );
} );

test.describe( 'Settings → Video: a video gallery on a page', () => {
	test( '“Create a page with a video gallery” publishes a page of the library’s videos; the dialog passes axe', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// Two axe scans (the Dashboard's baseline, the dialog) and a published page to load.
		test.slow();
		await admin.visitAdminPage( 'index.php' );
		const baseline = await seriousFindings( page );
		const errors = watchForErrors( page );
		await settings.openScreen( admin, page );
		await page
			.getByRole( 'button', {
				name: 'Create a page with a video gallery',
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Add “Videos” to a page',
		} );
		await expect(
			dialog.getByRole( 'textbox', { name: 'Block' } )
		).toHaveValue(
			/^<!-- wp:vista\/video-gallery \{"source":"media","ids":\[\d+(,\d+)*\]\} \/-->$/
		);
		// A video gallery has no shortcode.
		await expect(
			dialog.getByRole( 'textbox', { name: 'Shortcode' } )
		).toHaveCount( 0 );
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );

		expect( await roomUnderPageMenu( dialog ) ).toBeGreaterThanOrEqual(
			12
		);
		await publishAndVisit( dialog, page, requestUtils, async () => {
			const gallery = page.locator(
				'[data-vista-feature="video-gallery"]'
			);
			await expect( gallery ).toHaveAttribute(
				'data-vista-ready',
				'true'
			);
			await expect(
				gallery.getByRole( 'button', { name: /Sample clip/ } ).first()
			).toBeVisible();
			expect( errors ).toEqual( [] );
		} );
	} );

	test( 'with no video gallery on any page yet, the screen says the next step', async ( {
		admin,
		page,
	} ) => {
		// The demo site has a video gallery page: the answer is made to say it has none.
		await page.route(
			/vista-video%2Fv1%2Fsettings|vista-video\/v1\/settings/,
			async ( route ) => {
				if ( route.request().method() !== 'GET' ) {
					return route.continue();
				}
				const response = await route.fetch();
				const answer = await response.json();
				answer.galleryPage.hasGallery = false;
				await route.fulfill( { response, json: answer } );
			}
		);
		await settings.openScreen( admin, page );
		const section = page.getByRole( 'region', { name: 'Video galleries' } );
		await expect( section ).toContainText(
			'No page shows a video gallery yet. Create a page with a gallery of your Media Library’s videos'
		);
		await expect(
			section.getByRole( 'button', {
				name: 'Create a page with a video gallery',
			} )
		).toHaveClass( /is-primary/ );
	} );
} );

test.describe( 'the block editor', () => {
	test( 'the source picker and the options change the live preview', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vista/video-gallery' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'combobox', { name: 'Videos from' } )
			.selectOption( 'urls' );
		await sidebar
			.getByRole( 'textbox', { name: 'Video addresses, one per line' } )
			.fill(
				'https://vimeo.com/76979871\nhttps://www.youtube.com/watch?v=M7lc1UVf-VE'
			);
		await expect(
			editor.canvas.locator( '.vista-video__thumb' )
		).toHaveCount( 2 );
		await sidebar
			.getByRole( 'checkbox', { name: 'Show titles' } )
			.uncheck();
		await expect(
			editor.canvas.locator( '.vista-video__thumb-title' )
		).toHaveCount( 0 );
		const [ block ] = await editor.getBlocks();
		expect( block.attributes ).toMatchObject( {
			source: 'urls',
			showTitle: false,
		} );
	} );
} );
