/**
 * The look of the every-field demo form: laid out by the block's stylesheet before any script
 * runs, readable on a phone without sideways scrolling, labels above their controls.
 */
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';
import { startEveryWidget } from './client-helpers';

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

/**
 * Labels that are not above their control, and the page's horizontal overflow.
 * @param page The page.
 */
async function layoutProblems( page: Page ) {
	return page.evaluate( () => {
		const misplaced: string[] = [];
		const controls = document.querySelectorAll< HTMLElement >(
			'.everest-form .evf-field :is(input.input-text:not([type="checkbox"], [type="radio"]), select, textarea)'
		);
		let checked = 0;
		for ( const control of controls ) {
			const label = document.querySelector< HTMLElement >(
				`label.evf-field-label[for="${ control.id }"]`
			);
			const box = control.getBoundingClientRect();
			// Inputs a widget has hidden behind its own control have no box to compare.
			if ( ! label || box.width < 2 ) {
				continue;
			}
			checked++;
			if ( label.getBoundingClientRect().bottom > box.top + 0.5 ) {
				misplaced.push( control.id );
			}
		}
		const root = document.scrollingElement as Element;
		return {
			checked,
			misplaced,
			scrollWidth: root.scrollWidth,
			innerWidth: window.innerWidth,
		};
	} );
}

test.describe( 'form look', () => {
	test.use( visitor );

	test.describe( 'before any script runs', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'at 390 px the server-rendered form fits the screen, labels above inputs', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 390, height: 844 } );
			await page.goto( demoPages.forms );
			await expect( page.locator( 'form.everest-form' ) ).toBeVisible();
			const result = await layoutProblems( page );
			expect( result.checked ).toBeGreaterThan( 10 );
			expect( result.misplaced ).toEqual( [] );
			expect( result.scrollWidth ).toBeLessThanOrEqual(
				result.innerWidth
			);
		} );

		test( 'at 1280 px address parts sit in two columns with sub-labels under their inputs', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.goto( demoPages.forms );
			const row = page.locator( '.evf-field-address' );
			const city = await row
				.locator( 'input.evf-address-city' )
				.boundingBox();
			const state = await row
				.locator( 'input.evf-address-state' )
				.boundingBox();
			expect( city && state ).toBeTruthy();
			expect( Math.abs( city!.y - state!.y ) ).toBeLessThan( 1 );
			expect( state!.x ).toBeGreaterThan( city!.x + city!.width );
			const cityLabel = await row
				.locator( 'label.evf-field-sublabel[for$="-city"]' )
				.boundingBox();
			expect( cityLabel!.y ).toBeGreaterThanOrEqual(
				city!.y + city!.height
			);
		} );
	} );

	test( 'at 390 px the working form has no horizontal overflow and labels sit above inputs', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( demoPages.forms );
		// The working form: a visitor has come to every field with a widget.
		await startEveryWidget( page );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		const result = await layoutProblems( page );
		expect( result.checked ).toBeGreaterThan( 10 );
		expect( result.misplaced ).toEqual( [] );
		expect( result.scrollWidth ).toBeLessThanOrEqual( result.innerWidth );
		await page
			.locator( '.evf-container' )
			.screenshot( { path: path.join( shots, 'forms-390.png' ) } );
	} );

	test( 'at 1280 px the form is screenshotted with an error shown', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( demoPages.forms );
		await startEveryWidget( page );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		const email = page.locator( '.evf-field-email input' ).first();
		await email.fill( 'ada@example' );
		await page.locator( '.evf-field-url input' ).focus();
		const row = page.locator( '.evf-field-email' );
		await expect( row ).toHaveClass( /evf-has-error/ );
		await expect( row.locator( 'label.evf-error' ).first() ).toBeVisible();
		await page
			.locator( '.evf-container' )
			.screenshot( { path: path.join( shots, 'forms-1280.png' ) } );
	} );
} );
