/**
 * The PHP side of a block's options, from its block.json, for a block whose options the server
 * validates itself (the gallery's, which also come back in signed tokens and shortcodes):
 * - `<Schema>.php`: DEFAULTS (each attribute's default) and RULES (the check of each: `one_of` or
 *   `int_one_of` an `enum`, `int_between` or `number_between` a `clamp`, `slug`, `flag`), which
 *   the block's validator applies (GalleryRequest::options());
 * - `<View>.php`: the options as typed, read-only properties, for the views.
 * Constants rather than a block.json read at run time: a visitor's page pays nothing for them.
 */
const path = require( 'path' );
const { root, blocks, relative } = require( './blocks.cjs' );

/** The blocks whose options PHP checks, and where their classes go. */
const TARGETS = [
	{
		block: 'vista/gallery',
		dir: 'plugins/vista-gallery/includes/Browsing',
		namespace: 'Vista\\Gallery\\Browsing',
		package: 'Vista\\Gallery',
		schema: 'GallerySchema',
		view: 'ViewOptions',
		validator: 'GalleryRequest::options()',
	},
];

/**
 * A JSON value as PHP source.
 *
 * @param {unknown} value A string, number, boolean, null or list of them.
 * @return {string} PHP.
 */
function php( value ) {
	if ( Array.isArray( value ) ) {
		return `array( ${ value.map( php ).join( ', ' ) } )`;
	}
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /[\\']/g, '\\$&' ) }'`;
	}
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'number' || typeof value === 'boolean' ) {
		return String( value );
	}
	throw new Error( `no PHP form for ${ JSON.stringify( value ) }` );
}

/**
 * The server's check of one attribute: the name of the FieldValue check, then its arguments.
 *
 * @param {string}                           name      The attribute.
 * @param {import('./blocks.cjs').Attribute} attribute Its block.json entry.
 * @return {unknown[]} The rule.
 */
function ruleOf( name, attribute ) {
	const { type } = attribute;
	if ( Array.isArray( attribute.enum ) ) {
		return [ type === 'integer' ? 'int_one_of' : 'one_of', attribute.enum ];
	}
	if ( type === 'boolean' ) {
		return [ 'flag' ];
	}
	if ( ( type === 'integer' || type === 'number' ) && attribute.clamp ) {
		const { min, max } = attribute.clamp;
		const upper = max ?? ( type === 'integer' ? 'PHP_INT_MAX' : null );
		if ( typeof min !== 'number' || upper === null ) {
			throw new Error(
				`${ name }: "clamp" needs a "min" (and a "max" for a number)`
			);
		}
		return [
			type === 'integer' ? 'int_between' : 'number_between',
			min,
			upper,
		];
	}
	if ( type === 'string' && attribute.slug ) {
		return [ 'slug', attribute.slug.maxLength ];
	}
	throw new Error(
		`${ name }: say how the server checks it in block.json ("enum", "clamp" or "slug")`
	);
}

/** PHP's type of a JSON Schema type, for the typed properties. */
const PHP_TYPES = {
	string: 'string',
	integer: 'int',
	number: 'float',
	boolean: 'bool',
};

/**
 * Lines `'key' => value,` with the arrows in one column.
 *
 * @param {[string, string][]} pairs Keys and PHP values.
 * @param {string}             tabs  The indent.
 */
function arrayLines( pairs, tabs ) {
	const width = Math.max( ...pairs.map( ( [ key ] ) => key.length ) ) + 2;
	return pairs
		.map(
			( [ key, value ] ) =>
				`${ tabs }${ `'${ key }'`.padEnd( width ) } => ${ value },`
		)
		.join( '\n' );
}

/**
 * The file header of a generated class.
 *
 * @param {string} source  block.json, from the root.
 * @param {string} summary What the file holds.
 * @param {Object} target  The target.
 */
function header( source, summary, target ) {
	return [
		'<?php',
		'/**',
		` * Generated from ${ source } by \`npm run generate\` (tools/generate): do not edit; change`,
		' * block.json and run the command again.',
		' *',
		` * ${ summary }`,
		' *',
		` * @package ${ target.package }`,
		' */',
		'',
		'declare( strict_types=1 );',
		'',
		`namespace ${ target.namespace };`,
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
	].join( '\n' );
}

/**
 * The schema class: defaults and rules.
 *
 * @param {Object}                       target The target.
 * @param {import('./blocks.cjs').Block} block  The block.
 */
function schemaClass( target, block ) {
	const attributes = Object.entries( block.json.attributes );
	const rule = ( [ name, attribute ] ) => {
		const [ check, ...args ] = ruleOf( name, attribute );
		const parts = [ check, ...args ].map( ( value ) =>
			value === 'PHP_INT_MAX' ? value : php( value )
		);
		return [ name, `array( ${ parts.join( ', ' ) } )` ];
	};
	return [
		header(
			relative( block.file ),
			`The options of ${ block.json.name }: each one's default, and the check ${ target.validator } makes of it.`,
			target
		),
		'/**',
		` * ${ block.json.name }'s attributes as its block.json declares them.`,
		' */',
		`final class ${ target.schema } {`,
		'',
		"\t/** Each attribute's default. */",
		'\tpublic const DEFAULTS = array(',
		arrayLines(
			attributes.map( ( [ name, attribute ] ) => [
				name,
				php( attribute.default ),
			] ),
			'\t\t'
		),
		'\t);',
		'',
		'\t/**',
		"\t * Each attribute's check: a FieldValue method (`slug`: a slug of at most n characters),",
		'\t * then its allowed values or its bounds.',
		'\t */',
		'\tpublic const RULES = array(',
		arrayLines( attributes.map( rule ), '\t\t' ),
		'\t);',
		'}',
		'',
	].join( '\n' );
}

/**
 * The typed options class.
 *
 * @param {Object}                       target The target.
 * @param {import('./blocks.cjs').Block} block  The block.
 */
function viewClass( target, block ) {
	const attributes = Object.entries( block.json.attributes );
	const params = attributes.map( ( [ name, attribute ], index ) => {
		const type = PHP_TYPES[ attribute.type ];
		if ( ! type ) {
			throw new Error(
				`${ name }: no PHP property for type ${ attribute.type }`
			);
		}
		const comma = index < attributes.length - 1 ? ',' : '';
		return `\t\tpublic readonly ${ type } $${ name }${ comma }`;
	} );
	return [
		header(
			relative( block.file ),
			`The options of one ${ block.json.name } block as its views read them: each attribute a named, typed property, made in one place (from_array()) from the options the server validated (${ target.validator }) or verified in a signed token, never from what a visitor sends.`,
			target
		),
		'/**',
		` * A ${ block.json.name } block's validated options.`,
		' */',
		`final class ${ target.view } {`,
		'',
		'\t/**',
		`\t * Use from_array(): the parameters are the keys of ${ target.schema }::DEFAULTS.`,
		'\t */',
		'\tprivate function __construct(',
		...params,
		'\t) {}',
		'',
		'\t/**',
		`\t * The typed options of validated ones (${ target.validator }).`,
		'\t *',
		`\t * @param array<string, mixed> $options Validated options: every key of ${ target.schema }::DEFAULTS.`,
		'\t */',
		'\tpublic static function from_array( array $options ): self {',
		'\t\t// Named arguments from the validated keys; a missing or mistyped one is a TypeError, never a default.',
		`\t\treturn new self( ...array_intersect_key( $options, ${ target.schema }::DEFAULTS ) );`,
		'\t}',
		'}',
		'',
	].join( '\n' );
}

/**
 * The PHP classes of every target.
 *
 * @return {{ file: string, content: string }[]} The files.
 */
function outputs() {
	const all = blocks();
	return TARGETS.flatMap( ( target ) => {
		const block = all.find( ( item ) => item.json.name === target.block );
		if ( ! block ) {
			throw new Error( `${ target.block }: no block.json declares it` );
		}
		const dir = path.join( root, target.dir );
		return [
			{
				file: path.join( dir, `${ target.schema }.php` ),
				content: schemaClass( target, block ),
			},
			{
				file: path.join( dir, `${ target.view }.php` ),
				content: viewClass( target, block ),
			},
		];
	} );
}

module.exports = { outputs, ruleOf, TARGETS };
