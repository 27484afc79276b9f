import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	assetsFrom,
	demoPages,
	phpLogLines,
	visitor,
	watchForErrors,
} from '../utils/site';

test.describe( 'vista-speed admin-bar score', () => {
	test( 'an administrator gets the page-speed node and its script on the demo page', async ( {
		page,
	} ) => {
		const errors = watchForErrors( page );
		await page.goto( demoPages.speed );
		const node = page.locator( '#wp-admin-bar-vista-speed' );
		await expect( node ).toContainText( 'Page speed' );
		await expect( node ).toHaveAttribute( 'data-vista-ready', 'true' );
		expect( await assetsFrom( page, '/plugins/vista-speed/' ) ).toEqual( [
			expect.stringContaining( '/build/admin-bar.js' ),
		] );
		expect( errors ).toEqual( [] );
		expect( phpLogLines() ).toEqual( [] );
	} );

	test.describe( 'for a visitor', () => {
		test.use( visitor );

		test( 'the demo page has no admin bar and loads nothing of the plugin', async ( {
			page,
		} ) => {
			const errors = watchForErrors( page );
			const response = await page.goto( demoPages.speed );
			expect( response?.status() ).toBe( 200 );
			await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
			expect( await assetsFrom( page, '/plugins/vista-speed/' ) ).toEqual(
				[]
			);
			expect( errors ).toEqual( [] );
		} );
	} );
} );
