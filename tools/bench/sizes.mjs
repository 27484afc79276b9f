/**
 * Sizes of every built script and style of the suite: bytes as built (minified by the production
 * build) and gzipped at level 9, the measure peers are compared by.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const { root, targets } = require( '../targets.cjs' );

function filesUnder( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			return entry.isDirectory() ? filesUnder( full ) : [ full ];
		} );
}

/**
 * @return {{ target: string, file: string, minified: number, gzip: number }[]} One row per file.
 */
export function measureSizes() {
	return targets.flatMap( ( target ) =>
		filesUnder( path.join( target.dir, 'build' ) )
			.filter(
				( file ) =>
					/\.(js|css)$/.test( file ) && ! file.endsWith( '-rtl.css' )
			)
			.map( ( file ) => {
				const content = fs.readFileSync( file );
				return {
					target: target.slug,
					file: path.relative( root, file ),
					minified: content.length,
					gzip: zlib.gzipSync( content, { level: 9 } ).length,
				};
			} )
	);
}
