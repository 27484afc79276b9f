/**
 * Cumulative Layout Shift of pages in Debian's Chromium, for a first-time visitor: the sum of the
 * layout-shift entries not caused by input, collected from navigation until the page has been
 * idle, over several loads (the median is reported).
 */
import { chromium } from '@playwright/test';

const SETTLE_MS = 1500;

export async function measureLayoutShift( baseURL, pages, { loads = 3 } = {} ) {
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
		for ( const page of pages ) {
			const values = [];
			for ( let i = 0; i < loads; i++ ) {
				const context = await browser.newContext( {
					viewport: { width: 1280, height: 800 },
				} );
				const tab = await context.newPage();
				await tab.addInitScript( () => {
					window.__vistaCls = 0;
					new PerformanceObserver( ( list ) => {
						for ( const entry of list.getEntries() ) {
							if ( ! entry.hadRecentInput ) {
								window.__vistaCls += entry.value;
							}
						}
					} ).observe( { type: 'layout-shift', buffered: true } );
				} );
				await tab.goto( baseURL + page.path, {
					waitUntil: 'networkidle',
				} );
				await tab.waitForTimeout( SETTLE_MS );
				values.push( await tab.evaluate( () => window.__vistaCls ) );
				await context.close();
			}
			values.sort( ( a, b ) => a - b );
			rows.push( {
				...page,
				cls: values[ Math.floor( values.length / 2 ) ],
				loads,
			} );
		}
		return rows;
	} finally {
		await browser.close();
	}
}

/**
 * A CLS value with enough digits to compare with its budget: tiny shifts in exponent form
 * (0.0000206 prints as 2.06e-5, not as 0.0000), others to four decimals.
 * @param {number} cls Cumulative Layout Shift.
 * @return {string} The value as printed.
 */
export function formatCls( cls ) {
	if ( cls === 0 ) {
		return '0';
	}
	return cls < 0.001 ? cls.toExponential( 2 ) : cls.toFixed( 4 );
}
