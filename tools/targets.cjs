/**
 * The suite's build targets: one entry per plugin and the theme, from suite.json (the one list of
 * the suite). Every tool that needs to know "which plugins are there" (webpack, the kit copies, the
 * bench size table) reads this.
 */
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const suite = require( '../suite.json' );

/** @type {{ slug: string, source: string, namespace: string, dir: string, kind: 'plugin' | 'theme' }[]} */
const targets = [
	...suite.plugins.map( ( plugin ) => ( { ...plugin, kind: 'plugin' } ) ),
	{ ...suite.theme, kind: 'theme' },
].map( ( target ) => ( {
	...target,
	dir: path.join(
		root,
		target.kind === 'theme' ? 'themes' : 'plugins',
		target.slug
	),
} ) );

module.exports = { root, suite, targets };
