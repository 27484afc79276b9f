/**
 * The theme's bench rows (issue 17): how much theme script a page loads without a slider and with
 * the sliders (slider code only where a slider is), and Lighthouse mobile of the one-page demo front
 * page against a plain post of the same site in the same run (within 0.03, CLS under 0.01).
 *
 * `npm run bench` runs it after the other rows; `node tools/bench/theme.mjs` runs only these rows
 * against a fresh bench site (port VISTA_BENCH_PORT, 8891 unless set).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { fileURLToPath } from 'url';
import { gzipSync } from 'zlib';
import { chromium } from '@playwright/test';
import { lighthouseMedians } from './lighthouse.mjs';

const FRONT_PAGE = '/';
// WordPress's first post: a plain post of the same site.
const PLAIN_POST = '/?p=1';
const SCORE_WITHIN = 0.03;
const MAX_CLS = 0.01;

/**
 * The theme's scripts a page loads, by address, with their gzip -9 sizes.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 */
async function themeScripts( browser, url ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	const page = await context.newPage();
	const scripts = [];
	page.on( 'response', async ( response ) => {
		const address = response.url();
		if (
			address.includes( '/themes/vista/' ) &&
			/\.js(\?|$)/.test( address )
		) {
			scripts.push(
				response.body().then( ( body ) => ( {
					file: new URL( address ).pathname.replace(
						/^.*\/themes\/vista\//,
						''
					),
					gzip: gzipSync( body, { level: 9 } ).length,
				} ) )
			);
		}
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	const files = await Promise.all( scripts );
	await context.close();
	return {
		files,
		gzip: files.reduce( ( sum, file ) => sum + file.gzip, 0 ),
	};
}

/**
 * Measures and prints the theme's rows.
 *
 * @param {string}          baseURL The bench site.
 * @param {{runs?: number}} options Lighthouse audits per page (median).
 */
export async function measureTheme( baseURL, { runs = 3 } = {} ) {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu' ],
	} );
	let without;
	let withSliders;
	try {
		without = await themeScripts( browser, baseURL + PLAIN_POST );
		withSliders = await themeScripts( browser, baseURL + FRONT_PAGE );
	} finally {
		await browser.close();
	}
	const sliderOnlyWhereNeeded =
		! without.files.some( ( file ) => file.file.includes( 'slider' ) ) &&
		withSliders.files.some( ( file ) => file.file.includes( 'slider' ) );

	const medians = await lighthouseMedians(
		[ baseURL + FRONT_PAGE, baseURL + PLAIN_POST ],
		{ runs, formFactor: 'mobile' }
	);
	const front = medians[ baseURL + FRONT_PAGE ];
	const plain = medians[ baseURL + PLAIN_POST ];
	const rows = [
		{
			label: 'theme script, page without sliders',
			gzipBytes: without.gzip,
			files: without.files,
			ok: ! without.files.some( ( file ) =>
				file.file.includes( 'slider' )
			),
		},
		{
			label: 'theme script, front page with sliders',
			gzipBytes: withSliders.gzip,
			ratio: withSliders.gzip / Math.max( 1, without.gzip ),
			files: withSliders.files,
			ok: sliderOnlyWhereNeeded,
		},
		{
			label: 'Lighthouse mobile, front page vs plain post',
			front,
			plain,
			difference: plain.score - front.score,
			ok:
				front.score >= plain.score - SCORE_WITHIN &&
				front.cls < MAX_CLS,
		},
	];

	const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
	console.log( '\nTheme (issue 17)' );
	console.log(
		`${ rows[ 0 ].ok ? 'ok  ' : 'OVER' } ${ rows[ 0 ].label.padEnd(
			44
		) } ${ kb( without.gzip ) } KB gzip (${ without.files
			.map( ( file ) => file.file )
			.join( ', ' ) })`
	);
	console.log(
		`${ rows[ 1 ].ok ? 'ok  ' : 'OVER' } ${ rows[ 1 ].label.padEnd(
			44
		) } ${ kb( withSliders.gzip ) } KB gzip, ${ rows[ 1 ].ratio.toFixed(
			1
		) }× the page without (${ withSliders.files
			.map( ( file ) => file.file )
			.join( ', ' ) })`
	);
	console.log(
		`${ rows[ 2 ].ok ? 'ok  ' : 'OVER' } ${ rows[ 2 ].label.padEnd(
			44
		) } ${ front.score.toFixed( 2 ) } vs ${ plain.score.toFixed(
			2
		) } (within ${ SCORE_WITHIN }), CLS ${ front.cls.toFixed(
			3
		) } (< ${ MAX_CLS }), LCP ${ Math.round( front.lcp ) } vs ${ Math.round(
			plain.lcp
		) } ms, TBT ${ Math.round( front.tbt ) } vs ${ Math.round(
			plain.tbt
		) } ms (medians of ${ runs })`
	);
	return rows;
}

// Run alone: a fresh bench site, these rows, the site stopped.
if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const root = path.resolve(
		path.dirname( fileURLToPath( import.meta.url ) ),
		'../..'
	);
	const port = process.env.VISTA_BENCH_PORT ?? '8891';
	const env = {
		...process.env,
		VISTA_SITE: 'bench',
		VISTA_PORT: port,
		VISTA_DB: 'sqlite',
		// Compressed, as `npm run bench` serves its site (tools/site/router.php).
		VISTA_COMPRESS: '1',
	};
	execFileSync( 'bash', [ 'tools/site/site.sh', 'reset' ], {
		cwd: root,
		env,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	try {
		const rows = await measureTheme( `http://localhost:${ port }` );
		process.exitCode = rows.every( ( row ) => row.ok ) ? 0 : 1;
	} finally {
		execFileSync( 'bash', [ 'tools/site/site.sh', 'stop' ], {
			cwd: root,
			env,
			stdio: 'ignore',
		} );
	}
}
