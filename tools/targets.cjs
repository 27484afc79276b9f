/**
 * The suite's build targets: one entry per plugin and the theme. Every tool that needs to know
 * "which plugins are there" (webpack, the seed script's checks, the bench size table) reads this.
 */
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );

/** @type {{ slug: string, source: string, dir: string, kind: 'plugin' | 'theme' }[]} */
const targets = [
	{ slug: 'vista-gallery', source: 'gallery', kind: 'plugin' },
	{ slug: 'vista-video', source: 'video', kind: 'plugin' },
	{ slug: 'vista-speed', source: 'speed', kind: 'plugin' },
	{ slug: 'vista-consent', source: 'consent', kind: 'plugin' },
	{ slug: 'vista-stats', source: 'stats', kind: 'plugin' },
	{ slug: 'vista-forms', source: 'forms', kind: 'plugin' },
	{ slug: 'vista', source: 'theme', kind: 'theme' },
].map( ( target ) => ( {
	...target,
	dir: path.join(
		root,
		target.kind === 'theme' ? 'themes' : 'plugins',
		target.slug
	),
} ) );

module.exports = { root, targets };
