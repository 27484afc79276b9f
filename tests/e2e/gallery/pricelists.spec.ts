/**
 * Galleries → Price lists: the owner creates a list with a parameter of each of the five 000 §3.7
 * types and a download, assigns it to a gallery, sees the server's message next to a bad field
 * with nothing saved, and deletes a list after confirming.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { deletePriceList, galleryId } from './ecommerce-helpers';

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );
const run = Date.now().toString( 36 );

interface Stored {
	id: number;
	title: string;
	galleries: number[];
	parameters: Array< {
		type: number;
		values: Array< { value: string; price: string } >;
	} >;
	downloads: Array< { name: string; longest_side: number; price: string } >;
}

async function stored( requestUtils: Parameters< typeof galleryId >[ 0 ] ) {
	return (
		await requestUtils.rest< { pricelists: Stored[] } >( {
			path: '/vista-gallery/v1/pricelists',
		} )
	).pricelists.filter( ( list ) => list.title.endsWith( run ) );
}

test.afterAll( async ( { requestUtils } ) => {
	for ( const list of await stored( requestUtils ) ) {
		await deletePriceList( requestUtils, list.id );
	}
} );

test( 'the owner creates a price list with all five parameter types and a download, for a gallery', async ( {
	admin,
	page,
	requestUtils,
} ) => {
	await admin.visitAdminPage( 'admin.php', 'page=vista-gallery-pricelists' );
	await expect(
		page.locator( '#toplevel_page_vista-galleries' ).getByRole( 'link', {
			name: 'Price lists',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Add price list' } ).click();
	const editor = page.locator( '.vista-pricelists__editor' );
	await editor.getByLabel( 'Name' ).fill( `Prints ${ run }` );
	await editor.getByLabel( 'Currency (ISO code)' ).fill( 'EUR' );
	await editor.getByLabel( 'Currency symbol' ).fill( '€' );
	await editor.getByLabel( 'Downloads', { exact: true } ).check();
	await editor.getByLabel( 'Base price' ).fill( '9.50' );

	const types = [
		'Text',
		'Text area',
		'Select',
		'Radio buttons',
		'Checkboxes',
	];
	for ( const [ index, type ] of types.entries() ) {
		await editor.getByRole( 'button', { name: 'Add parameter' } ).click();
		const parameter = editor
			.locator( '.vista-pricelists__parameter' )
			.nth( index );
		await parameter
			.getByLabel( 'Parameter title' )
			.fill( `${ type } option` );
		await parameter
			.getByLabel( 'Parameter type' )
			.selectOption( { label: type } );
		if ( index >= 2 ) {
			await parameter.getByLabel( 'Value' ).first().fill( 'Small' );
			await parameter
				.getByLabel( 'Price difference' )
				.first()
				.fill( '+0' );
			await parameter
				.getByRole( 'button', { name: 'Add value' } )
				.click();
			await parameter.getByLabel( 'Value' ).nth( 1 ).fill( 'Large' );
			await parameter
				.getByLabel( 'Price difference' )
				.nth( 1 )
				.fill( '+2.50' );
		}
	}
	await editor.getByRole( 'button', { name: 'Add download' } ).click();
	await editor.getByLabel( 'Download name' ).fill( 'Web 1024 px' );
	await editor.getByLabel( 'Longest side (px)' ).fill( '1024' );
	// A bad price first: the server's message shows next to the field and nothing is saved.
	await editor.getByLabel( 'Download price' ).fill( '4.999' );
	await editor.getByLabel( 'landscapes', { exact: false } ).first().check();
	await editor.getByRole( 'button', { name: 'Save price list' } ).click();
	await expect(
		editor.locator( '.vista-settings-field-error' )
	).toContainText( 'two decimals' );
	expect( await stored( requestUtils ) ).toEqual( [] );
	await page.screenshot( {
		path: `${ shots }/pricelists-error.png`,
		fullPage: true,
	} );

	await editor.getByLabel( 'Download price' ).fill( '4.99' );
	await editor.getByRole( 'button', { name: 'Save price list' } ).click();
	const row = page.locator( '.vista-pricelists__table tr', {
		hasText: `Prints ${ run }`,
	} );
	await expect( row ).toContainText( 'EUR (€)' );
	await expect( row ).toContainText( 'Prints and products, Downloads' );
	await page.screenshot( {
		path: `${ shots }/pricelists-list.png`,
		fullPage: true,
	} );

	const [ list ] = await stored( requestUtils );
	expect( list.parameters.map( ( parameter ) => parameter.type ) ).toEqual( [
		2, 3, 4, 5, 6,
	] );
	expect( list.parameters[ 4 ].values ).toEqual( [
		expect.objectContaining( { value: 'Small', price: '+0.00' } ),
		expect.objectContaining( { value: 'Large', price: '+2.50' } ),
	] );
	expect( list.downloads ).toEqual( [
		expect.objectContaining( {
			name: 'Web 1024 px',
			longest_side: 1024,
			price: '4.99',
		} ),
	] );
	expect( list.galleries ).toEqual( [
		await galleryId( requestUtils, 'landscapes' ),
	] );

	// Deleting asks first.
	await row.getByRole( 'button', { name: `Delete Prints ${ run }` } ).click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Delete' } )
		.click();
	await expect(
		page
			.locator( '.components-notice' )
			.getByText( `“Prints ${ run }” was deleted.` )
	).toBeVisible();
	expect( await stored( requestUtils ) ).toEqual( [] );
} );
