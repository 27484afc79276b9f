/**
 * The form field types, from the field blocks: each `blocks/vista-forms/field-<type>/block.json`
 * is one type, offered in the inserter in the order of its `inserterOrder` (a key of ours, in
 * steps of ten so a new type fits between two). Written as the editor's list
 * (src/forms/editor/field-types.generated.ts, FIELD_TYPES) and the server's
 * (plugins/vista-forms/includes/Fields/FieldTypes.php, which Fields\Registry and FormDefinition
 * validate every saved field against).
 */
const path = require( 'path' );
const { root, blocks } = require( './blocks.cjs' );

const PREFIX = 'vista-forms/field-';

/**
 * The field types in the inserter's order.
 *
 * @return {string[]} Type names (`text`, `date-time`, …).
 */
function fieldTypes() {
	const fields = blocks().filter( ( block ) =>
		block.json.name.startsWith( PREFIX )
	);
	for ( const block of fields ) {
		if ( ! Number.isInteger( block.json.inserterOrder ) ) {
			throw new Error(
				`${ block.json.name }: give it an "inserterOrder" (a whole number) in its block.json`
			);
		}
	}
	return fields
		.sort( ( a, b ) => a.json.inserterOrder - b.json.inserterOrder )
		.map( ( block ) => block.json.name.slice( PREFIX.length ) );
}

const NOTICE =
	'Generated from blocks/vista-forms/field-<type>/block.json by `npm run generate` (tools/generate): do not edit.';

/**
 * The two lists.
 *
 * @return {{ file: string, content: string }[]} The files.
 */
function outputs() {
	const types = fieldTypes();
	const ts = [
		'/**',
		` * ${ NOTICE }`,
		' * A field type is a block folder blocks/vista-forms/field-<type>; its place in the inserter is',
		' * its block.json\'s "inserterOrder".',
		' */',
		'export const FIELD_TYPES = [',
		...types.map( ( type ) => `\t'${ type }',` ),
		'] as const;',
		'',
	].join( '\n' );
	const list = types.map( ( type ) => `\t\t'${ type }',` ).join( '\n' );
	const php = [
		'<?php',
		'/**',
		` * ${ NOTICE }`,
		' *',
		' * @package Vista\\Forms',
		' */',
		'',
		'declare( strict_types=1 );',
		'',
		'namespace Vista\\Forms\\Fields;',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		'/**',
		' * The field types, one per field block, in the order of the block inserter (001 §3 field types).',
		' */',
		'final class FieldTypes {',
		'',
		'\t/** Every field type. */',
		'\tpublic const TYPES = array(',
		list,
		'\t);',
		'}',
		'',
	].join( '\n' );
	return [
		{
			file: path.join(
				root,
				'src/forms/editor/field-types.generated.ts'
			),
			content: ts,
		},
		{
			file: path.join(
				root,
				'plugins/vista-forms/includes/Fields/FieldTypes.php'
			),
			content: php,
		},
	];
}

module.exports = { outputs, fieldTypes };
