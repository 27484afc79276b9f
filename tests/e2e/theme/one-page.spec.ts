/**
 * One-page navigation (000 §2.5, §4.7, §9.4): menu links to the front page's sections scroll there
 * in 1500 ms and keep the hash; the link of the section in view (threshold 0.5) is current.
 */
import { test, expect } from '@playwright/test';
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

test( 'the link of the section in view is marked current', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const header = page.locator( '.wp-site-blocks > header' );
	const numbers = header.getByRole( 'link', { name: 'Numbers' } );
	const clients = header.getByRole( 'link', { name: 'Clients' } );
	await page.locator( '#numbers' ).scrollIntoViewIfNeeded();
	await page.evaluate( () =>
		document
			.getElementById( 'numbers' )!
			.scrollIntoView( { block: 'center' } )
	);
	await expect( numbers ).toHaveAttribute( 'aria-current', 'location' );
	await expect( clients ).not.toHaveAttribute( 'aria-current', 'location' );

	await page.evaluate( () =>
		document
			.getElementById( 'clients' )!
			.scrollIntoView( { block: 'center' } )
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
