/**
 * The shop (000 §2.3, §4.1, §5) as a visitor uses it: the panel in the lightbox with a live total,
 * add to cart, the cart page, a checkout refused until it is complete, then the order.
 */
import { browserName, visit, waitForText } from './visitor';

test( 'an image goes from the lightbox to the cart and through the checkout', async () => {
	const { page } = await visit( '/visitor-shop/' );
	await page.waitForSelector(
		'[data-gallery-n="1"][data-vista-ready="true"]'
	);
	const thumbs = await page.$$(
		'[data-gallery-n="1"] a[data-action="open_lightbox"]'
	);
	await thumbs[ 0 ].click();
	await page.waitForSelector(
		'.vista-lightbox__slide.is-current[data-ready]'
	);
	await page.locator( '.vista-lightbox__button--ecommerce' ).click();
	const panel = '.vista-lightbox .vista-ecommerce__form';
	const total = `${ panel } .bwg_ecommerce_total[data-section="manual"]`;
	await waitForText( page, total, '$12.50' );

	// A paid option and a quantity: the total follows as the visitor chooses.
	await page
		.locator( `${ panel } input[name="parameter_1"][value="Oak"]` )
		.click();
	await waitForText( page, total, '$42.50' );
	await page.locator( '#vista-ecommerce-count' ).fill( '2' );
	await waitForText( page, total, '$85.00' );
	await page.locator( `${ panel } .bwg_add_to_cart_button` ).click();
	await waitForText( page, `${ panel } .bwg_products_in_cart`, '2' );
	await page.waitForFunction(
		( css ) =>
			( document.querySelector( css )?.textContent ?? '' ).trim() !== '',
		{},
		`${ panel } .vista-ecommerce__message`
	);

	// The cart page, then the checkout.
	// Each step waits on the next page's content, not on a navigation event: WordPress's
	// speculative loading serves Chromium a prefetched page, whose load Puppeteer does not report.
	await page.locator( `${ panel } .vista-ecommerce__view-cart a` ).click();
	await waitForText( page, '.vista-cart__total', '$85.00' );
	await waitForText( page, '.vista-cart__lines', /Oak/ );
	await page.locator( '.vista-cart__checkout' ).click();
	const place = '.vista-checkout__form button[type="submit"]';
	// Sent empty, the server names what is missing and records nothing.
	await page.locator( place ).click();
	await page.waitForSelector( '#vista-checkout-name[aria-invalid="true"]' );
	await page.waitForSelector( '#vista-checkout-email[aria-invalid="true"]' );
	await page.locator( '#vista-checkout-name' ).fill( `Ann ${ browserName }` );
	await page
		.locator( '#vista-checkout-email' )
		.fill( `ann.${ browserName }@example.com` );
	await page.locator( '#vista-checkout-address' ).fill( '1 Sea Road' );
	await page.locator( place ).click();
	await page.waitForSelector( '.vista-checkout__confirmation' );
	await waitForText( page, '.vista-order__total', '$85.00' );
} );
