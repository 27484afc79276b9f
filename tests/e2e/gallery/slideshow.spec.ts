/**
 * The on-page slideshow (000 §3.8, §4.2, §9.2) in a real browser at desktop (1280) and phone (390)
 * widths: first paint without layout shift, previous/next, filmstrip and keyboard navigation, the
 * live region, autoplay and play/pause, the change queue, loop off at the ends, every effect, the
 * fallbacks for reduced motion and no JavaScript, and that only the slideshow's own script loads.
 */
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import {
	galleryPost,
	layoutChunks,
	layoutShift,
	watchLayoutShift,
} from './helpers';
import { EFFECTS, RANDOM_EFFECTS } from '../../../src/gallery/slideshow/logic';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const slideshow = {
	layout: 'slideshow',
	gallerySlug: 'landscapes',
	slideshowEffectDuration: 0.2,
	slideshowInterval: 10,
};

/**
 * The slideshow of gallery n, once its script has taken it over.
 * @param page The page.
 * @param n    Instance number.
 */
async function takenOver( page: Page, n = 1 ): Promise< Locator > {
	const root = page.locator( `[data-gallery-n="${ n }"] .vista-slideshow` );
	await expect( root ).toHaveClass( /is-enhanced/ );
	return root;
}

/**
 * Waits until slide `index` is shown and no change is running.
 * @param root  Slideshow element.
 * @param index Expected slide.
 */
async function expectShown( root: Locator, index: number ): Promise< void > {
	await expect(
		root.locator( '.vista-slideshow__slide.is-current' )
	).toHaveAttribute( 'data-index', String( index ) );
	await expect( root ).not.toHaveAttribute( 'data-transition', /.+/ );
	await expect(
		root.locator( '.vista-slideshow__slide:visible' )
	).toHaveCount( 1 );
}

/**
 * Waits until the filmstrip has stopped scrolling and its arrows say where it stands (the script
 * refreshes them 510 ms after its 500 ms scroll, 000 §9.2; a loaded machine takes longer).
 * @param root Slideshow element.
 */
async function filmstripSettled( root: Locator ): Promise< void > {
	await expect
		.poll( () =>
			root.evaluate(
				( slideshowRoot ) =>
					new Promise< boolean >( ( resolve ) => {
						const strip = slideshowRoot.querySelector(
							'.vista-slideshow__filmstrip'
						)!;
						const viewport = strip.querySelector(
							'.vista-slideshow__film-viewport'
						)!;
						const at = () =>
							viewport.scrollLeft + viewport.scrollTop;
						const before = at();
						// Two frames: a scroll still running moves in between.
						requestAnimationFrame( () =>
							requestAnimationFrame( () => {
								const position = at();
								const max = Math.max(
									viewport.scrollWidth - viewport.clientWidth,
									viewport.scrollHeight -
										viewport.clientHeight
								);
								const arrow = ( name: string ) =>
									strip.querySelector< HTMLButtonElement >(
										`.vista-slideshow__film-${ name }`
									)!.disabled;
								resolve(
									position === before &&
										arrow( 'prev' ) ===
											! ( position > 1 ) &&
										arrow( 'next' ) ===
											! ( position < max - 1 )
								);
							} )
						);
					} )
			)
		)
		.toBe( true );
}

/**
 * The first paint of a slideshow: a real eager image with its size and srcset, the preloaded
 * neighbours, the stage box at 800:500 and no layout shift.
 * @param page  The visitor's page.
 * @param root  The slideshow.
 * @param width The window's width.
 */
async function expectFirstPaint( page: Page, root: Locator, width: number ) {
	const first = root.locator( '.vista-slideshow__slide' ).first();
	const image = first.locator( 'img' );
	await expect( image ).toBeVisible();
	await expect( image ).not.toHaveAttribute( 'loading', 'lazy' );
	await expect( image ).toHaveAttribute( 'srcset', /\d+w/ );
	await expect( image ).toHaveAttribute( 'width', /\d+/ );
	await expect( root.locator( '.vista-slideshow__slide' ) ).toHaveCount( 12 );
	// Preload (000 §9.2): 10 images, half on each side of the first, around the end; the
	// seventh image is outside and stays lazy.
	expect(
		await root
			.locator( '.vista-slideshow__image' )
			.evaluateAll( ( images ) =>
				images.map( ( img ) => img.getAttribute( 'loading' ) )
			)
	).toEqual( [
		null,
		...Array( 5 ).fill( 'eager' ),
		'lazy',
		...Array( 5 ).fill( 'eager' ),
	] );
	const stage = await root.locator( '.vista-slideshow__stage' ).boundingBox();
	expect( stage!.height ).toBeCloseTo( ( stage!.width * 500 ) / 800, 0 );
	expect( stage!.width ).toBeLessThanOrEqual( Math.min( 800, width ) );
	expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
	await expectShown( root, 0 );
}

for ( const width of [ 1280, 390 ] ) {
	test( `slideshow at ${ width } px: first paint, buttons, filmstrip, keys, announcements`, async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, `Slideshow ${ width }`, [
			{ ...slideshow, slideshowShowTitle: true },
		] );
		await page.setViewportSize( { width, height: 900 } );
		const errors = watchForErrors( page );
		await watchLayoutShift( page );
		await page.goto( url );
		const root = await takenOver( page );
		await page.waitForLoadState( 'networkidle' );

		await expectFirstPaint( page, root, width );

		const status = root.locator( '.vista-slideshow__status' );
		const titleOf = ( index: number ) =>
			root
				.locator( '.vista-slideshow__slide' )
				.nth( index )
				.getAttribute( 'data-title' );
		const thumbs = root.locator( '.vista-slideshow__thumb' );
		await expect( thumbs.first() ).toHaveJSProperty( 'tagName', 'BUTTON' );
		await expect( thumbs.first() ).toHaveAttribute(
			'aria-current',
			'true'
		);

		// Next and previous, with the announcement and the active thumbnail following.
		await root.getByRole( 'button', { name: 'Next image' } ).click();
		await expectShown( root, 1 );
		await expect( status ).toHaveText(
			`Image 2 of 12: ${ await titleOf( 1 ) }`
		);
		await expect( status ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( thumbs.nth( 1 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( thumbs.first() ).not.toHaveAttribute(
			'aria-current',
			/.*/
		);
		await root.getByRole( 'button', { name: 'Previous image' } ).click();
		await expectShown( root, 0 );

		// The filmstrip: a thumbnail shows its image; the arrows scroll and dim at the ends.
		const back = root.locator( '.vista-slideshow__film-prev' );
		const forward = root.locator( '.vista-slideshow__film-next' );
		await expect( back ).toBeDisabled();
		await expect( forward ).toBeEnabled();
		await thumbs.nth( 3 ).click();
		await expectShown( root, 3 );
		await expect( status ).toHaveText(
			`Image 4 of 12: ${ await titleOf( 3 ) }`
		);
		await expect( thumbs.nth( 3 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await filmstripSettled( root );
		for ( let k = 0; k < 20 && ( await forward.isEnabled() ); k++ ) {
			const from = await root
				.locator( '.vista-slideshow__film-viewport' )
				.evaluate(
					( viewport ) => viewport.scrollLeft + viewport.scrollTop
				);
			await forward.click();
			// Each page moves the strip on; then its arrows are refreshed (000 §9.2).
			await expect
				.poll( () =>
					root
						.locator( '.vista-slideshow__film-viewport' )
						.evaluate(
							( viewport ) =>
								viewport.scrollLeft + viewport.scrollTop
						)
				)
				.not.toBe( from );
			await filmstripSettled( root );
		}
		await expect( forward ).toBeDisabled();
		await expect( back ).toBeEnabled();
		await expect( thumbs.last() ).toBeInViewport();
		await thumbs.last().click();
		await expectShown( root, 11 );
		// The loop is on by default: next wraps around.
		await root.getByRole( 'button', { name: 'Next image' } ).click();
		await expectShown( root, 0 );
		await expect( thumbs.first() ).toBeInViewport();

		// Keys while the slideshow has focus.
		await root.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expectShown( root, 1 );
		await page.keyboard.press( 'ArrowLeft' );
		await expectShown( root, 0 );

		await root.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: path.join( shots, `slideshow-${ width }.png` ),
		} );
		expect( errors ).toEqual( [] );
	} );
}

test( 'autoplay advances, and play/pause stops and starts it', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow autoplay', [
		{ ...slideshow, slideshowAutoplay: true, slideshowInterval: 1 },
	] );
	const errors = watchForErrors( page );
	// The page clock: the autoplay timer runs in real time until the test moves the clock on.
	await page.clock.install();
	await page.goto( url );
	const root = await takenOver( page );
	const toggle = root.locator( '.vista-slideshow__play' );
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect( toggle ).toHaveClass( /is-playing/ );
	// Autoplay changes are not read out.
	await expect( root.locator( '.vista-slideshow__status' ) ).toHaveAttribute(
		'aria-live',
		'off'
	);
	const current = root.locator( '.vista-slideshow__slide.is-current' );
	await expect( current ).not.toHaveAttribute( 'data-index', '0' );
	await expect( current ).not.toHaveAttribute( 'data-index', '1' );

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Play slideshow' );
	await expect( toggle ).not.toHaveClass( /is-playing/ );
	await expect( root ).not.toHaveAttribute( 'data-transition', /.+/ );
	const paused = await current.getAttribute( 'data-index' );
	// Three intervals later on the page's clock, still the same image.
	await page.clock.runFor( 3000 );
	await expect( current ).toHaveAttribute( 'data-index', paused! );

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect( current ).not.toHaveAttribute( 'data-index', paused! );
	expect( errors ).toEqual( [] );
} );

test( 'a change asked for during a transition is queued and played after it', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow queue', [
		{
			...slideshow,
			slideshowEffect: 'slideH',
			slideshowEffectDuration: 1.5,
		},
	] );
	await page.goto( url );
	const root = await takenOver( page );
	await page.evaluate( () => {
		const seen: string[] = [];
		( window as unknown as { seen: string[] } ).seen = seen;
		const slides = document.querySelector( '.vista-slideshow__slides' )!;
		new MutationObserver( () => {
			const index =
				slides.querySelector< HTMLElement >( '.is-current' )?.dataset
					.index;
			if ( index && seen[ seen.length - 1 ] !== index ) {
				seen.push( index );
			}
		} ).observe( slides, { subtree: true, attributeFilter: [ 'class' ] } );
	} );
	const next = root.getByRole( 'button', { name: 'Next image' } );
	await next.click();
	await expect( root ).toHaveAttribute( 'data-transition', 'running' );
	await next.click();
	// The second change waits: the first is still the one playing.
	await expect( root ).toHaveAttribute( 'data-effect', 'slideH' );
	await expectShown( root, 2 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { seen: string[] } ).seen
		)
	).toEqual( [ '1', '2' ] );
} );

test( 'with loop off, the arrows are disabled at the ends', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow no loop', [
		{ ...slideshow, enableLoop: false },
	] );
	await page.clock.install();
	await page.goto( url );
	const root = await takenOver( page );
	const prev = root.getByRole( 'button', { name: 'Previous image' } );
	const next = root.getByRole( 'button', { name: 'Next image' } );
	await expect( prev ).toBeDisabled();
	await expect( next ).toBeEnabled();
	await root.locator( '.vista-slideshow__thumb' ).last().click();
	await expectShown( root, 11 );
	await expect( next ).toBeDisabled();
	await expect( prev ).toBeEnabled();
	await root.focus();
	await page.keyboard.press( 'ArrowRight' );
	// Whatever the key would start (a change, its effect) would be due within this on the clock.
	await page.clock.runFor( 500 );
	await expect( root ).not.toHaveAttribute( 'data-transition', /.+/ );
	await expectShown( root, 11 );
} );

test( 'every effect runs to completion without errors, both ways', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost(
		requestUtils,
		'Slideshow effects',
		EFFECTS.map( ( effect ) => ( {
			...slideshow,
			slideshowEffect: effect,
			slideshowEffectDuration: 0.3,
			slideshowFilmstripType: 0,
			slideshowHeight: 300,
			preloadImagesCount: 2,
		} ) )
	);
	const errors = watchForErrors( page );
	await page.goto( url );
	for ( const [ index, effect ] of EFFECTS.entries() ) {
		const root = await takenOver( page, index + 1 );
		await root.scrollIntoViewIfNeeded();
		for ( const [ button, shown ] of [
			[ 'Next image', 1 ],
			[ 'Previous image', 0 ],
		] as const ) {
			await root.getByRole( 'button', { name: button } ).click();
			await expectShown( root, shown );
			const played = await root.getAttribute( 'data-last-effect' );
			if ( effect === 'random' ) {
				expect( RANDOM_EFFECTS ).toContain( played );
			} else {
				expect( played ).toBe( effect );
			}
			await expect(
				root.locator( '.vista-slideshow__pieces' )
			).toHaveCount( 0 );
		}
	}
	expect( errors ).toEqual( [] );
} );

test( 'reduced motion: no autoplay start, changes without an effect', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow reduced motion', [
		{
			...slideshow,
			slideshowEffect: 'cubeH',
			slideshowAutoplay: true,
			slideshowInterval: 1,
		},
	] );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.clock.install();
	await page.goto( url );
	const root = await takenOver( page );
	const toggle = root.locator( '.vista-slideshow__play' );
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Play slideshow' );
	// Two and a half intervals on the page's clock.
	await page.clock.runFor( 2500 );
	await expectShown( root, 0 );
	await root.getByRole( 'button', { name: 'Next image' } ).click();
	await expectShown( root, 1 );
	await expect( root ).toHaveAttribute( 'data-last-effect', 'none' );
} );

test( 'a fixed count filmstrip shows that many thumbnails, at most 5 on a phone', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow fixed count', [
		{
			...slideshow,
			slideshowFilmstripType: 2,
			slideshowThumbnailsCount: 7,
		},
		{ ...slideshow, filmstripDirection: 'vertical' },
	] );
	for ( const [ width, shown ] of [
		[ 1280, 7 ],
		[ 390, 5 ],
	] ) {
		await page.setViewportSize( { width, height: 900 } );
		await watchLayoutShift( page );
		await page.goto( url );
		const root = await takenOver( page );
		const fitting = await root
			.locator( '.vista-slideshow__film-viewport' )
			.evaluate( ( viewport ) => {
				const box = viewport.getBoundingClientRect();
				return Array.from(
					viewport.querySelectorAll( '.vista-slideshow__film-item' )
				).filter( ( item ) => {
					const r = item.getBoundingClientRect();
					return r.left >= box.left - 1 && r.right <= box.right + 1;
				} ).length;
			} );
		expect( fitting ).toBe( shown );
		// The vertical filmstrip is as tall as the stage, whatever it holds.
		const vertical = await takenOver( page, 2 );
		const stage = await vertical
			.locator( '.vista-slideshow__stage' )
			.boundingBox();
		const strip = await vertical
			.locator( '.vista-slideshow__filmstrip' )
			.boundingBox();
		expect( strip!.height ).toBeCloseTo( stage!.height, 0 );
		expect( strip!.x ).toBeGreaterThan( stage!.x + stage!.width - 1 );
		await vertical.locator( '.vista-slideshow__thumb' ).nth( 4 ).click();
		await expectShown( vertical, 4 );
		expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
	}
} );

test( 'browsing by tag re-renders the slideshow, which keeps working', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Slideshow tags', [
		{ ...slideshow, showTagFilter: true },
	] );
	await page.goto( url );
	await takenOver( page );
	await page
		.locator( '.vista-gallery__tag:not(.bwg_all_tags)' )
		.first()
		.click();
	// Each of the three demo tags holds four of the twelve images.
	const root = page.locator( '[data-gallery-n="1"] .vista-slideshow' );
	await expect( root.locator( '.vista-slideshow__slide' ) ).toHaveCount( 4 );
	await expect( root ).toHaveClass( /is-enhanced/ );
	await root.getByRole( 'button', { name: 'Next image' } ).click();
	await expectShown( root, 1 );
	await expect( root.locator( '.vista-slideshow__status' ) ).toHaveText(
		/^Image 2 of 4: /
	);
} );

test( 'only the slideshow chunk loads on a slideshow page, none on a thumbnails page', async ( {
	page,
	requestUtils,
} ) => {
	const [ slideshowUrl, thumbnailsUrl ] = await Promise.all( [
		galleryPost( requestUtils, 'Slideshow chunk', [ slideshow ] ),
		galleryPost( requestUtils, 'Thumbnails chunk', [
			{ gallerySlug: 'landscapes' },
		] ),
	] );
	const chunks = layoutChunks( page );
	await page.goto( slideshowUrl );
	await takenOver( page );
	await page.waitForLoadState( 'networkidle' );
	expect( chunks ).toEqual( [ 'gallery-slideshow' ] );
	chunks.length = 0;
	await page.goto( thumbnailsUrl );
	await expect( page.locator( '[data-gallery-n="1"]' ) ).toHaveAttribute(
		'data-vista-ready',
		'true'
	);
	await page.waitForLoadState( 'networkidle' );
	expect( chunks ).toEqual( [] );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the first image shows and the thumbnails link to the images', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'Slideshow no script', [
			slideshow,
		] );
		await page.goto( url );
		const root = page.locator( '.vista-slideshow' );
		await expect(
			root.locator( '.vista-slideshow__slide' ).first().locator( 'img' )
		).toBeVisible();
		await expect(
			root.locator( '.vista-slideshow__slide:visible' )
		).toHaveCount( 1 );
		// Buttons that need the script stay out of the way.
		await expect( root.locator( '.vista-slideshow__control' ) ).toHaveCount(
			3
		);
		for ( const control of await root
			.locator( '.vista-slideshow__control' )
			.all() ) {
			await expect( control ).toBeHidden();
		}
		const link = root.locator( 'a.vista-slideshow__thumb' ).nth( 2 );
		await expect( link ).toHaveAttribute( 'href', /\.jpg$/ );
		await link.click();
		await expect( page ).toHaveURL( /\.jpg$/ );
	} );
} );

test.describe( 'block settings', () => {
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );

	test( 'the slideshow and carousel panels set their attributes', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'vista/gallery',
			attributes: { layout: 'slideshow', gallerySlug: 'landscapes' },
		} );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Block' } ).click();
		await sidebar
			.getByRole( 'combobox', { name: 'Effect' } )
			.selectOption( 'kaleidoscope' );
		await sidebar
			.getByRole( 'combobox', { name: 'Filmstrip', exact: true } )
			.selectOption( '2' );
		await expect(
			sidebar.getByRole( 'spinbutton', { name: 'Thumbnails in view' } )
		).toBeVisible();
		const attributes = () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getSelectedBlock: () => {
											attributes: Record<
												string,
												unknown
											>;
										};
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/block-editor' )
						.getSelectedBlock().attributes
			);
		expect( await attributes() ).toMatchObject( {
			slideshowEffect: 'kaleidoscope',
			slideshowFilmstripType: 2,
		} );
		// The canvas shows the server render of the slideshow.
		await expect(
			editor.canvas.locator( '.vista-slideshow__slide' ).first()
		).toBeVisible();

		await sidebar
			.getByRole( 'combobox', { name: 'Layout', exact: true } )
			.selectOption( 'carousel' );
		await expect(
			sidebar.getByRole( 'button', { name: 'Carousel' } )
		).toBeVisible();
		await sidebar
			.getByRole( 'spinbutton', { name: 'Images in view' } )
			.fill( '3' );
		expect( await attributes() ).toMatchObject( {
			layout: 'carousel',
			carouselColumns: 3,
		} );
	} );
} );
