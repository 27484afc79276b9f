/**
 * `npm run generate`: every generated file is what its source makes (issue 30 item 2), so an
 * option added to a block.json reaches the TypeScript types and the PHP checks, or `npm test`
 * fails. The gallery's attributes are the example the acceptance names.
 */
import fs from 'fs';
import path from 'path';
import galleryBlock from '../../../../blocks/vista-gallery/gallery/block.json';
import type { GalleryAttributes } from '../../../../blocks/vista-gallery/gallery/attributes';

const root = path.resolve( __dirname, '../../../..' );
const blockTypes = require( '../../../../tools/generate/block-types.cjs' );
const blockOptions = require( '../../../../tools/generate/block-options.cjs' );
const fieldTypes = require( '../../../../tools/generate/field-types.cjs' );
const leanBundle = require( '../../../../tools/generate/lean-bundle.cjs' );
const kit = require( '../../../../tools/kit/copies.cjs' );

// tsc refuses this file when the generated type and block.json name different attributes.
type Declared = keyof typeof galleryBlock.attributes;
type Untyped = Exclude< Declared, keyof GalleryAttributes >;
type Undeclared = Exclude< keyof GalleryAttributes, Declared >;
const sameKeys: [ Untyped, Undeclared ] extends [ never, never ]
	? true
	: false = true;

interface Generator {
	outputs: () => { file: string; content: string }[];
}

/**
 * Generated files that differ from the file in the repository.
 *
 * @param generator A generator of tools/generate.
 */
function stale( generator: Generator ): string[] {
	return generator
		.outputs()
		.filter(
			( { file, content } ) =>
				! fs.existsSync( file ) ||
				fs.readFileSync( file, 'utf8' ) !== content
		)
		.map( ( { file } ) => path.relative( root, file ) );
}

describe( 'npm run generate', () => {
	it.each( [
		[ 'kit', kit ],
		[ 'lean bundle', leanBundle ],
		[ 'block types', blockTypes ],
		[ 'block options', blockOptions ],
		[ 'field types', fieldTypes ],
	] )(
		'has written the %s as the sources make them',
		( _name, generator ) => {
			expect( stale( generator ) ).toEqual( [] );
		}
	);

	it( 'types every gallery attribute of block.json, in its order', () => {
		const text = fs.readFileSync(
			path.join( root, 'blocks/vista-gallery/block-attributes.ts' ),
			'utf8'
		);
		const body = text.slice(
			text.indexOf( 'export type GalleryAttributes = {' )
		);
		const typed = [
			...body
				.slice( 0, body.indexOf( '\n}' ) )
				.matchAll( /^\t(\w+)\??: (\w+);$/gm ),
		].map( ( [ , name, type ] ) => [ name, type ] );
		const expected = Object.entries( galleryBlock.attributes ).map(
			( [ name, attribute ] ) => [
				name,
				attribute.type === 'integer' ? 'number' : attribute.type,
			]
		);
		expect( typed ).toEqual( expected );
		expect( sameKeys ).toBe( true );
	} );

	it( 'gives each gallery attribute the server check block.json says', () => {
		const schema = blockOptions
			.outputs()
			.find( ( { file }: { file: string } ) =>
				file.endsWith( 'GallerySchema.php' )
			).content;
		expect( schema ).toContain(
			"'thumbWidth'                   => array( 'int_between', 20, 2000 ),"
		);
		expect( schema ).toContain(
			"'galleryId'                    => array( 'int_between', 0, PHP_INT_MAX ),"
		);
		expect( schema ).toContain(
			"'pagination'                   => array( 'one_of', array( 'numbers', 'load_more', 'none' ) ),"
		);
		for ( const name of Object.keys( galleryBlock.attributes ) ) {
			expect( schema ).toMatch(
				new RegExp( `^\\t\\t'${ name }' +=> array\\( '`, 'm' )
			);
		}
	} );

	it( 'refuses an option whose server check block.json does not say', () => {
		expect( () =>
			blockOptions.ruleOf( 'thumbGap', { type: 'integer', default: 4 } )
		).toThrow( /thumbGap: say how the server checks it/ );
		expect(
			blockOptions.ruleOf( 'thumbGap', {
				type: 'integer',
				default: 4,
				clamp: { min: 0, max: 40 },
			} )
		).toEqual( [ 'int_between', 0, 40 ] );
		expect(
			blockOptions.ruleOf( 'speed', {
				type: 'number',
				default: 1,
				clamp: { min: 0.5, max: 3 },
			} )
		).toEqual( [ 'number_between', 0.5, 3 ] );
	} );

	it( 'lists the form field types in the order of their blocks', () => {
		const types: string[] = fieldTypes.fieldTypes();
		const folders = fs
			.readdirSync( path.join( root, 'blocks/vista-forms' ) )
			.filter( ( name ) => name.startsWith( 'field-' ) )
			.map( ( name ) => name.slice( 'field-'.length ) );
		expect( [ ...types ].sort() ).toEqual( folders.sort() );
		expect( types.slice( 0, 3 ) ).toEqual( [
			'text',
			'textarea',
			'number',
		] );
	} );
} );
