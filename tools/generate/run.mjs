/**
 * `npm run generate`: writes every file the repository generates from another (`npm run kit` is
 * the same command). `npm run generate -- --check` (a step of `npm test`) writes nothing and fails
 * when a generated file differs from what its source makes, naming the file.
 *
 * | generator    | source                                   | writes                                       |
 * |--------------|------------------------------------------|----------------------------------------------|
 * | kit          | kit/*.php                                | plugins/<plugin>/includes/Kit/*.php            |
 * | lean bundle  | plugins/vista-stats/includes/ (8 classes) | plugins/vista-stats/lean/classes.php          |
 * | block types  | blocks/<plugin>/<block>/block.json        | blocks/<plugin>/block-attributes.ts            |
 * | block options| blocks/vista-gallery/gallery/block.json   | Browsing/GallerySchema.php, ViewOptions.php    |
 * | field types  | blocks/vista-forms/field-<type>/block.json | src/forms/editor/field-types.generated.ts, Fields/FieldTypes.php |
 * | translation templates | the PHP, src/<source>/, blocks/<plugin>/ (tools/i18n/pot.cjs) | <plugin>/languages/<domain>.pot |
 */
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const { root } = require( '../targets.cjs' );

const GENERATORS = {
	kit: require( '../kit/copies.cjs' ),
	'lean bundle': require( './lean-bundle.cjs' ),
	'block types': require( './block-types.cjs' ),
	'block options': require( './block-options.cjs' ),
	'field types': require( './field-types.cjs' ),
	'translation templates': require( '../i18n/pot.cjs' ),
};

const check = process.argv.includes( '--check' );
const stale = [];
let written = 0;
for ( const [ name, generator ] of Object.entries( GENERATORS ) ) {
	const files = await generator.outputs();
	for ( const { file, content } of files ) {
		const current = fs.existsSync( file )
			? fs.readFileSync( file, 'utf8' )
			: null;
		if ( current === content ) {
			continue;
		}
		if ( check ) {
			stale.push(
				`${ name }: ${ path.relative( root, file ) } ${ current === null ? 'is missing' : 'is out of date' }`
			);
		} else {
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			fs.writeFileSync( file, content );
			written++;
		}
	}
	for ( const file of generator.strays?.() ?? [] ) {
		if ( check ) {
			stale.push(
				`${ name }: ${ path.relative( root, file ) } has no source`
			);
		} else {
			fs.rmSync( file );
			written++;
		}
	}
}

if ( check && stale.length ) {
	for ( const line of stale ) {
		console.error( `generate: ${ line }` );
	}
	console.error(
		'generate: run `npm run generate` and commit what it writes.'
	);
	process.exit( 1 );
}
console.log(
	check
		? `generate: every generated file is up to date (${ Object.keys( GENERATORS ).join( ', ' ) })`
		: `generate: ${ written } file(s) written`
);
