/**
 * 000 §4.1: "The active thumbnail and dot follow the current image". Without a filmstrip, the
 * on-page slideshow and the lightbox popup show a dot per image; the current one is marked
 * (aria-current and is-active) whichever way the image changes, and a dot shows its image.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor } from '../utils/site';
import { galleryPost } from './helpers';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

/**
 * Only dot `index` is marked current.
 * @param dots  The dots.
 * @param index The image shown.
 */
async function expectCurrentDot( dots: Locator, index: number ) {
	await expect( dots.nth( index ) ).toHaveClass( /\bis-active\b/ );
	await expect
		.poll( () =>
			dots.evaluateAll( ( all ) =>
				all.flatMap( ( dot, at ) =>
					dot.getAttribute( 'aria-current' ) === 'true' ? [ at ] : []
				)
			)
		)
		.toEqual( [ index ] );
}

test( 'the slideshow without a filmstrip shows dots that follow the current image', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow dots', [
		{
			layout: 'slideshow',
			gallerySlug: 'landscapes',
			slideshowEffectDuration: 0.2,
			slideshowInterval: 10,
			slideshowFilmstripType: 0,
		},
	] );
	await page.goto( url );
	const root = page.locator( '[data-gallery-n="1"] .vista-slideshow' );
	await expect( root ).toHaveClass( /is-enhanced/ );
	await expect( root.locator( '.vista-slideshow__filmstrip' ) ).toHaveCount(
		0
	);
	const dots = root.locator( '.vista-slideshow__dot' );
	await expect( dots ).toHaveCount( 12 );
	await expect( dots.first() ).toBeVisible();
	await expectCurrentDot( dots, 0 );

	await root.getByRole( 'button', { name: 'Next image' } ).click();
	await expectCurrentDot( dots, 1 );
	await root.getByRole( 'button', { name: 'Previous image' } ).click();
	await expectCurrentDot( dots, 0 );

	await dots.nth( 4 ).click();
	await expect(
		root.locator( '.vista-slideshow__slide.is-current' )
	).toHaveAttribute( 'data-index', '4' );
	await expectCurrentDot( dots, 4 );
	await expect( dots.nth( 4 ) ).toHaveAccessibleName( /^Show image 5 of 12/ );
} );

test( 'the lightbox without a filmstrip shows dots that follow the current image', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox dots', {
		lightboxFilmstrip: false,
	} );
	const { settings } = await openPage( page, url );
	const ids = settings.data.map( ( image ) => image.id );
	await thumbLink( page, 2 ).click();
	await expect( popup( page ) ).toBeVisible();
	await expect(
		popup( page ).locator( '.vista-lightbox__thumb' )
	).toHaveCount( 0 );
	const dots = popup( page ).locator( '.vista-lightbox__dot' );
	await expect( dots ).toHaveCount( ids.length );
	await expectCurrentDot( dots, 2 );

	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 3 ] )
	);
	await expectCurrentDot( dots, 3 );
	await page.keyboard.press( 'End' );
	await expectCurrentDot( dots, ids.length - 1 );

	await dots.nth( 5 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 5 ] )
	);
	await expectCurrentDot( dots, 5 );
} );
