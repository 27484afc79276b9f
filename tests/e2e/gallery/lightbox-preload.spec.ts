/**
 * What a click on a thumbnail fetches (issue 36 goal 2): the image shown, then only its two
 * neighbours; the rest of the preload count (000 §9.2) only once the visitor moves on. A visitor
 * who looks at one image and closes fetches no more full-size images than that.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { visitor } from '../utils/site';
import { galleryPost } from './helpers';
import {
	CALL_3,
	currentSlide,
	galleryPage,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

/**
 * The popup images of call 3's answer, in its order, and the key of the one shown.
 * @param page The page (to read the answer's HTML with the browser's parser).
 * @param html Call 3's answer.
 */
function answerImages(
	page: Page,
	html: string
): Promise< { urls: string[]; key: number } > {
	return page.evaluate( ( markup ) => {
		const settings = JSON.parse(
			new DOMParser()
				.parseFromString( markup, 'text/html' )
				.querySelector< HTMLElement >( '.vista-lightbox-data' )!.dataset
				.settings!
		);
		return {
			urls: settings.data.map(
				( image: { image_url: string } ) =>
					new URL( image.image_url, location.href ).href
			),
			key: Number( settings.current_image_key ),
		};
	}, html );
}

test( 'the click fetches the image and its two neighbours; a step preloads the rest', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Lightbox preload', [
		{
			layout: 'thumbnails',
			gallerySlug: 'landscapes',
			lightboxEffect: 'none',
		},
	] );
	await galleryPage( page, url );
	const fetched = new Set< string >();
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'image' ) {
			fetched.add( request.url() );
		}
	} );
	const answer = page.waitForResponse( CALL_3 );
	await thumbLink( page, 4 ).click();
	const { urls, key } = await answerImages(
		page,
		await ( await answer ).text()
	);
	const popupFetched = () => urls.filter( ( item ) => fetched.has( item ) );
	const aroundShown = [ urls[ key - 1 ], urls[ key ], urls[ key + 1 ] ];

	// The image shown is painted, then its neighbours are asked for.
	await expect( currentSlide( page ).locator( 'img' ) ).toHaveJSProperty(
		'complete',
		true
	);
	await expect
		.poll( popupFetched )
		.toEqual( expect.arrayContaining( aroundShown ) );
	// A frame later (every preload of the image shown is asked in one task): nothing else.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	expect( popupFetched().sort() ).toEqual( [ ...aroundShown ].sort() );

	// The visitor moves on: the owner's preload count around the new image.
	await page.keyboard.press( 'ArrowRight' );
	await expect
		.poll( popupFetched )
		.toEqual(
			expect.arrayContaining( [ urls[ key + 2 ], urls[ key + 3 ] ] )
		);
} );
