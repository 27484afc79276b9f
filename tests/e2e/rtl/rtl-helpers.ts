/**
 * Helpers of the right-to-left tests (issue 35 item 2): the site in Hebrew for one test's
 * requests, and where things sit on the screen.
 *
 * No WordPress language pack can be downloaded here, so the test site's mu-plugin
 * (tests/e2e/mu-plugins/vista-e2e.php) stands in for the one string of it that turns a site right
 * to left ("ltr" in the context "text direction") when the cookie vista_e2e_locale names a
 * right-to-left locale: is_rtl() is then true, the documents carry dir="rtl" and WordPress serves
 * the mirrored stylesheets, as on a site whose language is Hebrew.
 */
import {
	expect,
	type BrowserContext,
	type Locator,
	type Page,
} from '@playwright/test';
import { decidedConsentCookie } from '../utils/site';

export const RTL_LOCALE = 'he_IL';

/**
 * Puts the browser's requests in Hebrew.
 * @param context The test's browser context.
 */
export async function inHebrew( context: BrowserContext ): Promise< void > {
	const { domain, path } = decidedConsentCookie();
	await context.addCookies( [
		{ name: 'vista_e2e_locale', value: RTL_LOCALE, domain, path },
	] );
}

/**
 * Checks that the document is laid out right to left.
 * @param page The page, loaded.
 */
export async function expectRightToLeft( page: Page ): Promise< void > {
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	expect(
		await page.evaluate( () => getComputedStyle( document.body ).direction )
	).toBe( 'rtl' );
}

/**
 * The horizontal centre of an element on the screen.
 * @param locator The element.
 */
export async function centreX( locator: Locator ): Promise< number > {
	const box = await locator.boundingBox();
	expect( box ).not.toBeNull();
	return box!.x + box!.width / 2;
}

/**
 * Where the text of an element ends on the screen, left and right (its own text, not its box,
 * which a block element stretches across the line).
 * @param locator The element.
 */
export function textEdges(
	locator: Locator
): Promise< { left: number; right: number } > {
	return locator.evaluate( ( element ) => {
		const range = document.createRange();
		range.selectNodeContents( element );
		const box = range.getBoundingClientRect();
		return { left: box.left, right: box.right };
	} );
}

/**
 * A horizontal touch swipe over the page (Chromium's touch emulation, as a phone sends it).
 * @param page The page, in a context with hasTouch.
 * @param from Where the finger lands (x).
 * @param to   Where it lifts (x).
 * @param y    Its height on the screen.
 */
export async function swipe(
	page: Page,
	from: number,
	to: number,
	y: number
): Promise< void > {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchStart',
		touchPoints: [ { x: from, y } ],
	} );
	for ( let step = 1; step <= 5; step++ ) {
		await cdp.send( 'Input.dispatchTouchEvent', {
			type: 'touchMove',
			touchPoints: [ { x: from + ( ( to - from ) * step ) / 5, y } ],
		} );
	}
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchEnd',
		touchPoints: [],
	} );
	await cdp.detach();
}
