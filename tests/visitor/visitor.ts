/**
 * What every test of the visitor suite shares: the site under test, the language and reading
 * direction it is browsed in, and a fresh visitor (browser context) per call of `visit`, closed
 * after the test. The browser is the Jest project's (browser-environment.js): the same code runs
 * in Chromium and in Firefox ESR.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';

declare global {
	var vistaBrowser: { name: 'chromium' | 'firefox'; browser: Browser };
}

/** The site's address (tools/visitor/run.sh sets it). */
export const baseURL = process.env.WP_BASE_URL ?? 'http://localhost:8889';

/**
 * The language the visitors read the site in: a WordPress locale (VISTA_VISITOR_LOCALE, default
 * en_US). The test site's mu-plugin puts each request carrying the cookie vista_e2e_locale in it.
 */
export const locale = process.env.VISTA_VISITOR_LOCALE ?? 'en_US';

const rightToLeft = [
	'ar',
	'arq',
	'ary',
	'azb',
	'ckb',
	'fa',
	'haz',
	'he',
	'ps',
	'ug',
	'ur',
];

/** The reading direction of `locale`: what "forward" means for arrows and swipes. */
export const direction: 'ltr' | 'rtl' = rightToLeft.includes(
	locale.split( '_' )[ 0 ]
)
	? 'rtl'
	: 'ltr';

/** +1 when the next item lies to the right in reading order, -1 when it lies to the left. */
export const forward = direction === 'rtl' ? -1 : 1;

export const browserName = globalThis.vistaBrowser.name;
export const browser = globalThis.vistaBrowser.browser;

/**
 * A test of touch gestures, run where the browser emulates a touch screen. Chromium does (touch
 * events, maxTouchPoints, a coarse pointer); Firefox over WebDriver BiDi sends touch actions to a
 * page that has no touch screen (no TouchEvent, maxTouchPoints 0, plus mouse events at once),
 * which no visitor's Firefox does: there the test is reported as skipped.
 */
export const touchTest = browserName === 'chromium' ? test : test.skip;

export interface VisitOptions {
	/** Whether the visitor has answered the cookie notice already (true: refused). */
	answered?: boolean;
	viewport?: { width: number; height: number };
	/** A phone: narrow, touch events on (where the browser emulates touch). */
	touch?: boolean;
	/** More cookies for the site, name => value. */
	cookies?: Record< string, string >;
	/** Called with the page before it loads: to listen to its requests from the first one. */
	beforeLoad?: ( page: Page ) => void | Promise< void >;
}

export interface Visit {
	page: Page;
	context: BrowserContext;
	/** Uncaught exceptions of the page's scripts; the test fails when there are any. */
	errors: string[];
}

const open: Visit[] = [];

afterEach( async () => {
	const visits = open.splice( 0 );
	const errors = visits.flatMap( ( each ) => each.errors );
	await Promise.all( visits.map( ( each ) => each.context.close() ) );
	// A script that threw is a bug a visitor meets, whatever the test was looking at.
	expect( errors ).toEqual( [] );
} );

/**
 * A new visitor on a page of the site.
 * @param path    Address on the site, such as /gallery/.
 * @param options Who the visitor is.
 */
export async function visit(
	path: string,
	options: VisitOptions = {}
): Promise< Visit > {
	const {
		answered = true,
		viewport,
		touch = false,
		cookies = {},
		beforeLoad,
	} = options;
	const context = await browser.createBrowserContext();
	const page = await context.newPage();
	page.setDefaultTimeout( 15_000 );
	const visitor: Visit = { page, context, errors: [] };
	open.push( visitor );
	page.on( 'pageerror', ( error ) =>
		visitor.errors.push( `${ ( error as Error ).message ?? error }` )
	);
	const all: Record< string, string > = { ...cookies };
	if ( answered ) {
		all.cookie_notice_accepted ??= 'false';
	}
	if ( locale !== 'en_US' ) {
		all.vista_e2e_locale = locale;
	}
	const { hostname } = new URL( baseURL );
	const list = Object.entries( all ).map( ( [ name, value ] ) => ( {
		name,
		value,
		domain: hostname,
		path: '/',
	} ) );
	if ( list.length ) {
		await context.setCookie( ...list );
	}
	await page.setViewport( {
		...( viewport ??
			( touch
				? { width: 390, height: 800 }
				: { width: 1280, height: 800 } ) ),
		hasTouch: touch,
		isMobile: touch,
	} );
	await beforeLoad?.( page );
	await page.goto( new URL( path, baseURL ).href );
	return visitor;
}

/**
 * Waits until the element is on the page and shown, and gives its text.
 * @param page     The page.
 * @param selector CSS or Puppeteer selector.
 */
export async function textOf( page: Page, selector: string ) {
	const element = await page.waitForSelector( selector, { visible: true } );
	return (
		await element!.evaluate( ( node ) => node.textContent ?? '' )
	).trim();
}

/**
 * Waits until the element's trimmed text is `text`.
 * @param page     The page.
 * @param selector CSS selector.
 * @param text     The text it should end up with.
 */
export async function waitForText(
	page: Page,
	selector: string,
	text: string | RegExp
) {
	const source = typeof text === 'string' ? null : text.source;
	const flags = typeof text === 'string' ? '' : text.flags;
	await explained(
		page.waitForFunction(
			( css, wanted, pattern, patternFlags ) => {
				const found = document
					.querySelector( css )
					?.textContent?.trim();
				if ( found === undefined ) {
					return false;
				}
				return pattern
					? new RegExp( pattern, patternFlags ).test( found )
					: found === wanted;
			},
			{},
			selector,
			typeof text === 'string' ? text : '',
			source,
			flags
		),
		() =>
			page
				.$eval( selector, ( node ) => node.textContent?.trim() )
				.catch( () => 'no element' ),
		`text of ${ selector } to be ${ text }`
	);
}

/**
 * Waits until as many elements match the selector.
 * @param page     The page.
 * @param selector CSS selector.
 * @param count    How many.
 */
export async function waitForCount(
	page: Page,
	selector: string,
	count: number
) {
	await explained(
		page.waitForFunction(
			( css, wanted ) =>
				document.querySelectorAll( css ).length === wanted,
			{},
			selector,
			count
		),
		() => page.$$eval( selector, ( found ) => found.length ),
		`${ count } of ${ selector }`
	);
}

/**
 * Waits until an element's attribute has the value (null: until it is gone).
 * @param page      The page.
 * @param selector  CSS selector.
 * @param attribute Attribute name.
 * @param value     The value, a pattern, or null for "no such attribute".
 */
export async function waitForAttribute(
	page: Page,
	selector: string,
	attribute: string,
	value: string | RegExp | null
) {
	const pattern = value instanceof RegExp ? value.source : null;
	await explained(
		page.waitForFunction(
			( css, name, wanted, regexp ) => {
				const found =
					document.querySelector( css )?.getAttribute( name ) ?? null;
				if ( regexp ) {
					return found !== null && new RegExp( regexp ).test( found );
				}
				return found === wanted;
			},
			{},
			selector,
			attribute,
			value instanceof RegExp ? '' : value,
			pattern
		),
		() =>
			page
				.$eval(
					selector,
					( node, name ) => node.getAttribute( name ),
					attribute
				)
				.catch( () => 'no element' ),
		`${ attribute } of ${ selector } to be ${ value }`
	);
}

/**
 * Waits for `waiting`; when it times out, fails with what was awaited and what the page shows.
 * @param waiting The wait.
 * @param found   Reads what the page shows instead.
 * @param awaited What was awaited, in words.
 */
async function explained(
	waiting: Promise< unknown >,
	found: () => Promise< unknown >,
	awaited: string
) {
	try {
		await waiting;
	} catch ( error ) {
		throw new Error(
			`Waited for ${ awaited }; found ${ JSON.stringify(
				await found().catch( () => 'nothing' )
			) } (${ ( error as Error ).message })`
		);
	}
}

/**
 * Waits until the element is out of the visitor's sight: gone, display none, hidden, or of no size.
 * @param page     The page.
 * @param selector CSS selector.
 */
export async function waitForHidden( page: Page, selector: string ) {
	await page.waitForSelector( selector, { hidden: true } );
}

/**
 * The site's cookie of that name as the page's scripts see it (null: none).
 * @param page The page.
 * @param name Cookie name.
 */
export function cookie( page: Page, name: string ) {
	return page.evaluate(
		( wanted ) =>
			document.cookie
				.split( '; ' )
				.map( ( pair ) => pair.split( '=' ) )
				.find( ( [ key ] ) => key === wanted )?.[ 1 ] ?? null,
		name
	);
}

/** How long a swipe's finger is on the screen, start to lift, in milliseconds. */
const SWIPE_MS = 96;
/** A touch screen reports a move a frame: 60 Hz. */
const FRAME_MS = 16;

/**
 * A swipe across the element, by touch, in reading order: `distance` > 0 goes forward. Only for
 * `touchTest`s (Chromium). Each touch event carries the time a finger would have made it, a move
 * every 16 ms: a loaded machine delivers the events late, and without their own times a slider
 * would read the late moves as a slow drag (Splide measures a flick's speed from the events'
 * timeStamps) and snap back. The swipe is then the same gesture on any machine.
 * @param page       The page.
 * @param selector   What is swiped.
 * @param distance   How far, in CSS pixels; negative goes back.
 * @param durationMs How long the finger takes (a flick by default; a slow drag takes seconds).
 */
export async function swipe(
	page: Page,
	selector: string,
	distance: number,
	durationMs = SWIPE_MS
) {
	const element = await page.waitForSelector( selector, { visible: true } );
	const box = ( await element!.boundingBox() )!;
	const y = box.y + box.height / 2;
	const middle = box.x + box.width / 2;
	// Forward in reading order means the finger moves against it.
	const travel = -distance * forward;
	const from = middle - travel / 2;
	const client = await page.createCDPSession();
	const start = Date.now() / 1000;
	const moves = Math.max( 1, Math.round( durationMs / FRAME_MS ) );
	const step = durationMs / moves / 1000;
	const touch = (
		type: 'touchStart' | 'touchMove' | 'touchEnd',
		x: number,
		at: number
	) =>
		client.send( 'Input.dispatchTouchEvent', {
			type,
			touchPoints: type === 'touchEnd' ? [] : [ { x, y } ],
			timestamp: start + at * step,
		} );
	await touch( 'touchStart', from, 0 );
	for ( let move = 1; move <= moves; move++ ) {
		await touch( 'touchMove', from + ( travel * move ) / moves, move );
	}
	await touch( 'touchEnd', from + travel, moves );
	await client.detach();
}
