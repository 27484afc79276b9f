/**
 * Which translatable strings a built script asks for, read from the built file itself (parsed by
 * TypeScript's parser), as translate.wordpress.org does for the scripts of a plugin: every call
 * whose last argument is the text domain and whose other arguments fit `__`, `_x`, `_n` or `_nx`,
 * whatever name minification gave the function (`(0,r.__)(…)`, or a local `o(…)`).
 */
const ts = require( 'typescript' );

/** Joins a context and a text, as Jed keys (and .mo files) do. */
const CONTEXT_GLUE = '\u0004';

/**
 * The string value of a literal argument, or null.
 *
 * @param {import('typescript').Node} node An argument.
 * @return {string|null} Its value.
 */
function text( node ) {
	return node &&
		( ts.isStringLiteral( node ) ||
			ts.isNoSubstitutionTemplateLiteral( node ) )
		? node.text
		: null;
}

/**
 * The Jed key (context, glue, text) of a call, if its arguments fit a translation function of
 * the domain: __( text, domain ); _x( text, context, domain ); _n( single, plural, n, domain );
 * _nx( single, plural, n, context, domain ).
 *
 * @param {import('typescript').CallExpression} call   A call.
 * @param {string}                              domain The text domain.
 * @return {string|null} The key.
 */
function keyOf( call, domain ) {
	const args = call.arguments;
	if ( args.length < 2 || args.length > 5 ) {
		return null;
	}
	const single = text( args[ 0 ] );
	if ( single === null || text( args[ args.length - 1 ] ) !== domain ) {
		return null;
	}
	if ( args.length >= 4 && text( args[ 1 ] ) === null ) {
		return null;
	}
	const context = { 3: args[ 1 ], 5: args[ 3 ] }[ args.length ];
	if ( ! context ) {
		return single;
	}
	return text( context ) === null
		? null
		: text( context ) + CONTEXT_GLUE + single;
}

/**
 * The Jed keys of the strings a built script asks for in a domain.
 *
 * @param {string} code   The built script.
 * @param {string} domain The text domain.
 * @return {Set<string>} Keys.
 */
function keysUsed( code, domain ) {
	const keys = new Set();
	const visit = ( node ) => {
		if ( ts.isCallExpression( node ) ) {
			const key = keyOf( node, domain );
			if ( key !== null ) {
				keys.add( key );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit(
		ts.createSourceFile(
			'bundle.js',
			code,
			ts.ScriptTarget.Latest,
			false,
			ts.ScriptKind.JS
		)
	);
	return keys;
}

module.exports = { keysUsed, CONTEXT_GLUE };
