/**
 * Page-speed bench rows (issue 16), each beside a baseline measured in the same run:
 * - the admin-bar script and style (min, gzip -9) against WordPress's own admin-bar script, and
 *   that a visitor's copy of the demo page loads none of it;
 * - the time of one score check (call 2: desktop and mobile audits through WordPress and the
 *   self-hosted runner) against one mobile audit asked of the runner directly;
 * - the bytes of the demo images (every file and size) before and after image optimisation, as
 *   a browser downloads them: WebP copies, and the smallest copy where AVIF is written too.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { execFileSync } from 'child_process';

const gzip = ( file ) =>
	zlib.gzipSync( fs.readFileSync( file ), { level: 9 } ).length;

function sizeRow( files ) {
	return {
		minified: files.reduce(
			( sum, file ) => sum + fs.statSync( file ).size,
			0
		),
		gzip: files.reduce( ( sum, file ) => sum + gzip( file ), 0 ),
	};
}

/**
 * @param {string} root     Repository.
 * @param {string} baseURL  The bench site.
 * @param {string} sitePath Its WordPress folder.
 */
export async function measureSpeed( root, baseURL, sitePath ) {
	const build = path.join( root, 'plugins/vista-speed/build' );
	const script = sizeRow( [
		path.join( build, 'admin-bar.js' ),
		path.join( build, 'admin-bar.css' ),
	] );
	const core = sizeRow( [
		path.join( sitePath, 'wp-includes/js/admin-bar.min.js' ),
	] );
	const visitorHtml = await ( await fetch( `${ baseURL }/speed/` ) ).text();
	const visitorAssets = (
		visitorHtml.match( /\/plugins\/vista-speed\/[^"']+/g ) ?? []
	).length;

	const port = new URL( baseURL ).port;
	const runnerPort =
		process.env.VISTA_RUNNER_PORT ?? String( Number( port ) + 7 );
	const secret = fs
		.readFileSync(
			path.join( path.dirname( sitePath ), 'runner.secret' ),
			'utf8'
		)
		.trim();
	const host = new URL( baseURL ).host;
	// Warm the runner's Chromium and the page's caches first, so neither side pays for them.
	const direct = async () => {
		const started = performance.now();
		const response = await fetch(
			`http://127.0.0.1:${ runnerPort }/pagespeedonline/v5/runPagespeed?url=${ encodeURIComponent(
				`${ baseURL }/speed/`
			) }&strategy=mobile&category=performance`,
			{ headers: { 'X-Vista-Runner-Secret': secret } }
		);
		await response.json();
		return performance.now() - started;
	};
	await direct();
	const directMs = await direct();
	const started = performance.now();
	const check = JSON.parse(
		execFileSync(
			'php',
			[
				path.join( root, 'tools/bench/speed-check.php' ),
				sitePath,
				host,
			],
			{ encoding: 'utf8' }
		)
	);
	const checkMs = performance.now() - started;
	const images = JSON.parse(
		execFileSync(
			'php',
			[
				path.join( root, 'tools/bench/speed-images.php' ),
				sitePath,
				host,
			],
			{ encoding: 'utf8' }
		)
	);
	return {
		images,
		adminBar: { ...script, coreAdminBar: core, visitorAssets },
		check: {
			ms: checkMs,
			directAuditMs: directMs,
			ratio: checkMs / directMs,
			ok: check.status === 200 && check.answer.error === 0,
			answer: check.answer,
		},
	};
}

export function printSpeed( speed ) {
	const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
	const { adminBar, check, images } = speed;
	console.log( '\nPage speed (vista-speed)' );
	console.log(
		`admin-bar script + style   ${ kb( adminBar.minified ) } KB min, ${ kb(
			adminBar.gzip
		) } KB gzip; ${ ( adminBar.gzip / adminBar.coreAdminBar.gzip ).toFixed(
			2
		) }x WordPress's admin-bar.min.js (${ kb(
			adminBar.coreAdminBar.gzip
		) } KB gzip); visitor loads ${ adminBar.visitorAssets } of its files`
	);
	console.log(
		`one score check (2 audits) ${ ( check.ms / 1000 ).toFixed( 1 ) } s vs ${ (
			check.directAuditMs / 1000
		).toFixed(
			1
		) } s for one audit asked of the runner directly (${ check.ratio.toFixed(
			2
		) }x)${ check.ok ? '' : '  FAILED: ' + JSON.stringify( check.answer ) }`
	);
	console.log(
		`demo images, ${ images.images } with ${ images.files } files  ${ kb(
			images.original
		) } KB before; WebP ${ kb( images.webp ) } KB (${ (
			images.webp / images.original
		).toFixed( 2 ) }x); best of ${ images.formats.join( '+' ) } ${ kb(
			images.best
		) } KB (${ ( images.best / images.original ).toFixed( 2 ) }x); ${
			images.skipped
		} copies not kept as larger; converted in ${ images.seconds } s`
	);
}
