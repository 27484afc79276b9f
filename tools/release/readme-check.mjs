/**
 * `npm run readme:check` (a step of `npm test`): each plugin's and the theme's readme.txt follows
 * WordPress.org's format and says what the code says.
 *
 * - the title line `=== Name ===`, then the header fields Contributors, Tags (five at most),
 *   Requires at least, Tested up to, Requires PHP, Stable tag, License and License URI;
 * - Stable tag, Requires at least and Requires PHP equal the plugin header's (style.css for the
 *   theme) Version, Requires at least and Requires PHP;
 * - a short description of 150 characters at most, right after the header;
 * - the sections Description, Installation, Frequently Asked Questions, Screenshots, Changelog and
 *   Upgrade Notice; the changelog has an entry for the stable tag; the FAQ says what deleting
 *   leaves behind (issue 32 item 7);
 * - one screenshot file per caption (docs/screenshots/<slug>/screenshot-N.png, made by
 *   `npm run screenshots`; the theme's first one is also its screenshot.png).
 *
 * `--self-test` first checks that the checker itself refuses broken copies of a good readme.
 */
import fs from 'fs';
import path from 'path';
import { root, releaseTargets, headerField } from './suite.mjs';

const requiredFields = [
	'Contributors',
	'Tags',
	'Requires at least',
	'Tested up to',
	'Requires PHP',
	'Stable tag',
	'License',
	'License URI',
];
const requiredSections = [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Screenshots',
	'Changelog',
	'Upgrade Notice',
];
/** The header fields a readme.txt repeats from the code, by their name in the readme. */
const matchingHeader = {
	'Stable tag': 'Version',
	'Requires at least': 'Requires at least',
	'Requires PHP': 'Requires PHP',
};

/**
 * The parts of a readme.txt.
 * @param {string} text The readme's text.
 * @return {{ title: string|null, fields: Map<string,string>, short: string, sections: Map<string,string> }} Its parts.
 */
export function parseReadme( text ) {
	const lines = text.replace( /\r\n/g, '\n' ).split( '\n' );
	const title = lines[ 0 ]?.match( /^===\s*(.+?)\s*===$/ )?.[ 1 ] ?? null;
	const fields = new Map();
	let index = 1;
	for ( ; index < lines.length && lines[ index ].trim() !== ''; index++ ) {
		const [ , name, value ] =
			lines[ index ].match( /^([^:]+):\s*(.*)$/ ) ?? [];
		if ( name ) {
			fields.set( name.trim(), value.trim() );
		}
	}
	const rest = lines.slice( index ).join( '\n' );
	const [ intro, ...parts ] = rest.split( /^==\s*(.+?)\s*==$/m );
	const sections = new Map();
	for ( let i = 0; i < parts.length; i += 2 ) {
		sections.set( parts[ i ], parts[ i + 1 ].trim() );
	}
	return { title, fields, short: intro.trim(), sections };
}

/**
 * What is wrong with one readme.txt, given the header of the code it describes.
 * @param {string} text        The readme's text.
 * @param {string} headerText  The plugin's main file, or the theme's style.css.
 * @param {number} screenshots How many screenshot files there are for it.
 * @return {string[]} The problems, empty when there are none.
 */
export function readmeProblems( text, headerText, screenshots ) {
	const { title, fields, short, sections } = parseReadme( text );
	const problems = [];
	if ( ! title ) {
		problems.push( 'the first line is not "=== Name ==="' );
	}
	for ( const field of requiredFields ) {
		if ( ! fields.get( field ) ) {
			problems.push(
				`the header field "${ field }" is missing or empty`
			);
		}
	}
	const tags = ( fields.get( 'Tags' ) ?? '' )
		.split( ',' )
		.filter( ( tag ) => tag.trim() );
	if ( tags.length > 5 ) {
		problems.push(
			`${ tags.length } tags: WordPress.org shows five at most`
		);
	}
	for ( const [ field, header ] of Object.entries( matchingHeader ) ) {
		const declared = headerField( headerText, header );
		if ( fields.has( field ) && fields.get( field ) !== declared ) {
			problems.push(
				`"${ field }: ${ fields.get( field ) }" differs from the header's "${ header }: ${ declared }"`
			);
		}
	}
	if ( ! short || short.includes( '\n\n' ) ) {
		problems.push( 'no one-paragraph short description after the header' );
	} else if ( short.length > 150 ) {
		problems.push(
			`the short description has ${ short.length } characters (150 at most)`
		);
	}
	for ( const section of requiredSections ) {
		if ( ! sections.get( section ) ) {
			problems.push(
				`the section "== ${ section } ==" is missing or empty`
			);
		}
	}
	const stable = fields.get( 'Stable tag' );
	if (
		stable &&
		! new RegExp(
			`^=\\s*${ stable.replace( /\./g, '\\.' ) }\\s*=$`,
			'm'
		).test( sections.get( 'Changelog' ) ?? '' )
	) {
		problems.push( `the Changelog has no "= ${ stable } =" entry` );
	}
	if (
		! /^=.*\bdelet.*=$/im.test(
			sections.get( 'Frequently Asked Questions' ) ?? ''
		)
	) {
		problems.push(
			'the FAQ does not say what deleting it removes and what stays'
		);
	}
	const captions = ( sections.get( 'Screenshots' ) ?? '' )
		.split( '\n' )
		.filter( ( line ) => /^\d+\.\s+\S/.test( line ) );
	captions.forEach( ( line, i ) => {
		if ( ! line.startsWith( `${ i + 1 }. ` ) ) {
			problems.push(
				`screenshot caption ${ i + 1 } is numbered "${ line.split( '.' )[ 0 ] }"`
			);
		}
	} );
	if ( captions.length !== screenshots ) {
		problems.push(
			`${ captions.length } screenshot captions but ${ screenshots } screenshot files (npm run screenshots)`
		);
	}
	return problems;
}

/**
 * The screenshot files of one target, screenshot-1.png, screenshot-2.png, ... without gaps.
 * @param {string} slug The plugin's or theme's slug.
 * @return {number} How many there are.
 */
function screenshotCount( slug ) {
	let count = 0;
	while (
		fs.existsSync(
			path.join(
				root,
				'docs/screenshots',
				slug,
				`screenshot-${ count + 1 }.png`
			)
		)
	) {
		count++;
	}
	return count;
}

function selfTest() {
	const good = `=== Sample ===
Contributors: vista
Tags: one, two
Requires at least: 6.8
Tested up to: 6.8
Requires PHP: 8.2
Stable tag: 1.2.0
License: GPLv2 or later
License URI: https://www.gnu.org/licenses/gpl-2.0.html

A sample.

== Description ==
Text.
== Installation ==
Text.
== Frequently Asked Questions ==
= What does deleting it leave? =
Nothing.
== Screenshots ==
1. One.
== Changelog ==
= 1.2.0 =
* Text.
== Upgrade Notice ==
= 1.2.0 =
Text.
`;
	const header =
		' * Version: 1.2.0\n * Requires at least: 6.8\n * Requires PHP: 8.2\n';
	const cases = [
		[ 'a good readme', good, header, [] ],
		[
			'a stable tag behind the header',
			good,
			header.replace( '1.2.0', '1.3.0' ),
			[ /Stable tag: 1\.2\.0" differs/ ],
		],
		[
			'no Tested up to',
			good.replace( /^Tested up to:.*\n/m, '' ),
			header,
			[ /"Tested up to" is missing/ ],
		],
		[
			'no changelog entry',
			good.replace( '= 1.2.0 =\n* Text.', '= 1.1.0 =\n* Text.' ),
			header,
			[ /no "= 1\.2\.0 =" entry/ ],
		],
		[
			'no Upgrade Notice',
			good.replace( /== Upgrade Notice ==[^]*$/, '' ),
			header,
			[ /Upgrade Notice/ ],
		],
	];
	let failed = 0;
	for ( const [ name, text, headerText, expected ] of cases ) {
		const problems = readmeProblems( text, headerText, 1 );
		const ok =
			expected.length === 0
				? problems.length === 0
				: expected.every( ( pattern ) =>
						problems.some( ( problem ) => pattern.test( problem ) )
					);
		if ( ! ok ) {
			failed++;
			console.error(
				`readme-check self-test: ${ name }: got ${ JSON.stringify( problems ) }`
			);
		}
	}
	return failed;
}

function main() {
	let failed = process.argv.includes( '--self-test' ) ? selfTest() : 0;
	for ( const target of releaseTargets() ) {
		const readme = path.join( target.folder, 'readme.txt' );
		const full = path.join( root, readme );
		const problems = fs.existsSync( full )
			? readmeProblems(
					fs.readFileSync( full, 'utf8' ),
					fs.readFileSync( path.join( root, target.header ), 'utf8' ),
					screenshotCount( target.slug )
				)
			: [ 'missing' ];
		for ( const problem of problems ) {
			console.error( `${ readme }: ${ problem }` );
		}
		failed += problems.length;
	}
	if ( failed ) {
		process.exit( 1 );
	}
	console.log(
		`readme-check: ${ releaseTargets().length } readme.txt files follow the format`
	);
}

main();
