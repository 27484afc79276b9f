/**
 * The lightbox's address state (000 §2.1) and its ways in: a shared link opening the popup on page
 * load, a modifier click left to the browser, call 3 failing back to the full image, and on a
 * phone-sized touch screen the popup filling the screen and a swipe (000 §9.2 thresholds).
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor } from '../utils/site';
import {
	CALL_3,
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

test( 'a shared #bwg link opens its image on page load; a foreign hash does nothing', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox shared link' );
	const { settings } = await openPage( page, url );
	const image = settings.data[ 5 ];
	await page.goto( `${ url }#bwg${ settings.gallery_id }/${ image.id }` );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( image.id )
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect
		.poll( () => page.url() )
		.toContain( `#bwg${ settings.gallery_id }/${ settings.data[ 6 ].id }` );
	// A reload keeps the image shown.
	await page.reload();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 6 ].id )
	);
	await page.keyboard.press( 'Escape' );
	await expect( popup( page ) ).toHaveCount( 0 );
	expect( new URL( page.url() ).hash ).toBe( '' );

	await page.goto( `${ url }#${ settings.gallery_id }/${ image.id }` );
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
	await page.waitForLoadState( 'networkidle' );
	await expect( popup( page ) ).toHaveCount( 0 );
	await page.goto(
		`${ url }#bwg${ settings.gallery_id + 1000 }/${ image.id }`
	);
	await page.waitForLoadState( 'networkidle' );
	await expect( popup( page ) ).toHaveCount( 0 );
} );

test( 'a modifier click keeps the browser default; a failed call 3 follows the link', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox fallbacks' );
	const { settings } = await openPage( page, url );
	const asked: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vista_gallery_lightbox' ) ) {
			asked.push( request.url() );
		}
	} );
	const [ tab ] = await Promise.all( [
		page.context().waitForEvent( 'page' ),
		thumbLink( page, 1 ).click( { modifiers: [ 'ControlOrMeta' ] } ),
	] );
	await tab.close();
	expect( asked ).toEqual( [] );
	await expect( popup( page ) ).toHaveCount( 0 );

	await page.unroute( CALL_3 );
	await page.route( CALL_3, ( route ) =>
		route.fulfill( { status: 403, body: 'Bad nonce.' } )
	);
	await thumbLink( page, 1 ).click();
	await page.waitForURL( settings.data[ 1 ].image_url );
} );

test.describe( 'on a phone', () => {
	test.use( { hasTouch: true, viewport: { width: 390, height: 844 } } );

	test( 'the popup fills the screen: no dimmed page or header above or below', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Lightbox phone' );
		const { settings } = await openPage( page, url );
		await thumbLink( page, 0 ).tap();
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		const box = await popup( page )
			.locator( '.vista-lightbox__box' )
			.boundingBox();
		expect( box ).toEqual( { x: 0, y: 0, width: 390, height: 844 } );
		// What is drawn at the top, bottom and sides of the screen is the popup's own, on black.
		const edges = await page.evaluate( () =>
			[
				[ 195, 1 ],
				[ 195, 843 ],
				[ 1, 422 ],
				[ 389, 422 ],
			].map( ( [ x, y ] ) =>
				Boolean(
					document
						.elementFromPoint( x, y )
						?.closest( '.vista-lightbox__box' )
				)
			)
		);
		expect( edges ).toEqual( [ true, true, true, true ] );
		expect(
			await popup( page ).evaluate(
				( element ) => getComputedStyle( element ).backgroundColor
			)
		).toBe( 'rgb(0, 0, 0)' );
		// The image takes the screen's width; the close button is on the screen.
		const image = await currentSlide( page ).locator( 'img' ).boundingBox();
		expect( Math.round( image!.width ) ).toBe( 390 );
		const close = await popup( page )
			.getByRole( 'button', { name: /close/i } )
			.boundingBox();
		expect( close!.x ).toBeGreaterThanOrEqual( 0 );
		expect( close!.y ).toBeGreaterThanOrEqual( 0 );
		expect( close!.x + close!.width ).toBeLessThanOrEqual( 390 );
		expect( settings.data.length ).toBeGreaterThan( 1 );
	} );

	test( 'a swipe of 100 px or more changes the image; a shorter one does not', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Lightbox swipe' );
		const { settings } = await openPage( page, url );
		const ids = settings.data.map( ( image ) => String( image.id ) );
		await thumbLink( page, 0 ).tap();
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 0 ]
		);
		const cdp = await page.context().newCDPSession( page );
		const swipe = async ( from: number, to: number ) => {
			const y = 400;
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchStart',
				touchPoints: [ { x: from, y } ],
			} );
			for ( let step = 1; step <= 5; step++ ) {
				await cdp.send( 'Input.dispatchTouchEvent', {
					type: 'touchMove',
					touchPoints: [
						{ x: from + ( ( to - from ) * step ) / 5, y },
					],
				} );
			}
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchEnd',
				touchPoints: [],
			} );
		};
		await swipe( 300, 150 );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 1 ]
		);
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		// Too short to count: the next swipe goes one further, not two.
		await swipe( 300, 240 );
		await swipe( 300, 150 );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 2 ]
		);
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		await swipe( 100, 260 );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 1 ]
		);
	} );
} );
