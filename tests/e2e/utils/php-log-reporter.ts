/**
 * A Playwright reporter that names the tests during which the test site's PHP debug log grew, with
 * the lines written. The tests that check the log check only their own lines (phpLogMark); a line
 * written during a test that does not check it would otherwise go unseen, or, before those marks,
 * failed a later test that had no part in it (a CI run showed only "expected [] received …", twice,
 * for a line no one could place).
 *
 * It only reports: it never fails a test. At the end of a run it prints what it found and writes
 * it beside the run's JSON report (artifacts/php-log-<project>.json), which tools/test-summary.mjs
 * lists above the counts.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter, TestCase } from '@playwright/test/reporter';
import { phpLogLines } from './site';

/** Log entries (a line, or a line and what follows it) written while these tests ran. */
type Growth = { during: string[]; lines: string[] };

const name = ( test: TestCase ) =>
	`${ path.relative(
		path.resolve( __dirname, '..' ),
		test.location.file
	) }:${ test.location.line } › ${ test.title }`;

export default class PhpLogReporter implements Reporter {
	private seen = 0;
	private readonly running = new Set< string >();
	private readonly found: Growth[] = [];

	onBegin(): void {
		this.seen = phpLogLines().length;
	}

	onTestBegin( test: TestCase ): void {
		this.collect();
		this.running.add( name( test ) );
	}

	onTestEnd( test: TestCase ): void {
		this.collect();
		this.running.delete( name( test ) );
	}

	async onEnd(): Promise< void > {
		this.collect();
		const report = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;
		const file = report
			? path.join(
					path.dirname( report ),
					path.basename( report ).replace( /^playwright/, 'php-log' )
				)
			: path.resolve( __dirname, '../../../artifacts/php-log.json' );
		fs.mkdirSync( path.dirname( file ), { recursive: true } );
		fs.writeFileSync( file, JSON.stringify( this.found, null, '\t' ) );
		for ( const { during, lines } of this.found ) {
			// eslint-disable-next-line no-console -- a reporter's output is the console.
			console.log(
				`PHP log: ${ lines.length } entr${
					lines.length === 1 ? 'y' : 'ies'
				} during ${
					during.join( ' + ' ) || 'no test (a hook or setup)'
				}:\n  ${ lines
					.slice( 0, 5 )
					.map( ( entry ) => entry.split( '\n' )[ 0 ] )
					.join( '\n  ' ) }`
			);
		}
	}

	/**
	 * Files the entries written since the last look under the tests running now. An entry starts
	 * with PHP's time stamp; its other lines (a stack trace, wpdb's HTML report of a database
	 * error) are joined to it.
	 */
	private collect(): void {
		const lines = phpLogLines();
		if ( lines.length > this.seen ) {
			const entries: string[] = [];
			for ( const line of lines.slice( this.seen ) ) {
				if (
					/^\[\d{2}-\w{3}-\d{4} /.test( line ) ||
					! entries.length
				) {
					entries.push( line );
				} else {
					entries[ entries.length - 1 ] += `\n${ line }`;
				}
			}
			this.found.push( { during: [ ...this.running ], lines: entries } );
		}
		this.seen = lines.length;
	}
}
