/**
 * `npm run kit`: writes the kit's copy into every plugin. `--check` (run by `npm test`) writes
 * nothing and fails when a copy is not exactly the kit.
 */
import path from 'path';
import copies from './copies.cjs';

const { drift, root, writeCopies } = copies;

if ( process.argv.includes( '--check' ) ) {
	const problems = drift();
	for ( const { file, problem } of problems ) {
		console.error( `kit: ${ path.relative( root, file ) } ${ problem }` );
	}
	if ( problems.length ) {
		console.error(
			'kit: the plugins carry copies of kit/; change kit/ and run `npm run kit`.'
		);
		process.exit( 1 );
	}
	console.log( 'kit: every plugin carries the kit as it is' );
} else {
	writeCopies();
	console.log( 'kit: copies written' );
}
