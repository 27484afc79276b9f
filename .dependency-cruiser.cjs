/**
 * Import rules for the client code (src/, blocks/), checked by `npm run lint:deps` and `npm test`.
 *
 * A plugin's client code is src/<plugin>/ together with its blocks in blocks/vista-<plugin>/ (the
 * theme's: src/theme/ and blocks/vista/). Plugins ship and load separately, so one plugin may use
 * another's code only through src/shared, and src/shared, which every plugin bundles, may use no
 * plugin's code. An import cycle makes module evaluation order matter and defeats lazy chunks, so
 * none is allowed. There is deliberately no exemption list.
 */

// Any plugin's client code (the theme counts as a plugin here).
const pluginOf =
	'^(?:src/(consent|forms|gallery|speed|stats|theme|video)/|blocks/vista-(consent|forms|gallery|stats|video)/|blocks/(vista)/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-cycle',
			comment:
				'An import cycle: break it by moving the shared piece into its own module (a registry, the types, or a value passed in).',
			severity: 'error',
			from: { path: '^(src|blocks)/' },
			to: { circular: true },
		},
		{
			name: 'no-folder-cycle',
			comment:
				'Two feature folders import each other (through any files): move what both need into its own module, or have one hand the other what it needs.',
			severity: 'error',
			scope: 'folder',
			from: { path: '^(src|blocks)/' },
			to: { circular: true },
		},
		...[
			[ 'consent', 'src/consent/|blocks/vista-consent/' ],
			[ 'forms', 'src/forms/|blocks/vista-forms/' ],
			[ 'gallery', 'src/gallery/|blocks/vista-gallery/' ],
			[ 'speed', 'src/speed/' ],
			[ 'stats', 'src/stats/|blocks/vista-stats/' ],
			[ 'theme', 'src/theme/|blocks/vista/' ],
			[ 'video', 'src/video/|blocks/vista-video/' ],
		].map( ( [ plugin, roots ] ) => ( {
			name: `no-cross-plugin-${ plugin }`,
			comment: `Only ${ plugin }'s own code may import its client code; share code through src/shared instead.`,
			severity: 'error',
			from: {
				path: '^(src|blocks)/',
				pathNot: `^(${ roots })`,
			},
			to: { path: `^(${ roots })` },
		} ) ),
		{
			name: 'no-shared-to-plugin',
			comment:
				"src/shared is bundled by every plugin: it may not import any plugin's code (pass it in instead).",
			severity: 'error',
			from: { path: '^src/shared/' },
			to: { path: pluginOf, pathNot: '^src/shared/' },
		},
		{
			name: 'not-to-unresolvable',
			comment:
				'An import that resolves to nothing (a typo, or a package that is not installed).',
			severity: 'error',
			from: { path: '^(src|blocks)/' },
			to: { couldNotResolve: true, pathNot: '^@wordpress/' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '(^|/)node_modules/' },
		tsConfig: { fileName: 'tsconfig.json' },
		tsPreCompilationDeps: true,
		enhancedResolveOptions: {
			exportsFields: [ 'exports' ],
			conditionNames: [ 'import', 'require', 'node', 'default', 'types' ],
			extensions: [ '.ts', '.tsx', '.js', '.jsx', '.json' ],
		},
		reporterOptions: { text: { highlightFocused: true } },
	},
};
