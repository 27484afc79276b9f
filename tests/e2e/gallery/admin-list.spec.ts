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
	const titles = rows.locator( '.row-title' );
	await expect( rows ).toHaveCount( 20 );
	const pages = page.getByRole( 'navigation', { name: 'List pages' } );
	const next = pages.getByRole( 'button', { name: 'Next page' } );
	await expect( pages ).toContainText( /Page 1 of \d+/ );
	const total = Number(
		( await pages.locator( '.displaying-num' ).textContent() )?.match(
			/\d+/
		)?.[ 0 ]
	);
	expect( total ).toBeGreaterThanOrEqual( 23 );
	const firstOfAll = await titles.first().textContent();
	await next.click();
	await expect( pages ).toContainText( 'Page 2 of' );
	await expect( titles.first() ).not.toHaveText( firstOfAll ?? '' );

	// Which galleries each page holds is checked on this file's own: tests in the other worker
	// add galleries meanwhile (a bulk duplicate adds two), which moves the whole list's pages on.
	await page.getByRole( 'searchbox' ).fill( `Paged ${ run }` );
	await expect( pages ).toContainText( 'Page 1 of 2' );
	await expect( pages.locator( '.displaying-num' ) ).toHaveText( '23 items' );
	const ours = new RegExp( `^Paged ${ run } \\d\\d$` );
	await expect( titles ).toHaveText( Array( 20 ).fill( ours ) );
	const firstPage = await titles.allTextContents();
	await next.click();
	await expect( rows ).toHaveCount( 3 );
	await expect( titles ).toHaveText( Array( 3 ).fill( ours ) );
	const secondPage = await titles.allTextContents();
	// Every gallery once, newest first, none on both pages.
	expect( [ ...firstPage, ...secondPage ] ).toEqual(
		Array.from(
			{ length: 23 },
			( _, i ) =>
				`Paged ${ run } ${ String( 23 - i ).padStart( 2, '0' ) }`
		)
	);
	await expect( next ).toBeDisabled();
} );
