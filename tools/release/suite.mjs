/**
 * What the release tools know of the suite: each plugin and the theme (from suite.json), the file
 * whose header carries its version, and every place a version is written.
 */
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const { root, targets } = require( '../targets.cjs' );

export { root };

/**
 * @typedef {Object} ReleaseTarget
 * @property {string}           slug   The plugin's or theme's folder name, and the zip's top folder.
 * @property {'plugin'|'theme'} kind   What WordPress installs it as.
 * @property {string}           folder Its folder, relative to the repository.
 * @property {string}           header The file whose header WordPress reads (relative to the repository).
 */

/**
 * The suite's plugins and its theme, relative to a checkout (this one, or an older one for --ref).
 * @return {ReleaseTarget[]} One entry per zip.
 */
export function releaseTargets() {
	return targets.map( ( target ) => {
		const folder = path.relative( root, target.dir );
		return {
			slug: target.slug,
			kind: target.kind,
			folder,
			header: path.join(
				folder,
				target.kind === 'theme' ? 'style.css' : `${ target.slug }.php`
			),
		};
	} );
}

/**
 * One field of a WordPress file header (`Version`, `Requires at least`, ...), as WordPress's own
 * get_file_data() reads it: the first line that names it, anywhere in the file's first 8 KB.
 * @param {string} text  The file's text.
 * @param {string} field The field's name.
 * @return {string|null} Its value, trimmed, or null when the header lacks it.
 */
export function headerField( text, field ) {
	const escaped = field.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	const match = text
		.slice( 0, 8192 )
		.match( new RegExp( `^[ \\t/*#@]*${ escaped }:(.*)$`, 'mi' ) );
	return match ? match[ 1 ].replace( /\s*(?:\*\/|\?>).*$/, '' ).trim() : null;
}

/**
 * The version a target's header declares.
 * @param {ReleaseTarget} target The plugin or theme.
 * @param {string}        [base] The checkout to read (default this one).
 * @return {string} Its version.
 */
export function headerVersion( target, base = root ) {
	const text = fs.readFileSync( path.join( base, target.header ), 'utf8' );
	const version = headerField( text, 'Version' );
	if ( ! version ) {
		throw new Error( `${ target.header } has no Version header` );
	}
	return version;
}

/**
 * Every place the suite writes its version, each as a file and the pattern around the version:
 * group 1 is what comes before it, group 2 the version, group 3 what follows.
 * @return {{ file: string, pattern: RegExp }[]} The places, relative to the repository.
 */
export function versionPlaces() {
	const semver = '(\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?)';
	const places = [
		{ file: 'package.json', pattern: `^(  "version": ")${ semver }(",)$` },
		// npm's lock file repeats the root package's version, at the top and in packages[""].
		{
			file: 'package-lock.json',
			pattern: `^(  "version": ")${ semver }(",)$`,
		},
		{
			file: 'package-lock.json',
			pattern: `^(    "": \\{\\n      "name": "vista",\\n      "version": ")${ semver }(",)$`,
		},
		{
			file: 'plugins/vista-speed/runner/package.json',
			pattern: `^(  "version": ")${ semver }(",)$`,
		},
	];
	for ( const target of releaseTargets() ) {
		// The header WordPress shows and compares for updates.
		places.push( {
			file: target.header,
			pattern: `^([ \\t/*]*Version:[ \\t]*)${ semver }()$`,
		} );
		// The constant that versions the scripts and styles the plugin (or theme) enqueues.
		places.push( {
			file: path.join(
				target.folder,
				target.kind === 'theme'
					? 'functions.php'
					: `${ target.slug }.php`
			),
			pattern: `^(const VERSION\\s*= ')${ semver }(';)$`,
		} );
		places.push( {
			file: path.join( target.folder, 'readme.txt' ),
			pattern: `^(Stable tag:[ \\t]*)${ semver }()$`,
		} );
	}
	return places.map( ( place ) => ( {
		file: place.file,
		pattern: new RegExp( place.pattern, 'm' ),
	} ) );
}
