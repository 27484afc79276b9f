/**
 * What makes the lightbox answer a press at once (issue 18): the popup's first frame is on screen
 * while its script and call 3 are still on their way, the full image is requested from the link
 * before call 3 and shown before call 3 answers, and the WordPress scripts the popup needs are requested together, not one round trip
 * after another. Each test holds a response back itself, so none depends on the machine's speed.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor } from '../utils/site';
import {
	CALL_3,
	currentSlide,
	galleryPage,
	holdBack,
	lightboxPost,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

test( 'the click dims the page with the thumbnail, and the popup image loads before call 3 answers', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox first frame' );
	await galleryPage( page, url );
	const link = thumbLink( page, 2 );
	// The image the popup shows first (its display size), whose address the link carries.
	const full = ( await link.getAttribute( 'data-popup-src' ) )!;
	expect( full ).toMatch( /\.jpg$/ );
	const thumbnail = await link.locator( 'img' ).getAttribute( 'src' );
	const call3 = await holdBack( page, CALL_3 );
	const fullImageAsked = page.waitForRequest(
		( request ) => request.url() === full
	);

	await link.click();
	const placeholder = page.locator( '.vista-lightbox-placeholder' );
	await expect( placeholder ).toBeVisible();
	// The thumbnail the visitor pressed, or already the full image once decoded.
	expect( [ thumbnail, full ] ).toContain(
		await placeholder.locator( 'img' ).getAttribute( 'src' )
	);
	await fullImageAsked;
	// Call 3 follows the image (lightbox-image.spec.ts) and is still held: the image did not
	// wait for it, and shows in the first frame.
	await expect.poll( () => call3.held.length ).toBe( 1 );
	await expect( placeholder.locator( 'img[data-full]' ) ).toHaveAttribute(
		'src',
		full
	);
	await expect( popup( page ) ).toHaveCount( 0 );

	call3.release();
	await expect( popup( page ) ).toBeVisible();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	await expect( placeholder ).toHaveCount( 0 );
	await expect(
		currentSlide( page ).locator( 'img' ).first()
	).toHaveAttribute( 'src', full );
} );

test( "the popup's WordPress scripts are all requested before the first one arrives", async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox runtime at once' );
	await galleryPage( page, url );
	const runtime: string[] = await page.evaluate( () =>
		( window.vistaLightboxRuntime ?? [] )
			.map( ( item ) => item.src )
			.filter( Boolean )
	);
	expect( runtime.length ).toBeGreaterThanOrEqual( 2 );
	const first = await holdBack(
		page,
		( address ) => address.href === runtime[ 0 ]
	);
	const others = runtime
		.slice( 1 )
		.map( ( src ) =>
			page.waitForRequest( ( request ) => request.url() === src )
		);

	await thumbLink( page, 0 ).hover();
	await Promise.all( others );
	// Every other script was requested while the first is still held back.
	expect( first.held ).toEqual( [ runtime[ 0 ] ] );
	first.release();
	await thumbLink( page, 0 ).click();
	await expect( popup( page ) ).toBeVisible();
} );
