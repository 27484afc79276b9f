/**
 * `npm run i18n`: writes each plugin's and the theme's translation template (tools/i18n/pot.cjs),
 * then brings every translation, `languages/<domain>-<locale>.po`, in line with its template, as
 * msgmerge would: a string still in the template keeps its translation and takes the template's
 * comments and references, a new one comes in untranslated, and one the code dropped goes.
 * Translators then fill in the empty `msgstr ""` lines; `npm run i18n:compile` (or the build)
 * compiles them.
 */
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const gettextParser = require( 'gettext-parser' );
const { sync: glob } = require( 'fast-glob' );
const { root } = require( '../targets.cjs' );
const { outputs } = require( './pot.cjs' );

/**
 * A translation brought in line with its template.
 *
 * @param {Object} template The parsed .pot.
 * @param {Object} po       The parsed .po.
 * @return {{ po: Object, added: number, dropped: number }} The new .po and what changed.
 */
export function mergeTranslation( template, po ) {
	const translations = {};
	let added = 0;
	let kept = 0;
	for ( const [ context, messages ] of Object.entries(
		template.translations
	) ) {
		translations[ context ] = {};
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			const known = po.translations[ context ]?.[ msgid ];
			if ( msgid && known?.msgstr.some( Boolean ) ) {
				kept++;
			} else if ( msgid ) {
				added++;
			}
			translations[ context ][ msgid ] =
				msgid === ''
					? po.translations[ '' ][ '' ]
					: {
							...entry,
							msgstr: known?.msgstr ?? entry.msgstr,
							comments: {
								...entry.comments,
								translator: known?.comments?.translator,
								flag: known?.comments?.flag,
							},
						};
		}
	}
	const before = Object.values( po.translations ).reduce(
		( sum, messages ) =>
			sum +
			Object.entries( messages ).filter(
				( [ msgid, entry ] ) => msgid && entry.msgstr.some( Boolean )
			).length,
		0
	);
	return {
		po: { ...po, translations },
		added,
		dropped: before - kept,
	};
}

for ( const { file, content } of await outputs() ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, content );
	console.log( `i18n: ${ path.relative( root, file ) }` );
	const template = gettextParser.po.parse( content );
	const domain = path.basename( file, '.pot' );
	for ( const name of glob( `${ domain }-*.po`, {
		cwd: path.dirname( file ),
	} ) ) {
		const poFile = path.join( path.dirname( file ), name );
		const merged = mergeTranslation(
			template,
			gettextParser.po.parse( fs.readFileSync( poFile ) )
		);
		fs.writeFileSync(
			poFile,
			gettextParser.po.compile( merged.po, {
				foldLength: 0,
				sort: false,
			} )
		);
		console.log(
			`i18n: ${ path.relative( root, poFile ) } (${ merged.added } untranslated, ${ merged.dropped } dropped)`
		);
	}
}
