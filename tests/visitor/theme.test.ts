/**
 * The theme (000 §2.5, §4.7, §9.4) as a visitor uses it: the menu in full and behind its button on
 * a phone, the sliders' arrows, dots, keys and swipe, the counters counting up into view, and the
 * one-page navigation scrolling to a section and marking its link.
 */
import type { Page } from 'puppeteer-core';
import {
	direction,
	forward,
	locale,
	swipe,
	touchTest,
	visit,
	waitForAttribute,
	waitForHidden,
} from './visitor';

const header = '.wp-site-blocks > header';
const hero = '[data-vista-slider="hero"]';

/**
 * The index of the hero slider's active slide, once it is `index`.
 * @param page  The page.
 * @param index The slide awaited (0-based).
 */
const heroAt = ( page: Page, index: number ) =>
	page.waitForFunction(
		( css, wanted ) =>
			Array.from(
				document.querySelectorAll(
					`${ css } .splide__slide:not(.splide__slide--clone)`
				)
			).findIndex( ( slide ) =>
				slide.classList.contains( 'is-active' )
			) === wanted,
		{},
		hero,
		index
	);

test( 'the page reads in the direction of its language', async () => {
	const { page } = await visit( '/' );
	expect(
		await page.evaluate( () => getComputedStyle( document.body ).direction )
	).toBe( direction );
} );

test( 'the menu is in full on a wide screen and behind its button on a phone', async () => {
	const wide = await visit( '/' );
	await wide.page.waitForSelector( `${ header } a[href$="#services"]`, {
		visible: true,
	} );
	await waitForHidden(
		wide.page,
		`${ header } .wp-block-navigation__responsive-container-open`
	);

	const { page } = await visit( '/', {
		viewport: { width: 390, height: 800 },
	} );
	const open = `${ header } .wp-block-navigation__responsive-container-open`;
	await page.waitForSelector( open, { visible: true } );
	await waitForHidden( page, `${ header } a[href$="#services"]` );
	// Keyboard only: the button opens the menu, Escape closes it and gives the focus back.
	await page.focus( open );
	await page.keyboard.press( 'Enter' );
	await page.waitForSelector(
		`${ header } .wp-block-navigation__responsive-container.is-menu-open`,
		{ visible: true }
	);
	await page.waitForSelector( `${ header } a[href$="#services"]`, {
		visible: true,
	} );
	await page.keyboard.press( 'Escape' );
	await waitForHidden( page, `${ header } a[href$="#services"]` );
	await page.waitForFunction(
		( css ) => document.body.ownerDocument.activeElement?.matches( css ),
		{},
		open
	);
} );

test( 'the hero slider moves with its arrows, dots, keys and a swipe', async () => {
	const { page } = await visit( '/' );
	await page.waitForSelector( `${ hero }[data-vista-ready="true"]` );
	await page.locator( `${ hero } .vista-slider__toggle` ).click();
	await waitForAttribute(
		page,
		`${ hero } .vista-slider__toggle`,
		'class',
		/^(?!.*is-active)/
	);
	await page.locator( `${ hero } .splide__arrow--next` ).click();
	await heroAt( page, 1 );
	await page.locator( `${ hero } .splide__arrow--prev` ).click();
	await heroAt( page, 0 );
	const dots = await page.$$( `${ hero } .splide__pagination__page` );
	await dots[ 2 ].click();
	await heroAt( page, 2 );
	// The keys follow reading order.
	await page.keyboard.press( forward > 0 ? 'ArrowLeft' : 'ArrowRight' );
	await heroAt( page, 1 );
	// A drag with the mouse, against reading order, moves forward.
	const track = await page.$( `${ hero } .splide__track` );
	const box = ( await track!.boundingBox() )!;
	const y = box.y + box.height / 2;
	const start = box.x + box.width * ( forward > 0 ? 0.7 : 0.3 );
	await page.mouse.move( start, y );
	await page.mouse.down();
	for ( let step = 1; step <= 10; step++ ) {
		await page.mouse.move( start - forward * box.width * 0.05 * step, y );
	}
	await page.mouse.up();
	await heroAt( page, 2 );
} );

/**
 * Once the hero slider stands still: a slider in the middle of a move ignores a touch, and Splide
 * takes the list's transition off when the move ends.
 * @param page The page.
 */
const heroStill = ( page: Page ) =>
	page.waitForFunction(
		( css ) =>
			document.querySelector< HTMLElement >( `${ css } .splide__list` )
				?.style.transition === '',
		{},
		hero
	);

touchTest(
	'on a touch screen a flick moves the hero slider one slide on',
	async () => {
		const { page } = await visit( '/', { touch: true } );
		await page.waitForSelector( `${ hero }[data-vista-ready="true"]` );
		await page.locator( `${ hero } .vista-slider__toggle` ).click();
		// Autoplay may have moved on before the pause took hold (a loaded machine), and a slider in
		// the middle of a move ignores a touch: the flick waits for the move to end and goes one
		// slide on from wherever the slider stands.
		await heroStill( page );
		const [ current, count ] = await page.$eval( hero, ( slider ) => {
			const slides = Array.from(
				slider.querySelectorAll(
					'.splide__slide:not(.splide__slide--clone)'
				)
			);
			return [
				slides.findIndex( ( slide ) =>
					slide.classList.contains( 'is-active' )
				),
				slides.length,
			];
		} );
		// A third of the slide: a drag that short snaps back; the flick's speed carries it on.
		await swipe( page, `${ hero } .splide__track`, 120 );
		await heroAt( page, ( current + 1 ) % count );
	}
);

touchTest(
	'on a touch screen a slow drag past half a slide moves the hero slider, either way',
	async () => {
		const { page } = await visit( '/', { touch: true } );
		await page.waitForSelector( `${ hero }[data-vista-ready="true"]` );
		await page.locator( `${ hero } .vista-slider__toggle` ).click();
		// The second slide, so that both ways have a slide to go to.
		const dots = await page.$$( `${ hero } .splide__pagination__page` );
		await dots[ 1 ].click();
		await heroAt( page, 1 );
		const track = `${ hero } .splide__track`;
		const width = await page.$eval(
			track,
			( element ) => element.getBoundingClientRect().width
		);
		// Two thirds of a slide in two seconds: too slow for a flick, so only the distance counts.
		await heroStill( page );
		await swipe( page, track, ( width * 2 ) / 3, 2000 );
		await heroAt( page, 2 );
		await heroStill( page );
		await swipe( page, track, ( -width * 2 ) / 3, 2000 );
		await heroAt( page, 1 );
	}
);

test( 'the counters count up once in view and end on their numbers', async () => {
	const { page } = await visit( '/' );
	const counter = '.wp-block-vista-counter';
	const values = () =>
		page.$$eval( `${ counter } .vista-counter__value`, ( found ) =>
			found.map( ( each ) => each.textContent?.trim() )
		);
	await page.waitForFunction(
		( css ) =>
			Array.from( document.querySelectorAll( css ) ).every( ( each ) =>
				/^0\D*/.test( each.textContent?.trim() ?? '' )
			),
		{},
		`${ counter } .vista-counter__value`
	);
	await page.$eval( '#numbers', ( section ) =>
		section.scrollIntoView( { block: 'center' } )
	);
	// Each ends on its number, written the way of the page's language.
	await page.waitForFunction(
		( css ) =>
			Array.from( document.querySelectorAll( css ) ).every( ( each ) => {
				const { to } = JSON.parse(
					each.getAttribute( 'data-vista-counter' ) ?? '{}'
				);
				const shown =
					each.querySelector( '.vista-counter__value' )
						?.textContent ?? '';
				return shown
					.trim()
					.startsWith(
						new Intl.NumberFormat(
							document.documentElement.lang || undefined
						).format( to )
					);
			} ),
		{},
		counter
	);
	if ( locale === 'en_US' ) {
		expect( await values() ).toEqual( [ '1,250', '98%', '24/7' ] );
	}
} );

test( 'a menu link scrolls to its section, puts it in the address and marks the link', async () => {
	const { page } = await visit( '/' );
	const link = `${ header } a[href$="#testimonials"]`;
	await page.locator( link ).click();
	await page.waitForFunction( () => location.hash === '#testimonials' );
	// The scroll ends with the section just below the sticky header, and the focus on it.
	await page.waitForFunction(
		( css ) => {
			const top = document
				.getElementById( 'testimonials' )!
				.getBoundingClientRect().top;
			const bottom = document
				.querySelector( css )!
				.getBoundingClientRect().bottom;
			return Math.abs( top - bottom ) <= 2;
		},
		{},
		header
	);
	await page.waitForFunction(
		() => document.body.ownerDocument.activeElement?.id === 'testimonials'
	);
	await page.waitForSelector( `${ link }.is-current` );
} );
