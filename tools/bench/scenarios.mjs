/**
 * The endpoints `npm run bench` loads. The first is the baseline every other row is compared with:
 * the smallest admin-ajax action of a full WordPress (defined by the local sites' mu-plugin).
 * Issues that add a server path add its row here.
 */

/** A desktop browser: the hit path does not count agents it takes for bots. */
export const BROWSER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * The tracker's settings object as a page of the site prints it.
 *
 * @param {string} baseURL Site address.
 * @param {string} path    Page.
 */
async function trackerObject( baseURL, path ) {
	const html = await ( await fetch( baseURL + path ) ).text();
	const match = html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ );
	if ( ! match ) {
		throw new Error( `no tracker on ${ path }` );
	}
	return JSON.parse( match[ 1 ] );
}

/**
 * A hit as the tracker sends it (001 §7 call 1).
 *
 * @param {Record<string, unknown>} params Hit parameters of the page.
 * @param {string}                  path   Page path.
 */
function hitBody( params, path ) {
	const fields = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		fields.append( key, String( value ) );
	}
	// Base64 of the UTF-8 bytes, as the tracker sends them (issue 14).
	fields.append(
		'referred',
		Buffer.from( 'https://www.example.com/' ).toString( 'base64' )
	);
	fields.append( 'page_uri', Buffer.from( path ).toString( 'base64' ) );
	return fields.toString();
}

/**
 * @param {string} baseURL Address of the bench site.
 * @return {Promise<Array<{name: string, path: string, method?: string, body?: string, headers?: Record<string,string>, countsHits?: boolean}>>} Scenarios.
 */
export async function scenarios( baseURL ) {
	const tracker = await trackerObject( baseURL, '/gallery/' );
	const lean = new URL(
		`${ tracker.requestUrl }/${ tracker.hitParams.endpoint }`
	);
	const { endpoint, ...params } = tracker.hitParams;
	return [
		{
			name: 'admin-ajax baseline (full WordPress)',
			path: '/wp-admin/admin-ajax.php',
			method: 'POST',
			body: 'action=vista_bench_baseline',
		},
		{
			name: `stats hit, lean endpoint (${ endpoint })`,
			path: lean.pathname,
			method: 'POST',
			body: hitBody( tracker.hitParams, '/gallery/' ),
			headers: { 'user-agent': BROWSER_AGENT },
			countsHits: true,
		},
		{
			name: 'stats hit, admin-ajax bypass',
			path: '/wp-admin/admin-ajax.php',
			method: 'POST',
			body: hitBody(
				{ ...params, action: 'vista_stats_hit' },
				'/gallery/'
			),
			headers: { 'user-agent': BROWSER_AGENT },
			countsHits: true,
		},
		{
			name: 'gallery demo page (GET /gallery/)',
			path: '/gallery/',
		},
	];
}

/**
 * Call 12 (000 §7) as the gallery script sends it for the second page of the 100-image gallery,
 * with the nonce and signed options the page gives a visitor.
 *
 * @param {string} baseURL Site address.
 */
async function galleryPageTwo( baseURL ) {
	const html = await ( await fetch( baseURL + '/gallery-100/' ) ).text();
	const match = html.match( /data-gallery="([^"]+)"/ );
	if ( ! match ) {
		throw new Error( 'no gallery on /gallery-100/' );
	}
	const options = JSON.parse( match[ 1 ].replace( /&quot;/g, '"' ) );
	const fields = new URLSearchParams( {
		action: 'vista_gallery_view',
		nonce: options.nonce,
		shortcode_id: options.shortcode,
		gallery_type: options.galleryType,
		gallery_id: String( options.galleryId ),
		bwg: String( options.n ),
		current_url: baseURL + '/gallery-100/',
		[ `page_number_${ options.n }` ]: '2',
		[ `action_${ options.n }` ]: 'page',
	} );
	return fields.toString();
}

/**
 * Call 3 (000 §7) as the lightbox opener sends it for the first image of the 100-image gallery:
 * the popup's settings with all 100 entries.
 *
 * @param {string} baseURL Site address.
 */
async function lightboxCallThree( baseURL ) {
	const html = await ( await fetch( baseURL + '/gallery-100/' ) ).text();
	const options = JSON.parse(
		html.match( /data-gallery="([^"]+)"/ )[ 1 ].replace( /&quot;/g, '"' )
	);
	const imageId = html.match( /data-image-id="(\d+)"/ )[ 1 ];
	return (
		'/wp-admin/admin-ajax.php?' +
		new URLSearchParams( {
			action: 'vista_gallery_lightbox',
			shortcode_id: options.shortcode,
			gallery_id: String( options.galleryId ),
			image_id: imageId,
			bwg_gallery_type: options.galleryType,
			bwg_random_seed: '0',
			filter_tag: '',
			filter_search_name: '',
			filtersortby: 'order',
			nonce: options.lightboxNonce,
		} ).toString()
	);
}

/**
 * Call 5 (001 §7.5) as the form script sends it from the contact page: every field of the seeded
 * contact form filled in, the form's own nonce, and the nonce of call 5 from the page parameters.
 * Everything is read from the page, so the row follows the form as it is built. Null (the row is
 * left out, with a note) while the page does not print the nonce of call 5.
 *
 * @param {string} baseURL Site address.
 */
async function contactSubmission( baseURL ) {
	const html = await ( await fetch( baseURL + '/contact/' ) ).text();
	const formId = html.match( /<form[^>]*data-formid="(\d+)"/ )?.[ 1 ];
	const params = html.match( /var everest_forms_params = (\{.*?\});/ );
	const security = params
		? JSON.parse( params[ 1 ] ).evf_ajax_submission
		: '';
	if ( ! formId ) {
		throw new Error( 'no form on /contact/' );
	}
	if ( ! security ) {
		console.warn(
			'contact form call 5 left out: /contact/ prints no nonce of call 5 (everest_forms_params.evf_ajax_submission)'
		);
		return null;
	}
	const formNonce = html.match(
		new RegExp( `name="_wpnonce${ formId }" value="([^"]+)"` )
	)?.[ 1 ];
	const fields = new URLSearchParams( {
		action: 'everest_forms_ajax_form_submission',
		security,
		[ `_wpnonce${ formId }` ]: formNonce ?? '',
		'everest_forms[id]': formId,
		'everest_forms[hp]': '',
		// Shown a minute ago: past the spam guard's least time.
		evf_submission_start_time: String( Date.now() - 60_000 ),
		// The start time the server signed (the bench site waives the least time: see its mu-plugin).
		vista_forms_started:
			html.match( /name="vista_forms_started" value="([^"]+)"/ )?.[ 1 ] ??
			'',
	} );
	for ( const [ tag ] of html.matchAll(
		/<(?:input|textarea)[^>]*name="everest_forms\[form_fields\][^"]*"[^>]*>/g
	) ) {
		const name = tag.match( /name="([^"]+)"/ )[ 1 ];
		const type = tag.match( /type="([^"]+)"/ )?.[ 1 ] ?? 'textarea';
		fields.set(
			name,
			{
				email: 'bench@example.org',
				textarea: 'A message from the benchmark, a few words long.',
			}[ type ] ?? 'Bench Visitor'
		);
	}
	return fields.toString();
}

/**
 * What `npm run bench` times one request at a time: the baseline, then the gallery's calls 12
 * and 3, its page, and a contact form's call 5.
 *
 * @param {string} baseURL Address of the bench site.
 */
export async function serverTimeScenarios( baseURL ) {
	const contact = await contactSubmission( baseURL );
	return [
		{
			name: 'admin-ajax baseline (full WordPress)',
			path: '/wp-admin/admin-ajax.php',
			method: 'POST',
			body: 'action=vista_bench_baseline',
		},
		{
			name: 'gallery call 12, page 2 of the 100-image gallery (30)',
			path: '/wp-admin/admin-ajax.php',
			method: 'POST',
			body: await galleryPageTwo( baseURL ),
			expect: 'data-image-id',
		},
		{
			name: 'page with the 100-image gallery (GET /gallery-100/)',
			path: '/gallery-100/',
		},
		{
			name: 'lightbox call 3, the 100-image gallery',
			path: await lightboxCallThree( baseURL ),
			expect: 'vista-lightbox-data',
		},
		// The bench site lifts the form's per-client rate limit (tools/bench/mu-plugins), so every
		// sample is a stored submission.
		...( contact
			? [
					{
						name: 'contact form call 5, stored submission',
						path: '/wp-admin/admin-ajax.php',
						method: 'POST',
						body: contact,
						expect: '"response":"success"',
					},
				]
			: [] ),
	];
}

/** Throughput budgets against the baseline, by scenario name prefix. */
export const throughputBudgets = [
	{
		scenario: 'stats hit, lean endpoint',
		minRatio: 10,
		label: 'stats hits vs admin-ajax',
	},
];

/**
 * Pages whose lightbox `npm run bench` opens in Chromium: the time from the click on the first
 * thumbnail to the full image shown (decoded, on screen), for a first-time visitor (so the popup's
 * chunk, its style and call 3 are all part of it); the median over samples.
 */
export const lightboxClickScenarios = [
	{
		path: '/gallery-100/',
		label: 'lightbox click-to-image, 100-image gallery',
		pointFirst: false,
	},
	{
		// As a mouse user does: the pointer rests on the thumbnail (the popup's chunk is fetched
		// then), and the click follows.
		path: '/gallery-100/',
		label: 'the same, pointer on the thumbnail first',
		pointFirst: true,
	},
];

/* global MutationObserver, requestAnimationFrame, Image -- functions here run inside the page, where the browser defines them. */

/**
 * Measures lightboxClickScenarios.
 *
 * @param {string} baseURL           Site address.
 * @param {Object} [options]         Options.
 * @param {number} [options.samples] Fresh visits per page.
 * @return {Promise<Array<{label: string, path: string, medianMs: number, baselineMs: number, samples: number}>>} Rows.
 */
export async function measureLightboxClick( baseURL, { samples = 7 } = {} ) {
	const { chromium } = await import( '@playwright/test' );
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
		],
	} );
	try {
		const rows = [];
		for ( const scenario of lightboxClickScenarios ) {
			const times = [];
			const baseline = [];
			for ( let i = 0; i < samples; i++ ) {
				const context = await browser.newContext( {
					viewport: { width: 1280, height: 800 },
				} );
				const tab = await context.newPage();
				await tab.goto( baseURL + scenario.path, {
					waitUntil: 'networkidle',
				} );
				await tab
					.locator(
						'[data-vista-feature="gallery"][data-vista-ready]'
					)
					.first()
					.waitFor();
				if ( scenario.pointFirst ) {
					await tab
						.locator(
							'[data-vista-feature="gallery"] a[data-action="open_lightbox"]'
						)
						.first()
						.hover();
					await tab.waitForLoadState( 'networkidle' );
				}
				times.push(
					await tab.evaluate(
						() =>
							new Promise( ( resolve, reject ) => {
								const link = document.querySelector(
									'[data-vista-feature="gallery"] a[data-action="open_lightbox"]'
								);
								if ( ! link ) {
									reject( new Error( 'no lightbox link' ) );
									return;
								}
								const shown = () =>
									document.querySelector(
										'.vista-lightbox__slide.is-current[data-ready]'
									);
								const observer = new MutationObserver( () => {
									if ( shown() ) {
										observer.disconnect();
										// The frame that paints it.
										requestAnimationFrame( () =>
											resolve( performance.now() - start )
										);
									}
								} );
								observer.observe( document.body, {
									subtree: true,
									childList: true,
									attributes: true,
									attributeFilter: [ 'data-ready' ],
								} );
								const start = performance.now();
								link.click();
							} )
					)
				);
				await context.close();

				// Baseline of the same run: a fresh visitor fetching and decoding the same full
				// image with no popup at all, so the ratio is the lightbox's own cost.
				const bare = await browser.newContext( {
					viewport: { width: 1280, height: 800 },
				} );
				const bareTab = await bare.newPage();
				await bareTab.goto( baseURL + scenario.path, {
					waitUntil: 'networkidle',
				} );
				baseline.push(
					await bareTab.evaluate( async () => {
						const link = document.querySelector(
							'[data-vista-feature="gallery"] a[data-action="open_lightbox"]'
						);
						const image = new Image();
						const start = performance.now();
						image.src = link.href;
						await image.decode();
						return performance.now() - start;
					} )
				);
				await bare.close();
			}
			const median = ( values ) =>
				[ ...values ].sort( ( a, b ) => a - b )[
					Math.floor( values.length / 2 )
				];
			rows.push( {
				...scenario,
				medianMs: median( times ),
				baselineMs: median( baseline ),
				samples,
			} );
		}
		return rows;
	} finally {
		await browser.close();
	}
}
