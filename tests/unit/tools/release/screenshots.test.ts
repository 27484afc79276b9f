/**
 * Issue 34 item 9: every picture of the README is made by `npm run screenshots` from the demo site,
 * so none can fall out of date unseen. A picture the README shows that the script does not take
 * would be one kept by hand.
 */
import fs from 'fs';
import path from 'path';

const root = path.resolve( __dirname, '../../../..' );
const read = ( file: string ) =>
	fs.readFileSync( path.join( root, file ), 'utf8' );

/** The names of the script's README pictures: the keys of its `readmePictures` object. */
function scriptPictures(): string[] {
	const source = read( 'tools/release/screenshots.mjs' );
	const block = source.match( /const readmePictures = \{([^]*?)\n\};/ );
	if ( ! block ) {
		throw new Error( 'screenshots.mjs has no readmePictures object' );
	}
	return [ ...block[ 1 ].matchAll( /^\t'?([a-z-]+)'?: \{/gm ) ].map(
		( m ) => m[ 1 ]
	);
}

describe( 'the README pictures (npm run screenshots)', () => {
	const shown = [
		...read( 'README.md' ).matchAll( /\(docs\/images\/([a-z-]+)\.png\)/g ),
	].map( ( m ) => m[ 1 ] );

	it( 'shows pictures, each of which is on disk', () => {
		expect( shown.length ).toBeGreaterThan( 5 );
		for ( const name of shown ) {
			expect(
				fs.existsSync(
					path.join( root, 'docs/images', `${ name }.png` )
				)
			).toBe( true );
		}
	} );

	it( 'has the script take every picture the README shows', () => {
		expect( [ ...new Set( shown ) ].sort() ).toEqual(
			[ ...new Set( scriptPictures() ) ].sort()
		);
	} );
} );
