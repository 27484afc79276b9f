/**
 * The TypeScript types of every block's attributes, from its block.json: one file per plugin,
 * `blocks/<plugin>/block-attributes.ts`, with a type per block (`vista/gallery` →
 * `GalleryAttributes`; a type rather than an interface, so it fits `Record< string, unknown >` as
 * registerBlockType() wants). An attribute with a default is always there; one without is optional.
 */
const path = require( 'path' );
const { root, blocks, pascal, relative } = require( './blocks.cjs' );

/** The TypeScript type of a JSON Schema type name. */
const SCALARS = {
	string: 'string',
	integer: 'number',
	number: 'number',
	boolean: 'boolean',
	object: 'Record< string, unknown >',
};

/**
 * The TypeScript type of one attribute. An `enum` stays its plain type (the editor's controls hand
 * back a string) and is listed in the attribute's comment.
 *
 * @param {import('./blocks.cjs').Attribute} attribute Its block.json entry.
 */
function typeOf( attribute ) {
	if ( attribute.type === 'array' ) {
		const item = SCALARS[ attribute.items?.type ] ?? 'unknown';
		return `Array< ${ item } >`;
	}
	return SCALARS[ attribute.type ] ?? 'unknown';
}

/**
 * The type of one block's attributes.
 *
 * @param {import('./blocks.cjs').Block} block The block.
 */
function blockInterface( block ) {
	const lines = [
		`/** The attributes of ${ block.json.name } (${ block.plugin }/${ block.folder }/block.json). */`,
		`export type ${ pascal( block.folder ) }Attributes = {`,
	];
	for ( const [ name, attribute ] of Object.entries(
		block.json.attributes
	) ) {
		const notes = [
			attribute.description,
			Array.isArray( attribute.enum ) &&
				`One of ${ attribute.enum
					.map( ( value ) => JSON.stringify( value ) )
					.join( ', ' ) }.`,
		].filter( Boolean );
		if ( notes.length ) {
			lines.push( `\t/** ${ notes.join( ' ' ) } */` );
		}
		const optional = 'default' in attribute ? '' : '?';
		const key = /^[A-Za-z_$][\w$]*$/.test( name )
			? name
			: JSON.stringify( name );
		lines.push( `\t${ key }${ optional }: ${ typeOf( attribute ) };` );
	}
	lines.push( '};' );
	return lines.join( '\n' );
}

/**
 * One file per plugin whose blocks have attributes, written as Prettier writes it (`npm run
 * lint:js` checks the generated files too).
 *
 * @return {{ file: string, content: string }[]} The files.
 */
function outputs() {
	const byPlugin = new Map();
	for ( const block of blocks() ) {
		if ( block.json.attributes ) {
			byPlugin.set( block.plugin, [
				...( byPlugin.get( block.plugin ) ?? [] ),
				block,
			] );
		}
	}
	const files = [];
	for ( const [ plugin, list ] of byPlugin ) {
		const file = path.join( root, 'blocks', plugin, 'block-attributes.ts' );
		const text = [
			'/**',
			` * Generated from blocks/${ plugin }/<block>/block.json by \`npm run generate\` (tools/generate): do not edit.`,
			' * Change an attribute in its block.json and run the command again.',
			' */',
			'',
			list.map( blockInterface ).join( '\n\n' ),
			'',
		].join( '\n' );
		files.push( { file, content: text } );
	}
	return files;
}

module.exports = { outputs, typeOf, relative };
