/**
 * Galleries at scale (issue 36 goal 2), `VISTA_BENCH_ONLY=scale-gallery`: on the bench site, 200
 * galleries and one of 10,000 images (tools/bench/scale-gallery.php: bulk inserts, the image files
 * shared with the seeded samples on disk), then
 * - call 12 for page 300 of the large gallery against page 1 (goal: within 1.5×), one request at
 *   a time, median of the samples, interleaved;
 * - the bytes a click on a thumbnail fetches, on the 100-photo page and on the 10,000-photo page,
 *   against PhotoSwipe 5's on the 100-photo page (goal: at most 1.2× on both), cold visits
 *   interleaved (tools/bench/lightbox-peer.mjs);
 * - the Galleries admin list and the editor of the large gallery, logged in: from the navigation
 *   to the list's rows, and to the editor's first image card with its title (goal: 1 s each).
 */
import { execFileSync } from 'child_process';
import { measureServerTime } from './load.mjs';
import { SIDES, visit, writePeerPage } from './lightbox-peer.mjs';

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

/**
 * Call 12's fields for a page of the large gallery, from the page a visitor gets.
 * @param {string} baseURL Site address.
 * @param {number} page    Page number.
 */
async function callTwelve( baseURL, page ) {
	const html = await ( await fetch( baseURL + '/gallery-10000/' ) ).text();
	const options = JSON.parse(
		html.match( /data-gallery="([^"]+)"/ )[ 1 ].replace( /&quot;/g, '"' )
	);
	return new URLSearchParams( {
		action: 'vista_gallery_view',
		nonce: options.nonce,
		shortcode_id: options.shortcode,
		gallery_type: options.galleryType,
		gallery_id: String( options.galleryId ),
		bwg: String( options.n ),
		current_url: baseURL + '/gallery-10000/',
		[ `page_number_${ options.n }` ]: String( page ),
		[ `action_${ options.n }` ]: 'page',
	} ).toString();
}

/**
 * The admin screens' open times, logged in as the site's administrator.
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             baseURL
 * @param {number}                             largeId The large gallery.
 * @param {number}                             samples Opens of each.
 */
async function adminOpenTimes( browser, baseURL, largeId, samples ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	const tab = await context.newPage();
	await tab.goto( `${ baseURL }/wp-login.php` );
	await tab.fill( '#user_login', 'admin' );
	await tab.fill( '#user_pass', 'password' );
	// Signed in once the redirect to the admin starts (the session cookie came with it): the
	// Dashboard's own load is no part of what is measured, and takes long on a loaded machine.
	await Promise.all( [
		tab.waitForURL( /wp-admin/, { waitUntil: 'commit' } ),
		tab.click( '#wp-submit' ),
	] );
	const open = async ( url, shown ) => {
		const start = Date.now();
		await tab.goto( url );
		await tab.locator( shown ).first().waitFor();
		return Date.now() - start;
	};
	const list = [];
	const editor = [];
	// WordPress's own Pages list, opened the same way in the same rounds: what any admin screen
	// costs on this machine at this moment (a reference, not a goal).
	const pages = [];
	for ( let i = 0; i < samples; i++ ) {
		pages.push(
			await open(
				`${ baseURL }/wp-admin/edit.php?post_type=page`,
				'.wp-list-table tbody tr .row-title'
			)
		);
		list.push(
			await open(
				`${ baseURL }/wp-admin/admin.php?page=vista-galleries`,
				'.wp-list-table tbody tr .row-title'
			)
		);
		editor.push(
			await open(
				`${ baseURL }/wp-admin/admin.php?page=vista-galleries&edit=${ largeId }`,
				'.vista-gallery-image img'
			)
		);
	}
	await context.close();
	return {
		listMs: median( list ),
		editorMs: median( editor ),
		wordpressPagesMs: median( pages ),
	};
}

/**
 * Builds the data set and measures the rows.
 * @param {string} baseURL           Site address.
 * @param {string} wpDir             The bench site's WordPress folder.
 * @param {string} root              The repository.
 * @param {Object} [options]
 * @param {number} [options.samples] Requests (call 12) and visits (the rest).
 */
export async function measureScaleGallery(
	baseURL,
	wpDir,
	root,
	{ samples = 5 } = {}
) {
	const started = Date.now();
	const data = JSON.parse(
		execFileSync( 'php', [ 'tools/bench/scale-gallery.php', wpDir ], {
			cwd: root,
			encoding: 'utf8',
		} )
	);
	const buildSeconds = ( Date.now() - started ) / 1000;
	const pages = await measureServerTime(
		baseURL,
		[
			{
				name: 'page 1',
				path: '/wp-admin/admin-ajax.php',
				method: 'POST',
				body: await callTwelve( baseURL, 1 ),
				expect: 'data-image-id',
			},
			{
				name: 'page 300',
				path: '/wp-admin/admin-ajax.php',
				method: 'POST',
				body: await callTwelve( baseURL, 300 ),
				expect: 'data-image-id',
			},
		],
		samples * 6
	);
	const [ first, deep ] = pages;
	const peerPath = await writePeerPage( baseURL, wpDir );
	const { chromium } = await import( '@playwright/test' );
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
		],
	} );
	const bytes = { hundred: [], large: [], photoswipe: [] };
	let admin;
	try {
		for ( let i = 0; i < samples; i++ ) {
			bytes.hundred.push(
				(
					await visit(
						browser,
						`${ baseURL }/gallery-100/`,
						SIDES.vista
					)
				).bytes
			);
			bytes.large.push(
				(
					await visit(
						browser,
						`${ baseURL }/gallery-10000/`,
						SIDES.vista
					)
				).bytes
			);
			bytes.photoswipe.push(
				(
					await visit(
						browser,
						`${ baseURL }${ peerPath }`,
						SIDES.photoswipe
					)
				).bytes
			);
		}
		admin = await adminOpenTimes( browser, baseURL, data.largeId, samples );
	} finally {
		await browser.close();
	}
	const peerBytes = median( bytes.photoswipe );
	return {
		data,
		buildSeconds,
		samples,
		call12: {
			page1Ms: first.medianMs,
			page300Ms: deep.medianMs,
			ratio: deep.medianMs / first.medianMs,
			errors: first.errors + deep.errors,
		},
		clickBytes: {
			hundred: median( bytes.hundred ),
			large: median( bytes.large ),
			photoswipe: peerBytes,
		},
		admin,
		goals: {
			deepPageWithin15: deep.medianMs / first.medianMs <= 1.5,
			clickBytesWithin12:
				median( bytes.hundred ) / peerBytes <= 1.2 &&
				median( bytes.large ) / peerBytes <= 1.2,
			adminWithin1s: admin.listMs <= 1000 && admin.editorMs <= 1000,
		},
	};
}

/**
 * Prints the rows: figure, peer, verdict.
 * @param {Awaited<ReturnType<typeof measureScaleGallery>>} result
 */
export function printScaleGallery( result ) {
	const { call12, clickBytes, admin, goals, data } = result;
	const kb = ( n ) => `${ ( n / 1024 ).toFixed( 1 ) } KB`;
	const verdict = ( ok ) => ( ok ? 'met' : 'NOT MET' );
	console.log(
		`\nGalleries at scale: ${ data.galleries } galleries, one of ${ data.images } images (built in ${ result.buildSeconds.toFixed(
			1
		) } s; image files shared on disk), medians of ${ result.samples } visits`
	);
	console.log(
		`  call 12, page 300 of the large gallery   ${ call12.page300Ms } ms   page 1 ${
			call12.page1Ms
		} ms   ratio ${ call12.ratio.toFixed( 2 ) }   goal ≤ 1.50: ${ verdict(
			goals.deepPageWithin15
		) }${ call12.errors ? `   (${ call12.errors } errors)` : '' }`
	);
	console.log(
		`  bytes on the click, 100 photos           ${ kb(
			clickBytes.hundred
		) }   PhotoSwipe 5 ${ kb( clickBytes.photoswipe ) }   ratio ${ (
			clickBytes.hundred / clickBytes.photoswipe
		).toFixed( 2 ) }`
	);
	console.log(
		`  bytes on the click, 10,000 photos        ${ kb(
			clickBytes.large
		) }   PhotoSwipe 5 ${ kb( clickBytes.photoswipe ) }   ratio ${ (
			clickBytes.large / clickBytes.photoswipe
		).toFixed( 2 ) }   goal ≤ 1.20 on both: ${ verdict(
			goals.clickBytesWithin12
		) }`
	);
	console.log(
		`  Galleries admin list opens               ${ admin.listMs } ms   editor of the large gallery ${
			admin.editorMs
		} ms   goal ≤ 1000 ms: ${ verdict( goals.adminWithin1s ) }   (WordPress's Pages list ${
			admin.wordpressPagesMs
		} ms)`
	);
}
