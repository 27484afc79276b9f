/**
 * Settings → Video and the block editor. The API key is saved through the screen and never printed
 * to it; the block's source picker and sidebar options change the live preview.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';

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
