/**
 * The translation template of each plugin and the theme: `plugins/<slug>/languages/<slug>.pot` and
 * `themes/vista/languages/vista.pot`, extracted by @wp-blocks/make-pot (WordPress's make-pot
 * rules: PHP, scripts, block.json) from everything that ships in the target's text domain:
 *
 * - its PHP (the main file's header, includes/ with the kit's copy, hooks.php, ...), build/ aside;
 * - its client sources, `src/<source>/`; `src/shared/` holds no text of its own (each plugin hands
 *   it its strings, e.g. settings/shell-strings.ts), so it is not read;
 * - its blocks, `blocks/<slug>/`: block.json (title, description, keywords: with WordPress's
 *   contexts "block title" and so on), the editor and view scripts, render.php.
 *
 * Only calls in the target's own text domain are kept. References name the file without a line
 * number and the file has no creation date, so the template changes only when a string does, and
 * `npm run generate -- --check` (a step of `npm test`) can tell a stale template deterministically.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { sync: glob } = require( 'fast-glob' );
const gettextParser = require( 'gettext-parser' );
const { doTree } = require( '@wp-blocks/make-pot/lib/parser/tree.js' );
const {
	parseJsonFile,
} = require( '@wp-blocks/make-pot/lib/extractors/json.js' );
const {
	JsonSchemaExtractor,
} = require( '@wp-blocks/make-pot/lib/extractors/schema.js' );
const { root, targets } = require( '../targets.cjs' );

// make-pot would fetch WordPress's block.json i18n schema from the network; it ships the same
// schema as its fallback, which keeps the run offline and the result the same on every machine.
// (The fallbacks are module namespaces: the schema is their default export.)
JsonSchemaExtractor.schemaCache[ JsonSchemaExtractor.blockJsonSource ] =
	JsonSchemaExtractor.blockJsonFallback.default;
JsonSchemaExtractor.schemaCache[ JsonSchemaExtractor.themeJsonSource ] =
	JsonSchemaExtractor.themeJsonFallback.default;

/** The main file's header fields WordPress translates in the plugins and themes lists. */
const HEADER_FIELDS = {
	plugin: [
		'Plugin Name',
		'Plugin URI',
		'Description',
		'Author',
		'Author URI',
	],
	theme: [ 'Theme Name', 'Theme URI', 'Description', 'Author', 'Author URI' ],
};

/**
 * The files a target's strings come from, relative to the repository, in a stable order.
 *
 * @param {import('../targets.cjs').targets[number]} target A plugin or the theme.
 * @return {string[]} The files.
 */
function sourcesOf( target ) {
	const dir = path.relative( root, target.dir );
	return glob(
		[
			`${ dir }/**/*.php`,
			`src/${ target.source }/**/*.{ts,tsx,js}`,
			`blocks/${ target.slug }/**/*.{php,ts,tsx,js}`,
			`blocks/${ target.slug }/*/block.json`,
			...( target.kind === 'theme' ? [ `${ dir }/theme.json` ] : [] ),
		],
		{
			cwd: root,
			ignore: [
				`${ dir }/build/**`,
				`${ dir }/node_modules/**`,
				`${ dir }/vendor/**`,
				'**/*.d.ts',
			],
		}
	).sort();
}

/**
 * The entries of the main file's header (plugin name, description, ...), as WordPress's make-pot
 * writes them.
 *
 * @param {import('../targets.cjs').targets[number]} target A plugin or the theme.
 * @return {Object[]} gettext entries.
 */
function headerEntries( target ) {
	const file = target.kind === 'theme' ? 'style.css' : `${ target.slug }.php`;
	const text = fs.readFileSync( path.join( target.dir, file ), 'utf8' );
	const entries = [];
	for ( const field of HEADER_FIELDS[ target.kind ] ) {
		const match = text.match(
			new RegExp( `^[\\s*#@]*${ field }:(.*)$`, 'mi' )
		);
		const value = match?.[ 1 ].trim();
		if ( value ) {
			entries.push( {
				msgid: value,
				comments: {
					extracted: `${ field.replace( /^(Plugin|Theme) /, '' ) } of the ${ target.kind }`,
					reference: path.relative(
						root,
						path.join( target.dir, file )
					),
				},
			} );
		}
	}
	return entries;
}

/**
 * The entries one file holds, in the target's text domain.
 *
 * @param {string} file   Path relative to the repository.
 * @param {string} domain The text domain.
 * @return {Promise<Object[]>} gettext entries.
 */
async function entriesOf( file, domain ) {
	const content = fs.readFileSync( path.join( root, file ), 'utf8' );
	const name = path.basename( file );
	if ( name === 'block.json' || name === 'theme.json' ) {
		const json = JSON.parse( content );
		if ( name === 'block.json' && json.textdomain !== domain ) {
			return [];
		}
		const found =
			( await parseJsonFile( {
				fileContent: content,
				filename: name,
			} ) ) ?? [];
		// make-pot hands back the field's context ("block title") as msgid and the value as
		// msgctxt; WordPress translates block.json with the context, so put them in place.
		return found.map( ( item ) => ( {
			msgctxt: item.msgid,
			msgid: item.msgctxt,
			comments: { reference: file },
		} ) );
	}
	const blocks = doTree( content, file, false, {
		options: { translationDomains: [ domain ] },
	} );
	return blocks.blocks.map( ( block ) => ( {
		msgctxt: block.msgctxt || undefined,
		msgid: block.msgid,
		msgid_plural: block.msgid_plural || undefined,
		comments: {
			extracted: block.comments?.translator?.join( '\n' ),
			reference: file,
		},
	} ) );
}

/**
 * Merges entries that share context and text: their references and comments join.
 *
 * @param {Object[]} entries In the order found.
 * @return {Map<string, Object>} Keyed by context and text.
 */
function merge( entries ) {
	const merged = new Map();
	for ( const entry of entries ) {
		if ( ! entry.msgid ) {
			continue;
		}
		const key = `${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`;
		const known = merged.get( key );
		if ( ! known ) {
			merged.set( key, {
				...entry,
				comments: {
					extracted: entry.comments.extracted
						? [ entry.comments.extracted ]
						: [],
					reference: [ entry.comments.reference ],
				},
			} );
			continue;
		}
		known.msgid_plural ??= entry.msgid_plural;
		for ( const kind of [ 'extracted', 'reference' ] ) {
			const value = entry.comments[ kind ];
			if ( value && ! known.comments[ kind ].includes( value ) ) {
				known.comments[ kind ].push( value );
			}
		}
	}
	return merged;
}

/**
 * The template of one target, as text.
 *
 * @param {import('../targets.cjs').targets[number]} target A plugin or the theme.
 * @return {Promise<string>} The .pot file.
 */
async function potOf( target ) {
	const found = [ ...headerEntries( target ) ];
	for ( const file of sourcesOf( target ) ) {
		found.push( ...( await entriesOf( file, target.slug ) ) );
	}
	const translations = { '': {} };
	for ( const entry of merge( found ).values() ) {
		const context = entry.msgctxt ?? '';
		translations[ context ] ??= {};
		translations[ context ][ entry.msgid ] = {
			...entry,
			msgstr: entry.msgid_plural ? [ '', '' ] : [ '' ],
			comments: {
				extracted: entry.comments.extracted.join( '\n' ) || undefined,
				reference: entry.comments.reference.join( '\n' ),
			},
		};
	}
	const kind = target.kind === 'theme' ? 'theme' : 'plugin';
	const po = gettextParser.po.compile(
		{
			charset: 'utf-8',
			headers: {
				'Project-Id-Version': target.slug,
				'MIME-Version': '1.0',
				'Content-Type': 'text/plain; charset=UTF-8',
				'Content-Transfer-Encoding': '8bit',
				'X-Domain': target.slug,
			},
			translations,
		},
		{ foldLength: 0, sort: false }
	);
	return (
		`# Translation template of the ${ target.slug } ${ kind }. Written by \`npm run i18n\`: do not edit.\n` +
		`# Distributed under the same license as the ${ kind } (GPL-2.0-or-later).\n` +
		`${ po.toString( 'utf8' ) }\n`
	);
}

/**
 * The template's path of a target.
 *
 * @param {import('../targets.cjs').targets[number]} target A plugin or the theme.
 * @return {string} Absolute path.
 */
function potPath( target ) {
	return path.join( target.dir, 'languages', `${ target.slug }.pot` );
}

/**
 * Every template, for `npm run i18n` and the generators of `npm run generate`.
 *
 * @return {Promise<{ file: string, content: string }[]>} One .pot per plugin and the theme.
 */
async function outputs() {
	const files = [];
	for ( const target of targets ) {
		files.push( {
			file: potPath( target ),
			content: await potOf( target ),
		} );
	}
	return files;
}

module.exports = { outputs, potPath, sourcesOf };
