/**
 * Adds up what every runner of `npm test` reported (Jest JSON, PHPUnit JUnit, Playwright JSON) and
 * the steps that are not runners (build, type check, lint), then prints one line per runner and the
 * closing line "tests: N passed, N failed[, N skipped]". Exits 1 when anything failed.
 *
 * Above those lines it names every failed (and every flaky) test with the first line of its error:
 * CI shows only the tail of a run's output, and a count alone does not say what to fix.
 */
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const artifact = ( name ) => path.join( root, 'artifacts', name );
const read = ( name ) =>
	fs.existsSync( artifact( name ) )
		? fs.readFileSync( artifact( name ), 'utf8' )
		: null;

const rows = [];
// "runner › where › title: first line of the error", for the list printed before the counts.
const failures = [];
const flaky = [];
const firstLine = ( text ) =>
	String( text ?? '' )
		// Terminal colours in Playwright's and Jest's messages.
		.replace( /\u001b\[[0-9;]*m/g, '' )
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.find( Boolean )
		?.slice( 0, 160 ) ?? '';
// The lines after the first that say what was received (an expectation's diff, a log line), up to
// the stack or code frame: for the first few failures only, so the tail CI shows keeps the counts.
const detail = ( text ) =>
	String( text ?? '' )
		.replace( /\u001b\[[0-9;]*m/g, '' )
		.split( '\n' )
		.map( ( line ) => line.trimEnd() )
		.filter( ( line ) => line.trim() )
		.slice( 1 )
		.filter( ( line, at, all ) =>
			all
				.slice( 0, at + 1 )
				.every( ( seen ) => ! /^\s*(at |>?\s*\d+ \|)/.test( seen ) )
		)
		.slice( 0, 8 )
		.map( ( line ) => line.slice( 0, 240 ) );
// Failure entries: the one-line form, and the detail lines printed under the first few.
const details = new Map();
const withDetail = ( line, text ) => {
	details.set( line, detail( text ) );
	return line;
};

const jest = read( 'jest.json' );
if ( jest ) {
	const result = JSON.parse( jest );
	rows.push( {
		runner: 'jest',
		passed: result.numPassedTests,
		failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
		skipped: result.numPendingTests + result.numTodoTests,
	} );
	listJestFailures( 'jest', result );
}

for ( const file of fs.existsSync( path.join( root, 'artifacts' ) )
	? fs
			.readdirSync( path.join( root, 'artifacts' ) )
			.filter( ( f ) => /^phpunit-.*\.xml$/.test( f ) )
	: [] ) {
	const xml = read( file );
	const suite = xml.match( /<testsuite\b[^>]*>/ )?.[ 0 ] ?? '';
	const attr = ( name ) =>
		Number(
			suite.match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const failed = attr( 'failures' ) + attr( 'errors' );
	const skipped = attr( 'skipped' );
	const runner = `phpunit (${ file.replace( /^phpunit-|\.xml$/g, '' ) })`;
	for ( const [ , testcase, body ] of xml.matchAll(
		/<testcase\b([^>]*)>([\s\S]*?)<\/testcase>/g
	) ) {
		const error = body.match(
			/<(?:failure|error)\b[^>]*>([\s\S]*?)<\/(?:failure|error)>/
		);
		if ( error ) {
			const name = testcase.match( /\bname="([^"]*)"/ )?.[ 1 ];
			const where = testcase.match( /\bclass="([^"]*)"/ )?.[ 1 ];
			failures.push(
				`${ runner } › ${ where } › ${ name }: ${ firstLine(
					error[ 1 ]
						.replace( /&quot;/g, '"' )
						.replace( /&#039;|&apos;/g, "'" )
						.replace( /&lt;/g, '<' )
						.replace( /&gt;/g, '>' )
						.replace( /&amp;/g, '&' )
				) }`
			);
		}
	}
	rows.push( {
		runner,
		passed: attr( 'tests' ) - failed - skipped,
		failed,
		skipped,
	} );
}

// tools/e2e/run.sh writes one report per Playwright project (playwright-<project>.json); a plain
// `npx playwright test` writes playwright.json. Each counts; errors outside any test (a global setup
// or a test file that failed to load) count as failures too.
const playwrightReports = fs.existsSync( path.join( root, 'artifacts' ) )
	? fs
			.readdirSync( path.join( root, 'artifacts' ) )
			.filter( ( f ) => /^playwright(-.+)?\.json$/.test( f ) )
	: [];
// In the order run.sh runs the projects.
const projectOrder = [ 'chromium', 'stats', 'consent' ];
const rank = ( file ) => {
	const at = projectOrder.findIndex(
		( p ) => file === `playwright-${ p }.json`
	);
	return at < 0 ? projectOrder.length : at;
};
playwrightReports.sort(
	( a, b ) => rank( a ) - rank( b ) || a.localeCompare( b )
);
for ( const file of playwrightReports ) {
	const report = JSON.parse( read( file ) );
	const { stats, errors = [] } = report;
	const project = file.replace( /^playwright-?|\.json$/g, '' );
	const runner = project ? `playwright (${ project })` : 'playwright';
	listPlaywrightTests( runner, report );
	for ( const error of errors ) {
		failures.push(
			`${ runner } › outside any test: ${ firstLine( error.message ) }`
		);
	}
	rows.push( {
		runner,
		passed: stats.expected + stats.flaky,
		failed: stats.unexpected + errors.length,
		skipped: stats.skipped,
	} );
}

// tools/visitor/run.sh writes one Jest report per browser (visitor-<browser>.json), and per browser
// and language for a run in another language (visitor-<browser>-<locale>.json).
for ( const file of fs.existsSync( path.join( root, 'artifacts' ) )
	? fs
			.readdirSync( path.join( root, 'artifacts' ) )
			.filter( ( f ) =>
				/^visitor-[a-z]+(-[a-z]{2,3}_[A-Z]{2})?\.json$/.test( f )
			)
			.sort()
	: [] ) {
	const result = JSON.parse( read( file ) );
	rows.push( {
		runner: `visitor (${ file.replace( /^visitor-|\.json$/g, '' ) })`,
		passed: result.numPassedTests,
		failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
		skipped: result.numPendingTests + result.numTodoTests,
	} );
	listJestFailures(
		`visitor (${ file.replace( /^visitor-|\.json$/g, '' ) })`,
		result
	);
}

const steps = ( read( 'steps.txt' ) ?? '' )
	.trim()
	.split( '\n' )
	.filter( Boolean );
const failedSteps = steps
	.filter( ( line ) => line.endsWith( ' failed' ) )
	.map( ( line ) => line.replace( / failed$/, '' ) );
// A runner step that failed without reporting a failed test (it crashed, or never ran) still counts.
for ( const step of failedSteps ) {
	const runner = {
		unit: 'jest',
		phpunit: 'phpunit',
		e2e: 'playwright',
		'e2e:cluster': 'playwright (cluster)',
		visitor: 'visitor',
		'visitor:rtl': 'visitor',
	}[ step ];
	const reported = rows.some(
		( row ) => row.runner.startsWith( runner ?? '\0' ) && row.failed > 0
	);
	if ( ! reported ) {
		rows.push( {
			runner: `step ${ step }`,
			passed: 0,
			failed: 1,
			skipped: 0,
		} );
	}
}
for ( const step of [ 'unit', 'phpunit', 'e2e', 'visitor' ] ) {
	if ( ! steps.some( ( line ) => line.startsWith( `${ step } ` ) ) ) {
		rows.push( {
			runner: `step ${ step } (did not run)`,
			passed: 0,
			failed: 1,
			skipped: 0,
		} );
	}
}

const total = rows.reduce(
	( sum, row ) => ( {
		passed: sum.passed + row.passed,
		failed: sum.failed + row.failed,
		skipped: sum.skipped + row.skipped,
	} ),
	{ passed: 0, failed: 0, skipped: 0 }
);

// tests/e2e/utils/php-log-reporter.ts: the lines the test site's PHP log gained, with the tests
// running at the time, per Playwright project. Listed whether or not a test failed on them.
const phpLog = [];
for ( const file of fs.existsSync( path.join( root, 'artifacts' ) )
	? fs
			.readdirSync( path.join( root, 'artifacts' ) )
			.filter( ( f ) => /^php-log(-.+)?\.json$/.test( f ) )
	: [] ) {
	const project = file.replace( /^php-log-?|\.json$/g, '' );
	for ( const { during, lines } of JSON.parse( read( file ) ) ) {
		for ( const entry of lines ) {
			phpLog.push(
				`${ project || 'playwright' } › ${
					during.join( ' + ' ) || 'no test running'
				}: ${ logEntry( entry ) }`
			);
		}
	}
}

/**
 * One PHP log entry on one line: its text without the time stamp and HTML (wpdb reports a
 * database error as HTML), and for a database error the database's message and the query's start.
 * @param {string} entry The entry's lines.
 */
function logEntry( entry ) {
	const text = entry
		.replace( /^\[[^\]]*\]\s*/, '' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&nbsp;/g, ' ' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' )
		.replace( /\s+/g, ' ' )
		.trim();
	const database = /SQLSTATE\[[^\]]*\]:[^#]*?(?= Backtrace:| #0 |$)/.exec(
		text
	);
	const query = /MySQL query: (.{0,100})/.exec( text );
	return (
		database
			? `WordPress database error: ${ database[ 0 ].trim() }${
					query ? ` (query: ${ query[ 1 ] }…)` : ''
				}`
			: text
	).slice( 0, 300 );
}

const listed = 12;
const detailed = 3;
for ( const [ heading, lines ] of [
	[ 'failed', failures ],
	[ 'flaky (passed on retry)', flaky ],
	[ 'PHP log entries written during the end-to-end tests', phpLog ],
] ) {
	if ( lines.length ) {
		console.log( `  ${ heading }:` );
		lines.slice( 0, listed ).forEach( ( line, at ) => {
			console.log( `    ${ line }` );
			if ( lines === failures && at < detailed ) {
				for ( const more of details.get( line ) ?? [] ) {
					console.log( `        ${ more }` );
				}
			}
		} );
		if ( lines.length > listed ) {
			console.log( `    … and ${ lines.length - listed } more` );
		}
	}
}
for ( const row of rows ) {
	console.log(
		`  ${ row.runner.padEnd( 22 ) } ${ row.passed } passed, ${ row.failed } failed${
			row.skipped ? `, ${ row.skipped } skipped` : ''
		}`
	);
}
if ( failedSteps.length ) {
	console.log( `  failed steps: ${ failedSteps.join( ', ' ) }` );
}
console.log(
	`tests: ${ total.passed } passed, ${ total.failed } failed${
		total.skipped ? `, ${ total.skipped } skipped` : ''
	}`
);
process.exit( total.failed > 0 || total.passed === 0 ? 1 : 0 );

function listJestFailures( runner, result ) {
	for ( const suite of result.testResults ?? [] ) {
		const where = path.relative( root, suite.name ?? '' );
		const failed = ( suite.assertionResults ?? [] ).filter(
			( test ) => test.status === 'failed'
		);
		for ( const test of failed ) {
			failures.push(
				withDetail(
					`${ runner } › ${ where } › ${ test.fullName }: ${ firstLine(
						test.failureMessages?.[ 0 ]
					) }`,
					test.failureMessages?.[ 0 ]
				)
			);
		}
		if ( ! failed.length && suite.status === 'failed' ) {
			failures.push(
				`${ runner } › ${ where }: ${ firstLine( suite.message ) }`
			);
		}
	}
}

// Playwright's report nests suites (files, then describe blocks) around specs, each with one test
// per project whose results are its tries.
function listPlaywrightTests( runner, report ) {
	const visit = ( suite, titles ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				const where = `${ spec.file }:${ spec.line } › ${ [ ...titles, spec.title ].join( ' › ' ) }`;
				const lastError = test.results
					?.flatMap( ( result ) => result.errors ?? [] )
					.at( -1 );
				if ( test.status === 'unexpected' ) {
					failures.push(
						withDetail(
							`${ runner } › ${ where }: ${ firstLine( lastError?.message ) }`,
							lastError?.message
						)
					);
				} else if ( test.status === 'flaky' ) {
					flaky.push(
						`${ runner } › ${ where }: ${ firstLine( lastError?.message ) }`
					);
				}
			}
		}
		for ( const child of suite.suites ?? [] ) {
			visit( child, [ ...titles, child.title ] );
		}
	};
	for ( const suite of report.suites ?? [] ) {
		visit( suite, [] );
	}
}
