import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import suite from '../../../suite.json';

// The suite's one list of plugins.
const plugins = suite.plugins.map( ( plugin ) => plugin.slug );

const blocks = [
	{ name: 'vista/gallery', label: 'Vista Gallery', plugin: 'vista-gallery' },
	{
		name: 'vista/video-gallery',
		// A new video gallery has no source yet: the editor says so, in the server's preview.
		label: 'No videos to show yet.',
		plugin: 'vista-video',
	},
	{
		name: 'vista/consent-revoke',
		label: 'Cookie Settings',
		plugin: 'vista-consent',
	},
	{
		name: 'vista/stats-summary',
		label: 'Visitor Statistics',
		plugin: 'vista-stats',
	},
	{ name: 'vista/form', label: 'Vista Form', plugin: 'vista-forms' },
];

test.describe( 'The Vista suite', () => {
	test( 'the plugins screen lists the six Vista plugins as active', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'plugins.php' );
		for ( const slug of plugins ) {
			const row = page.locator( `tr[data-slug="${ slug }"]` );
			await expect( row ).toHaveClass( /(^|\s)active(\s|$)/ );
		}
	} );

	test( 'a plugin deactivated and activated again comes back working', async ( {
		requestUtils,
		page,
	} ) => {
		await requestUtils.deactivatePlugin( 'vista-forms' );
		const withoutForms = await page.goto( '/forms/' );
		expect( withoutForms?.status() ).toBe( 200 );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveCount( 0 );

		await requestUtils.activatePlugin( 'vista-forms' );
		await page.goto( '/forms/' );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
	} );

	test( 'every block can be inserted in the editor and shows its placeholder or first state', async ( {
		admin,
		editor,
	} ) => {
		await admin.createNewPost();
		for ( const block of blocks ) {
			await editor.insertBlock( { name: block.name } );
			await expect(
				editor.canvas.locator( `[data-type="${ block.name }"]` )
			).toContainText( block.label );
		}
	} );

	test( 'a post built with a block loads that plugin’s script and no other plugin’s', async ( {
		requestUtils,
		page,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Gallery only',
			content: '<!-- wp:vista/gallery /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await page.goto( `/?p=${ post.id }` );
		await expect(
			page.locator( '[data-vista-feature="gallery"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
		const vistaScripts = await page.evaluate( () =>
			Array.from(
				document.querySelectorAll( 'script[src*="/plugins/vista-"]' ),
				( el ) => new URL( ( el as HTMLScriptElement ).src ).pathname
			)
		);
		// Besides the block's script, an administrator gets only the always-on cookie notice and
		// the admin bar's page-speed widget.
		expect( vistaScripts.sort() ).toEqual( [
			'/wp-content/plugins/vista-consent/build/notice.js',
			'/wp-content/plugins/vista-gallery/build/blocks/gallery/view.js',
			'/wp-content/plugins/vista-speed/build/admin-bar.js',
		] );
	} );
} );
