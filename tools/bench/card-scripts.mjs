/**
 * Gateway scripts on form pages (issue 37): no gateway script (Stripe.js, Accept.js, Square's Web
 * Payments SDK, Razorpay's Checkout) is requested by a page whose form has no card field, nor by a
 * card form's page before the visitor approaches the card; approaching it brings its gateway's one
 * script. The gateways' hosts are answered in the browser (no request leaves the machine); the
 * rows count the requests made to them.
 */
import { execFileSync } from 'child_process';
import { chromium } from '@playwright/test';

/** The gateways' script hosts. */
export const GATEWAY_SCRIPT =
	/^https:\/\/(js\.stripe\.com|js(test)?\.authorize\.net|(sandbox\.)?web\.squarecdn\.com|checkout\.razorpay\.com)\//;

/**
 * Counts the gateway scripts each page requests, before and after the card is approached.
 *
 * @param {string} baseURL  Site address.
 * @param {string} sitePath The bench site's WordPress directory.
 * @param {string} root     The repository.
 */
export async function measureCardScripts( baseURL, sitePath, root ) {
	const gateways = JSON.parse(
		execFileSync( 'php', [ 'tools/bench/card-forms.php', sitePath ], {
			cwd: root,
			encoding: 'utf8',
		} )
	);
	const cardPages = Object.fromEntries(
		gateways.map( ( gateway ) => {
			const made = JSON.parse(
				execFileSync(
					'php',
					[
						'tests/e2e/forms/payments-fixture.php',
						sitePath,
						gateway,
					],
					{ cwd: root, encoding: 'utf8' }
				)
			);
			return [ gateway, new URL( made.url ).pathname ];
		} )
	);
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu' ],
	} );
	const pages = [
		{ label: 'contact form (no card field)', path: '/contact/' },
		...Object.entries( cardPages ).map( ( [ gateway, path ] ) => ( {
			label: `card form, ${ gateway }`,
			path,
		} ) ),
	];
	try {
		const rows = [];
		for ( const { label, path } of pages ) {
			const context = await browser.newContext();
			await context.addCookies( [
				{ name: 'cookie_notice_accepted', value: 'true', url: baseURL },
			] );
			const requested = [];
			await context.route( GATEWAY_SCRIPT, ( route ) => {
				requested.push( route.request().url() );
				return route.fulfill( {
					contentType: 'text/javascript',
					body: '',
				} );
			} );
			const tab = await context.newPage();
			await tab.goto( baseURL + path, { waitUntil: 'networkidle' } );
			const beforeApproach = requested.length;
			const card = tab.locator( '.evf-credit-card' );
			if ( await card.count() ) {
				// The visitor comes to the card; the page binds its watcher a moment after it
				// settles, so the pointer comes again until the script is asked for (or 10 times:
				// a page that never asks is a finding).
				for ( let i = 0; i < 10 && requested.length === 0; i++ ) {
					const asked = tab
						.waitForRequest( GATEWAY_SCRIPT, { timeout: 2_000 } )
						.catch( () => null );
					await tab.mouse.move( 0, 0 );
					await card.first().hover();
					await asked;
				}
			}
			rows.push( {
				label,
				path,
				beforeApproach,
				afterApproach: requested.length,
				ok:
					beforeApproach === 0 &&
					requested.length === ( path === '/contact/' ? 0 : 1 ),
			} );
			await context.close();
		}
		return rows;
	} finally {
		await browser.close();
	}
}

/**
 * Prints the rows.
 *
 * @param {Awaited<ReturnType<typeof measureCardScripts>>} rows
 */
export function printCardScripts( rows ) {
	console.log(
		'\nGateway scripts requested (issue 37): on load | after approaching the card'
	);
	for ( const row of rows ) {
		console.log(
			`  ${ row.label.padEnd( 36 ) } ${ String(
				row.beforeApproach
			).padStart(
				3
			) } | ${ String( row.afterApproach ).padStart( 3 ) }  ${
				row.ok ? 'ok' : 'OVER'
			}`
		);
	}
}
