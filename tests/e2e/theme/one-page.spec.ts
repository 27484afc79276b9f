/**
 * One-page navigation (000 §2.5, §4.7, §9.4): menu links to the front page's sections scroll there
 * in 1500 ms and keep the hash; the link of the section that crosses a line just below the sticky
 * header is current (issue 34: not a share of the section in view, which a tall section never
 * reaches), and the section focused after a click shows no focus ring.
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';
import { stopClock } from './theme-site';

test.use( visitor );

test( 'a menu link scrolls to its section in 1500 ms and puts the section in the address', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const link = page
		.locator( '.wp-site-blocks > header' )
		.getByRole( 'link', { name: 'Testimonials' } );
	const sectionTop = () =>
		page.evaluate( () =>
			Math.round(
				document
					.getElementById( 'testimonials' )!
					.getBoundingClientRect().top + window.scrollY
			)
		);
	const target =
		( await sectionTop() ) -
		( await page.evaluate( () =>
			Math.round(
				document
					.querySelector( '.wp-site-blocks > header' )!
					.getBoundingClientRect().bottom
			)
		) );
	expect( target ).toBeGreaterThan( 300 );

	await link.click();
	await expect( page ).toHaveURL( /#testimonials$/ );
	await page.clock.runFor( 750 );
	const halfway = await page.evaluate( () => window.scrollY );
	expect( halfway ).toBeGreaterThan( 0 );
	expect( halfway ).toBeLessThan( target );
	await page.clock.runFor( 800 );
	await expect
		.poll( () => page.evaluate( () => window.scrollY ) )
		.toBe( target );
	await expect( page.locator( '#testimonials' ) ).toBeFocused();
} );

test( 'the link of the section at the top of the page is marked current', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const header = page.locator( '.wp-site-blocks > header' );
	const numbers = header.getByRole( 'link', { name: 'Numbers' } );
	const clients = header.getByRole( 'link', { name: 'Clients' } );
	await page.evaluate( () =>
		document
			.getElementById( 'numbers' )!
			.scrollIntoView( { block: 'start' } )
	);
	await expect( numbers ).toHaveAttribute( 'aria-current', 'location' );
	await expect( clients ).not.toHaveAttribute( 'aria-current', 'location' );

	await page.evaluate( () =>
		document
			.getElementById( 'clients' )!
			.scrollIntoView( { block: 'start' } )
	);
	await expect( clients ).toHaveAttribute( 'aria-current', 'location' );
	await expect( clients ).toHaveClass( /is-current/ );
	await expect( numbers ).not.toHaveAttribute( 'aria-current', 'location' );
} );

test( 'on a phone the menu closes and the page scrolls to the chosen section', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Open menu' } ).click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'link', { name: 'Clients' } )
		.click();
	await expect( page.getByRole( 'dialog' ) ).toBeHidden();
	await expect( page ).toHaveURL( /#clients$/ );
	await expect( page.locator( '#clients' ) ).toBeInViewport();
} );

/**
 * The header links of the sections that are underlined, as the visitor sees them.
 * @param page The front page.
 */
function underlinedLinks( page: Page ): Promise< string[] > {
	return page
		.locator( '.wp-site-blocks > header .wp-block-navigation a' )
		.evaluateAll( ( anchors ) =>
			anchors
				.filter( ( a ) =>
					getComputedStyle( a ).textDecorationLine.includes(
						'underline'
					)
				)
				.map( ( a ) => a.textContent?.trim() ?? '' )
		);
}

test( 'a click on a menu link marks that section alone and draws no box around it (issue 34)', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const header = page.locator( '.wp-site-blocks > header' );
	for ( const name of [ 'Services', 'Clients' ] ) {
		await header.getByRole( 'link', { name, exact: true } ).click();
		// On the way and at the end, the clicked link is the one marked and underlined.
		await page.clock.runFor( 750 );
		await expect( header.locator( 'a.is-current' ) ).toHaveText( name );
		expect( await underlinedLinks( page ) ).toEqual( [ name ] );
		await page.clock.runFor( 900 );
		const section = page.locator( `#${ name.toLowerCase() }` );
		await expect( section ).toBeFocused();
		await expect( section ).toHaveCSS( 'outline-style', 'none' );
		await expect( header.locator( 'a.is-current' ) ).toHaveText( name );
		expect( await underlinedLinks( page ) ).toEqual( [ name ] );
	}
} );

test( 'after the Enter key the section shows where the keyboard user landed', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page
		.locator( '.wp-site-blocks > header' )
		.getByRole( 'link', { name: 'Numbers', exact: true } )
		.press( 'Enter' );
	const section = page.locator( '#numbers' );
	await expect( section ).toBeFocused();
	await expect( section ).not.toHaveCSS( 'outline-style', 'none' );
} );

test( 'a section taller than twice the window is marked while it is read', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const height = page.viewportSize()!.height;
	await page.evaluate(
		( tall ) =>
			( document.getElementById( 'numbers' )!.style.minHeight =
				`${ tall }px` ),
		height * 3
	);
	const numbers = page
		.locator( '.wp-site-blocks > header' )
		.getByRole( 'link', { name: 'Numbers', exact: true } );
	await page.evaluate( ( tall ) => {
		const section = document.getElementById( 'numbers' )!;
		window.scrollTo(
			0,
			section.getBoundingClientRect().top + window.scrollY + tall
		);
	}, height );
	await expect( numbers ).toHaveAttribute( 'aria-current', 'location' );
	await expect(
		page.locator( '.wp-site-blocks > header a.is-current' )
	).toHaveCount( 1 );
} );
