/**
 * Counters (000 §2.5, §4.7, §9.4; 001 §9): the counter block counts up in 10 ms steps for 1000 ms
 * once in view and ends on its number; a number marked `vista-count-up` in content counts with the
 * page-builder defaults (400 ms, once wholly in view). Screen readers get each final number once.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';
import { stopClock } from './theme-site';

test.use( visitor );

const numberOf = ( text: string | null ) =>
	Number( ( text ?? '' ).replace( /[^\d.]/g, '' ) );

test( 'the counter blocks count up when they come into view and end on their numbers', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const shown = page.locator(
		'.wp-block-vista-counter .vista-counter__value'
	);
	await expect( shown ).toHaveText( [ '0', '0%', '0/7' ] );

	await page.evaluate( () =>
		document
			.getElementById( 'numbers' )!
			.scrollIntoView( { block: 'center' } )
	);
	await expect(
		page.locator( '.wp-block-vista-counter' ).first()
	).toBeInViewport();
	await page.clock.runFor( 500 );
	const midway = numberOf( await shown.first().textContent() );
	expect( midway ).toBeGreaterThan( 0 );
	expect( midway ).toBeLessThan( 1250 );
	await page.clock.runFor( 600 );
	await expect( shown ).toHaveText( [ '1,250', '98%', '24/7' ] );
} );

test( 'a number marked in content counts up in 400 ms once wholly in view (001 §9)', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const marker = page.locator( '.vista-count-up [aria-hidden="true"]' );
	await expect( marker ).toHaveText( '0' );
	await page.evaluate( () =>
		document
			.querySelector( '.vista-count-up' )!
			.scrollIntoView( { block: 'center' } )
	);
	await page.clock.runFor( 200 );
	const midway = numberOf( await marker.textContent() );
	expect( midway ).toBeGreaterThan( 0 );
	expect( midway ).toBeLessThan( 250 );
	await page.clock.runFor( 250 );
	await expect( marker ).toHaveText( '250' );
} );

test( 'screen readers get each final number once, never the counting', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const numbers = page.locator( '#numbers' );
	await expect(
		numbers.locator( '.vista-counter__value' ).first()
	).toHaveAttribute( 'aria-hidden', 'true' );
	const snapshot = await numbers.ariaSnapshot();
	expect( snapshot.match( /1,250/g ) ).toHaveLength( 1 );
	expect( snapshot ).toContain( '1,250 Happy visitors' );
	expect( snapshot ).toContain( '98% Satisfied owners' );
	// The marked "250" once too (not counting the one inside "1,250").
	expect( snapshot.match( /(?<![\d,])250\b/g ) ?? [] ).toHaveLength( 1 );
} );

test.describe( 'without JavaScript', () => {
	test.use( { ...visitor, javaScriptEnabled: false } );

	test( 'the final numbers show', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page.locator( '.wp-block-vista-counter .vista-counter__value' )
		).toHaveText( [ '1,250', '98%', '24/7' ] );
	} );
} );
