/**
 * `npm run package`: one installable zip per plugin and for the theme, `dist/<slug>-<version>.zip`,
 * whose top folder is the slug, as Plugins → Add New → Upload (and Appearance → Themes → Add New →
 * Upload) expect. A zip holds what the site runs: the PHP, the built bundles, block.json and
 * render.php, the page-speed runner and the statistics' lean endpoint (both run as shipped),
 * readme.txt, languages/ (.pot, .po, .mo, script .json) and the licence; never sources, tests,
 * source maps or dotfiles.
 *
 * Options:
 *   --no-build      zip what is built already (the build and the translations' compile are skipped)
 *   --ref <commit>  package an earlier commit of this repository: it is checked out in a temporary
 *                   worktree, built there with this checkout's node_modules, zipped, and removed
 *   --out <folder>  where the zips go (default dist/)
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import { ZipArchive } from 'archiver';
import { root, releaseTargets, headerVersion } from './suite.mjs';

/**
 * What never ships, by path inside the plugin's folder: dotfiles (.gitkeep), source maps, tests,
 * installed dependencies, TypeScript sources and lock files.
 */
const devFile =
	/(^|\/)(\.[^/]*|node_modules|tests?|__tests__)(\/|$)|\.(map|tsx?|d\.ts)$|(^|\/)(package-lock\.json|phpunit[^/]*|composer\.(json|lock)|tsconfig\.json)$/;

/** Folders of generated files, not in git, that ship: the bundles and the compiled translations. */
const generatedFolders = [ 'build', 'languages' ];

function parseArguments( argv ) {
	const options = { build: true, ref: null, out: path.join( root, 'dist' ) };
	for ( let i = 0; i < argv.length; i++ ) {
		const [ name, inline ] = argv[ i ].split( /=(.*)/s );
		const value = () => inline ?? argv[ ++i ];
		if ( name === '--no-build' ) {
			options.build = false;
		} else if ( name === '--ref' ) {
			options.ref = value();
		} else if ( name === '--out' ) {
			options.out = path.resolve( value() );
		} else {
			throw new Error( `unknown option ${ argv[ i ] }` );
		}
	}
	if ( options.ref === undefined || options.ref === '' ) {
		throw new Error( '--ref needs a commit' );
	}
	return options;
}

function run( command, args, cwd ) {
	execFileSync( command, args, {
		cwd,
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
}

function filesUnder( base, folder ) {
	const full = path.join( base, folder );
	if ( ! fs.existsSync( full ) ) {
		return [];
	}
	return fs
		.readdirSync( full, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path.relative( base, path.join( entry.parentPath, entry.name ) )
		);
}

/**
 * The files of one plugin or the theme that ship, relative to its folder: what git tracks there
 * (so nothing a developer left lying around), plus the generated folders.
 * @param {string} base   The checkout.
 * @param {string} folder The target's folder in it.
 * @return {string[]} Sorted paths.
 */
export function shippedFiles( base, folder ) {
	const tracked = execFileSync( 'git', [ 'ls-files', '-z', '--', folder ], {
		cwd: base,
		encoding: 'utf8',
	} )
		.split( '\0' )
		.filter( Boolean )
		.map( ( file ) => path.relative( folder, file ) );
	const generated = generatedFolders.flatMap( ( generatedFolder ) =>
		filesUnder( path.join( base, folder ), generatedFolder )
	);
	return [ ...new Set( [ ...tracked, ...generated ] ) ]
		.filter( ( file ) => fs.existsSync( path.join( base, folder, file ) ) )
		.filter(
			( file ) => ! devFile.test( file.split( path.sep ).join( '/' ) )
		)
		.sort();
}

async function writeZip( zipPath, slug, sourceFolder, files, licence ) {
	fs.mkdirSync( path.dirname( zipPath ), { recursive: true } );
	const output = fs.createWriteStream( zipPath );
	const archive = new ZipArchive( { zlib: { level: 9 } } );
	const closed = new Promise( ( resolve, reject ) => {
		output.on( 'close', resolve );
		archive.on( 'warning', reject );
		archive.on( 'error', reject );
	} );
	archive.pipe( output );
	for ( const file of files ) {
		archive.file( path.join( sourceFolder, file ), {
			name: `${ slug }/${ file.split( path.sep ).join( '/' ) }`,
		} );
	}
	if ( licence && ! files.includes( 'license.txt' ) ) {
		archive.file( licence, { name: `${ slug }/license.txt` } );
	}
	await archive.finalize();
	await closed;
	return archive.pointer();
}

/**
 * Builds (unless told not to), compiles the translations, and zips every target of one checkout.
 * @param {string} base    The checkout to package.
 * @param {Object} options The parsed command line.
 * @return {Promise<string[]>} The zips written.
 */
async function packageCheckout( base, options ) {
	if ( options.build ) {
		run( 'npm', [ 'run', '--silent', 'build' ], base );
		run(
			'npm',
			[ 'run', '--silent', '--if-present', 'i18n:compile' ],
			base
		);
	}
	// An older commit may predate the licence file: the text is the same GPL.
	const licence = [ base, root ]
		.map( ( checkout ) => path.join( checkout, 'LICENSE' ) )
		.find( ( file ) => fs.existsSync( file ) );
	const written = [];
	for ( const target of releaseTargets() ) {
		const sourceFolder = path.join( base, target.folder );
		const files = shippedFiles( base, target.folder );
		if (
			! files.some( ( file ) => file.startsWith( `build${ path.sep }` ) )
		) {
			throw new Error(
				`${ target.folder }/build is empty: build first, or drop --no-build`
			);
		}
		const zipPath = path.join(
			options.out,
			`${ target.slug }-${ headerVersion( target, base ) }.zip`
		);
		const bytes = await writeZip(
			zipPath,
			target.slug,
			sourceFolder,
			files,
			licence
		);
		console.log(
			`package: ${ path.relative( process.cwd(), zipPath ) } (${ files.length } files, ${ Math.round( bytes / 1024 ) } KB)`
		);
		written.push( zipPath );
	}
	return written;
}

/**
 * Packages an earlier commit in a temporary worktree of this repository, then removes it.
 * @param {Object} options The parsed command line.
 * @return {Promise<string[]>} The zips written.
 */
async function packageRef( options ) {
	const commit = execFileSync(
		'git',
		[ 'rev-parse', '--verify', `${ options.ref }^{commit}` ],
		{
			cwd: root,
			encoding: 'utf8',
		}
	).trim();
	const worktree = fs.mkdtempSync(
		path.join( os.tmpdir(), `vista-release-${ commit.slice( 0, 12 ) }-` )
	);
	run( 'git', [ 'worktree', 'add', '--detach', worktree, commit ], root );
	try {
		fs.symlinkSync(
			fs.realpathSync( path.join( root, 'node_modules' ) ),
			path.join( worktree, 'node_modules' )
		);
		// The older commit's own build; its generated files are committed, so nothing else to run.
		return await packageCheckout( worktree, { ...options, build: true } );
	} finally {
		run( 'git', [ 'worktree', 'remove', '--force', worktree ], root );
		fs.rmSync( worktree, { recursive: true, force: true } );
	}
}

async function main() {
	let options;
	try {
		options = parseArguments( process.argv.slice( 2 ) );
	} catch ( error ) {
		console.error( `package: ${ error.message }` );
		console.error(
			'usage: npm run package [-- --no-build] [--ref <commit>] [--out <folder>]'
		);
		process.exit( 2 );
	}
	if ( options.ref ) {
		await packageRef( options );
	} else {
		await packageCheckout( root, options );
	}
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	main().catch( ( error ) => {
		console.error( `package: ${ error.message }` );
		process.exit( 1 );
	} );
}
