import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';

test.use( visitor );

test.describe( 'Vista theme', () => {
	test( 'the front end is rendered by the Vista child of Twenty Twenty-Five', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expect(
			page.locator( 'link[href*="/themes/twentytwentyfive/"]' ).first()
		).toBeAttached();
		await expect(
			page.locator( 'script[src*="/themes/vista/build/front.js"]' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'h1, .wp-block-post-title' ).first()
		).toContainText( 'Vista demo' );
	} );

	test( 'the scroll-to-top link appears after 1000 px and brings the visitor back up (000 §9.4)', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await page.evaluate( () => {
			document.body.style.minHeight = '5000px';
		} );
		const link = page.getByRole( 'link', { name: 'Back to top' } );
		await expect( link ).not.toBeVisible();

		await page.evaluate( () => window.scrollTo( 0, 900 ) );
		await expect( link ).not.toBeVisible();

		await page.evaluate( () => window.scrollTo( 0, 1200 ) );
		await expect( link ).toBeVisible();

		await link.click();
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBe( 0 );
		await expect( link ).not.toBeVisible();
	} );
} );
