/**
 * What a gallery page loads (issue 18 goal 3: gallery pages as fast as a plain post): only the
 * styles of the layouts it shows, the small thumbnail files on a phone with the first one first,
 * and a search line laid out for a narrow gallery before any script runs.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { demoPages, visitor } from '../utils/site';
import { galleryPost } from './helpers';

test.use( visitor );

/** A layout style, linked or printed in the page by WordPress (small styles are, up to a size). */
const LAYOUT_STYLE = '[id^="vista-gallery-layout-"]';

test( 'a thumbnails page links no other layout style; a slideshow page links its own', async ( {
	page,
	requestUtils,
} ) => {
	const grid = await galleryPost( requestUtils, 'Only grids', [
		{ gallerySlug: 'landscapes', layout: 'thumbnails' },
		{ gallerySlug: 'skies', layout: 'masonry' },
	] );
	const styles: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'stylesheet' ) {
			styles.push( request.url() );
		}
	} );
	await page.goto( grid );
	await expect( page.locator( '[data-gallery-n="2"]' ) ).toHaveAttribute(
		'data-vista-ready',
		'true'
	);
	await expect( page.locator( LAYOUT_STYLE ) ).toHaveCount( 0 );
	expect(
		styles.filter( ( url ) => url.includes( '/blocks/gallery/styles/' ) )
	).toEqual( [] );
	// The block's own style is there, linked or printed in the page.
	await expect(
		page.locator(
			'#vista-gallery-style-css, #vista-gallery-style-inline-css'
		)
	).toHaveCount( 1 );

	const slideshow = await galleryPost( requestUtils, 'A slideshow', [
		{ gallerySlug: 'landscapes', layout: 'slideshow' },
	] );
	await page.goto( slideshow );
	// In the head, before the first paint, and nothing of the other layouts.
	const links = page.locator( `head ${ LAYOUT_STYLE }` );
	await expect( links ).toHaveCount( 1 );
	await expect( links ).toHaveAttribute(
		'id',
		/^vista-gallery-layout-slideshow-(inline-)?css$/
	);
	await expect( page.locator( LAYOUT_STYLE ) ).toHaveCount( 1 );
	// Its rules apply: the stage is centred at the slideshow's width.
	const stage = page.locator( '.vista-slideshow' );
	await expect( stage ).toHaveCSS( 'position', 'relative' );
	await expect( stage ).toHaveCSS( 'max-width', '800px' );
} );

test( 'the demo page carries the styles of its layouts and none of the others', async ( {
	page,
} ) => {
	await page.goto( demoPages.gallery );
	const ids = await page
		.locator( LAYOUT_STYLE )
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) =>
				element.id.replace(
					/^vista-gallery-layout-|-(inline-)?css$/g,
					''
				)
			)
		);
	// Thumbnails and masonry need none; the image browser, blog style and album do.
	expect( ids.sort() ).toEqual( [
		'album',
		'blog-style',
		'image-browser',
		'large-media',
	] );
} );

test.describe( 'on a phone', () => {
	test.use( {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
	} );

	test( 'the first thumbnails are the 300 px files, the first fetched first and eagerly', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'Thumbs on a phone', [
			{ gallerySlug: 'landscapes', layout: 'thumbnails' },
		] );
		await page.goto( url );
		const first = page.locator( '.vista-gallery__image' ).first();
		await expect( first ).toHaveAttribute( 'fetchpriority', 'high' );
		await expect( first ).not.toHaveAttribute( 'loading', 'lazy' );
		const eager = page.locator(
			'.vista-gallery__image:not([loading="lazy"])'
		);
		expect( await eager.count() ).toBeGreaterThan( 1 );
		// A 173 px thumb at 1.75×: the 300 px file, not the 768 px one (a third of the bytes).
		await expect
			.poll( () =>
				eager.evaluateAll( ( images ) =>
					( images as HTMLImageElement[] ).map( ( image ) =>
						image.currentSrc.replace( /^.*-(\d+x\d+)\.\w+$/, '$1' )
					)
				)
			)
			.toEqual( Array( await eager.count() ).fill( '300x200' ) );
	} );

	test.describe( 'without JavaScript', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'the search line takes the whole width of a gallery under 410 px', async ( {
			page,
			requestUtils,
		} ) => {
			const url = await galleryPost( requestUtils, 'Narrow search', [
				{
					gallerySlug: 'landscapes',
					layout: 'thumbnails',
					showSearch: true,
					showSort: true,
				},
			] );
			await page.goto( url );
			const gallery = page.locator( '[data-gallery-n="1"]' );
			const width = await gallery.evaluate(
				( element ) => element.clientWidth
			);
			expect( width ).toBeLessThan( 410 );
			// 000 §2.2's responsive search line, from the first paint (no class added by a script).
			const search = gallery.locator( '.vista-gallery__search' );
			await expect( search ).not.toHaveClass(
				/vista-gallery__search--responsive/
			);
			await expect( search ).toHaveCSS( 'flex-basis', '100%' );
			const box = await search.boundingBox();
			const controls = await gallery
				.locator( '.vista-gallery__controls' )
				.boundingBox();
			expect( Math.round( box!.width ) ).toBe(
				Math.round( controls!.width )
			);
		} );
	} );
} );
