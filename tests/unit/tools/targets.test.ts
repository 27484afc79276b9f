/**
 * suite.json is the one list of the suite's plugins: the build targets come from it, and
 * .wp-env.json (which Docker users start) must map exactly its plugins and theme.
 */
import fs from 'fs';
import path from 'path';

const root = path.resolve( __dirname, '../../..' );
const read = ( file: string ) =>
	JSON.parse( fs.readFileSync( path.join( root, file ), 'utf8' ) );

const { targets } = require( '../../../tools/targets.cjs' );

describe( 'the one list of plugins (suite.json)', () => {
	const suite = read( 'suite.json' );

	it( 'names each plugin once, with a folder of that name and a main file', () => {
		const slugs = suite.plugins.map( ( p: { slug: string } ) => p.slug );
		expect( new Set( slugs ).size ).toBe( slugs.length );
		for ( const slug of slugs ) {
			expect(
				fs.existsSync(
					path.join( root, 'plugins', slug, `${ slug }.php` )
				)
			).toBe( true );
		}
		// And no plugin folder is missing from the list.
		const folders = fs
			.readdirSync( path.join( root, 'plugins' ) )
			.filter( ( name ) => name.startsWith( 'vista-' ) )
			.sort();
		expect( [ ...slugs ].sort() ).toEqual( folders );
	} );

	it( 'is what the build builds', () => {
		expect( targets.map( ( t: { slug: string } ) => t.slug ) ).toEqual( [
			...suite.plugins.map( ( p: { slug: string } ) => p.slug ),
			suite.theme.slug,
		] );
	} );

	it( 'is what .wp-env.json maps', () => {
		const env = read( '.wp-env.json' );
		expect( env.plugins ).toEqual(
			suite.plugins.map(
				( p: { slug: string } ) => `./plugins/${ p.slug }`
			)
		);
		expect( env.themes ).toEqual( [ `./themes/${ suite.theme.slug }` ] );
	} );

	it( 'gives each plugin the namespace its main file declares', () => {
		for ( const plugin of suite.plugins ) {
			const main = fs.readFileSync(
				path.join(
					root,
					'plugins',
					plugin.slug,
					`${ plugin.slug }.php`
				),
				'utf8'
			);
			expect( main ).toContain( `namespace ${ plugin.namespace };` );
		}
	} );
} );
