/**
 * Issue 18 goal 3: the theme drops WordPress's emoji loader, so a theme page carries no wp-emoji
 * script, no emoji settings and no emoji styles, and never fetches wp-emoji.js.
 */
import { test, expect } from '@playwright/test';
import { visitor } from '../utils/site';

test.use( visitor );

for ( const path of [ '/', '/gallery/' ] ) {
	test( `${ path } has no wp-emoji script`, async ( { page } ) => {
		const fetched: string[] = [];
		page.on( 'request', ( request ) => fetched.push( request.url() ) );
		const response = await page.goto( path );
		expect( response?.status() ).toBe( 200 );
		const html = await page.content();
		expect( html ).not.toContain( 'wp-emoji' );
		expect( html ).not.toContain( '_wpemojiSettings' );
		await expect( page.locator( 'script[src*="emoji"]' ) ).toHaveCount( 0 );
		await expect(
			page.locator( 'style#wp-emoji-styles-inline-css' )
		).toHaveCount( 0 );
		expect( fetched.filter( ( url ) => url.includes( 'emoji' ) ) ).toEqual(
			[]
		);
	} );
}
