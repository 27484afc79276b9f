/**
 * The title and description above a gallery (000 §3.10 `title_{n}`, `description_{n}`, block
 * settings): shown for a gallery when the block asks and not otherwise; inside an album, the
 * description follows the album or gallery the visitor opens (call 12 answers it).
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost } from './helpers';

test.use( visitor );

test( 'a gallery shows its title and description above it when the block asks', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Gallery heading', [
		{ gallerySlug: 'skies', showTitle: true, showDescription: true },
		{ gallerySlug: 'skies' },
	] );
	const errors = watchForErrors( page );
	await page.goto( url );
	const first = page.locator( '[data-gallery-n="1"]' );
	await expect(
		first.getByRole( 'heading', { level: 2, name: 'Skies' } )
	).toBeVisible();
	await expect( first.locator( '.vista-gallery__description' ) ).toHaveText(
		'The Skies demo gallery.'
	);
	// Above the thumbnails.
	const heading = await first
		.locator( '.vista-gallery__title' )
		.boundingBox();
	const thumbnail = await first
		.locator( '.vista-gallery__item' )
		.first()
		.boundingBox();
	expect( heading!.y + heading!.height ).toBeLessThanOrEqual( thumbnail!.y );
	const second = page.locator( '[data-gallery-n="2"]' );
	await expect( second.locator( '.vista-gallery__title' ) ).toHaveCount( 0 );
	await expect( second.locator( '.vista-gallery__description' ) ).toHaveCount(
		0
	);
	expect( errors ).toEqual( [] );
} );

test( 'inside an album the description follows what is opened, by call 12', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Album heading', [
		{ source: 'album', albumSlug: 'demo-album', showDescription: true },
	] );
	await page.goto( url );
	const album = page.locator( '[data-gallery-n="1"]' );
	await expect( album ).toHaveAttribute( 'data-vista-ready', 'true' );
	const sent: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'action=vista_gallery_view' ) ) {
			sent.push( request.postData() ?? '' );
		}
	} );
	await album.locator( 'a.vista-album__name', { hasText: 'Skies' } ).click();
	await expect( album.locator( '.vista-album__title' ) ).toHaveText(
		'Skies'
	);
	await expect( album.locator( '.vista-gallery__description' ) ).toHaveText(
		'The Skies demo gallery.'
	);
	const fields = new URLSearchParams( sent[ 0 ] );
	expect( fields.has( 'title_1' ) ).toBe( true );
	expect( fields.has( 'description_1' ) ).toBe( true );
} );
