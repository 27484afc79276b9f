/**
 * `npm run i18n:compile` (and the end of `npm run build`): compiles each translation,
 * `languages/<domain>-<locale>.po` of a plugin or the theme, into what WordPress reads, beside it:
 *
 * - `<domain>-<locale>.mo` for a plugin's PHP (load_plugin_textdomain), `<locale>.mo` for the
 *   theme's (load_theme_textdomain);
 * - `<domain>-<locale>-<md5>.json` per built script that uses translated strings, in the Jed 1.x
 *   format of WordPress's make-json, where md5 is that of the script's path inside the plugin
 *   (`build/blocks/form/view.js`): load_script_textdomain() finds it by the script's address, so
 *   every handle, whatever its name, gets exactly the strings of its own file, and a visitor's
 *   page never carries the admin screens' strings.
 *
 * Which strings a built script uses is read from the built file itself (script-strings.cjs).
 * Compiled files are build products (ignored by git); the .po files are the source.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const { keysUsed, CONTEXT_GLUE } = require( './script-strings.cjs' );
const gettextParser = require( 'gettext-parser' );
const { sync: glob } = require( 'fast-glob' );
const { root, targets } = require( '../targets.cjs' );

/**
 * The translated entries of a .po file, by Jed key.
 *
 * @param {Object} po Parsed by gettext-parser.
 * @return {Map<string, string[]>} Key to translations.
 */
function translatedEntries( po ) {
	const entries = new Map();
	for ( const [ context, messages ] of Object.entries( po.translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			const fuzzy = /\bfuzzy\b/.test( entry.comments?.flag ?? '' );
			if ( ! msgid || fuzzy || ! entry.msgstr.some( Boolean ) ) {
				continue;
			}
			entries.set(
				context ? context + CONTEXT_GLUE + msgid : msgid,
				entry.msgstr
			);
		}
	}
	return entries;
}

/**
 * The .mo file: translated entries only, as msgfmt writes it.
 *
 * @param {Object} po Parsed by gettext-parser.
 * @return {Buffer} The file.
 */
function moOf( po ) {
	const translations = {};
	for ( const [ context, messages ] of Object.entries( po.translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			const fuzzy = /\bfuzzy\b/.test( entry.comments?.flag ?? '' );
			if ( msgid && ( fuzzy || ! entry.msgstr.some( Boolean ) ) ) {
				continue;
			}
			translations[ context ] ??= {};
			translations[ context ][ msgid ] = entry;
		}
	}
	return gettextParser.mo.compile( { ...po, translations } );
}

/**
 * One script's translations in the Jed 1.x form WordPress's make-json writes.
 *
 * @param {Object}                po      The parsed .po (for its headers).
 * @param {string}                locale  e.g. fr_FR.
 * @param {string}                source  The script's path inside the plugin.
 * @param {Map<string, string[]>} entries The translations it uses.
 * @return {string} JSON.
 */
function jedOf( po, locale, source, entries ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: po.headers.Language || locale,
			'plural-forms':
				po.headers[ 'Plural-Forms' ] || 'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const [ key, msgstr ] of [ ...entries ].sort( ( a, b ) =>
		a[ 0 ] < b[ 0 ] ? -1 : 1
	) ) {
		messages[ key ] = msgstr;
	}
	return JSON.stringify( {
		'translation-revision-date': po.headers[ 'PO-Revision-Date' ] ?? '',
		generator: 'vista tools/i18n',
		source,
		domain: 'messages',
		locale_data: { messages },
	} );
}

/**
 * Compiles one target's translations; removes what earlier runs compiled from a .po since gone.
 *
 * @param {import('../targets.cjs').targets[number]} target A plugin or the theme.
 * @return {string[]} Files written, relative to the repository.
 */
function compileTarget( target ) {
	const languages = path.join( target.dir, 'languages' );
	const domain = target.slug;
	for ( const stale of glob( [ '*.mo', `${ domain }-*.json` ], {
		cwd: languages,
	} ) ) {
		fs.rmSync( path.join( languages, stale ) );
	}
	const scripts = glob( 'build/**/*.js', { cwd: target.dir } ).sort();
	const used = new Map(
		scripts.map( ( script ) => [
			script,
			keysUsed(
				fs.readFileSync( path.join( target.dir, script ), 'utf8' ),
				domain
			),
		] )
	);
	const written = [];
	for ( const file of glob( `${ domain }-*.po`, { cwd: languages } ) ) {
		const locale = file.slice( domain.length + 1, -3 );
		const po = gettextParser.po.parse(
			fs.readFileSync( path.join( languages, file ) )
		);
		// load_theme_textdomain() reads `<locale>.mo` from the theme's folder; a plugin's is
		// `<domain>-<locale>.mo`.
		const mo = path.join(
			languages,
			target.kind === 'theme'
				? `${ locale }.mo`
				: `${ domain }-${ locale }.mo`
		);
		fs.writeFileSync( mo, moOf( po ) );
		written.push( mo );
		const translated = translatedEntries( po );
		for ( const [ script, keys ] of used ) {
			const entries = new Map(
				[ ...keys ]
					.filter( ( key ) => translated.has( key ) )
					.map( ( key ) => [ key, translated.get( key ) ] )
			);
			if ( ! entries.size ) {
				continue;
			}
			const hash = crypto
				.createHash( 'md5' )
				.update( script )
				.digest( 'hex' );
			const json = path.join(
				languages,
				`${ domain }-${ locale }-${ hash }.json`
			);
			fs.writeFileSync( json, jedOf( po, locale, script, entries ) );
			written.push( json );
		}
	}
	return written.map( ( file ) => path.relative( root, file ) );
}

if ( process.argv[ 1 ] === new URL( import.meta.url ).pathname ) {
	let count = 0;
	for ( const target of targets ) {
		count += compileTarget( target ).length;
	}
	console.log( `i18n:compile: ${ count } file(s) written` );
}
