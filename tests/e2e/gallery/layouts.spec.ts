/**
 * Thumbnails, masonry and mosaic at desktop (1280) and phone (390) widths: column counts and mosaic
 * row heights measured on the rendered page against 000 §9.3, no layout shift, a screenshot each.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost, layoutShift, measure, watchLayoutShift } from './helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const layouts = {
	thumbnails: { layout: 'thumbnails', gallerySlug: 'landscapes' },
	masonry: { layout: 'masonry', gallerySlug: 'landscapes' },
	mosaic: { layout: 'mosaic', gallerySlug: 'landscapes' },
} as const;

for ( const [ name, attributes ] of Object.entries( layouts ) ) {
	for ( const width of [ 1280, 390 ] ) {
		test( `${ name } at ${ width } px follows 000 §9.3`, async ( {
			page,
			requestUtils,
		} ) => {
			const url = await galleryPost(
				requestUtils,
				`Gallery ${ name } ${ width }`,
				[ attributes ]
			);
			await page.setViewportSize( { width, height: 900 } );
			const errors = watchForErrors( page );
			await watchLayoutShift( page );
			await page.goto( url );
			const gallery = page.locator( '[data-gallery-n="1"]' );
			await expect( gallery ).toHaveAttribute(
				'data-vista-ready',
				'true'
			);
			await page.waitForLoadState( 'networkidle' );
			const m = await measure( page, 1 );
			expect( m.count ).toBe( 12 );
			if ( name === 'thumbnails' ) {
				const expected = Math.min( Math.floor( m.width / 180 ) + 1, 5 );
				expect( m.columns ).toBe( expected );
				await expect(
					gallery.locator( '.vista-gallery__items' )
				).toHaveAttribute( 'data-columns', String( expected ) );
			} else if ( name === 'masonry' ) {
				// resizable is on by default: + 1.
				const expected = Math.floor( m.width / 180 ) + 1;
				expect( m.columns ).toBe( expected );
			} else {
				let scale = 1;
				if ( m.windowWidth <= 640 ) {
					scale = m.windowWidth / 640;
				} else if ( m.windowWidth >= 1920 ) {
					scale = 1 + m.windowWidth / 1920;
				}
				for ( const height of m.heights ) {
					expect( height ).toBeCloseTo( 90 * scale, 0 );
				}
			}
			// Lazy below the first row, async decoding, reserved size.
			const first = gallery.locator( 'img' ).first();
			await expect( first ).toHaveAttribute( 'decoding', 'async' );
			await expect( first ).not.toHaveAttribute( 'loading', 'lazy' );
			await expect( gallery.locator( 'img' ).last() ).toHaveAttribute(
				'loading',
				'lazy'
			);
			expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
			await gallery.scrollIntoViewIfNeeded();
			await page.screenshot( {
				path: path.join( shots, `gallery-${ name }-${ width }.png` ),
				fullPage: true,
			} );
			expect( errors ).toEqual( [] );
		} );
	}
}

test( 'broken masonry images are shown at 100 by 100, right click is blocked', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Broken images', [
		{ layout: 'masonry', gallerySlug: 'skies', rightClickProtection: true },
	] );
	await page.route( /vista-sample-01/, ( route ) => route.abort() );
	await page.goto( url );
	const broken = page.locator( '.vista-gallery__item.is-broken img' ).first();
	await expect( broken ).toBeVisible();
	const box = await broken.boundingBox();
	expect( Math.round( box!.width ) ).toBe( 100 );
	expect( Math.round( box!.height ) ).toBe( 100 );
	const prevented = await page.evaluate( () => {
		const event = new MouseEvent( 'contextmenu', {
			bubbles: true,
			cancelable: true,
		} );
		document
			.querySelector( '.vista-gallery__image' )!
			.dispatchEvent( event );
		return event.defaultPrevented;
	} );
	expect( prevented ).toBe( true );
} );
