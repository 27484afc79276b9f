/**
 * What the theme's end-to-end tests share: the widths of issue 17's acceptance list, and the
 * per-test theme settings of the test site's mu-plugin (cookies vista_e2e_theme_<setting>).
 */
import {
	expect,
	type BrowserContext,
	type Locator,
	type Page,
} from '@playwright/test';
import { decidedConsentCookie } from '../utils/site';

/** 000 §9.4: the mobile menu applies below 980 px; the issue checks both sides and a phone. */
export const WIDTHS = [ 1280, 1000, 979, 390 ] as const;

/**
 * Sets a theme setting for this browser context's requests only.
 * @param context The context.
 * @param setting Setting name without "vista_" (preloader, mobile_menu_breakpoint, parallax_min_width).
 * @param value   Its value.
 */
export async function themeSetting(
	context: BrowserContext,
	setting: 'preloader' | 'mobile_menu_breakpoint' | 'parallax_min_width',
	value: number
): Promise< void > {
	const { domain } = decidedConsentCookie();
	await context.addCookies( [
		{
			name: `vista_e2e_theme_${ setting }`,
			value: String( value ),
			domain,
			path: '/',
		},
	] );
}

/**
 * Starts summing the page's layout shifts (as Lighthouse's CLS counts them: not after input).
 * @param page The page, before it loads.
 */
export async function watchLayoutShift( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		( window as unknown as { vistaShift: number } ).vistaShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as unknown as {
				value: number;
				hadRecentInput: boolean;
			}[] ) {
				if ( ! entry.hadRecentInput ) {
					(
						window as unknown as { vistaShift: number }
					 ).vistaShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

export function layoutShift( page: Page ): Promise< number > {
	return page.evaluate(
		() => ( window as unknown as { vistaShift: number } ).vistaShift
	);
}

/**
 * Installs the page clock and stops it, so only `page.clock.runFor()` moves time: timings are then
 * checked in page time, however slow the machine.
 * @param page The page, before it loads.
 */
export async function stopClock( page: Page ): Promise< void > {
	const start = new Date( '2026-01-05T09:00:00Z' ).getTime();
	await page.clock.install( { time: start } );
	await page.clock.pauseAt( start + 1000 );
}

/**
 * With the page clock stopped, lets time run in small steps until the slider has started: it
 * starts once its first slide is painted (a frame and a task after its images are decoded).
 * @param page   The page.
 * @param slider The slider.
 */
export async function runUntilStarted(
	page: Page,
	slider: Locator
): Promise< void > {
	await expect
		.poll( async () => {
			await page.clock.runFor( 20 );
			return slider.getAttribute( 'data-vista-ready' );
		} )
		.toBe( 'true' );
}
