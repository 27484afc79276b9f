/**
 * The blocks' block.json files, read once: the one source of every block's attributes (their
 * types, defaults, allowed values and the bounds the server keeps them in).
 *
 * Besides the JSON Schema keywords WordPress and the editor read (`type`, `enum`, `default`,
 * `items`, `description`), an attribute may carry two keys of ours, read only by the generated
 * PHP validation (block-options.cjs):
 * - `"clamp": { "min": n, "max": n }` for an integer or number: a value outside is brought to the
 *   nearest bound (`max` left out: no upper bound). Not JSON Schema's `minimum`/`maximum`, which
 *   WordPress would apply first, replacing such a value by the default.
 * - `"slug": { "maxLength": n }` for a string: kept as a slug of at most n characters.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const fg = require( 'fast-glob' );
const { root } = require( '../targets.cjs' );

/**
 * @typedef {{ type?: string, enum?: unknown[], default?: unknown, items?: { type?: string },
 *   description?: string, clamp?: { min: number, max?: number }, slug?: { maxLength: number } }} Attribute
 * @typedef {{ plugin: string, folder: string, file: string, json: { name: string,
 *   attributes?: Record<string, Attribute>, [key: string]: unknown } }} Block
 */

/**
 * Every block of the suite, by plugin and folder, in a stable order.
 *
 * @return {Block[]} The blocks.
 */
function blocks() {
	return fg
		.sync( 'blocks/*/*/block.json', { cwd: root } )
		.sort()
		.map( ( found ) => {
			const [ , plugin, folder ] = found.split( '/' );
			const file = path.join( root, found );
			return {
				plugin,
				folder,
				file,
				json: JSON.parse( fs.readFileSync( file, 'utf8' ) ),
			};
		} );
}

/**
 * A block's folder name as a type name: `field-date-time` → `FieldDateTime`.
 *
 * @param {string} folder The block's folder.
 */
function pascal( folder ) {
	return folder
		.split( /[^a-z0-9]+/i )
		.map( ( part ) => part.charAt( 0 ).toUpperCase() + part.slice( 1 ) )
		.join( '' );
}

/**
 * A path from the repository's root, with forward slashes, for headers and messages.
 *
 * @param {string} file An absolute path.
 */
function relative( file ) {
	return path.relative( root, file ).split( path.sep ).join( '/' );
}

module.exports = { root, blocks, pascal, relative };
