/**
 * The lightbox popup (issue 7, 000 §2.1, §4.1): opening from a thumbnail, the image and its hash,
 * navigation with the loop rules, closing with the page restored.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

test( 'a thumbnail opens the popup on its image; arrows, keys and close follow 000 §4.1', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox basics' );
	await page.setViewportSize( { width: 1280, height: 800 } );
	const errors = watchForErrors( page );
	const { settings, asked } = await openPage( page, url );
	const ids = settings.data.map( ( image ) => image.id );
	const gid = settings.gallery_id;

	// Scrolled down a little: closing must bring the page back there.
	await page.evaluate( () => window.scrollTo( 0, 120 ) );
	const scrollBefore = await page.evaluate( () => window.scrollY );
	await thumbLink( page, 2 ).click();
	await expect( popup( page ) ).toBeVisible();
	await expect( popup( page ) ).toHaveAttribute( 'role', 'dialog' );
	await expect( popup( page ) ).toHaveAttribute( 'aria-modal', 'true' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 2 ] )
	);
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	expect( page.url() ).toContain( `#bwg${ gid }/${ ids[ 2 ] }` );
	expect(
		await page.evaluate( () => document.documentElement.style.overflow )
	).toBe( 'hidden' );
	// Call 3's fields (000 §7) from the container.
	const query = asked[ 0 ];
	expect( query.get( 'image_id' ) ).toBe( String( ids[ 2 ] ) );
	expect( query.get( 'gallery_id' ) ).toBe( String( gid ) );
	expect( query.get( 'bwg_gallery_type' ) ).toBe( 'gallery' );
	expect( query.get( 'shortcode_id' ) ).not.toBe( '' );
	expect( query.get( 'nonce' ) ).not.toBe( '' );
	for ( const field of [
		'bwg_random_seed',
		'filter_tag',
		'filter_search_name',
		'filtersortby',
	] ) {
		expect( query.has( field ) ).toBe( true );
	}
	// The polite live region names the image.
	await expect(
		popup( page ).locator( '.vista-visually-hidden[aria-live="polite"]' )
	).toHaveText( `Image 3 of ${ ids.length }: ${ settings.data[ 2 ].alt }` );

	// Next by button and by key; the hash follows.
	await popup( page )
		.getByRole( 'button', { name: /^Next image/ } )
		.click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 3 ] )
	);
	expect( page.url() ).toContain( `#bwg${ gid }/${ ids[ 3 ] }` );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 2 ] )
	);
	await expect
		.poll( () => page.url() )
		.toContain( `#bwg${ gid }/${ ids[ 2 ] }` );

	// Escape closes: overflow, scroll position and the plain address back, focus on the thumb.
	await page.keyboard.press( 'Escape' );
	await expect( popup( page ) ).toHaveCount( 0 );
	expect( page.url() ).not.toContain( '#' );
	expect(
		await page.evaluate( () => document.documentElement.style.overflow )
	).toBe( '' );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( scrollBefore );
	await expect( thumbLink( page, 2 ) ).toBeFocused();
	expect( errors ).toEqual( [] );
} );

test( 'loop on wraps around; loop off hides the arrow at each end', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox loop' );
	const { settings } = await openPage( page, url );
	const ids = settings.data.map( ( image ) => image.id );
	const last = ids.length - 1;
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 0 ] )
	);
	await popup( page )
		.getByRole( 'button', { name: /^Previous image/ } )
		.click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ last ] )
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 0 ] )
	);
	await popup( page )
		.getByRole( 'button', { name: /^Close/ } )
		.click();
	await expect( popup( page ) ).toHaveCount( 0 );

	const noLoop = await lightboxPost( requestUtils, 'Lightbox no loop', {
		lightboxLoop: false,
	} );
	await openPage( page, noLoop );
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 0 ] )
	);
	await expect(
		popup( page ).getByRole( 'button', { name: /^Previous image/ } )
	).toHaveCount( 0 );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 0 ] )
	);
	await page.keyboard.press( 'End' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ last ] )
	);
	await expect(
		popup( page ).getByRole( 'button', { name: /^Next image/ } )
	).toHaveCount( 0 );
	await expect(
		popup( page ).getByRole( 'button', { name: /^Previous image/ } )
	).toBeVisible();
} );

test( 'a click on a default gallery opens the lightbox without fetching React or wp-element', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox without React' );
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( new URL( request.url() ).pathname );
		}
	} );
	await openPage( page, url );
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	await expect(
		popup( page ).getByRole( 'button', { name: /^Next image/ } )
	).toBeVisible();

	expect( scripts ).toContainEqual(
		expect.stringContaining( '/build/gallery-lightbox.js' )
	);
	expect(
		scripts.filter( ( path ) =>
			/\/(vendor\/react[^/]*|element(\.min)?)\.js$/.test( path )
		)
	).toEqual( [] );
	expect(
		await page.evaluate( () => ( {
			react: typeof ( window as { React?: unknown } ).React,
			element: typeof ( window as { wp?: { element?: unknown } } ).wp
				?.element,
		} ) )
	).toEqual( { react: 'undefined', element: 'undefined' } );
} );

test( "the popup's script and style come on the first sign of intent, not with the page", async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox on demand' );
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/build\/gallery-lightbox\.(js|css)/.test( request.url() ) ) {
			chunks.push( new URL( request.url() ).pathname );
		}
	} );
	await openPage( page, url );
	await page.waitForLoadState( 'networkidle' );
	expect( chunks ).toEqual( [] );
	// Nor WordPress's React, which only the popup needs.
	expect(
		await page.evaluate(
			() => typeof ( window as { React?: unknown } ).React
		)
	).toBe( 'undefined' );

	// Pointing at a thumbnail fetches the popup's chunk before any click.
	await thumbLink( page, 0 ).hover();
	await expect
		.poll( () => chunks.some( ( path ) => path.endsWith( '.js' ) ) )
		.toBe( true );
	await expect( popup( page ) ).toHaveCount( 0 );

	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	expect( new Set( chunks ) ).toEqual(
		new Set( [
			expect.stringContaining( 'gallery-lightbox.js' ),
			expect.stringContaining( 'gallery-lightbox.css' ),
		] )
	);
} );
