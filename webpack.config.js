/**
 * One webpack compilation per plugin (and the theme), each built by @wordpress/scripts' defaults
 * with dependency extraction, so WordPress's own React and packages are shared, never bundled.
 *
 * Entry points follow two conventions:
 * - `src/<source>/<feature>/index.ts(x)` becomes `<plugin>/build/<feature>.js`;
 * - `blocks/<plugin>/<block>/` holds block.json (+ render.php); its `index.tsx` (editor) and
 *   `view.ts` (front end) become `<plugin>/build/blocks/<block>/index.js` and `view.js`, and
 *   each `styles/<name>.css` of the block becomes `<plugin>/build/blocks/<block>/styles/<name>.css`
 *   (and `<name>-rtl.css`), with no script beside it: webpack makes a script of every entry, and
 *   webpack-remove-empty-scripts drops the empty one (and so its `.asset.php`) of a style entry.
 */
const path = require( 'path' );
const fs = require( 'fs' );
const webpack = require( 'webpack' );
const { sync: glob } = require( 'fast-glob' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const MiniCSSExtractPlugin = require( 'mini-css-extract-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const RtlCssPlugin = require( '@wordpress/scripts/plugins/rtlcss-webpack-plugin' );
const RemoveEmptyScriptsPlugin = require( 'webpack-remove-empty-scripts' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { root, targets } = require( './tools/targets.cjs' );

const isProduction = process.env.NODE_ENV !== 'development';

/**
 * Folders whose modules render with Preact's React-compatible layer, bundled, instead of
 * WordPress's React runtime (react, react-dom, wp-element: 60 KB gzipped): the gallery lightbox
 * and its panels, which a visitor's click on a thumbnail fetches (issue 36 goal 2: the click's
 * bytes within 1.2× PhotoSwipe's). Their source is unchanged (it imports `@wordpress/element`,
 * which the unit tests run on React); only the build resolves it to src/shared/preact/element.ts.
 */
const PREACT_SOURCES = [
	'src/gallery/lightbox',
	'src/gallery/lightbox-comments',
	'src/gallery/lightbox-ecommerce',
	'src/gallery/lightbox-rating',
].map( ( folder ) => path.join( root, folder ) );

const PREACT_ALIASES = {
	'@wordpress/element': path.join( root, 'src/shared/preact/element.ts' ),
	react: 'preact/compat',
	'react-dom': 'preact/compat',
	'react/jsx-runtime': 'preact/jsx-runtime',
};

const inPreactSources = ( folder ) =>
	PREACT_SOURCES.some(
		( source ) =>
			folder === source || folder.startsWith( source + path.sep )
	);

/**
 * WordPress's dependency extraction, except for the React imports of PREACT_SOURCES, which the
 * rule of configFor() resolves to Preact and which must therefore stay in the bundle.
 */
class DependencyExtraction extends DependencyExtractionWebpackPlugin {
	externalizeWpDeps( data, callback ) {
		if (
			Object.hasOwn( PREACT_ALIASES, data.request ) &&
			inPreactSources( data.context )
		) {
			return callback();
		}
		return super.externalizeWpDeps( data, callback );
	}
}
const scriptExtension = /\.m?(j|t)sx?$/;

/**
 * Chunks nearly all of whose functions run as soon as they arrive (Splide: the slider's set-up
 * calls most of it). V8 (Chromium 136 and later) compiles a file that starts with
 * `//# allFunctionsCalledOnLoad` eagerly, while it loads, instead of one function at a time on
 * the main thread during the set-up, a long task on a phone (issue 18). Other browsers ignore it.
 */
const eagerChunks = /(^|\/)slider-splide\.js(\?|$)/;

/**
 * Inserts the stylesheet of a chunk loaded on demand (the lightbox's parts), in the browser: on a
 * right-to-left page it takes the mirrored copy that RtlCssPlugin writes beside it, as WordPress
 * does for the stylesheets it links itself ('rtl' => 'replace'). webpack prints this function's
 * source into its runtime, so it stays plain ES5 and reads nothing from this file.
 * @param {HTMLLinkElement} link The chunk's stylesheet link.
 */
function insertChunkStyle( link ) {
	if ( document.documentElement.dir === 'rtl' ) {
		link.href = link.href.replace( /\.css(\?|$)/, '-rtl.css$1' );
	}
	document.head.appendChild( link );
}

function entriesFor( target ) {
	const entries = {};
	for ( const file of glob( `src/${ target.source }/*/index.{ts,tsx}`, {
		cwd: root,
	} ) ) {
		entries[ path.basename( path.dirname( file ) ) ] = `./${ file }`;
	}
	for ( const file of glob(
		`blocks/${ target.slug }/*/{index,view}.{ts,tsx}`,
		{ cwd: root }
	) ) {
		const block = path.basename( path.dirname( file ) );
		const name = path.basename( file ).replace( scriptExtension, '' );
		entries[ `blocks/${ block }/${ name }` ] = `./${ file }`;
	}
	// `blocks/<plugin>/<block>/styles/<name>.css`: a stylesheet the block's renderer links only
	// where it needs it (a layout's), built to `build/blocks/<block>/styles/<name>.css`.
	for ( const file of glob( `blocks/${ target.slug }/*/styles/*.css`, {
		cwd: root,
	} ) ) {
		const block = path.basename( path.dirname( path.dirname( file ) ) );
		entries[
			`blocks/${ block }/styles/${ path.basename( file, '.css' ) }`
		] = `./${ file }`;
	}
	return entries;
}

function blockJsonWithBuiltScripts( content ) {
	const blockJson = JSON.parse( content.toString() );
	for ( const field of [
		'editorScript',
		'script',
		'viewScript',
		'viewScriptModule',
		'scriptModule',
	] ) {
		const value = blockJson[ field ];
		if ( typeof value === 'string' ) {
			blockJson[ field ] = value.replace( scriptExtension, '.js' );
		} else if ( Array.isArray( value ) ) {
			blockJson[ field ] = value.map( ( item ) =>
				item.replace( scriptExtension, '.js' )
			);
		}
	}
	return JSON.stringify( blockJson, null, '\t' );
}

function configFor( target ) {
	const blocksDir = path.join( root, 'blocks', target.slug );
	return {
		...defaultConfig,
		name: target.slug,
		entry: entriesFor( target ),
		output: {
			...defaultConfig.output,
			path: path.join( target.dir, 'build' ),
		},
		module: {
			...defaultConfig.module,
			rules: [
				...defaultConfig.module.rules,
				{
					test: scriptExtension,
					include: PREACT_SOURCES,
					resolve: { alias: PREACT_ALIASES },
				},
			],
		},
		optimization: {
			...defaultConfig.optimization,
			splitChunks: {
				...defaultConfig.optimization.splitChunks,
				cacheGroups: {
					...defaultConfig.optimization.splitChunks.cacheGroups,
					// Preact in a file of its own beside the popup's chunks: webpack requests it
					// together with the first of them, and it stays cached across our releases.
					preact: {
						test: /[\\/]node_modules[\\/]preact[\\/]/,
						chunks: 'async',
						enforce: true,
						name: `${ target.source }-preact`,
					},
				},
			},
		},
		resolve: {
			...defaultConfig.resolve,
			alias: {
				...defaultConfig.resolve?.alias,
				'@vista/shared': path.join( root, 'src/shared' ),
			},
		},
		plugins: [
			new webpack.DefinePlugin( {
				'globalThis.SCRIPT_DEBUG': JSON.stringify( ! isProduction ),
				SCRIPT_DEBUG: JSON.stringify( ! isProduction ),
			} ),
			fs.existsSync( blocksDir ) &&
				new CopyWebpackPlugin( {
					patterns: [
						{
							from: '*/{block.json,*.php}',
							context: blocksDir,
							to: 'blocks/[path][name][ext]',
							transform: ( content, from ) =>
								path.basename( from ) === 'block.json'
									? blockJsonWithBuiltScripts( content )
									: content,
						},
					],
				} ),
			new MiniCSSExtractPlugin( {
				filename: '[name].css',
				insert: insertChunkStyle,
			} ),
			// Before the dependency extraction runs, so a style entry gets no `.asset.php` either.
			new RemoveEmptyScriptsPlugin( {
				stage: RemoveEmptyScriptsPlugin.STAGE_BEFORE_PROCESS_PLUGINS,
			} ),
			new RtlCssPlugin(),
			new DependencyExtraction(),
			// After minification, which drops comments.
			new webpack.BannerPlugin( {
				banner: '//# allFunctionsCalledOnLoad',
				raw: true,
				include: eagerChunks,
				stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
			} ),
		].filter( Boolean ),
	};
}

module.exports = targets
	.map( configFor )
	.filter( ( config ) => Object.keys( config.entry ).length > 0 );
