/**
 * The [vista_gallery] shortcode in classic content: the same gallery as the block, its stylesheet
 * in the head (so the first paint is laid out), and browsing through call 12.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { imageIds } from './helpers';

test.use( visitor );

test( 'a shortcode shows the gallery and browses it', async ( {
	page,
	requestUtils,
} ) => {
	const post = await requestUtils.createPost( {
		title: 'Gallery shortcode',
		content:
			'<!-- wp:shortcode -->\n[vista_gallery gallery="landscapes" layout="masonry" images_per_page="5" show_search="yes"]\n<!-- /wp:shortcode -->',
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	const errors = watchForErrors( page );
	await page.goto( `/?p=${ post.id }` );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	await expect( gallery ).toHaveClass( /vista-gallery--masonry/ );
	expect(
		await page
			.locator( 'head link[rel="stylesheet"][href*="vista-gallery"]' )
			.count()
	).toBeGreaterThan( 0 );
	const first = await imageIds( page, 1 );
	expect( first ).toHaveLength( 5 );

	await gallery.locator( 'a.vista-gallery__page', { hasText: '2' } ).click();
	await expect( gallery.locator( '.is-current' ) ).toHaveText( '2' );
	const second = await imageIds( page, 1 );
	expect( second ).toHaveLength( 5 );
	expect( second.filter( ( id ) => first.includes( id ) ) ).toEqual( [] );
	expect( new URL( page.url() ).searchParams.get( 'page_number_1' ) ).toBe(
		'2'
	);
	expect( errors ).toEqual( [] );
} );
