/**
 * The preloader (000 §2.5, §4.7, §9.4): a theme option; with it on, the page is covered until
 * 600 ms after load; a visitor without JavaScript never sees it. The setting is given per test
 * (tests/e2e/mu-plugins/vista-e2e.php), not stored, so other tests never meet a preloader.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';
import { themeSetting, stopClock } from './theme-site';

test.use( visitor );

test( 'with the option on, the preloader goes 600 ms after the page has loaded', async ( {
	page,
	context,
} ) => {
	await themeSetting( context, 'preloader', 1 );
	await stopClock( page );
	await page.goto( '/' );
	const preloader = page.locator( '.vista-preloader' );
	await expect( preloader ).toBeVisible();
	await expect( preloader ).toHaveRole( 'status' );
	await page.clock.runFor( 590 );
	await expect( preloader ).toBeVisible();
	await page.clock.runFor( 20 );
	await expect( preloader ).toBeHidden();
	await expect(
		page
			.locator( '[data-vista-slider="hero"]' )
			.getByRole( 'heading' )
			.first()
	).toBeVisible();
} );

test( 'with the option off (the default) there is no preloader', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await expect( page.locator( '.vista-preloader' ) ).toHaveCount( 0 );
} );

test.describe( 'without JavaScript', () => {
	test.use( { ...visitor, javaScriptEnabled: false } );

	test( 'the preloader never covers the page', async ( {
		page,
		context,
	} ) => {
		await themeSetting( context, 'preloader', 1 );
		await page.goto( '/' );
		await expect( page.locator( '.vista-preloader' ) ).toHaveCount( 1 );
		await expect( page.locator( '.vista-preloader' ) ).toBeHidden();
		await expect(
			page.getByRole( 'heading', { name: 'What we do' } )
		).toBeVisible();
	} );
} );
