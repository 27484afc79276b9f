/**
 * `npm run version:set -- <version>`: writes one version everywhere the suite writes it (each
 * plugin's header and VERSION constant, the theme's style.css and functions.php, each readme.txt's
 * Stable tag, package.json, its lock file, the page-speed runner's package.json). The plugins and
 * the theme are released together, so they share one version. It refuses a place it cannot find
 * rather than leave one behind; the changelog entry is the developer's to write (the readme check
 * of `npm test` fails until each readme.txt has one for the new version).
 */
import fs from 'fs';
import path from 'path';
import { root, versionPlaces } from './suite.mjs';

const version = process.argv[ 2 ] ?? '';
if ( ! /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test( version ) ) {
	console.error(
		'usage: npm run version:set -- <major.minor.patch>   (for example 1.2.0)'
	);
	process.exit( 2 );
}

// Read and check everything first: a missing place changes no file at all.
const texts = new Map();
const missing = [];
for ( const { file, pattern } of versionPlaces() ) {
	const full = path.join( root, file );
	if ( ! texts.has( full ) ) {
		texts.set(
			full,
			fs.existsSync( full ) ? fs.readFileSync( full, 'utf8' ) : ''
		);
	}
	const text = texts.get( full );
	if ( ! pattern.test( text ) ) {
		missing.push( `${ file } (${ pattern.source })` );
		continue;
	}
	texts.set(
		full,
		text.replace(
			pattern,
			( _all, before, _old, after ) => `${ before }${ version }${ after }`
		)
	);
}
if ( missing.length ) {
	console.error(
		`version:set: no version found in\n  ${ missing.join( '\n  ' ) }`
	);
	process.exit( 1 );
}
let changed = 0;
for ( const [ full, text ] of texts ) {
	if ( fs.readFileSync( full, 'utf8' ) !== text ) {
		fs.writeFileSync( full, text );
		changed++;
	}
}
console.log( `version:set: ${ version } written to ${ changed } files.` );
console.log(
	`Now add "= ${ version } =" to the Changelog of each readme.txt (npm test checks it).`
);
