/**
 * Cached pages on the cluster (issue 19): with nginx's page cache on, a visitor served a copy
 * pages the gallery, opens the lightbox, rates, comments, fills a cart, sends a form, answers the
 * cookie notice and is counted by the statistics; and no visitor gets another's cart, consent
 * state or form values from a copy (two browser contexts each time).
 */
import type { Browser, Page, Response } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	deletePriceList,
	fullPriceList,
	galleryId,
} from '../gallery/ecommerce-helpers';
import { galleryPost, imageIds } from '../gallery/helpers';
import { currentSlide, popup, thumbLink } from '../gallery/lightbox-helpers';
import {
	field,
	spamGuardMinimum,
	NEVER_TOO_QUICK,
} from '../forms/client-helpers';
import { decidedConsentCookie } from '../utils/site';
import { balancer, visitorClient } from './servers';

const run = Date.now().toString( 36 );
let pricelist = 0;
let galleryPath = '';
let cartUrl = '';

/**
 * The permalink of a post made as `/?p=12`: a query string is never served from the cache.
 * @param address The `/?p=` address.
 */
async function permalink( address: string ): Promise< string > {
	const client = await visitorClient( 'permalink' );
	const response = await client.get( address, { maxRedirects: 0 } );
	await client.dispose();
	return new URL( response.headers().location ?? address, balancer ).pathname;
}

test.beforeAll( async ( { requestUtils } ) => {
	pricelist = await fullPriceList( requestUtils, `Cached ${ run }`, [
		await galleryId( requestUtils, 'landscapes' ),
	] );
	galleryPath = await permalink(
		await galleryPost( requestUtils, `Cached ${ run }`, [
			{
				layout: 'thumbnails',
				gallerySlug: 'landscapes',
				imagesPerPage: 4,
				pagination: 'numbers',
				lightboxRateStarsCount: 5,
				lightboxEcommerce: true,
				lightboxComments: true,
			},
		] )
	);
	cartUrl = (
		await requestUtils.rest< { cart_url: string } >( {
			path: '/vista-gallery/v1/ecommerce',
		} )
	).cart_url;
} );

test.afterAll( async ( { requestUtils } ) => {
	await deletePriceList( requestUtils, pricelist );
} );

/**
 * A visitor's browser: no session; `consent` is their answer to the cookie notice, if any.
 * @param browser The browser.
 * @param consent 'true', 'false' or null for a first visit.
 */
async function visitorPage( browser: Browser, consent: string | null ) {
	const context = await browser.newContext( {
		baseURL: balancer,
		// Headless Chromium's own browser string is a bot's, which the statistics do not count.
		userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 VistaCached-${ run }`,
		storageState: {
			cookies: consent
				? [ { ...decidedConsentCookie( balancer ), value: consent } ]
				: [],
			origins: [],
		},
	} );
	return context.newPage();
}

/**
 * Opens a page and returns what the page cache said of its HTML.
 * @param page    The visitor's page.
 * @param address Where.
 */
async function open( page: Page, address: string ): Promise< string > {
	const response = ( await page.goto( address ) ) as Response;
	return response.headers()[ 'x-vista-cache' ] ?? '';
}

/**
 * Makes sure the next visit of an address (with the same consent answer) gets a copy.
 * @param browser The browser.
 * @param address The address.
 * @param consent The consent answer of the copy.
 */
async function warm(
	browser: Browser,
	address: string,
	consent: string | null
) {
	const page = await visitorPage( browser, consent );
	await open( page, address );
	await page.context().close();
}

test( 'paging, the lightbox, a rating, a comment and the cart work from a cached copy', async ( {
	browser,
} ) => {
	await warm( browser, galleryPath, 'false' );
	const page = await visitorPage( browser, 'false' );
	expect( await open( page, galleryPath ) ).toBe( 'HIT' );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );

	// Paging in place (000 §7 call 12).
	const first = await imageIds( page, 1 );
	await gallery.locator( 'a.vista-gallery__page' ).first().click();
	await expect
		.poll( async () => ( await imageIds( page, 1 ) ).join( ',' ) )
		.not.toBe( first.join( ',' ) );

	// The lightbox (call 3) and a rating (call 8).
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toBeVisible();
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'action=vista_gallery_rate' ) &&
			( response.request().postData() ?? '' ).includes(
				'ajax_task=save_rate'
			)
	);
	await popup( page )
		.locator( '.vista-rating' )
		.getByRole( 'radio', { name: 'Rate 5 out of 5' } )
		.click();
	expect( await ( await saved ).text() ).toContain( 'data-result="rated"' );

	// A comment and a cart item, sent from the cached page with what it carries.
	const options = JSON.parse(
		( await gallery.getAttribute( 'data-gallery' ) ) ?? '{}'
	);
	const imageId = await currentSlide( page ).getAttribute( 'data-image-id' );
	const sent = await page.evaluate(
		async ( { fields } ) => {
			const post = async (
				url: string,
				body: Record< string, string >
			) =>
				(
					await fetch( url, {
						method: 'POST',
						body: new URLSearchParams( body ),
					} )
				).json();
			return {
				comment: await post(
					'/wp-admin/admin-ajax.php?action=vista_gallery_comment',
					{
						ajax_task: 'add_comment',
						comment_image_id: fields.imageId,
						shortcode_id: fields.shortcode,
						nonce: fields.nonce,
						comment_name: 'Cached visitor',
						comment_email: 'cached@example.org',
						comment_text: fields.text,
						privacy_policy: '1',
					}
				),
				cart: await post( '/wp-admin/admin-ajax.php', {
					action: 'add_cart',
					task: 'add_cart',
					controller: 'checkout',
					image_id: fields.imageId,
					type: 'manual',
					data: JSON.stringify( { item: 1, count: 1 } ),
					nonce: fields.nonce,
				} ),
			};
		},
		{
			fields: {
				imageId: imageId ?? '',
				shortcode: options.shortcode,
				nonce: options.lightboxNonce,
				text: `From a cached page ${ run }`,
			},
		}
	);
	// Stored (published or held, as WordPress's discussion settings say for a new author).
	expect( sent.comment.error, JSON.stringify( sent.comment ) ).toBe( 0 );
	expect( sent.comment.comment_id ).toBeGreaterThan( 0 );
	expect( sent.cart ).toMatchObject( {
		msg: 'Product added to cart.',
		products_in_cart: 1,
	} );
	// Their cart page is theirs (a cart cookie skips the cache)…
	await page.goto( cartUrl );
	await expect( page.locator( '.vista-cart__total' ) ).toHaveText( '$12.50' );

	// …and another visitor, served the same copies, has an empty cart.
	const other = await visitorPage( browser, 'false' );
	expect( await open( other, galleryPath ) ).toBe( 'HIT' );
	await other.goto( cartUrl );
	await expect( other.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await other.context().close();
	await page.context().close();
} );

test( 'an edit empties the page cache: the next visitor sees it at once', async ( {
	browser,
	requestUtils,
} ) => {
	const post = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/posts',
		method: 'POST',
		data: {
			title: `Before the edit ${ run }`,
			content: 'Cached words.',
			status: 'publish',
		},
	} );
	const path = await permalink( `/?p=${ post.id }` );
	await warm( browser, path, 'false' );
	const page = await visitorPage( browser, 'false' );
	expect( await open( page, path ) ).toBe( 'HIT' );

	// The edit goes through the balancer to either server; Vista Speed empties the cache.
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ post.id }`,
		method: 'POST',
		data: { title: `After the edit ${ run }` },
	} );
	expect( await open( page, path ) ).not.toBe( 'HIT' );
	expect( await page.content() ).toContain( `After the edit ${ run }` );
	// And the new copy is served to the next visitor.
	const next = await visitorPage( browser, 'false' );
	expect( await open( next, path ) ).toBe( 'HIT' );
	expect( await next.content() ).toContain( `After the edit ${ run }` );
	await next.context().close();
	await page.context().close();
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ post.id }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

test( 'a form sent from a cached copy is stored; the next visitor gets an empty form', async ( {
	browser,
} ) => {
	await warm( browser, '/contact/', 'false' );
	const page = await visitorPage( browser, 'false' );
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	expect( await open( page, '/contact/' ) ).toBe( 'HIT' );
	await field( page, 'name' ).fill( `Cached ${ run }` );
	await field( page, 'email' ).fill( 'cached@example.org' );
	await field( page, 'message' ).fill( 'Sent from a page the cache served.' );
	const answer = page.waitForResponse( '**/admin-ajax.php' );
	await page.locator( 'button.evf-submit' ).click();
	expect( ( await ( await answer ).json() ).success ).toBe( true );
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toBeVisible();

	const next = await visitorPage( browser, 'false' );
	expect( await open( next, '/contact/' ) ).toBe( 'HIT' );
	await expect( field( next, 'name' ) ).toHaveValue( '' );
	await expect( field( next, 'email' ) ).toHaveValue( '' );
	expect( await next.content() ).not.toContain( `Cached ${ run }` );
	await next.context().close();
	await page.context().close();
} );

test( 'a consent choice from a cached copy is logged and counted; no one else gets it', async ( {
	browser,
} ) => {
	// First visitors share one copy: no answer yet.
	await warm( browser, '/stats/', null );
	const page = await visitorPage( browser, null );
	expect( await open( page, '/stats/' ) ).toBe( 'HIT' );
	const notice = page.getByRole( 'dialog', { name: 'Cookie consent' } );
	await expect( notice ).toBeVisible();
	const logged = page.waitForResponse( '**/vista-consent/v1/consents' );
	const hit = page.waitForResponse( ( response ) =>
		response.url().endsWith( '/lean/hit.php' )
	);
	await notice.getByRole( 'button', { name: 'Accept' } ).click();
	expect( ( await logged ).status() ).toBeLessThan( 300 );
	// The statistics count the visit once the visitor allows it, from the cached copy.
	const counted = await hit;
	expect( await counted.json(), counted.request().postData() ?? '' ).toEqual(
		{
			status: true,
		}
	);
	await expect( page.locator( 'body' ) ).toHaveClass(
		/\bcookies-accepted\b/
	);
	// Their next page is the copy for visitors who accepted.
	await page.reload();
	await expect( page.locator( 'body' ) ).toHaveClass(
		/\bcookies-accepted\b/
	);

	// A new visitor still gets the notice and an undecided page, never the accepted copy.
	const next = await visitorPage( browser, null );
	expect( await open( next, '/stats/' ) ).toBe( 'HIT' );
	await expect( next.locator( 'body' ) ).toHaveClass( /\bcookies-not-set\b/ );
	await expect(
		next.getByRole( 'dialog', { name: 'Cookie consent' } )
	).toBeVisible();
	await next.context().close();
	await page.context().close();
} );
