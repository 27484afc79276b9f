/**
 * The video gallery block's sidebar and placeholder (issue 34 item 14): a new block shows a
 * placeholder asking for its videos; the per-page and columns boxes show the site's defaults
 * rather than nothing; the Media Library button stays inside the sidebar at 1280 px and on a
 * 390 px phone; and the media picker opens on its Media Library tab.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { watchForErrors } from '../utils/site';

for ( const width of [ 1280, 390 ] ) {
	test( `a new block asks for its videos and its sidebar shows the site’s defaults at ${ width } px`, async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const { settings } = await requestUtils.rest< {
			settings: { pageSize: number; columns: number };
		} >( { path: '/vista-video/v1/settings' } );
		const errors = watchForErrors( page );
		await page.setViewportSize( { width, height: 900 } );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vista/video-gallery' } );

		const placeholder = editor.canvas.locator(
			'.vista-video-gallery-placeholder'
		);
		await expect( placeholder ).toContainText(
			'Choose where the videos come from.'
		);
		await expect(
			placeholder.getByRole( 'button', {
				name: 'Choose videos from the Media Library',
			} )
		).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'spinbutton', { name: 'Videos per page' } )
		).toHaveValue( String( settings.pageSize ) );
		await expect(
			sidebar.getByRole( 'spinbutton', { name: 'Columns' } )
		).toHaveValue( String( settings.columns ) );

		const pick = sidebar.getByRole( 'button', {
			name: 'Choose videos from the Media Library',
		} );
		await expect( pick ).toBeVisible();
		const fit = await pick.evaluate( ( button ) => {
			const panel = button.closest(
				'.components-panel__body'
			) as HTMLElement;
			const own = button.getBoundingClientRect();
			const room = panel.getBoundingClientRect();
			return {
				inside: own.left >= room.left && own.right <= room.right + 0.5,
				textFits: button.scrollWidth <= button.clientWidth + 1,
				onScreen: own.right <= window.innerWidth,
			};
		} );
		expect( fit ).toEqual( {
			inside: true,
			textFits: true,
			onScreen: true,
		} );

		await pick.click();
		const modal = page.locator( '.media-modal:visible' );
		await expect(
			modal.getByRole( 'tab', { name: 'Media Library' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( modal.locator( '.attachments-browser' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( modal ).toHaveCount( 0 );
		// The editor's own requests to outside hosts (avatars, the welcome guide's pictures) fail
		// on a machine without a network; only our scripts' errors count.
		expect(
			errors.filter(
				( error ) => ! error.includes( 'net::ERR_NAME_NOT_RESOLVED' )
			)
		).toEqual( [] );
	} );
}
