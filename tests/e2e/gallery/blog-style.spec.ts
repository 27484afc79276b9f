/**
 * Blog style (000 §1, §2.2): every image large, one under the other, with its title and
 * description, real images with their size reserved, lazy below the first; paging and load more
 * with front-end ajax on and off; an address `#bwg{galleryId}/{imageId}` opens that image in the
 * lightbox on page load, and closing it leaves that image 150 px below the top (000 §2.1, §9.3).
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import {
	galleryPost,
	imageIds,
	layoutShift,
	markWindow,
	watchLayoutShift,
	windowMarked,
} from './helpers';
import { currentSlide, popup } from './lightbox-helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const blog = { layout: 'blog_style', gallerySlug: 'skies', imagesPerPage: 3 };

for ( const width of [ 1280, 390 ] ) {
	test( `blog style at ${ width } px: large images one under the other, nothing shifts`, async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, `Blog style ${ width }`, [
			blog,
		] );
		await page.setViewportSize( { width, height: 900 } );
		const errors = watchForErrors( page );
		await watchLayoutShift( page );
		await page.goto( url );
		const gallery = page.locator( '[data-gallery-n="1"]' );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );

		const images = gallery.locator( 'img.vista-large__image' );
		await expect( images ).toHaveCount( 3 );
		const columnWidth = await gallery.evaluate(
			( element ) => element.clientWidth
		);
		let previousBottom = 0;
		for ( const [ index, image ] of ( await images.all() ).entries() ) {
			await expect( image ).toHaveAttribute( 'width', '800' );
			await expect( image ).toHaveAttribute( 'height', '534' );
			await expect( image ).toHaveAttribute( 'srcset', /\d+w/ );
			if ( index === 0 ) {
				await expect( image ).not.toHaveAttribute( 'loading', 'lazy' );
			} else {
				await expect( image ).toHaveAttribute( 'loading', 'lazy' );
			}
			const box = ( await image.boundingBox() )!;
			expect( Math.round( box.width ) ).toBe(
				Math.min( 800, columnWidth )
			);
			expect( box.height ).toBeCloseTo( ( box.width * 1067 ) / 1600, 0 );
			// One under the other.
			expect( box.y ).toBeGreaterThan( previousBottom );
			previousBottom = box.y + box.height;
		}
		await expect( gallery.locator( '.vista-large__title' ) ).toHaveText( [
			'Vista sample 01',
			'Vista sample 02',
			'Vista sample 03',
		] );
		await expect(
			gallery.locator( '.vista-large__description' ).first()
		).toContainText( 'A generated landscape, number 1' );
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth <= window.innerWidth
			)
		).toBe( true );
		expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
		await page.screenshot( {
			path: path.join( shots, `blog-style-${ width }.png` ),
			fullPage: true,
		} );
		expect( errors ).toEqual( [] );
	} );
}

for ( const ajax of [ true, false ] ) {
	test( `paging and load more with front-end ajax ${
		ajax ? 'on' : 'off'
	}`, async ( { page, requestUtils } ) => {
		const url = await galleryPost(
			requestUtils,
			`Blog style paging ajax ${ ajax }`,
			[
				{ ...blog, frontendAjax: ajax },
				{
					...blog,
					imagesPerPage: 2,
					pagination: 'load_more',
					frontendAjax: ajax,
				},
			]
		);
		const errors = watchForErrors( page );
		await page.goto( url );
		await expect( page.locator( '[data-gallery-n="2"]' ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		const pageOne = await imageIds( page, 1 );
		expect( pageOne ).toHaveLength( 3 );
		await markWindow( page );
		await page
			.locator( '[data-gallery-n="1"] a.vista-gallery__page', {
				hasText: '2',
			} )
			.click();
		await expect( page ).toHaveURL( /page_number_1=2/ );
		await expect(
			page.locator(
				'[data-gallery-n="1"] .vista-gallery__page.is-current'
			)
		).toHaveText( '2' );
		const pageTwo = await imageIds( page, 1 );
		expect( pageTwo ).toHaveLength( 3 );
		expect( new Set( [ ...pageOne, ...pageTwo ] ).size ).toBe( 6 );
		expect( await windowMarked( page ) ).toBe( ajax );
		// The first image of the new page is loaded at once.
		await expect(
			page
				.locator( '[data-gallery-n="1"] img.vista-large__image' )
				.first()
		).not.toHaveAttribute( 'loading', 'lazy' );

		await page
			.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
			.click();
		await expect( page ).toHaveURL( /page_number_2=2/ );
		await expect.poll( () => imageIds( page, 2 ) ).toHaveLength( 4 );
		await page
			.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
			.click();
		await expect.poll( () => imageIds( page, 2 ) ).toHaveLength( 6 );
		await expect(
			page.locator( '[data-gallery-n="2"] .vista-gallery__load-more' )
		).toHaveCount( 0 );
		expect( await imageIds( page, 1 ) ).toEqual( pageTwo );
		expect( errors ).toEqual( [] );
	} );
}

test( 'an address #bwg{gallery}/{image} opens that image on page load', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Blog style hash', [
		{ ...blog, imagesPerPage: 6 },
	] );
	await page.goto( url );
	const gallery = page.locator( '[data-gallery-n="1"]' );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	const galleryId = await gallery.evaluate(
		( element ) =>
			(
				JSON.parse(
					element.getAttribute( 'data-gallery' ) ?? '{}'
				) as {
					galleryId: number;
				}
			 ).galleryId
	);
	const ids = await imageIds( page, 1 );
	expect( ids ).toHaveLength( 6 );

	// Another gallery's image, a hash without the marker, junk: nothing happens.
	for ( const hash of [
		`#bwg${ galleryId + 1 }/${ ids[ 4 ] }`,
		`#${ galleryId }/${ ids[ 4 ] }`,
		`#bwg${ galleryId }/${ ids[ 4 ] }<script>`,
	] ) {
		await page.goto( 'about:blank' );
		await page.goto( url + hash );
		await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.waitForLoadState( 'networkidle' );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		await expect( gallery.locator( ':focus' ) ).toHaveCount( 0 );
		await expect( popup( page ) ).toHaveCount( 0 );
	}

	await page.goto( 'about:blank' );
	// The fourth image: the fifth's hit count belongs to cached-page.spec.ts (the same attachment).
	await page.goto( `${ url }#bwg${ galleryId }/${ ids[ 3 ] }` );
	// The lightbox shows that image (000 §2.1: in blog style the hash opens it).
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( ids[ 3 ] )
	);
	await expect( currentSlide( page ).locator( 'img' ) ).toHaveAttribute(
		'alt',
		'Vista sample 04'
	);
	await page.keyboard.press( 'Escape' );
	await expect( popup( page ) ).toHaveCount( 0 );
	// Closed, the visitor is at that image, 150 px below the top (000 §9.3), its link focused.
	const fourth = gallery.locator( `[data-image-id="${ ids[ 3 ] }"]` );
	await expect( fourth.locator( 'a' ).first() ).toBeFocused();
	await expect
		.poll( () =>
			fourth.evaluate(
				( element ) => element.getBoundingClientRect().top
			)
		)
		.toBeCloseTo( 150, 0 );
} );
