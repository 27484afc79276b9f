/**
 * The lightbox over a gallery larger than call 3's window (issue 36 goal 2): call 3 answers 20
 * images around the one clicked, and the popup still goes through every image of the gallery,
 * fetching the next window as the visitor nears its edge, and wraps around from the last to the
 * first with loop on. The gallery (30 images sharing the seeded files) is made by a fixture.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { collectPageErrors, visitor, wordpressDir } from '../utils/site';
import { galleryPost } from './helpers';
import { currentSlide, popup, thumbLink } from './lightbox-helpers';

test.use( visitor );

test( 'next goes through every image of a 30-image gallery, window after window', async ( {
	page,
	requestUtils,
} ) => {
	const ids = execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/gallery-large.php' ),
			wordpressDir,
		],
		{ encoding: 'utf8' }
	)
		.trim()
		.split( ',' );
	expect( ids ).toHaveLength( 30 );
	const url = await galleryPost( requestUtils, 'Lightbox window', [
		{
			layout: 'thumbnails',
			gallerySlug: 'e2e-large-30',
			imagesPerPage: 30,
			lightboxEffect: 'none',
			lightboxLoop: true,
		},
	] );
	const errors = collectPageErrors( page );
	const windows: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'action=vista_gallery_lightbox' ) ) {
			windows.push(
				new URL( request.url() ).searchParams.get( 'window_start' ) ??
					'opening'
			);
		}
	} );
	await page.goto( url );
	const opened = page.waitForResponse( ( response ) =>
		response.url().includes( 'action=vista_gallery_lightbox' )
	);
	await thumbLink( page, 0 ).click();
	const first = await ( await opened ).text();
	// The opening answer is a window of the list, not the list.
	expect( first.match( /&quot;id&quot;:/g ) ).toHaveLength( 20 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);
	for ( let at = 1; at < ids.length; at++ ) {
		await page.keyboard.press( 'ArrowRight' );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			ids[ at ]
		);
	}
	await expect(
		popup( page ).locator( '.vista-visually-hidden[aria-live="polite"]' )
	).toHaveText( 'Image 30 of 30: Large 30' );
	// Loop on: from the last image back to the first.
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);
	// The opening window (images 1-20), then the rest, asked for once, before the edge.
	expect( windows ).toEqual( [ 'opening', '20' ] );
	expect( errors ).toEqual( [] );
} );
