import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import suite from '../../../suite.json';

// The suite's one list of plugins.
const plugins = suite.plugins.map( ( plugin ) => plugin.slug );

/** Every block each plugin declares, by its block.json. */
const declaredBlocks = plugins.flatMap( ( slug ) => {
	const folder = path.resolve( __dirname, '../../../blocks', slug );
	return fs.existsSync( folder )
		? fs
				.readdirSync( folder )
				.filter( ( block ) =>
					fs.existsSync( path.join( folder, block, 'block.json' ) )
				)
				.map( ( block ) => {
					const metadata = JSON.parse(
						fs.readFileSync(
							path.join( folder, block, 'block.json' ),
							'utf8'
						)
					) as { name: string; title: string };
					return { slug, name: metadata.name, title: metadata.title };
				} )
		: [];
} );

const blocks = [
	{ name: 'vista/gallery', label: 'Vista Gallery', plugin: 'vista-gallery' },
	{
		name: 'vista/video-gallery',
		// A new video gallery has no source yet: its placeholder asks where the videos come from.
		label: 'Choose where the videos come from.',
		plugin: 'vista-video',
	},
	{
		name: 'vista/consent-revoke',
		label: 'Cookie Settings',
		plugin: 'vista-consent',
	},
	{
		// The server's preview of the site's numbers.
		name: 'vista/stats-summary',
		label: 'Visits to this site',
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

	test( 'every active plugin serves its REST namespace', async ( {
		requestUtils,
	} ) => {
		const index = await requestUtils.rest< { namespaces: string[] } >( {
			path: '/',
		} );
		expect( index.namespaces ).toEqual(
			expect.arrayContaining( plugins.map( ( slug ) => `${ slug }/v1` ) )
		);
	} );

	test( 'a plugin deactivated and activated again comes back working', async ( {
		requestUtils,
		page,
	} ) => {
		const namespaces = async () =>
			(
				await requestUtils.rest< { namespaces: string[] } >( {
					path: '/',
				} )
			).namespaces;
		await requestUtils.deactivatePlugin( 'vista-forms' );
		const withoutForms = await page.goto( '/forms/' );
		expect( withoutForms?.status() ).toBe( 200 );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveCount( 0 );
		expect( await namespaces() ).not.toContain( 'vista-forms/v1' );

		await requestUtils.activatePlugin( 'vista-forms' );
		expect( await namespaces() ).toContain( 'vista-forms/v1' );
		await page.goto( '/forms/' );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
		// The form works again: it has its fields and its submit button.
		const form = page.locator( '[data-vista-feature="form"] form' );
		await expect(
			form.getByRole( 'button', { name: /submit|send/i } )
		).toBeVisible();
	} );

	test( 'the editor knows every block the plugins declare, by name and title', async ( {
		admin,
		page,
	} ) => {
		expect( declaredBlocks.length ).toBeGreaterThan( 5 );
		await admin.createNewPost();
		const registered = await page.evaluate(
			( names ) =>
				names.map( ( name ) => {
					const type = (
						window as unknown as {
							wp: {
								blocks: {
									getBlockType: (
										n: string
									) => { title: string } | undefined;
								};
							};
						}
					 ).wp.blocks.getBlockType( name );
					return type ? { name, title: type.title } : { name };
				} ),
			declaredBlocks.map( ( block ) => block.name )
		);
		expect( registered ).toEqual(
			declaredBlocks.map( ( { name, title } ) => ( { name, title } ) )
		);
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
