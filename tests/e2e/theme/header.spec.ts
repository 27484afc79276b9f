/**
 * The theme's header (000 §2.5, §4.7, §9.4): the main navigation shows its mobile menu below
 * 980 px and is usable by keyboard, the header sticks to the top, and the search box opens from its
 * icon and closes with Escape or a click outside.
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';
import { WIDTHS, themeSetting } from './theme-site';

test.use( visitor );

const nav = ( page: Page ) =>
	page
		.getByRole( 'navigation' )
		.filter( { has: page.locator( 'a' ) } )
		.first();
const openButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Open menu' } );

for ( const width of WIDTHS ) {
	const mobile = width < 980;
	test( `at ${ width } px the menu is ${
		mobile ? 'behind the menu button' : 'shown in full'
	} (000 §9.4: 980 px)`, async ( { page } ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		const services = page
			.locator( '.wp-site-blocks > header' )
			.getByRole( 'link', { name: 'Services' } );
		if ( ! mobile ) {
			await expect( openButton( page ) ).toBeHidden();
			await expect( services ).toBeVisible();
			return;
		}
		await expect( services ).toBeHidden();
		await expect( openButton( page ) ).toBeVisible();

		// Keyboard only: reach the button, open, walk the menu, close with Escape.
		await openButton( page ).focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect( services ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect( page.locator( ':focus' ) ).toBeVisible();
		await expect(
			page.locator( '.wp-block-navigation__responsive-container :focus' )
		).toHaveCount( 1 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( openButton( page ) ).toBeFocused();
	} );
}

test( 'the breakpoint is a theme setting: at 1200 px the menu goes behind the button at 1000 px', async ( {
	page,
	context,
} ) => {
	await themeSetting( context, 'mobile_menu_breakpoint', 1200 );
	await page.setViewportSize( { width: 1000, height: 800 } );
	await page.goto( '/' );
	await expect( openButton( page ) ).toBeVisible();
	await page.setViewportSize( { width: 1200, height: 800 } );
	await expect( openButton( page ) ).toBeHidden();
	await expect( nav( page ) ).toBeVisible();
} );

for ( const width of [ 1280, 390 ] ) {
	test( `at ${ width } px the header stays at the top while the page scrolls`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		const header = page.locator( '.wp-site-blocks > header' );
		await expect( header ).not.toHaveClass( /is-stuck/ );
		await page.evaluate( () => window.scrollTo( 0, 1500 ) );
		await expect( header ).toHaveClass( /is-stuck/ );
		const box = await header.boundingBox();
		expect( box?.y ).toBe( 0 );
		await expect(
			header.getByRole( 'link', { name: 'Vista demo' } )
		).toBeInViewport();
	} );
}

test.describe( 'the search box (000 §2.5)', () => {
	for ( const width of [ 1280, 390 ] ) {
		test( `at ${ width } px opens from its icon, closes with Escape and with a click outside`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( '/' );
			const search = page.locator( '.vista-header__search' );
			const button = search.getByRole( 'button', {
				name: 'Expand search field',
			} );
			const field = search.locator( 'input[type="search"]' );
			await expect( field ).toBeHidden();

			await button.click();
			await expect( field ).toBeVisible();
			await expect( field ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( field ).toBeHidden();
			await expect( search.getByRole( 'button' ) ).toBeFocused();

			await search.getByRole( 'button' ).click();
			await expect( field ).toBeFocused();
			await page.locator( 'main' ).click( { position: { x: 5, y: 5 } } );
			await expect( field ).toBeHidden();

			// Typed and sent, it searches the site.
			await search.getByRole( 'button' ).click();
			await field.fill( 'demo' );
			await page.keyboard.press( 'Enter' );
			await expect( page ).toHaveURL( /[?&]s=demo/ );
		} );
	}
} );
