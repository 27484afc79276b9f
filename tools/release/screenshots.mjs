/**
 * `npm run screenshots`: every picture of the suite, taken from the running demo site (`npm start`;
 * VISTA_PORT for another port), so they show what the code does today. Writes the README's
 * pictures (docs/images/<name>.png), docs/screenshots/<slug>/screenshot-N.png (WordPress.org's
 * names; they are not in the zips), the theme's screenshot.png (1200 × 900, which Appearance →
 * Themes shows, and which ships), and each readme.txt's Screenshots section from the captions
 * below, so captions and pictures stay paired.
 */
import fs from 'fs';
import path from 'path';
import { chromium } from '@playwright/test';
import { root, releaseTargets } from './suite.mjs';

const baseURL = `http://localhost:${ process.env.VISTA_PORT ?? 8888 }`;

/**
 * What each screenshot shows: the address, who looks (the admin, a visitor who answered the cookie
 * notice, or a first-time visitor), and the element to frame (the whole window otherwise).
 * @type {Record<string, { path: string, as: 'admin'|'visitor'|'new visitor', element?: string, caption: string }[]>}
 */
const shots = {
	'vista-gallery': [
		{
			path: '/gallery/',
			as: 'visitor',
			element: '.wp-block-vista-gallery',
			caption:
				'A gallery in the thumbnails layout, with search, sorting and the tag filter.',
		},
		{
			path: '/wp-admin/admin.php?page=vista-galleries',
			as: 'admin',
			caption:
				'Galleries in the admin menu: every gallery with its number of images.',
		},
	],
	'vista-video': [
		{
			path: '/video/',
			as: 'visitor',
			element: '[data-vista-feature="video-gallery"]',
			caption: 'A video gallery: the player and its thumbnail list.',
		},
		{
			path: '/wp-admin/options-general.php?page=vista-video',
			as: 'admin',
			caption: 'Settings → Video.',
		},
	],
	'vista-speed': [
		{
			path: '/wp-admin/admin.php?page=vista-speed',
			as: 'admin',
			caption:
				'Page speed → Settings: the engine and the image optimisation.',
		},
		{
			path: '/wp-admin/admin.php?page=vista-speed-report',
			as: 'admin',
			caption:
				'Page speed → Site report: every checked page with its latest scores.',
		},
	],
	'vista-consent': [
		{
			path: '/consent/',
			as: 'new visitor',
			caption: 'The cookie notice at the foot of a page.',
		},
		{
			path: '/wp-admin/admin.php?page=vista-consent',
			as: 'admin',
			caption: 'Consent → Settings, with its live preview.',
		},
		{
			// Shows a run's report where Cookie Notice's settings were imported on the site.
			path: '/wp-admin/admin.php?import=cookie-notice',
			as: 'admin',
			caption:
				'Tools → Import → Cookie Notice: what was found, and the report of an import.',
		},
	],
	'vista-stats': [
		{
			path: '/wp-admin/admin.php?page=vista-stats',
			as: 'admin',
			caption: 'The statistics dashboard.',
		},
		{
			path: '/wp-admin/admin.php?page=vista-stats-settings',
			as: 'admin',
			caption: 'Statistics → Settings.',
		},
	],
	'vista-forms': [
		{
			path: '/contact/',
			as: 'visitor',
			element: 'form',
			caption: 'A contact form, as visitors see it.',
		},
		{
			path: '/wp-admin/admin.php?page=vista-forms-entries',
			as: 'admin',
			caption: 'Forms → Entries.',
		},
	],
	vista: [
		{
			path: '/',
			as: 'visitor',
			caption: "The demo site's front page.",
		},
	],
};

/**
 * The README's pictures (docs/images/<name>.png), each framed as a readme.txt screenshot is. A
 * picture with `prepare` is taken after it ran: the clicks that open the screen it shows.
 * @type {Record<string, { path: string, as: 'admin'|'visitor'|'new visitor', element?: string, viewport?: { width: number, height: number }, prepare?: (page: import('@playwright/test').Page) => Promise<void> }>}
 */
const readmePictures = {
	'demo-home': { path: '/', as: 'visitor' },
	'consent-notice': {
		path: '/consent/',
		as: 'new visitor',
		viewport: { width: 1280, height: 600 },
	},
	'consent-settings': {
		path: '/wp-admin/admin.php?page=vista-consent',
		as: 'admin',
	},
	forms: { path: '/forms/', as: 'visitor', element: 'form' },
	'gallery-admin': {
		path: '/wp-admin/admin.php?page=vista-galleries',
		as: 'admin',
		// The demo's Landscapes gallery, opened from the list as an owner would.
		prepare: async ( page ) => {
			await page
				.getByRole( 'link', { name: 'Landscapes', exact: true } )
				.first()
				.click();
			await page.waitForLoadState( 'networkidle' );
		},
	},
	lightbox: {
		path: '/gallery/',
		as: 'visitor',
		prepare: async ( page ) => {
			await page
				.locator( 'a[data-action="open_lightbox"]' )
				.first()
				.click();
			await page
				.locator( '.vista-lightbox img' )
				.first()
				.waitFor( { state: 'visible' } );
			await page.waitForLoadState( 'networkidle' );
		},
	},
	'lightbox-shop': {
		path: '/print-shop/',
		as: 'visitor',
		prepare: async ( page ) => {
			await page
				.locator( 'a[data-action="open_lightbox"]' )
				.first()
				.click();
			await page
				.locator( '.vista-lightbox' )
				.getByRole( 'button', { name: /^Buy this image/ } )
				.click();
			await page
				.locator(
					'.vista-lightbox .vista-ecommerce .bwg_ecommerce_total'
				)
				.first()
				.waitFor( { state: 'visible' } );
			await page.waitForLoadState( 'networkidle' );
		},
	},
	'stats-dashboard': {
		path: '/wp-admin/admin.php?page=vista-stats',
		as: 'admin',
	},
	'stats-settings': {
		path: '/wp-admin/admin.php?page=vista-stats-settings',
		as: 'admin',
	},
};

/** The cookie of a visitor who answered the cookie notice (see vista-consent's README section). */
const answeredNotice = {
	name: 'cookie_notice_accepted',
	value: 'false',
	url: baseURL,
};

async function logIn( context ) {
	const page = await context.newPage();
	await page.goto( `${ baseURL }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	await page.close();
}

/**
 * The shop's picture needs a price list and a page whose gallery sells prints, which the demo does
 * not seed (the e2e tests count on a demo without a shop): made once through REST as the admin.
 * @param {import('@playwright/test').BrowserContext} admin The logged-in admin's context.
 */
async function ensurePrintShop( admin ) {
	const nonce = await (
		await admin.request.get(
			`${ baseURL }/wp-admin/admin-ajax.php?action=rest-nonce`
		)
	).text();
	const rest = async ( route, data ) => {
		const response = await admin.request.fetch(
			`${ baseURL }/wp-json${ route }`,
			{
				method: data ? 'POST' : 'GET',
				headers: { 'X-WP-Nonce': nonce },
				data,
			}
		);
		if ( ! response.ok() ) {
			throw new Error( `${ route }: ${ await response.text() }` );
		}
		return response.json();
	};
	const existing = await rest( '/wp/v2/pages?slug=print-shop' );
	if ( existing.length ) {
		return;
	}
	const [ skies ] = await rest( '/wp/v2/vista-galleries?slug=skies' );
	await rest( '/vista-gallery/v1/pricelists', {
		title: 'Prints of the skies',
		currency: 'USD',
		currency_symbol: '$',
		manual_price: '10.00',
		sections: [ 'manual', 'downloads' ],
		manual_items: [
			{ name: 'Print 20 × 30 cm', price: '18.00' },
			{ name: 'Canvas 60 × 90 cm', price: '95.00' },
		],
		parameters: [
			{
				title: 'Paper',
				type: 4,
				values: [
					{ value: 'Matte', price: '0' },
					{ value: 'Glossy', price: '+2.00' },
				],
			},
			{
				title: 'Frame',
				type: 5,
				values: [
					{ value: 'None', price: '0' },
					{ value: 'Oak', price: '+30.00' },
				],
			},
			{ title: 'Dedication', type: 2 },
		],
		downloads: [ { name: 'Web', longest_side: 1024, price: '5.00' } ],
		galleries: [ skies.id ],
	} );
	await rest( '/wp/v2/pages', {
		title: 'Print shop',
		slug: 'print-shop',
		status: 'publish',
		content:
			'<!-- wp:vista/gallery {"layout":"thumbnails","gallerySlug":"skies","lightboxEcommerce":true} /-->',
	} );
}

async function take( context, shot, file, viewport ) {
	const page = await context.newPage();
	await page.setViewportSize( viewport );
	await page.goto( `${ baseURL }${ shot.path }`, {
		waitUntil: 'networkidle',
	} );
	if ( shot.prepare ) {
		await shot.prepare( page );
	}
	await page.evaluate( () => document.fonts.ready );
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	if ( shot.element ) {
		await page
			.locator( shot.element )
			.first()
			.screenshot( { path: file, animations: 'disabled' } );
	} else {
		await page.screenshot( { path: file, animations: 'disabled' } );
	}
	await page.close();
}

function writeCaptions( target, captions ) {
	const readme = path.join( root, target.folder, 'readme.txt' );
	const text = fs.readFileSync( readme, 'utf8' );
	const list = captions
		.map( ( caption, i ) => `${ i + 1 }. ${ caption }` )
		.join( '\n' );
	fs.writeFileSync(
		readme,
		text.replace( /(== Screenshots ==\n\n)[^]*?(\n\n== )/, `$1${ list }$2` )
	);
}

async function main() {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu' ],
	} );
	// Reduced motion: sliders hold still and counters show their final numbers.
	const options = { locale: 'en-US', reducedMotion: 'reduce' };
	const contexts = {
		admin: await browser.newContext( options ),
		visitor: await browser.newContext( options ),
		'new visitor': await browser.newContext( options ),
	};
	await logIn( contexts.admin );
	await ensurePrintShop( contexts.admin );
	await contexts.admin.addCookies( [ answeredNotice ] );
	await contexts.visitor.addCookies( [ answeredNotice ] );
	for ( const [ name, shot ] of Object.entries( readmePictures ) ) {
		const file = path.join( root, 'docs/images', `${ name }.png` );
		await take(
			contexts[ shot.as ],
			shot,
			file,
			shot.viewport ?? { width: 1280, height: 800 }
		);
		console.log( `screenshots: ${ path.relative( root, file ) }` );
	}
	for ( const target of releaseTargets() ) {
		const folder = path.join( root, 'docs/screenshots', target.slug );
		fs.rmSync( folder, { recursive: true, force: true } );
		const list = shots[ target.slug ] ?? [];
		for ( const [ i, shot ] of list.entries() ) {
			const file = path.join( folder, `screenshot-${ i + 1 }.png` );
			// The theme's picture is the size Appearance → Themes expects.
			const viewport =
				target.kind === 'theme'
					? { width: 1200, height: 900 }
					: { width: 1280, height: 800 };
			await take( contexts[ shot.as ], shot, file, viewport );
			console.log( `screenshots: ${ path.relative( root, file ) }` );
		}
		if ( target.kind === 'theme' && list.length ) {
			fs.copyFileSync(
				path.join( folder, 'screenshot-1.png' ),
				path.join( root, target.folder, 'screenshot.png' )
			);
		}
		writeCaptions(
			target,
			list.map( ( shot ) => shot.caption )
		);
	}
	await browser.close();
}

main().catch( ( error ) => {
	console.error(
		`screenshots: ${ error.message } (is the demo site running? npm start)`
	);
	process.exit( 1 );
} );
