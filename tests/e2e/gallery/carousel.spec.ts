/**
 * The carousel (000 §3.9, §4.3) in a real browser at desktop (1280) and phone (390) widths: the
 * columns shown, previous/next by one with wrap-around, keys, autoplay with play/pause and the
 * hover hold, reduced motion, no layout shift, and that only the carousel's own script loads.
 */
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import {
	galleryPost,
	layoutChunks,
	layoutShift,
	watchLayoutShift,
} from './helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const carousel = {
	layout: 'carousel',
	gallerySlug: 'landscapes',
	carouselColumns: 5,
};

/** CarouselView::MIN_ITEM_WIDTH and GAP. */
const MIN_ITEM = 120;
const GAP = 6;

async function takenOver( page: Page ): Promise< Locator > {
	const root = page.locator( '[data-gallery-n="1"] .vista-carousel' );
	await expect( root ).toHaveClass( /is-enhanced/ );
	return root;
}

/**
 * Indexes of the images wholly inside the carousel's visible row.
 * @param root Carousel element.
 */
function inView( root: Locator ): Promise< number[] > {
	return root.evaluate( ( element ) => {
		const box = element
			.querySelector( '.vista-carousel__viewport' )!
			.getBoundingClientRect();
		return Array.from(
			element.querySelectorAll< HTMLElement >( '.vista-carousel__item' )
		)
			.filter( ( item ) => {
				const r = item.getBoundingClientRect();
				return r.left >= box.left - 1 && r.right <= box.right + 1;
			} )
			.map( ( item ) => Number( item.dataset.index ) );
	} );
}

/**
 * Waits until the row shows `count` images from `first` on.
 * @param root  Carousel element.
 * @param first First index expected.
 * @param count Images shown.
 */
async function expectRow( root: Locator, first: number, count: number ) {
	await expect
		.poll( () => inView( root ) )
		.toEqual( Array.from( { length: count }, ( _, k ) => first + k ) );
}

for ( const width of [ 1280, 390 ] ) {
	test( `carousel at ${ width } px: columns, previous/next with wrap-around, keys`, async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, `Carousel ${ width }`, [
			carousel,
		] );
		await page.setViewportSize( { width, height: 900 } );
		const errors = watchForErrors( page );
		await watchLayoutShift( page );
		await page.goto( url );
		const root = await takenOver( page );
		await page.waitForLoadState( 'networkidle' );

		// 000 §3.9 columns, fewer when images would get narrower than 120 px.
		const rowWidth = await root
			.locator( '.vista-carousel__viewport' )
			.evaluate( ( element ) => element.clientWidth );
		const columns = Math.min(
			5,
			Math.max( 1, Math.floor( ( rowWidth + GAP ) / ( MIN_ITEM + GAP ) ) )
		);
		if ( width === 390 ) {
			expect( columns ).toBeLessThan( 5 );
		}
		await expectRow( root, 0, columns );
		await expect( root ).toHaveAttribute(
			'data-visible',
			String( columns )
		);
		const images = root.locator( '.vista-carousel__image' );
		await expect( images.first() ).not.toHaveAttribute( 'loading', 'lazy' );
		await expect( images.last() ).toHaveAttribute( 'loading', 'lazy' );
		expect( await layoutShift( page ) ).toBeLessThan( 0.01 );

		const next = root.getByRole( 'button', { name: 'Next image' } );
		const prev = root.getByRole( 'button', { name: 'Previous image' } );
		const status = root.locator( '.vista-carousel__status' );
		await next.click();
		await expectRow( root, 1, columns );
		const title = await root
			.locator( '.vista-carousel__item' )
			.nth( 1 )
			.getAttribute( 'data-title' );
		await expect( status ).toHaveText( `Image 2 of 12: ${ title }` );
		await prev.click();
		await expectRow( root, 0, columns );
		// Previous at the start wraps to the last images, next at the end back to the first.
		await prev.click();
		await expectRow( root, 12 - columns, columns );
		await next.click();
		await expectRow( root, 0, columns );

		await root.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expectRow( root, 1, columns );
		await page.keyboard.press( 'ArrowLeft' );
		await expectRow( root, 0, columns );

		await root.scrollIntoViewIfNeeded();
		await page.mouse.move( 0, 0 );
		await page.screenshot( {
			path: path.join( shots, `carousel-${ width }.png` ),
		} );
		expect( errors ).toEqual( [] );
	} );
}

/**
 * The first image of the row once the row has come to rest on it: its scroll has reached that
 * image (or the end of the row), so no move of ours is still under way.
 * @param root Carousel container.
 */
async function restingFirst( root: Locator ): Promise< string > {
	let first = '';
	await expect
		.poll(
			async () => {
				const row = await root.evaluate( ( element ) => {
					const viewport = element.querySelector< HTMLElement >(
						'.vista-carousel__viewport'
					)!;
					const item = element.querySelectorAll< HTMLElement >(
						'.vista-carousel__item'
					)[ Number( element.dataset.first ) ];
					const target = Math.min(
						item.offsetLeft,
						viewport.scrollWidth - viewport.clientWidth
					);
					return {
						first: element.dataset.first ?? '',
						resting: Math.abs( viewport.scrollLeft - target ) <= 1,
					};
				} );
				first = row.first;
				return row.resting;
			},
			{ timeout: 15000 }
		)
		.toBe( true );
	return first;
}

test( 'autoplay moves the row, holds while hovered, and play/pause stops it', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Carousel autoplay', [
		{ ...carousel, carouselAutoplay: true, carouselInterval: 1 },
	] );
	const errors = watchForErrors( page );
	// The page clock: the autoplay timer runs in real time until a test moves the clock on.
	await page.clock.install();
	await page.mouse.move( 0, 0 );
	await page.goto( url );
	const root = await takenOver( page );
	const toggle = root.locator( '.vista-carousel__play' );
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Pause carousel' );
	await expect( root ).not.toHaveAttribute( 'data-first', '0' );

	// While the pointer is on the carousel the row stays.
	await root
		.locator( '.vista-carousel__viewport' )
		.hover( { position: { x: 70, y: 10 } } );
	// A move that started before the pointer arrived may still land; the hold counts from then.
	const held = await restingFirst( root );
	// Three intervals go by on the page's clock.
	await page.clock.runFor( 3000 );
	await expect( root ).toHaveAttribute( 'data-first', held );
	await page.mouse.move( 0, 0 );
	await expect( root ).not.toHaveAttribute( 'data-first', held );

	// Pause, by the button (then the pointer and focus leave the carousel).
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Play carousel' );
	await page.mouse.move( 0, 0 );
	await page.locator( 'body' ).click( { position: { x: 5, y: 5 } } );
	const paused = await restingFirst( root );
	await page.clock.runFor( 3000 );
	await expect( root ).toHaveAttribute( 'data-first', paused );

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Pause carousel' );
	await page.mouse.move( 0, 0 );
	await page.locator( 'body' ).click( { position: { x: 5, y: 5 } } );
	await expect( root ).not.toHaveAttribute( 'data-first', paused );
	expect( errors ).toEqual( [] );
} );

test( 'reduced motion: autoplay does not start', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Carousel reduced motion', [
		{ ...carousel, carouselAutoplay: true, carouselInterval: 1 },
	] );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.clock.install();
	await page.mouse.move( 0, 0 );
	await page.goto( url );
	const root = await takenOver( page );
	await expect( root.locator( '.vista-carousel__play' ) ).toHaveAttribute(
		'aria-label',
		'Play carousel'
	);
	// Two and a half intervals on the page's clock.
	await page.clock.runFor( 2500 );
	await expect( root ).toHaveAttribute( 'data-first', '0' );
} );

test( 'the buttons the settings turn off are not there', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Carousel bare', [
		{ ...carousel, carouselPlayPause: false, carouselPrevNext: false },
	] );
	await page.goto( url );
	const root = await takenOver( page );
	await expect( root.getByRole( 'button' ) ).toHaveCount( 0 );
	// The keys still move it.
	await root.focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( root ).toHaveAttribute( 'data-first', '1' );
} );

test( 'only the carousel chunk loads on a carousel page', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Carousel chunk', [
		carousel,
	] );
	const chunks = layoutChunks( page );
	await page.goto( url );
	await takenOver( page );
	await page.waitForLoadState( 'networkidle' );
	expect( chunks ).toEqual( [ 'gallery-carousel' ] );
} );
