/**
 * Issue 18 goal 1: the hit path against a floor baseline, a minimal PHP endpoint of our own
 * (tools/bench/floor/collect.php) that validates two fields and appends one line to a file, as a
 * file-append collector does, served by the same server as the site. Its row joins the load
 * scenarios; the goal row compares the lean hit path's throughput with it in the same run.
 */
import fs from 'fs';
import path from 'path';

export const FLOOR_NAME = 'floor: validate two fields, append a line';
const FLOOR_FILE = 'vista-bench-floor.php';

/**
 * Puts the floor endpoint in the bench site's root and returns its load scenario.
 *
 * @param {string} root     The repository.
 * @param {string} siteRoot The bench site's WordPress folder.
 * @return {{name: string, path: string, method: string, body: string}} The scenario.
 */
export function floorScenario( root, siteRoot ) {
	fs.copyFileSync(
		path.join( root, 'tools/bench/floor/collect.php' ),
		path.join( siteRoot, FLOOR_FILE )
	);
	const body = new URLSearchParams( {
		source_id: '12',
		page_uri: Buffer.from( '/gallery/' ).toString( 'base64' ),
	} );
	return {
		name: FLOOR_NAME,
		path: `/${ FLOOR_FILE }`,
		method: 'POST',
		body: body.toString(),
	};
}

/**
 * The goal row: lean hits per second over the floor's, at least 1.0x (printed either way).
 *
 * @param {Array<{name: string, requestsPerSecond: number, errors: number}>} rows Load rows.
 * @return {{label: string, ratio: number, minRatio: number, ok: boolean}} The row.
 */
export function checkHitFloor( rows ) {
	const floor = rows.find( ( row ) => row.name === FLOOR_NAME );
	const lean = rows.find( ( row ) =>
		row.name.startsWith( 'stats hit, lean endpoint' )
	);
	const ratio =
		floor && lean ? lean.requestsPerSecond / floor.requestsPerSecond : 0;
	const row = {
		label: 'stats lean hits vs file-append floor',
		ratio,
		minRatio: 1,
		ok: ratio >= 1,
	};
	console.log(
		`${ row.ok ? 'ok  ' : 'OVER' } ${ row.label }: ${ ratio.toFixed(
			2
		) } x floor (goal at least 1.0 x; peer: a file-append collector)`
	);
	return row;
}
