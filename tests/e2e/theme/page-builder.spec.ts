/**
 * The page-builder helpers (001 §1, §4, §9): stretched rows span the window, parallax backgrounds
 * (scale ≥ 1.1) move while the page scrolls and stay still on a phone and for reduced motion, and
 * the query loop's grid re-lays out 100 ms after a resize with a 0.4 s transition.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { visitor } from '../utils/site';
import { WIDTHS, stopClock } from './theme-site';

test.use( visitor );

const parallaxImage =
	'.is-style-vista-parallax > .wp-block-cover__image-background';

/**
 * The background's transform as [scale, translateY], or null when it has none.
 * @param page
 */
function parallaxTransform( page: Page ) {
	return page.locator( parallaxImage ).evaluate( ( image ) => {
		const transform = getComputedStyle( image ).transform;
		if ( ! transform || transform === 'none' ) {
			return null;
		}
		const matrix = new DOMMatrix( transform );
		return [ matrix.a, matrix.f ];
	} );
}

for ( const width of WIDTHS ) {
	test( `at ${ width } px a stretched row spans the window`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		const row = page.locator( '#services' );
		await expect( row ).toHaveClass( /is-stretched/ );
		const box = await row.boundingBox();
		const windowWidth = await page.evaluate(
			() => document.documentElement.clientWidth
		);
		expect( Math.abs( box?.x ?? -1 ) ).toBeLessThan( 1 );
		expect( Math.abs( ( box?.width ?? 0 ) - windowWidth ) ).toBeLessThan(
			1
		);
		// Its text stays inside the content column.
		const text = await row.getByText( 'What we do' ).boundingBox();
		expect( text?.x ).toBeGreaterThan( 0 );
	} );
}

test( 'at 1280 px the parallax background is scaled by 1.1 and moves as the page scrolls', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const cover = page.locator( '.is-style-vista-parallax' );
	await cover.evaluate( ( element ) =>
		window.scrollTo(
			0,
			element.getBoundingClientRect().top + window.scrollY - 700
		)
	);
	await expect.poll( () => parallaxTransform( page ) ).not.toBeNull();
	const low = ( await parallaxTransform( page ) )!;
	expect( low[ 0 ] ).toBeGreaterThanOrEqual( 1.1 );
	await cover.evaluate( ( element ) =>
		window.scrollTo(
			0,
			element.getBoundingClientRect().top + window.scrollY
		)
	);
	await expect
		.poll( async () => ( await parallaxTransform( page ) )?.[ 1 ] )
		.not.toBe( low[ 1 ] );
	const high = ( await parallaxTransform( page ) )!;
	// Further up the window, the background has moved up too (slower than the page).
	expect( high[ 1 ] ).toBeLessThan( low[ 1 ] );
	// It never uncovers an edge: the move stays within what the scale adds.
	const height = ( await cover.boundingBox() )!.height;
	expect( Math.abs( high[ 1 ] ) ).toBeLessThanOrEqual(
		( 0.1 * height ) / 2 + 0.5
	);
} );

test( 'on a phone width the parallax background stays still', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/' );
	await page.locator( '.is-style-vista-parallax' ).scrollIntoViewIfNeeded();
	await page.mouse.wheel( 0, 200 );
	await expect( page.locator( parallaxImage ) ).toHaveCSS(
		'transform',
		'none'
	);
	// Widened past the breakpoint, it starts (after the 200 ms resize debounce).
	await page.setViewportSize( { width: 1280, height: 800 } );
	await expect.poll( () => parallaxTransform( page ) ).not.toBeNull();
} );

test.describe( 'for visitors who ask for less motion', () => {
	test.use( { ...visitor, reducedMotion: 'reduce' } );

	test( 'the parallax background stays still', async ( { page } ) => {
		await page.goto( '/' );
		await page
			.locator( '.is-style-vista-parallax' )
			.scrollIntoViewIfNeeded();
		await page.mouse.wheel( 0, 200 );
		await expect( page.locator( parallaxImage ) ).toHaveCSS(
			'transform',
			'none'
		);
	} );
} );

test( 'the post grid re-lays itself out 100 ms after a resize, with a 0.4 s transition', async ( {
	page,
	requestUtils,
} ) => {
	for ( let n = 1; n <= 4; n++ ) {
		await requestUtils.createPost( {
			title: `Grid post ${ n }`,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
	}
	const grid = await requestUtils.createPost( {
		title: 'Post grid',
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content:
			'<!-- wp:query {"queryId":7,"query":{"perPage":4,"postType":"post","inherit":false,"order":"desc","orderBy":"date"}} --><div class="wp-block-query"><!-- wp:post-template {"layout":{"type":"grid","columnCount":2}} --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
	} );
	await stopClock( page );
	await page.goto( `/?p=${ grid.id }` );
	const second = page
		.locator( '.wp-block-post-template.is-layout-grid > li' )
		.nth( 1 );
	await expect(
		page.locator( '.wp-block-post-template.is-layout-grid' )
	).toHaveClass( /is-vista-relayout/ );
	const [ firstBox, secondBox ] = [
		await page
			.locator( '.wp-block-post-template.is-layout-grid > li' )
			.first()
			.boundingBox(),
		await second.boundingBox(),
	];
	// Two columns: side by side.
	expect( secondBox!.x ).toBeGreaterThan( firstBox!.x + firstBox!.width - 1 );

	// Every style the item is given, in order (a mutation observer is not a timer: the stopped
	// clock does not hold it back).
	await second.evaluate( ( item ) => {
		const seen: string[] = [];
		( window as unknown as { vistaStyles: string[] } ).vistaStyles = seen;
		new MutationObserver( () =>
			seen.push( item.getAttribute( 'style' ) ?? '' )
		).observe( item, { attributes: true, attributeFilter: [ 'style' ] } );
	} );
	const styles = () =>
		page.evaluate(
			() => ( window as unknown as { vistaStyles: string[] } ).vistaStyles
		);

	await page.setViewportSize( { width: 390, height: 800 } );
	await page.waitForFunction( () => window.innerWidth === 390 );
	await page.clock.runFor( 90 );
	expect( await styles() ).toEqual( [] );
	await page.clock.runFor( 60 );
	// Put back where it was, then let glide to its new place in 0.4 s.
	const given = await styles();
	expect( given[ 0 ] ).toMatch( /transition: none; transform: translate\(/ );
	expect( given[ 1 ] ).toMatch( /transition: transform 0\.4s/ );
	// It glides to its place in the one-column layout: under the first post.
	const first = page
		.locator( '.wp-block-post-template.is-layout-grid > li' )
		.first();
	await expect
		.poll( async () => {
			const [ a, b ] = [
				await first.boundingBox(),
				await second.boundingBox(),
			];
			return Math.abs( a!.x - b!.x ) < 1 && b!.y > a!.y + a!.height - 1;
		} )
		.toBe( true );
} );
