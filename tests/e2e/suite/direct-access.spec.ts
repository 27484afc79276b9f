/**
 * Issue 13 item 7: a PHP file of the suite that WordPress loads, requested directly by its
 * address, stops at once: an empty answer, never a fatal error printing the server's path. The
 * only files a web server runs directly are the statistics' lean hit endpoints (the exception the
 * lint's Vista.Files.DirectAccessGuard lists).
 */
import path from 'path';
import fg from 'fast-glob';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import suite from '../../../suite.json';
import { visitor } from '../utils/site';

const root = path.resolve( __dirname, '../../..' );

/** Every PHP file a visitor could ask for, by its address on the site. */
function loadedFiles(): string[] {
	const addresses: string[] = [];
	for ( const { slug } of suite.plugins ) {
		const files = fg.sync( '**/*.php', {
			cwd: path.join( root, 'plugins', slug ),
			ignore: [ 'lean/**', 'node_modules/**' ],
		} );
		addresses.push(
			...files.map(
				( file ) => `/wp-content/plugins/${ slug }/${ file }`
			)
		);
	}
	const theme = fg.sync( '**/*.php', {
		cwd: path.join( root, 'themes', suite.theme.slug ),
	} );
	addresses.push(
		...theme.map(
			( file ) => `/wp-content/themes/${ suite.theme.slug }/${ file }`
		)
	);
	return addresses;
}

test.use( visitor );

test( 'PHP files requested directly answer nothing and disclose no path', async ( {
	request,
} ) => {
	const addresses = loadedFiles();
	// Class files, the kit's copies, block templates, plugin main files, uninstall.php, the theme.
	expect( addresses.length ).toBeGreaterThan( 100 );
	expect( addresses ).toContainEqual(
		'/wp-content/plugins/vista-forms/includes/Entries/PdfWriter.php'
	);
	expect( addresses ).toContainEqual(
		'/wp-content/plugins/vista-gallery/includes/Views/GridView.php'
	);
	const disclosures: string[] = [];
	for ( const address of addresses ) {
		const response = await request.get( address );
		const body = await response.text();
		if (
			response.status() !== 200 ||
			body !== '' ||
			body.includes( root )
		) {
			disclosures.push(
				`${ address }: ${ response.status() } ${ body.slice( 0, 200 ) }`
			);
		}
	}
	expect( disclosures ).toEqual( [] );
} );
