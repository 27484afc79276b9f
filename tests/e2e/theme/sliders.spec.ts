/**
 * The sliders (000 §2.5, §9.4) on the demo front page: per-view counts at each width, autoplay every
 * 4000 ms (page clock), pause on hover, focus and with the pause button, arrows, dots, keys, swipe,
 * reduced motion, readable without JavaScript, no layout shift, and slider code only where a slider is.
 */
import { test, expect, type Page } from '@playwright/test';
import { assetsFrom, demoPages, visitor } from '../utils/site';
import {
	WIDTHS,
	layoutShift,
	runUntilStarted,
	watchLayoutShift,
	stopClock,
} from './theme-site';

test.use( visitor );

const slider = ( page: Page, kind: string ) =>
	page.locator( `[data-vista-slider="${ kind }"]` );
const activeIndex = ( page: Page, kind: string ) =>
	slider( page, kind )
		.locator( '.splide__slide' )
		.evaluateAll( ( slides ) =>
			slides.findIndex( ( slide ) =>
				slide.classList.contains( 'is-active' )
			)
		);

const PER_VIEW: Record< number, Record< string, number > > = {
	1280: { hero: 1, testimonials: 2, logos: 4 },
	1000: { hero: 1, testimonials: 1, logos: 4 },
	979: { hero: 1, testimonials: 1, logos: 4 },
	390: { hero: 1, testimonials: 1, logos: 4 },
};

for ( const width of WIDTHS ) {
	test( `at ${ width } px each slider shows its number of slides (000 §9.4)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		for ( const [ kind, count ] of Object.entries( PER_VIEW[ width ] ) ) {
			const root = slider( page, kind );
			await root.scrollIntoViewIfNeeded();
			await expect( root ).toHaveAttribute( 'data-vista-ready', 'true' );
			await expect(
				root.locator( '.splide__slide.is-visible' )
			).toHaveCount( count );
			// Each visible slide takes its share of the row.
			const track = await root.locator( '.splide__track' ).boundingBox();
			const first = await root
				.locator( '.splide__slide' )
				.first()
				.boundingBox();
			const share = ( track?.width ?? 0 ) / count;
			expect( first?.width ).toBeGreaterThan( share - 30 );
			expect( first?.width ).toBeLessThanOrEqual( share + 1 );
		}
	} );
}

test( 'the hero slider moves every 4000 ms by itself (page clock)', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	await runUntilStarted( page, slider( page, 'hero' ) );
	expect( await activeIndex( page, 'hero' ) ).toBe( 0 );
	await page.clock.runFor( 3800 );
	expect( await activeIndex( page, 'hero' ) ).toBe( 0 );
	await page.clock.runFor( 400 );
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 1 );
	await page.clock.runFor( 4000 );
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 2 );
	// From the last slide it goes back to the first.
	await page.clock.runFor( 4000 );
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 0 );
} );

test( 'autoplay waits while the pointer or the focus is on the slider, and after the pause button', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const hero = slider( page, 'hero' );
	await runUntilStarted( page, hero );

	await hero.locator( '.splide__track' ).hover();
	await page.clock.runFor( 9000 );
	expect( await activeIndex( page, 'hero' ) ).toBe( 0 );
	await page.mouse.move( 5, 700 );
	await page.clock.runFor( 4100 );
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 1 );

	await hero.getByRole( 'tab', { name: 'Go to slide 1' } ).focus();
	await page.clock.runFor( 9000 );
	expect( await activeIndex( page, 'hero' ) ).toBe( 1 );
	await hero.getByRole( 'tab', { name: 'Go to slide 1' } ).blur();

	const pause = hero.getByRole( 'button', { name: 'Pause autoplay' } );
	await pause.click();
	await expect(
		hero.getByRole( 'button', { name: 'Start autoplay' } )
	).toBeVisible();
	await page.mouse.move( 5, 700 );
	await hero.getByRole( 'button', { name: 'Start autoplay' } ).blur();
	const stoppedAt = await activeIndex( page, 'hero' );
	await page.clock.runFor( 12000 );
	expect( await activeIndex( page, 'hero' ) ).toBe( stoppedAt );
} );

test( 'arrows, dots, keys and a swipe move the slides', async ( { page } ) => {
	await page.goto( '/' );
	const hero = slider( page, 'hero' );
	await expect( hero ).toHaveAttribute( 'data-vista-ready', 'true' );
	await hero.getByRole( 'button', { name: 'Pause autoplay' } ).click();

	await hero.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 1 );
	await hero.getByRole( 'button', { name: 'Previous slide' } ).click();
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 0 );

	await hero.getByRole( 'tab', { name: 'Go to slide 3' } ).click();
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 2 );

	await hero.getByRole( 'tab', { name: 'Go to slide 3' } ).focus();
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 1 );

	const box = ( await hero.locator( '.splide__track' ).boundingBox() )!;
	const y = box.y + box.height / 2;
	await page.mouse.move( box.x + box.width * 0.7, y );
	await page.mouse.down();
	await page.mouse.move( box.x + box.width * 0.5, y, { steps: 5 } );
	await page.mouse.move( box.x + box.width * 0.2, y, { steps: 5 } );
	await page.mouse.up();
	await expect.poll( () => activeIndex( page, 'hero' ) ).toBe( 2 );
} );

test.describe( 'for visitors who ask for less motion', () => {
	test.use( { ...visitor, reducedMotion: 'reduce' } );

	test( 'nothing moves by itself; the play button starts it on request', async ( {
		page,
	} ) => {
		await stopClock( page );
		await page.goto( '/' );
		const hero = slider( page, 'hero' );
		await runUntilStarted( page, hero );
		await page.clock.runFor( 12000 );
		expect( await activeIndex( page, 'hero' ) ).toBe( 0 );
		await expect(
			hero.getByRole( 'button', { name: 'Start autoplay' } )
		).toBeVisible();
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { ...visitor, javaScriptEnabled: false } );

	test( 'every slide is in the page and can be scrolled to', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const quotes = slider( page, 'testimonials' ).locator( 'blockquote' );
		await expect( quotes ).toHaveCount( 4 );
		const last = quotes.last();
		await last.scrollIntoViewIfNeeded();
		await expect( last ).toBeInViewport();
		await expect( last ).toContainText( 'logs' );
		await expect(
			slider( page, 'hero' ).getByRole( 'heading' )
		).toHaveCount( 3 );
	} );
} );

test( 'the front page does not shift while the sliders start', async ( {
	page,
} ) => {
	await watchLayoutShift( page );
	await page.goto( '/' );
	await expect( slider( page, 'hero' ) ).toHaveAttribute(
		'data-vista-ready',
		'true'
	);
	await page.waitForLoadState( 'networkidle' );
	expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
} );

test( 'Splide comes with the hint that has Chromium compile it while it loads (issue 18)', async ( {
	page,
} ) => {
	const splide = page.waitForResponse( ( response ) =>
		new URL( response.url() ).pathname.endsWith(
			'/themes/vista/build/slider-splide.js'
		)
	);
	await page.goto( '/' );
	const source = await ( await splide ).text();
	// V8's explicit compile hint must be the file's first line (webpack.config.js).
	expect( source.split( '\n' )[ 0 ] ).toBe( '//# allFunctionsCalledOnLoad' );
	await expect(
		page.locator( '[data-vista-slider="hero"]' )
	).toHaveAttribute( 'data-vista-ready', 'true' );
} );

test( 'slider code loads only on pages with a slider', async ( { page } ) => {
	await page.goto( '/' );
	expect(
		await assetsFrom( page, '/themes/vista/build/blocks/slider/' )
	).toEqual(
		expect.arrayContaining( [ expect.stringContaining( 'view.js' ) ] )
	);
	await page.goto( demoPages.speed );
	expect(
		await assetsFrom( page, '/themes/vista/build/blocks/slider/' )
	).toEqual( [] );
} );

test( 'the hero image comes first with high priority; the other slides and Splide come once the slider starts (issue 18)', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	const images: string[] = [];
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		const address = new URL( request.url() ).pathname;
		if ( request.resourceType() === 'image' ) {
			images.push( address );
		} else if ( request.resourceType() === 'script' ) {
			scripts.push( address );
		}
	} );
	const splideRequested = () =>
		scripts.some( ( address ) =>
			address.endsWith( '/themes/vista/build/slider-splide.js' )
		);
	await stopClock( page );
	await page.goto( '/' );
	const hero = slider( page, 'hero' );
	const slideImages = hero.locator( '.splide__slide img' );
	await expect( slideImages.first() ).toHaveAttribute(
		'fetchpriority',
		'high'
	);
	await expect( slideImages.first() ).not.toHaveAttribute(
		'loading',
		'lazy'
	);
	await expect
		.poll( () =>
			slideImages
				.first()
				.evaluate(
					( image: HTMLImageElement ) =>
						image.complete && image.naturalWidth > 0
				)
		)
		.toBe( true );
	// The other slides' images wait, lazy, while the clock stands still: the last one, two
	// screens to the right, is not fetched at all (the browser may fetch the next one early).
	const stems = await slideImages.evaluateAll( ( all ) =>
		all.map( ( image ) =>
			new URL( ( image as HTMLImageElement ).src ).pathname.replace(
				/-\d+x\d+(\.\w+)$/,
				''
			)
		)
	);
	expect( stems.length ).toBeGreaterThan( 2 );
	const later = stems.slice( 1 );
	for ( const index of later.keys() ) {
		await expect( slideImages.nth( index + 1 ) ).toHaveAttribute(
			'loading',
			'lazy'
		);
	}
	const requested = ( stem: string ) =>
		images.some( ( image ) => image.startsWith( stem ) );
	expect( requested( stems[ stems.length - 1 ] ) ).toBe( false );
	// Splide itself is not needed before: the page's script is its small starter.
	expect( splideRequested() ).toBe( false );

	await runUntilStarted( page, hero );
	expect( splideRequested() ).toBe( true );
	await expect.poll( () => later.filter( requested ) ).toEqual( later );
	for ( const index of later.keys() ) {
		await expect( slideImages.nth( index + 1 ) ).toHaveAttribute(
			'loading',
			'eager'
		);
	}
} );
