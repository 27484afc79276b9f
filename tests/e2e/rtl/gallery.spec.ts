/**
 * Right to left (issue 35 item 2): with the site in Hebrew the gallery's layouts start at the
 * right, and the lightbox, filmstrip, slideshow and carousel go forward towards the left: their
 * next arrows sit on the left, ArrowLeft and a swipe to the right show the next image.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost } from '../gallery/helpers';
import { openOn } from '../gallery/lightbox-social-helpers';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from '../gallery/lightbox-helpers';
import { centreX, expectRightToLeft, inHebrew, swipe } from './rtl-helpers';

test.use( visitor );

test.beforeEach( async ( { context } ) => {
	await inHebrew( context );
} );

/**
 * Checks that each item of a row sits left of the one before it.
 * @param items The items, in reading order.
 * @param count How many of the first to compare.
 */
async function expectRightToLeftRow( items: Locator, count: number ) {
	const centres: number[] = [];
	for ( let index = 0; index < count; index++ ) {
		centres.push( await centreX( items.nth( index ) ) );
	}
	for ( let index = 1; index < count; index++ ) {
		expect( centres[ index ] ).toBeLessThan( centres[ index - 1 ] );
	}
}

/**
 * The index the slideshow of gallery n shows once no change is running.
 * @param page The page.
 * @param n    Instance number.
 */
function shownSlide( page: Page, n: number ) {
	return page
		.locator(
			`[data-gallery-n="${ n }"] .vista-slideshow__slide.is-current`
		)
		.getAttribute( 'data-index' );
}

test( 'every layout starts at the right: thumbnails, masonry, mosaic, carousel, slideshow filmstrip', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'RTL layouts', [
		{ layout: 'thumbnails', gallerySlug: 'landscapes' },
		{ layout: 'masonry', gallerySlug: 'landscapes' },
		{ layout: 'mosaic', gallerySlug: 'landscapes' },
		{
			layout: 'carousel',
			gallerySlug: 'landscapes',
			carouselColumns: 4,
		},
		{
			layout: 'slideshow',
			gallerySlug: 'landscapes',
			slideshowEffectDuration: 0.2,
			slideshowInterval: 10,
		},
	] );
	const errors = watchForErrors( page );
	await page.goto( url );
	await expectRightToLeft( page );
	for ( const n of [ 1, 2, 3 ] ) {
		const gallery = page.locator( `[data-gallery-n="${ n }"]` );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		const items = gallery.locator( '.vista-gallery__item' );
		const galleryBox = ( await gallery.boundingBox() )!;
		const first = ( await items.first().boundingBox() )!;
		// The first image touches the gallery's right edge, not its left one.
		expect(
			Math.abs(
				first.x + first.width - ( galleryBox.x + galleryBox.width )
			)
		).toBeLessThan( 24 );
		expect( first.x - galleryBox.x ).toBeGreaterThan( 24 );
		// Masonry fills a column downwards first; the others fill a row.
		if ( n !== 2 ) {
			await expectRightToLeftRow( items, 3 );
		}
	}

	const carousel = page.locator( '[data-gallery-n="4"] .vista-carousel' );
	await expect( carousel ).toHaveClass( /is-enhanced/ );
	await expectRightToLeftRow(
		carousel.locator( '.vista-carousel__item' ),
		3
	);
	const carouselPrev = carousel.locator( '.vista-carousel__prev' );
	const carouselNext = carousel.locator( '.vista-carousel__next' );
	expect( await centreX( carouselNext ) ).toBeLessThan(
		await centreX( carouselPrev )
	);
	// Next moves the row one image on: the second image takes the first one's place at the right.
	const second = carousel.locator( '.vista-carousel__item' ).nth( 1 );
	const firstRight = await carousel
		.locator( '.vista-carousel__item' )
		.first()
		.evaluate( ( item ) => item.getBoundingClientRect().right );
	await carouselNext.click();
	await expect( carousel ).toHaveAttribute( 'data-first', '1' );
	await expect
		.poll( () =>
			second.evaluate( ( item ) =>
				Math.round( item.getBoundingClientRect().right )
			)
		)
		.toBe( Math.round( firstRight ) );
	// ArrowLeft goes on in reading order, ArrowRight back.
	await carouselNext.focus();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( carousel ).toHaveAttribute( 'data-first', '2' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( carousel ).toHaveAttribute( 'data-first', '1' );

	const slideshow = page.locator( '[data-gallery-n="5"] .vista-slideshow' );
	await expect( slideshow ).toHaveClass( /is-enhanced/ );
	const slidePrev = slideshow.locator( '.vista-slideshow__prev' );
	const slideNext = slideshow.locator( '.vista-slideshow__next' );
	expect( await centreX( slideNext ) ).toBeLessThan(
		await centreX( slidePrev )
	);
	const thumbs = slideshow.locator( '.vista-slideshow__thumb' );
	await expectRightToLeftRow( thumbs, 3 );
	await slideNext.click();
	await expect.poll( () => shownSlide( page, 5 ) ).toBe( '1' );
	await slideNext.focus();
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( () => shownSlide( page, 5 ) ).toBe( '2' );
	await page.keyboard.press( 'ArrowRight' );
	await expect.poll( () => shownSlide( page, 5 ) ).toBe( '1' );
	// The filmstrip's thumbnail of the last image is picked: the strip scrolls towards the left
	// to show it, and its "back" arrow (at the right) wakes up.
	await thumbs.last().click();
	await expect
		.poll( () => shownSlide( page, 5 ) )
		.toBe( String( ( await thumbs.count() ) - 1 ) );
	await expect( thumbs.last() ).toBeInViewport();
	const filmBack = slideshow.locator( '.vista-slideshow__film-prev' );
	const filmForward = slideshow.locator( '.vista-slideshow__film-next' );
	expect( await centreX( filmForward ) ).toBeLessThan(
		await centreX( filmBack )
	);
	expect( errors ).toEqual( [] );
} );

test( 'the lightbox: next on the left, ArrowLeft goes next, the filmstrip starts at the right', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'RTL lightbox' );
	const errors = watchForErrors( page );
	const { settings } = await openPage( page, url );
	const ids = settings.data.map( ( image ) => String( image.id ) );
	await expectRightToLeft( page );
	await thumbLink( page, 0 ).click();
	await expect( popup( page ) ).toBeVisible();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);
	// The keys named in the arrows' labels are those that work on this page.
	const next = popup( page ).getByRole( 'button', {
		name: 'Next image (Left arrow)',
	} );
	await expect( next ).toBeVisible();
	const stage = popup( page ).locator( '.vista-lightbox__stage' );
	const stageBox = ( await stage.boundingBox() )!;
	expect( await centreX( next ) ).toBeLessThan(
		stageBox.x + stageBox.width / 2
	);
	// The chevron points left, the way it goes.
	expect(
		await next
			.locator( 'svg' )
			.evaluate( ( icon ) => getComputedStyle( icon ).transform )
	).toBe( 'matrix(-1, 0, 0, 1, 0, 0)' );

	await page.keyboard.press( 'ArrowLeft' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 1 ]
	);
	const previous = popup( page ).getByRole( 'button', {
		name: 'Previous image (Right arrow)',
	} );
	expect( await centreX( previous ) ).toBeGreaterThan(
		stageBox.x + stageBox.width / 2
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);

	const thumbs = popup( page ).locator( '.vista-lightbox__thumb' );
	await expect( thumbs.first() ).toBeVisible();
	await expectRightToLeftRow( thumbs, 3 );
	// The last image's thumbnail is scrolled into the strip (towards the left) when it is shown.
	await page.keyboard.press( 'End' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ ids.length - 1 ]
	);
	await expect( thumbs.last() ).toBeInViewport( { ratio: 0.9 } );
	expect( errors ).toEqual( [] );
} );

test( 'the rating stars start at the right, and ArrowLeft moves to the next star', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'RTL rating', {
		lightboxRateStarsCount: 5,
	} );
	const id = await openOn( page, url, 2 );
	const rating = popup( page ).locator( '.vista-rating' );
	const stars = rating.getByRole( 'radio' );
	await expect( stars ).toHaveCount( 5 );
	expect( await centreX( stars.nth( 0 ) ) ).toBeGreaterThan(
		await centreX( stars.nth( 1 ) )
	);
	await stars.first().focus();
	await page.keyboard.press( 'ArrowLeft' );
	await page.keyboard.press( 'ArrowLeft' );
	await expect(
		rating.getByRole( 'radio', { name: 'Rate 3 out of 5' } )
	).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		rating.getByRole( 'radio', { name: 'Rate 2 out of 5' } )
	).toBeFocused();
	// The arrows moved between the stars, not the images.
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-image-id', id );
} );

test.describe( 'on a phone', () => {
	test.use( { hasTouch: true, viewport: { width: 390, height: 844 } } );

	test( 'a swipe to the right shows the next image, to the left the previous one', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'RTL lightbox swipe' );
		const { settings } = await openPage( page, url );
		const ids = settings.data.map( ( image ) => String( image.id ) );
		await thumbLink( page, 0 ).tap();
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 0 ]
		);
		await swipe( page, 100, 260, 400 );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 1 ]
		);
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		await swipe( page, 300, 140, 400 );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ 0 ]
		);
	} );

	test( 'the slideshow goes next on a swipe to the right', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'RTL slideshow swipe', [
			{
				layout: 'slideshow',
				gallerySlug: 'landscapes',
				slideshowEffectDuration: 0.2,
				slideshowInterval: 10,
			},
		] );
		await page.goto( url );
		const slideshow = page.locator(
			'[data-gallery-n="1"] .vista-slideshow'
		);
		await expect( slideshow ).toHaveClass( /is-enhanced/ );
		// The finger's events as the stage receives them. Sent by the browser's touch emulation
		// over the image, which is a link, the gesture now and then also ends in a tap that opens
		// the lightbox on top; the slideshow reads only these two events.
		await slideshow
			.locator( '.vista-slideshow__slide.is-current' )
			.evaluate(
				( slide, { from, to } ) => {
					const at = ( x: number ) =>
						new Touch( {
							identifier: 1,
							target: slide,
							clientX: x,
							clientY: 100,
						} );
					slide.dispatchEvent(
						new TouchEvent( 'touchstart', {
							bubbles: true,
							touches: [ at( from ) ],
							changedTouches: [ at( from ) ],
						} )
					);
					slide.dispatchEvent(
						new TouchEvent( 'touchend', {
							bubbles: true,
							touches: [],
							changedTouches: [ at( to ) ],
						} )
					);
				},
				{ from: 90, to: 250 }
			);
		await expect.poll( () => shownSlide( page, 1 ) ).toBe( '1' );
	} );
} );
