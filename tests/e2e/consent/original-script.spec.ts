/**
 * Issue 35 item 4: Cookie Notice's own front script, run in place of ours, hides our notice on
 * Accept and on Reject. Its hide removes cookie-notice-visible, adds cn-animated and adds
 * cookie-notice-hidden only when the notice fires animationend; our stylesheet must end that
 * animation whatever the hide effect (at once for "none").
 *
 * The stand-in below is this test's own code, written from the original's documented behaviour,
 * not its source: it does what the original's script does to the notice and the page, in the same
 * order, and nothing of ours runs.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { demoPages, newVisitor } from '../utils/site';

test.use( newVisitor );

type RequestUtils = Parameters<
	Parameters< typeof test >[ 2 ]
>[ 0 ][ 'requestUtils' ];

const settingsPath = '/vista-consent/v1/settings';

/** The original's front script, as this test writes it: it runs in the visitor's page. */
function originalFrontScript() {
	const args = window.cnArgs!;
	const onceAnimated = ( element: HTMLElement, then: () => void ) => {
		const handler = () => {
			element.removeEventListener( 'animationend', handler );
			then();
		};
		element.addEventListener( 'animationend', handler );
	};
	const setBody = ( classes: string[] ) => {
		document.body.classList.remove(
			'cookies-revoke',
			'cookies-accepted',
			'cookies-refused',
			'cookies-set',
			'cookies-not-set'
		);
		document.body.classList.add( ...classes );
	};
	const hide = ( notice: HTMLElement ) => {
		document.dispatchEvent( new CustomEvent( 'hideCookieNotice' ) );
		notice.classList.add( 'cn-animated' );
		notice.classList.remove( 'cookie-notice-visible' );
		onceAnimated( notice, () => {
			notice.classList.remove( 'cn-animated' );
			notice.classList.add( 'cookie-notice-hidden' );
		} );
	};
	const choose = ( notice: HTMLElement, setting: string | undefined ) => {
		const value = setting === 'accept' ? 'true' : 'false';
		const lifetime =
			value === 'true' ? args.cookieTime : args.cookieTimeRejected;
		const time = new Date();
		const expires = new Date( time.getTime() + Number( lifetime ) * 1000 );
		document.cookie = `${
			args.cookieName
		}=${ value };expires=${ expires.toUTCString() };path=/`;
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', {
				detail: { value, time, expires, data: args },
			} )
		);
		setBody( [
			'cookies-set',
			value === 'true' ? 'cookies-accepted' : 'cookies-refused',
		] );
		hide( notice );
	};
	window.addEventListener( 'load', () => {
		const notice = document.getElementById( 'cookie-notice' );
		if ( ! notice ) {
			return;
		}
		notice.classList.add( `cn-effect-${ args.hideEffect }` );
		const decided = document.cookie
			.split( '; ' )
			.some( ( pair ) => pair.startsWith( `${ args.cookieName }=` ) );
		if ( decided ) {
			return;
		}
		setBody( [ 'cookies-not-set' ] );
		document.dispatchEvent( new CustomEvent( 'showCookieNotice' ) );
		notice.classList.remove( 'cookie-notice-hidden' );
		notice.classList.add( 'cn-animated', 'cookie-notice-visible' );
		onceAnimated( notice, () => notice.classList.remove( 'cn-animated' ) );
		for ( const button of Array.from(
			document.getElementsByClassName( 'cn-set-cookie' )
		) as HTMLElement[] ) {
			button.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				event.stopPropagation();
				choose( notice, button.dataset.cookieSet );
			} );
		}
	} );
}

/**
 * Serves the stand-in where our notice script would load; our stylesheet and the server's
 * markup and head script stay.
 * @param page The visitor's page.
 */
async function useOriginalScript( page: Page ) {
	await page.route( '**/vista-consent/build/notice.js*', ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: `(${ originalFrontScript.toString() })();`,
		} )
	);
}

let defaults: Record< string, unknown >;

async function configure(
	requestUtils: RequestUtils,
	changes: Record< string, unknown >
) {
	await requestUtils.rest( {
		method: 'POST',
		path: settingsPath,
		data: changes,
	} );
}

test.beforeAll( async ( { requestUtils } ) => {
	const current = ( await requestUtils.rest( { path: settingsPath } ) ) as {
		settings: Record< string, unknown >;
	};
	defaults = current.settings;
} );

test.afterEach( async ( { requestUtils } ) => {
	await configure( requestUtils, defaults );
} );

for ( const effect of [ 'fade', 'slide', 'none' ] as const ) {
	for ( const [ button, value, bodyClass ] of [
		[ 'Accept', 'true', 'cookies-accepted' ],
		[ 'Reject', 'false', 'cookies-refused' ],
	] as const ) {
		test( `with the original’s script, “${ button }” hides the notice (hide effect ${ effect })`, async ( {
			page,
			context,
			requestUtils,
		} ) => {
			await configure( requestUtils, { hideEffect: effect } );
			await useOriginalScript( page );
			await page.goto( demoPages.consent );
			const notice = page.locator( '#cookie-notice' );
			// The stand-in has run: it announced the notice the original's way.
			await expect( notice ).toHaveClass( /\bcookie-notice-visible\b/ );
			await expect( notice ).toBeVisible();
			const box = ( await notice.boundingBox() )!;

			await notice.getByRole( 'button', { name: button } ).click();

			await expect( notice ).toHaveClass( /\bcookie-notice-hidden\b/ );
			await expect( notice ).toBeHidden();
			await expect( page.locator( 'body' ) ).toHaveClass(
				new RegExp( `\\b${ bodyClass }\\b` )
			);
			// Nothing of the notice is left in the pointer's way where it stood.
			const underPointer = await page.evaluate(
				( [ x, y ] ) =>
					!! document
						.elementFromPoint( x, y )
						?.closest( '#cookie-notice' ),
				[ box.x + box.width / 2, box.y + box.height / 2 ]
			);
			expect( underPointer ).toBe( false );
			const stored = ( await context.cookies() ).find(
				( { name } ) => name === 'cookie_notice_accepted'
			);
			expect( stored?.value ).toBe( value );

			await page.goto( demoPages.consent );
			await expect( notice ).toBeHidden();
			await expect( page.locator( 'body' ) ).toHaveClass(
				new RegExp( `\\b${ bodyClass }\\b` )
			);
		} );
	}
}
