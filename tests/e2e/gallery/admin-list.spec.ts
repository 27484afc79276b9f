/**
 * The galleries list pages through any number of galleries, 20 a page, and a search starts again
 * at its first page.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

const run = Date.now().toString( 36 );
const ids: number[] = [];

test.beforeAll( async ( { requestUtils } ) => {
	for ( let i = 1; i <= 23; i++ ) {
		const post = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-galleries',
			method: 'POST',
			data: {
				title: `Paged ${ run } ${ String( i ).padStart( 2, '0' ) }`,
				status: 'publish',
			},
		} );
		ids.push( post.id );
	}
} );

test.afterAll( async ( { requestUtils } ) => {
	for ( const id of ids ) {
		await requestUtils.rest( {
			path: `/wp/v2/vista-galleries/${ id }?force=true`,
			method: 'DELETE',
		} );
	}
} );

test( 'the list pages through every gallery', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=vista-galleries' );
	const rows = page.locator( '.vista-gallery-list tbody tr' );
	await expect( rows ).toHaveCount( 20 );
	const pages = page.getByRole( 'navigation', { name: 'List pages' } );
	await expect( pages ).toContainText( /Page 1 of \d+/ );
	const total = Number(
		( await pages.locator( '.displaying-num' ).textContent() )?.match(
			/\d+/
		)?.[ 0 ]
	);
	expect( total ).toBeGreaterThanOrEqual( 23 );
	const firstPage = await rows.locator( '.row-title' ).allTextContents();

	await pages.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( pages ).toContainText( 'Page 2 of' );
	await expect( rows.first().locator( '.row-title' ) ).not.toHaveText(
		firstPage[ 0 ]
	);
	const secondPage = await rows.locator( '.row-title' ).allTextContents();
	expect( secondPage.filter( ( t ) => firstPage.includes( t ) ) ).toEqual(
		[]
	);
	expect( firstPage.length + secondPage.length ).toBe(
		Math.min( total, 40 )
	);

	await page.getByRole( 'searchbox' ).fill( `Paged ${ run }` );
	await expect( pages ).toContainText( 'Page 1 of 2' );
	await expect( pages.locator( '.displaying-num' ) ).toHaveText( '23 items' );
	await pages.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( rows ).toHaveCount( 3 );
	await expect(
		pages.getByRole( 'button', { name: 'Next page' } )
	).toBeDisabled();
} );
