/**
 * The lightbox (000 §2.1, §4.1) as a visitor uses it: a thumbnail opens it, the next arrow and the
 * keys move on, the filmstrip picks an image and follows the current one, a shared #bwg link opens
 * its image, a swipe on a touch screen changes it, and closing gives the page back.
 */
import type { Page } from 'puppeteer-core';
import {
	forward,
	swipe,
	touchTest,
	visit,
	waitForAttribute,
	waitForHidden,
} from './visitor';

const PAGE = '/visitor-lightbox/';
const popup = '.vista-lightbox';
const current = '.vista-lightbox__slide.is-current';

/**
 * The gallery's id and the ids of its images, in order, as the page shows them.
 * @param page The page.
 */
async function gallery( page: Page ) {
	await page.waitForSelector(
		'[data-gallery-n="1"][data-vista-ready="true"]'
	);
	return page.evaluate( () => {
		const container = document.querySelector< HTMLElement >(
			'[data-gallery-n="1"]'
		)!;
		return {
			id: JSON.parse( container.dataset.gallery ?? '{}' )
				.galleryId as number,
			images: Array.from(
				container.querySelectorAll< HTMLElement >(
					'.vista-gallery__item'
				),
				( item ) => item.dataset.imageId ?? ''
			),
		};
	} );
}

/**
 * Waits until the popup shows that image, loaded.
 * @param page The page.
 * @param id   Image id.
 */
async function showing( page: Page, id: string ) {
	await waitForAttribute( page, current, 'data-image-id', id );
	await page.waitForSelector( `${ current }[data-ready]` );
}

/** The key that moves on in reading order. */
const nextKey = forward > 0 ? 'ArrowRight' : 'ArrowLeft';

test( 'a thumbnail opens the popup; arrow, key and filmstrip move; close gives the page back', async () => {
	const { page } = await visit( PAGE );
	const { id, images } = await gallery( page );
	const thumbs = await page.$$(
		'[data-gallery-n="1"] a[data-action="open_lightbox"]'
	);
	await thumbs[ 2 ].click();
	await page.waitForSelector( `${ popup }[role="dialog"]`, {
		visible: true,
	} );
	await showing( page, images[ 2 ] );
	expect( page.url() ).toContain( `#bwg${ id }/${ images[ 2 ] }` );
	expect(
		await page.evaluate( () => document.documentElement.style.overflow )
	).toBe( 'hidden' );

	await page.locator( `${ popup } .vista-lightbox__arrow--next` ).click();
	await showing( page, images[ 3 ] );
	await page.waitForFunction(
		( hash ) => location.hash === hash,
		{},
		`#bwg${ id }/${ images[ 3 ] }`
	);
	await page.keyboard.press( nextKey );
	await showing( page, images[ 4 ] );

	// The filmstrip: a thumbnail shows its image, and the current one is marked.
	const strip = await page.$$( `${ popup } .vista-lightbox__thumb` );
	expect( strip ).toHaveLength( images.length );
	await strip[ 7 ].click();
	await showing( page, images[ 7 ] );
	await page.waitForFunction(
		( css ) =>
			Array.from( document.querySelectorAll( css ) ).findIndex(
				( thumb ) => thumb.getAttribute( 'aria-current' ) === 'true'
			) === 7,
		{},
		`${ popup } .vista-lightbox__thumb`
	);

	await page.locator( `${ popup } .vista-lightbox__close` ).click();
	await waitForHidden( page, popup );
	await page.waitForFunction( () => location.hash === '' );
	expect(
		await page.evaluate( () => document.documentElement.style.overflow )
	).toBe( '' );
	// Focus goes back to the thumbnail that opened the popup.
	await page.waitForFunction(
		( index ) =>
			document.body.ownerDocument.activeElement ===
			document.querySelectorAll(
				'[data-gallery-n="1"] a[data-action="open_lightbox"]'
			)[ index ],
		{},
		2
	);
} );

test( 'a shared #bwg link opens its image on arrival; a reload keeps it; Escape closes', async () => {
	const first = await visit( PAGE );
	const { id, images } = await gallery( first.page );
	const { page } = await visit( `${ PAGE }#bwg${ id }/${ images[ 5 ] }` );
	await showing( page, images[ 5 ] );
	await page.keyboard.press( nextKey );
	await showing( page, images[ 6 ] );
	await page.waitForFunction(
		( hash ) => location.hash === hash,
		{},
		`#bwg${ id }/${ images[ 6 ] }`
	);
	await page.reload();
	await showing( page, images[ 6 ] );
	await page.keyboard.press( 'Escape' );
	await waitForHidden( page, popup );
	await page.waitForFunction( () => location.hash === '' );
} );

touchTest(
	'on a touch screen a swipe moves to the next image and back',
	async () => {
		const { page } = await visit( PAGE, { touch: true } );
		const { images } = await gallery( page );
		const thumb = await page.$(
			'[data-gallery-n="1"] a[data-action="open_lightbox"]'
		);
		await thumb!.tap();
		await showing( page, images[ 0 ] );
		await swipe( page, `${ popup } .vista-lightbox__stage`, 160 );
		await showing( page, images[ 1 ] );
		// Too short to count.
		await swipe( page, `${ popup } .vista-lightbox__stage`, 40 );
		await swipe( page, `${ popup } .vista-lightbox__stage`, -160 );
		await showing( page, images[ 0 ] );
	}
);
