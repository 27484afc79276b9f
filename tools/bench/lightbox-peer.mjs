/**
 * The lightbox against its peer (issue 18, goal 2): PhotoSwipe 5 (npm `photoswipe`, set up as its
 * documentation shows: the lightbox module on the page, the core imported on the first click) over
 * the same images of the same site, measured in the same run from a cold cache. For each: the
 * first feedback (the press to the first frame of the popup), the image (the press to the image
 * the popup shows, decoded and painted), and the bytes fetched on the click.
 * Goals: our first feedback within 100 ms; our image within 0.6× of PhotoSwipe's.
 */
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire( import.meta.url );
const PEER_DIR = 'bench-peer/photoswipe';
/** How long the network must be quiet after the image is shown for the click's bytes to be all in. */
const QUIET_MS = 1000;

/* global requestAnimationFrame -- functions here run inside the page, where the browser defines it. */

/**
 * Writes the PhotoSwipe page into the bench site: the first page of the 100-image gallery, each
 * link to the same display-size image our popup shows first, with its size as PhotoSwipe needs.
 *
 * @param {string} baseURL Site address.
 * @param {string} wpDir   The bench site's WordPress folder.
 * @return {Promise<string>} The peer page's path on the site.
 */
export async function writePeerPage( baseURL, wpDir ) {
	const html = await ( await fetch( `${ baseURL }/gallery-100/` ) ).text();
	const ids = [ ...html.matchAll( /data-image-id="(\d+)"/g ) ].map(
		( match ) => match[ 1 ]
	);
	const media = await (
		await fetch(
			`${ baseURL }/wp-json/wp/v2/media?per_page=100&include=${ ids.join(
				','
			) }&orderby=include`
		)
	).json();
	const links = media.map( ( item ) => {
		const sizes = item.media_details.sizes;
		const shown = sizes.large ?? sizes.full;
		const thumb = sizes.medium ?? shown;
		return `<a href="${ shown.source_url }" data-pswp-width="${ shown.width }" data-pswp-height="${ shown.height }"><img src="${ thumb.source_url }" width="${ thumb.width }" height="${ thumb.height }" alt=""></a>`;
	} );
	const dir = path.join( wpDir, PEER_DIR );
	fs.mkdirSync( dir, { recursive: true } );
	const dist = path.dirname( require.resolve( 'photoswipe' ) );
	for ( const file of [
		'photoswipe.css',
		'photoswipe.esm.min.js',
		'photoswipe-lightbox.esm.min.js',
	] ) {
		fs.copyFileSync( path.join( dist, file ), path.join( dir, file ) );
	}
	fs.writeFileSync(
		path.join( dir, 'index.html' ),
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PhotoSwipe peer</title><link rel="stylesheet" href="photoswipe.css">
<style>#peer{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;max-width:1200px}#peer img{width:100%;height:auto;display:block}</style>
</head><body><div id="peer">${ links.join( '' ) }</div>
<script type="module">
import PhotoSwipeLightbox from './photoswipe-lightbox.esm.min.js';
const lightbox = new PhotoSwipeLightbox( { gallery: '#peer', children: 'a', pswpModule: () => import( './photoswipe.esm.min.js' ) } );
lightbox.init();
</script></body></html>
`
	);
	return `/${ PEER_DIR }/index.html`;
}

/** What each side's page, click and popup are. */
export const SIDES = {
	vista: {
		link: '[data-vista-feature="gallery"] a[data-action="open_lightbox"]',
		ready: '[data-vista-feature="gallery"][data-vista-ready]',
		feedback: '.vista-lightbox-placeholder, .vista-lightbox',
		// The image shown in the popup, or already in its first frame once decoded.
		image: '.vista-lightbox__slide.is-current[data-ready] img, .vista-lightbox-placeholder img[data-full]',
	},
	photoswipe: {
		link: '#peer a',
		ready: '#peer a',
		feedback: '.pswp',
		image: '.pswp__item img.pswp__img:not(.pswp__img--placeholder)',
	},
};

/**
 * One cold visit: the press on the first thumbnail, then when the first frame of the popup and
 * its image were painted, and the bytes fetched from the press on.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 * @param {Object}                             side    One of SIDES.
 */
export async function visit( browser, url, side ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	const tab = await context.newPage();
	await tab.goto( url, { waitUntil: 'networkidle' } );
	await tab.locator( side.ready ).first().waitFor();
	let bytes = 0;
	let counting = false;
	let inFlight = 0;
	let lastSettled = Date.now();
	const sizes = [];
	tab.on( 'request', () => counting && inFlight++ );
	const settled = () => {
		if ( counting ) {
			inFlight = Math.max( 0, inFlight - 1 );
			lastSettled = Date.now();
		}
	};
	tab.on( 'requestfailed', settled );
	tab.on( 'requestfinished', ( request ) => {
		if ( counting ) {
			settled();
			sizes.push(
				request
					.sizes()
					.then(
						( size ) =>
							( bytes +=
								size.responseBodySize +
								size.responseHeadersSize )
					)
					.catch( () => undefined )
			);
		}
	} );
	counting = true;
	const times = await tab.evaluate(
		( { link, feedback, image } ) =>
			new Promise( ( resolve ) => {
				const found = {};
				const start = performance.now();
				// Painted: the frame after the element is there.
				const check = () => {
					if (
						! found.feedback &&
						document.querySelector( feedback )
					) {
						found.feedback = true;
						requestAnimationFrame(
							() =>
								( found.feedbackMs = performance.now() - start )
						);
					}
					const shown = document.querySelector( image );
					if (
						! found.image &&
						shown?.complete &&
						shown.naturalWidth
					) {
						found.image = true;
						requestAnimationFrame( () => {
							found.imageMs = performance.now() - start;
							resolve( found );
						} );
						return;
					}
					requestAnimationFrame( check );
				};
				document.querySelector( link ).click();
				check();
			} ),
		side
	);
	// Everything the click fetched, including what a lightbox fetches after its image: the
	// network quiet for QUIET_MS. (The page's own load had already reached "networkidle", so
	// waiting for that load state again returned at once and missed the later requests.)
	while ( inFlight > 0 || Date.now() - lastSettled < QUIET_MS ) {
		await tab.waitForTimeout( 100 );
	}
	await Promise.all( sizes );
	counting = false;
	await context.close();
	return { ...times, bytes };
}

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

/**
 * Measures both lightboxes, visits interleaved so both see the same machine.
 *
 * @param {string} baseURL           Site address.
 * @param {string} wpDir             The bench site's WordPress folder.
 * @param {Object} [options]         Options.
 * @param {number} [options.samples] Cold visits of each.
 */
export async function measureLightboxPeer(
	baseURL,
	wpDir,
	{ samples = 7 } = {}
) {
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
	const runs = { vista: [], photoswipe: [] };
	try {
		for ( let i = 0; i < samples; i++ ) {
			runs.vista.push(
				await visit( browser, `${ baseURL }/gallery-100/`, SIDES.vista )
			);
			runs.photoswipe.push(
				await visit(
					browser,
					`${ baseURL }${ peerPath }`,
					SIDES.photoswipe
				)
			);
		}
	} finally {
		await browser.close();
	}
	const summary = ( list ) => ( {
		feedbackMs: median( list.map( ( run ) => run.feedbackMs ) ),
		imageMs: median( list.map( ( run ) => run.imageMs ) ),
		bytes: median( list.map( ( run ) => run.bytes ) ),
	} );
	const vista = summary( runs.vista );
	const photoswipe = summary( runs.photoswipe );
	const imageRatio = vista.imageMs / photoswipe.imageMs;
	return {
		samples,
		vista,
		photoswipe,
		imageRatio,
		goals: {
			feedbackWithin100ms: vista.feedbackMs <= 100,
			imageWithin06OfPeer: imageRatio <= 0.6,
		},
	};
}

/**
 * Prints the rows.
 *
 * @param {Awaited<ReturnType<typeof measureLightboxPeer>>} result
 */
export function printLightboxPeer( result ) {
	const { vista, photoswipe } = result;
	const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
	console.log(
		`\nLightbox against PhotoSwipe 5, cold, median of ${ result.samples } (same images, same run)`
	);
	console.log(
		`  first feedback   Vista ${ vista.feedbackMs.toFixed(
			0
		) } ms   PhotoSwipe ${ photoswipe.feedbackMs.toFixed(
			0
		) } ms   goal ≤ 100 ms: ${
			result.goals.feedbackWithin100ms ? 'met' : 'NOT MET'
		}`
	);
	console.log(
		`  image shown      Vista ${ vista.imageMs.toFixed(
			0
		) } ms   PhotoSwipe ${ photoswipe.imageMs.toFixed(
			0
		) } ms   ratio ${ result.imageRatio.toFixed( 2 ) }   goal ≤ 0.60: ${
			result.goals.imageWithin06OfPeer ? 'met' : 'NOT MET'
		}`
	);
	console.log(
		`  fetched on click Vista ${ kb( vista.bytes ) }   PhotoSwipe ${ kb(
			photoswipe.bytes
		) }`
	);
}
