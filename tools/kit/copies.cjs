/**
 * The kit (kit/*.php, namespace Vista\Kit) is written once and shipped inside every plugin, under
 * that plugin's own namespace, so each plugin still installs alone and two plugins can carry
 * different versions of it without clashing (the way WordPress plugins ship shared libraries).
 * This module computes what each copy must be; `npm run generate` (tools/generate/run.mjs) writes
 * or checks them.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { root, suite } = require( '../targets.cjs' );

const kitDir = path.join( root, 'kit' );

/** The kit's PHP files, by name. */
function kitFiles() {
	return fs
		.readdirSync( kitDir )
		.filter( ( name ) => name.endsWith( '.php' ) )
		.sort();
}

/**
 * The folder of a plugin's copy.
 *
 * @param {{ slug: string }} plugin The plugin.
 */
function copyDir( plugin ) {
	return path.join( root, 'plugins', plugin.slug, 'includes', 'Kit' );
}

/**
 * A kit file as it must stand in a plugin: the plugin's namespace, text domain and error codes,
 * and a line saying where it comes from.
 *
 * @param {string}                              source The kit file's text.
 * @param {{ slug: string, namespace: string }} plugin The plugin.
 * @param {string}                              name   The file's name.
 */
function copyOf( source, plugin, name ) {
	const prefix = plugin.slug.replace( /-/g, '_' );
	return source
		.replace(
			/^<\?php\n/,
			`<?php\n// A copy of kit/${ name } for ${ plugin.slug }, made by \`npm run kit\`: change the kit, not this file.\n`
		)
		.replace(
			/^namespace Vista\\Kit;$/m,
			`namespace ${ plugin.namespace }\\Kit;`
		)
		.replace( /@package Vista\\Kit$/m, `@package ${ plugin.namespace }` )
		.replace( /'vista-kit'/g, `'${ plugin.slug }'` )
		.replace( /\bvista_kit_/g, `${ prefix }_` );
}

/**
 * Every copy that differs from what it must be: missing, changed, or a file the kit does not have.
 *
 * @return {{ file: string, problem: string }[]} The problems, none when every copy is right.
 */
function drift() {
	const problems = [];
	for ( const plugin of suite.plugins ) {
		const dir = copyDir( plugin );
		const expected = new Set( kitFiles() );
		for ( const name of expected ) {
			const file = path.join( dir, name );
			const want = copyOf(
				fs.readFileSync( path.join( kitDir, name ), 'utf8' ),
				plugin,
				name
			);
			if ( ! fs.existsSync( file ) ) {
				problems.push( { file, problem: 'missing' } );
			} else if ( fs.readFileSync( file, 'utf8' ) !== want ) {
				problems.push( { file, problem: 'differs from the kit' } );
			}
		}
		for ( const name of fs.existsSync( dir )
			? fs.readdirSync( dir )
			: [] ) {
			if ( ! expected.has( name ) ) {
				problems.push( {
					file: path.join( dir, name ),
					problem: 'is not in the kit',
				} );
			}
		}
	}
	return problems;
}

/**
 * Every copy as it must be, for `npm run generate`.
 *
 * @return {{ file: string, content: string }[]} Each plugin's copy of each kit file.
 */
function outputs() {
	return suite.plugins.flatMap( ( plugin ) =>
		kitFiles().map( ( name ) => ( {
			file: path.join( copyDir( plugin ), name ),
			content: copyOf(
				fs.readFileSync( path.join( kitDir, name ), 'utf8' ),
				plugin,
				name
			),
		} ) )
	);
}

/**
 * Files in a copy's folder that the kit does not have (a kit file renamed or removed).
 *
 * @return {string[]} Their paths.
 */
function strays() {
	const names = new Set( kitFiles() );
	return suite.plugins.flatMap( ( plugin ) => {
		const dir = copyDir( plugin );
		return ( fs.existsSync( dir ) ? fs.readdirSync( dir ) : [] )
			.filter( ( name ) => ! names.has( name ) )
			.map( ( name ) => path.join( dir, name ) );
	} );
}

/** Writes every copy anew and removes files the kit no longer has. */
function writeCopies() {
	for ( const plugin of suite.plugins ) {
		const dir = copyDir( plugin );
		fs.mkdirSync( dir, { recursive: true } );
		const names = kitFiles();
		for ( const name of fs.readdirSync( dir ) ) {
			if ( ! names.includes( name ) ) {
				fs.rmSync( path.join( dir, name ) );
			}
		}
		for ( const name of names ) {
			fs.writeFileSync(
				path.join( dir, name ),
				copyOf(
					fs.readFileSync( path.join( kitDir, name ), 'utf8' ),
					plugin,
					name
				)
			);
		}
	}
}

module.exports = {
	root,
	suite,
	kitDir,
	kitFiles,
	copyDir,
	copyOf,
	drift,
	writeCopies,
	outputs,
	strays,
};
