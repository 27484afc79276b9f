/**
 * The shop (issue 7, 000 §2.3, §4.1, §5, §7 calls 4, 9, 10): the ecommerce panel in the popup with
 * every parameter type, the live total, add to cart with the server's message and count, the cart
 * page (quantities, removal, totals with comma thousands) and the checkout that records an order
 * the owner sees under Galleries → Orders.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost } from './helpers';
import { popup, thumbLink } from './lightbox-helpers';
import { deletePriceList, fullPriceList, galleryId } from './ecommerce-helpers';

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );
const run = Date.now().toString( 36 );

test.use( visitor );

let pricelist = 0;
let url = '';
let cartUrl = '';
let checkoutUrl = '';

test.beforeAll( async ( { requestUtils } ) => {
	pricelist = await fullPriceList( requestUtils, `Shop ${ run }`, [
		await galleryId( requestUtils, 'skies' ),
	] );
	url = await galleryPost( requestUtils, `Shop ${ run }`, [
		{ layout: 'thumbnails', gallerySlug: 'skies', lightboxEcommerce: true },
	] );
	const shop = await requestUtils.rest< {
		cart_url: string;
		checkout_url: string;
	} >( { path: '/vista-gallery/v1/ecommerce' } );
	cartUrl = shop.cart_url;
	checkoutUrl = shop.checkout_url;
} );

test.afterAll( async ( { requestUtils } ) => {
	await deletePriceList( requestUtils, pricelist );
} );

test( 'the panel in the popup: every parameter type, live total, add to cart, cart, checkout, order', async ( {
	page,
	browser,
} ) => {
	const errors = watchForErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( url );
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
	await thumbLink( page, 0 ).click();
	await expect( popup( page ) ).toBeVisible();
	await popup( page )
		.getByRole( 'button', { name: /^Buy this image/ } )
		.click();

	const panel = popup( page ).locator( '.vista-ecommerce' );
	const tabs = panel.getByRole( 'tab' );
	await expect( tabs ).toHaveText( [ 'Prints and products', 'Downloads' ] );
	await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( panel.locator( 'input[name="type"]' ) ).toHaveValue(
		'manual'
	);
	const total = panel.locator(
		'.bwg_ecommerce_total[data-section="manual"]'
	);
	await expect( total ).toHaveText( '$12.50' );

	// Every parameter type of 000 §3.7.
	await panel
		.getByLabel( 'Print or product' )
		.selectOption( 'Canvas — $1,200.00' );
	await panel.getByLabel( 'Dedication' ).fill( 'For Ann' );
	await panel.getByLabel( 'Instructions' ).fill( 'Wrap it\nwell' );
	await panel.getByLabel( 'Paper' ).selectOption( 'Matte' );
	await panel.getByRole( 'radio', { name: /Oak/ } ).check();
	await panel.getByRole( 'checkbox', { name: /Signed/ } ).check();
	await panel.getByRole( 'checkbox', { name: /Gift wrap/ } ).check();
	// (1200.00 + 2.00 + 30.00 + 5.25 + 1.00) × 2.
	await panel.getByLabel( 'Quantity' ).fill( '2' );
	await expect( total ).toHaveText( '$2,476.50' );
	// 000 §5: below 1 becomes 1.
	await panel.getByLabel( 'Quantity' ).fill( '-4' );
	await panel.getByLabel( 'Dedication' ).focus();
	await expect( panel.getByLabel( 'Quantity' ) ).toHaveValue( '1' );
	await expect( total ).toHaveText( '$1,238.25' );
	await panel.getByLabel( 'Quantity' ).fill( '2' );
	await page.screenshot( { path: `${ shots }/ecommerce-panel.png` } );

	await panel.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( panel.locator( '.vista-ecommerce__message' ) ).toHaveText(
		'Product added to cart.'
	);
	await expect( panel.locator( '.bwg_products_in_cart' ) ).toHaveText( '2' );

	// Downloads: nothing chosen gives the 000 §5 message; then one.
	await tabs.nth( 1 ).click();
	await expect( panel.locator( 'input[name="type"]' ) ).toHaveValue(
		'downloads'
	);
	await panel.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( panel.locator( '.vista-ecommerce__message' ) ).toHaveText(
		'You must select at least one item.'
	);
	await panel.getByRole( 'checkbox', { name: /Poster/ } ).check();
	await expect(
		panel.locator( '.bwg_ecommerce_total[data-section="downloads"]' )
	).toHaveText( '$25.00' );
	await panel.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( panel.locator( '.bwg_products_in_cart' ) ).toHaveText( '3' );

	// Call 10: view cart.
	await panel.getByRole( 'link', { name: 'View cart' } ).click();
	await expect( page.locator( '.vista-cart__total' ) ).toHaveText(
		'$2,501.50'
	);
	await expect( page.locator( '.vista-cart__lines' ) ).toContainText(
		'Frame: Oak'
	);
	await expect( page.locator( '.vista-cart__lines' ) ).toContainText(
		'Extras: Signed, Gift wrap'
	);
	await page.screenshot( {
		path: `${ shots }/ecommerce-cart.png`,
		fullPage: true,
	} );

	await page.getByRole( 'link', { name: 'Proceed to checkout' } ).click();
	await expect( page.locator( '.vista-checkout__payment' ) ).toContainText(
		'Online payment is not available yet'
	);
	await page.getByLabel( 'Name' ).fill( `Ann ${ run }` );
	await page.getByLabel( 'Email' ).fill( `ann-${ run }@example.com` );
	await page.getByLabel( 'Address', { exact: true } ).fill( '1 Sea Road' );
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect(
		page.getByRole( 'heading', { name: /your order was received/ } )
	).toBeVisible();
	await expect( page.locator( '.vista-order__total' ) ).toHaveText(
		'$2,501.50'
	);
	await page.screenshot( {
		path: `${ shots }/ecommerce-confirmation.png`,
		fullPage: true,
	} );
	expect( errors ).toEqual( [] );

	// The owner sees it under Galleries → Orders.
	const owner = await browser.newContext( {
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const admin = await owner.newPage();
	await admin.goto( '/wp-admin/edit.php?post_type=vista_order' );
	const row = admin.locator( 'tr', { hasText: `ann-${ run }@example.com` } );
	await expect( row ).toContainText( '$2,501.50' );
	await expect( row ).toContainText( 'Pending payment' );
	await row
		.getByRole( 'link', { name: new RegExp( `Ann ${ run }` ) } )
		.first()
		.click();
	await expect( admin.locator( '#vista-order-details' ) ).toContainText(
		'Canvas'
	);
	await expect( admin.locator( '#vista-order-details' ) ).toContainText(
		'Poster'
	);
	await owner.close();
} );

test( 'the cart page works without JavaScript: quantities, the rule below 1, removal, empty cart', async ( {
	browser,
	requestUtils,
} ) => {
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: visitor.storageState,
		baseURL: requestUtils.baseURL,
	} );
	const page = await context.newPage();
	// Without script there is no popup: the cart is filled through call 9 itself, with the lightbox
	// nonce the gallery container carries (the one call 3 hands the popup).
	await page.goto( url );
	const options = JSON.parse(
		( await page
			.locator( '[data-gallery-n="1"]' )
			.getAttribute( 'data-gallery' ) ) ?? '{}'
	);
	const nonce: string = options.lightboxNonce ?? '';
	const image = await page
		.locator( '[data-gallery-n="1"] [data-image-id]' )
		.first()
		.getAttribute( 'data-image-id' );
	const added = await page.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'add_cart',
			task: 'add_cart',
			controller: 'checkout',
			image_id: image ?? '',
			type: 'manual',
			data: JSON.stringify( { item: 2, count: 1, price: '0.01' } ),
			nonce,
		},
	} );
	expect( await added.json() ).toMatchObject( {
		msg: 'Product added to cart.',
		products_in_cart: 1,
	} );
	const forged = await page.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'add_cart',
			task: 'add_cart',
			controller: 'checkout',
			image_id: image ?? '',
			type: 'manual',
			data: JSON.stringify( { item: 1, count: 5 } ),
			nonce: 'forged',
		},
	} );
	expect( forged.status() ).toBe( 403 );

	await page.goto( cartUrl );
	const quantity = page.getByLabel( 'Quantity of Canvas' );
	await expect( page.locator( '.vista-cart__total' ) ).toHaveText(
		'$1,200.00'
	);
	await quantity.fill( '3' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Your cart was updated.'
	);
	await expect( page.locator( '.vista-cart__total' ) ).toHaveText(
		'$3,600.00'
	);
	await page.getByLabel( 'Quantity of Canvas' ).fill( '0' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.locator( '.vista-cart__total' ) ).toHaveText(
		'$1,200.00'
	);
	await page.getByRole( 'button', { name: /^Remove/ } ).click();
	await expect( page.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await page.goto( checkoutUrl );
	await expect( page.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await context.close();
} );
