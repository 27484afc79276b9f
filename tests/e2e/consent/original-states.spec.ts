/**
 * Issue 14, cookie notice: the notice hides however it is driven. A theme or script written for
 * the original plugin drives it by the original's classes (cookie-notice-hidden,
 * cookie-notice-visible, cn-animated with the fade effect) and its close control
 * (#cn-close-notice), which refuses as 000 §4.6 says.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { demoPages, newVisitor } from '../utils/site';

test.use( newVisitor );

const notice = ( page: Page ) => page.locator( '#cookie-notice' );

test( 'the original’s state classes hide, show and fade the notice', async ( {
	page,
} ) => {
	await page.goto( demoPages.consent );
	await expect( notice( page ) ).toBeVisible();

	await notice( page ).evaluate( ( element ) =>
		element.classList.add( 'cookie-notice-hidden' )
	);
	await expect( notice( page ) ).toBeHidden();

	await notice( page ).evaluate( ( element ) => {
		element.classList.remove( 'cookie-notice-hidden' );
		element.classList.add( 'cookie-notice-visible' );
	} );
	await expect( notice( page ) ).toBeVisible();

	// The way out of the fade effect: cn-animated without cookie-notice-visible.
	await notice( page ).evaluate( ( element ) => {
		element.classList.add( 'cn-effect-fade', 'cn-animated' );
		element.classList.remove( 'cookie-notice-visible' );
	} );
	await expect
		.poll( () =>
			notice( page ).evaluate(
				( element ) => getComputedStyle( element ).opacity
			)
		)
		.toBe( '0' );
} );

test( 'the close control refuses and hides the notice', async ( {
	page,
	context,
} ) => {
	await page.goto( demoPages.consent );
	const close = page.locator( '#cn-close-notice' );
	await expect( close ).toHaveAttribute( 'data-cookie-set', 'refuse' );
	await close.click();
	await expect( notice( page ) ).toBeHidden();
	const cookies = await context.cookies();
	expect(
		cookies.find( ( { name } ) => name === 'cookie_notice_accepted' )?.value
	).toBe( 'false' );
	await expect( page.locator( 'body' ) ).toHaveClass( /cookies-refused/ );
} );
