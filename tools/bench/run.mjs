/**
 * `npm run bench`: the suite's benchmark. Prints the size table of every built entry and the
 * latency/throughput rows of the measured endpoints, each with its ratio to the full-WordPress
 * admin-ajax baseline measured in the same run; writes everything to artifacts/bench.json.
 *
 * Runs against a 'bench' site of its own (port 8891 unless VISTA_BENCH_PORT says otherwise), reset
 * first so every run starts from the same data.
 * Options (environment): VISTA_BENCH_CONNECTIONS (50), VISTA_BENCH_SECONDS (5), VISTA_BENCH_ROUNDS (3),
 * VISTA_BENCH_SKIP_LOAD=1 for the size table only, VISTA_BENCH_SKIP_MARIADB=1 without the hit
 * path's MariaDB row, VISTA_BENCH_ONLY=<group>[,<group>...] for only those row groups (`lightbox`:
 * the click-to-image and PhotoSwipe rows; `hits`: the hit path's rows, tools/bench/hit-floor.mjs, or with
 * VISTA_CLUSTER=1 the lean hit path and both floors on the cluster's server A, tools/bench/cluster.mjs;
 * `pages`: the Lighthouse page rows, the video page's and the theme's, and the gateway scripts'
 * rows, tools/bench/card-scripts.mjs; `import`: the WP Statistics
 * import row, tools/bench/import-stats.mjs; `scale-gallery`: 200 galleries and one of 10,000
 * images, tools/bench/scale-gallery.mjs; `scale-stats`: a year of a busy site's
 * statistics on SQLite and MariaDB, tools/bench/scale-stats.mjs; `scale-forms`: 100,000 form entries on
 * SQLite and MariaDB, tools/bench/scale-forms.mjs; `scale`: the three scale groups).
 * Ends with the summary of issue 18's goals (tools/bench/goals.mjs).
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { fileURLToPath } from 'url';
import { measureSizes } from './sizes.mjs';
import { measureLoad, measureServerTime } from './load.mjs';
import {
	measureLightboxClick,
	scenarios,
	serverTimeScenarios,
	throughputBudgets,
} from './scenarios.mjs';
import { layoutShiftPages, sizeBudgets } from './budgets.mjs';
import { formatCls, measureLayoutShift } from './layout-shift.mjs';
import {
	benchHitsOnly,
	checkHitFloor,
	floorScenario,
	hitFloorOnMariadb,
	leanOverSignedFloor,
	signedFloorScenario,
} from './hit-floor.mjs';
import { printGoals } from './goals.mjs';
import { measureLightboxPeer, printLightboxPeer } from './lightbox-peer.mjs';
import { measurePageScores, printPageScores } from './page-scores.mjs';
import { measureCardScripts, printCardScripts } from './card-scripts.mjs';
import { videoLighthouse, videoServerTimeScenarios } from './video.mjs';
import { measureFormsPdf } from './forms-pdf.mjs';
import { measureSpeed, printSpeed } from './speed.mjs';
import { measureTheme } from './theme.mjs';
import { measureCluster } from './cluster.mjs';
import { statsSummaryServerTimeScenarios } from './stats-summary.mjs';
import { measureStatsImport } from './import-stats.mjs';
import { measureScaleGallery, printScaleGallery } from './scale-gallery.mjs';
import { measureScaleStats } from './scale-stats.mjs';
import { benchFormsAtScale } from './scale-forms.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const port = process.env.VISTA_BENCH_PORT ?? '8891';
const baseURL = `http://localhost:${ port }`;
const siteEnv = {
	...process.env,
	VISTA_SITE: 'bench',
	VISTA_PORT: port,
	VISTA_DB: 'sqlite',
	// Text sent gzip-compressed, as production servers send it (tools/site/router.php).
	VISTA_COMPRESS: '1',
};
const options = {
	connections: Number( process.env.VISTA_BENCH_CONNECTIONS ?? 50 ),
	seconds: Number( process.env.VISTA_BENCH_SECONDS ?? 5 ),
	rounds: Number( process.env.VISTA_BENCH_ROUNDS ?? 3 ),
};

/** Groups that name several: `scale` is issue 36's three data sets at a hundred times the demo's. */
const ALIASES = { scale: [ 'scale-stats', 'scale-gallery', 'scale-forms' ] };

/** VISTA_BENCH_ONLY's row groups; none named runs every row. */
const only = ( process.env.VISTA_BENCH_ONLY ?? '' )
	.split( ',' )
	.map( ( group ) => group.trim() )
	.filter( Boolean )
	.flatMap( ( group ) => ALIASES[ group ] ?? [ group ] );
const runs = ( group ) => ! only.length || only.includes( group );

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

function printSizes( sizes ) {
	console.log( '\nBuilt entries (KB; minified as built, gzip -9)' );
	console.log(
		`${ 'file'.padEnd( 62 ) } ${ 'min'.padStart( 8 ) } ${ 'gzip'.padStart( 8 ) }`
	);
	for ( const row of sizes ) {
		console.log(
			`${ row.file.padEnd( 62 ) } ${ kb( row.minified ).padStart( 8 ) } ${ kb(
				row.gzip
			).padStart( 8 ) }`
		);
	}
}

function checkBudgets( sizes ) {
	console.log( '\nSize budgets (gzip -9)' );
	return sizeBudgets.map( ( budget ) => {
		const row = sizes.find( ( size ) => size.file === budget.file );
		const ok = !! row && row.gzip <= budget.maxGzipBytes;
		console.log(
			`${ ok ? 'ok  ' : 'OVER' } ${ budget.label.padEnd( 30 ) } ${
				row ? kb( row.gzip ) : '(not built)'
			} KB of ${ kb( budget.maxGzipBytes ) } KB   (peer: ${ budget.peer })`
		);
		return { ...budget, gzipBytes: row?.gzip ?? null, ok };
	} );
}

function printLayoutShift( rows ) {
	console.log(
		'\nCumulative Layout Shift in Chromium, first visit (median of loads)'
	);
	for ( const row of rows ) {
		row.ok = row.cls <= row.maxCls;
		console.log(
			`${ row.ok ? 'ok  ' : 'OVER' } ${ row.label.padEnd( 36 ) } CLS ${ formatCls(
				row.cls
			) } (budget ${ row.maxCls }, ${ row.loads } loads)`
		);
	}
}

/** The bench site's WordPress folder. */
function sitePath() {
	return execFileSync( 'bash', [ 'tools/site/site.sh', 'path' ], {
		cwd: root,
		env: siteEnv,
	} )
		.toString()
		.trim();
}

/** Rows in the bench site's hits table, read through WordPress. */
function countHits() {
	return Number(
		execFileSync( 'php', [ 'tools/bench/count-hits.php', sitePath() ], {
			cwd: root,
		} )
			.toString()
			.trim()
	);
}

function checkHitsStored( loadScenarios, rows, stored ) {
	const names = loadScenarios
		.filter( ( s ) => s.countsHits )
		.map( ( s ) => s.name );
	const sent = rows
		.filter( ( row ) => names.includes( row.name ) )
		.reduce( ( sum, row ) => sum + row.requests, 0 );
	const ok = sent === stored;
	console.log(
		`\n${ ok ? 'ok  ' : 'LOST' } stats hits answered as recorded: ${ sent }, rows stored: ${ stored }`
	);
	return { label: 'stats hits sent equals stored', sent, stored, ok };
}

function checkThroughput( rows ) {
	const baseline = rows[ 0 ];
	return throughputBudgets.map( ( budget ) => {
		const row = rows.find( ( r ) => r.name.startsWith( budget.scenario ) );
		const ratio = row
			? row.requestsPerSecond / baseline.requestsPerSecond
			: 0;
		const ok = ratio >= budget.minRatio;
		console.log(
			`${ ok ? 'ok  ' : 'OVER' } ${ budget.label }: ${ ratio.toFixed( 1 ) } x baseline (budget at least ${ budget.minRatio } x)`
		);
		return { ...budget, ratio, ok };
	} );
}

function printServerTime( rows ) {
	const baseline = rows[ 0 ];
	console.log(
		`\nServer time, one request at a time (median of ${ baseline.samples } requests)`
	);
	for ( const row of rows ) {
		row.ratio = row.medianMs / baseline.medianMs;
		console.log(
			`${ row.name.padEnd( 60 ) } ${ row.medianMs
				.toFixed( 1 )
				.padStart( 7 ) } ms ${ row.ratio
				.toFixed( 2 )
				.padStart(
					6
				) } x baseline ${ row.errors ? `(${ row.errors } errors)` : '' }`
		);
	}
}

function printLoad( rows ) {
	const baseline = rows[ 0 ];
	console.log(
		`\nEndpoints under ${ options.connections } concurrent clients (median of ${ options.rounds } rounds of ${ options.seconds } s)`
	);
	console.log(
		`${ 'endpoint'.padEnd( 44 ) } ${ 'req/s'.padStart( 8 ) } ${ 'p50 ms'.padStart(
			8
		) } ${ 'p99 ms'.padStart( 8 ) } ${ 'x baseline'.padStart( 10 ) } ${ 'errors'.padStart( 7 ) }`
	);
	for ( const row of rows ) {
		row.throughputRatio =
			row.requestsPerSecond / baseline.requestsPerSecond;
		console.log(
			`${ row.name.padEnd( 44 ) } ${ row.requestsPerSecond
				.toFixed( 0 )
				.padStart(
					8
				) } ${ String( row.latencyMedianMs ).padStart( 8 ) } ${ String(
				row.latencyP99Ms
			).padStart(
				8
			) } ${ row.throughputRatio.toFixed( 2 ).padStart( 10 ) } ${ String(
				row.errors
			).padStart( 7 ) }`
		);
	}
}

function printLightboxClick( rows ) {
	console.log(
		'\nLightbox, click to full image shown (median of fresh visits; baseline: the same image fetched and decoded with no popup)'
	);
	for ( const row of rows ) {
		console.log(
			`${ row.label.padEnd( 44 ) } ${ row.medianMs.toFixed( 1 ) } ms vs ${ row.baselineMs.toFixed(
				1
			) } ms baseline (${ ( row.medianMs / row.baselineMs ).toFixed( 2 ) }x, ${
				row.samples
			} samples)`
		);
	}
}

// Sites of their own on the bench port, before the bench site takes it.
const formsAtScale = only.includes( 'scale-forms' )
	? await benchFormsAtScale( root, port )
	: null;
if ( formsAtScale && only.length === 1 ) {
	process.exit();
}

// With VISTA_CLUSTER=1, `hits` is the cluster's hit rows instead (issue 36 goal 4, below).
const cluster = process.env.VISTA_CLUSTER === '1';
const hitsOnly =
	only.includes( 'hits' ) && ! cluster
		? await benchHitsOnly( root, port, options )
		: null;
if ( hitsOnly && only.length === 1 ) {
	process.exit();
}

// Issue 36 goal 1: sites of their own, on SQLite then MariaDB (tools/bench/scale-stats.mjs).
const scaleStats = only.includes( 'scale-stats' )
	? measureScaleStats( root, port )
	: null;
if ( scaleStats && only.length === 1 ) {
	fs.mkdirSync( path.join( root, 'artifacts' ), { recursive: true } );
	fs.writeFileSync(
		path.join( root, 'artifacts/bench-scale-stats.json' ),
		JSON.stringify( scaleStats, null, '\t' ) + '\n'
	);
	console.log( '\nWritten: artifacts/bench-scale-stats.json' );
	process.exit();
}

const report = { date: new Date().toISOString(), sizes: measureSizes() };
report.scaleStats = scaleStats ?? undefined;
if ( hitsOnly ) {
	// The goals' summary reads the hit rows where a full run leaves them.
	report.throughputBudgets = [ hitsOnly.sqlite.goal ];
	report.hitsStored = hitsOnly.sqlite.hitsStored;
	report.hitFloorMariadb = hitsOnly.mariadb;
}
printSizes( report.sizes );
report.budgets = checkBudgets( report.sizes );

if ( cluster ) {
	// The nginx and PHP-FPM cluster instead of the built-in server (tools/bench/cluster.mjs).
	report.cluster = await measureCluster( root, port, {
		...options,
		hitsOnly: only.includes( 'hits' ),
	} );
} else if ( process.env.VISTA_BENCH_SKIP_LOAD !== '1' ) {
	console.error( `bench: preparing a fresh bench site at ${ baseURL } ...` );
	execFileSync( 'bash', [ 'tools/site/site.sh', 'reset' ], {
		cwd: root,
		env: siteEnv,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	try {
		const muPlugins = path.join( sitePath(), 'wp-content/mu-plugins' );
		fs.mkdirSync( muPlugins, { recursive: true } );
		fs.copyFileSync(
			path.join(
				root,
				'tools/bench/mu-plugins/vista-bench-form-limits.php'
			),
			path.join( muPlugins, 'vista-bench-form-limits.php' )
		);
		execFileSync( 'php', [ 'tools/bench/gallery-100.php', sitePath() ], {
			cwd: root,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );
		if ( runs( 'import' ) ) {
			report.statsImport = measureStatsImport(
				sitePath(),
				root,
				options.rounds
			);
		}
		if ( runs( 'scale-gallery' ) ) {
			report.scaleGallery = await measureScaleGallery(
				baseURL,
				sitePath(),
				root,
				{ samples: Number( process.env.VISTA_BENCH_CLICKS ?? 5 ) }
			);
			printScaleGallery( report.scaleGallery );
		}
		if ( runs( 'lightbox' ) ) {
			report.lightboxClick = await measureLightboxClick( baseURL, {
				samples: Number( process.env.VISTA_BENCH_CLICKS ?? 7 ),
			} );
			printLightboxClick( report.lightboxClick );
			report.lightboxPeer = await measureLightboxPeer(
				baseURL,
				sitePath(),
				{
					samples: Number( process.env.VISTA_BENCH_CLICKS ?? 7 ),
				}
			);
			printLightboxPeer( report.lightboxPeer );
		}
		if ( ! only.length ) {
			report.layoutShift = await measureLayoutShift(
				baseURL,
				layoutShiftPages
			);
			printLayoutShift( report.layoutShift );
			const siteScenarios = await scenarios( baseURL );
			const loadScenarios = [
				...siteScenarios,
				floorScenario( root, sitePath() ),
				signedFloorScenario(
					root,
					sitePath(),
					siteScenarios.find( ( s ) =>
						s.name.startsWith( 'stats hit, lean endpoint' )
					)
				),
			];
			const storedBefore = countHits();
			report.load = await measureLoad( baseURL, loadScenarios, options );
			printLoad( report.load );
			report.hitsStored = checkHitsStored(
				loadScenarios,
				report.load,
				countHits() - storedBefore
			);
			report.throughputBudgets = [
				...checkThroughput( report.load ),
				checkHitFloor( report.load ),
			];
			report.leanOverSignedFloor = leanOverSignedFloor( report.load );
			report.serverTime = await measureServerTime(
				baseURL,
				[
					...( await serverTimeScenarios( baseURL ) ),
					...( await videoServerTimeScenarios( baseURL ) ),
					...( await statsSummaryServerTimeScenarios( baseURL ) ),
				],
				Number( process.env.VISTA_BENCH_SAMPLES ?? 60 )
			);
			printServerTime( report.serverTime );
			report.formsPdf = await measureFormsPdf(
				baseURL,
				sitePath(),
				root
			);
			report.speed = await measureSpeed( root, baseURL, sitePath() );
			printSpeed( report.speed );
		}
		if ( runs( 'pages' ) ) {
			report.cardScripts = await measureCardScripts(
				baseURL,
				sitePath(),
				root
			);
			printCardScripts( report.cardScripts );
			if ( process.env.VISTA_BENCH_SKIP_LIGHTHOUSE !== '1' ) {
				report.pageScores = await measurePageScores( baseURL, {
					runs: Number(
						process.env.VISTA_BENCH_LIGHTHOUSE_RUNS ?? 3
					),
				} );
				printPageScores( report.pageScores );
			}
			report.videoLighthouse = await videoLighthouse( baseURL );
			report.theme = await measureTheme( baseURL );
		}
	} finally {
		execFileSync( 'bash', [ 'tools/site/site.sh', 'stop' ], {
			cwd: root,
			env: siteEnv,
			stdio: 'ignore',
		} );
	}
	if ( ! only.length && process.env.VISTA_BENCH_SKIP_MARIADB !== '1' ) {
		report.hitFloorMariadb = await hitFloorOnMariadb( root, port, options );
	}
	if ( ! only.length ) {
		report.scaleStats = measureScaleStats( root, port );
	}
	report.formsAtScale = formsAtScale;
	if ( ! only.length ) {
		report.formsAtScale = await benchFormsAtScale( root, port );
	}
	report.goals = printGoals( report );
}

fs.mkdirSync( path.join( root, 'artifacts' ), { recursive: true } );
fs.writeFileSync(
	path.join( root, 'artifacts/bench.json' ),
	JSON.stringify( report, null, '\t' ) + '\n'
);
console.log( '\nWritten: artifacts/bench.json' );

const over = [
	...report.budgets,
	...( report.layoutShift ?? [] ),
	...( report.videoLighthouse ? [ report.videoLighthouse ] : [] ),
	...( report.theme ?? [] ),
	...( report.cluster
		? [
				{ label: 'cluster hits stored', ...report.cluster.hitsStored },
				report.cluster.goal,
			]
		: [] ),
].filter( ( row ) => ! row.ok );
if ( over.length ) {
	console.log(
		`Over budget: ${ over.map( ( row ) => row.label ).join( ', ' ) }`
	);
	process.exitCode = 1;
}
