/**
 * Issue 35 item 3, reduced motion (emulated `prefers-reduced-motion: reduce`): nothing moves that
 * the visitor did not ask to move; a cross-fade is the most a change may do. The slideshow, the
 * carousel, the theme's sliders and parallax have their own reduced-motion tests beside their
 * other tests (gallery/slideshow, gallery/carousel, theme/sliders, theme/page-builder); these
 * cover the lightbox, the counters and the preloader. They read running animations and computed
 * styles, never pixels.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor } from '../utils/site';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from '../gallery/lightbox-helpers';
import { stopClock, themeSetting } from '../theme/theme-site';

test.use( { ...visitor, reducedMotion: 'reduce' } );

declare global {
	interface Window {
		vistaMotionSeen?: string[];
	}
}

/**
 * Records every CSS transition, CSS animation and Web Animation that starts inside `scope`
 * from the page's first script on: what moved, by property or animation name.
 * @param page  The page, before it loads.
 * @param scope A selector of what is watched.
 */
async function recordMotion( page: Page, scope: string ): Promise< void > {
	await page.addInitScript( ( selector ) => {
		const seen: string[] = ( window.vistaMotionSeen = [] );
		const inScope = ( target: EventTarget | null ) =>
			target instanceof Element && !! target.closest( selector );
		document.addEventListener(
			'transitionrun',
			( event ) => {
				if ( inScope( event.target ) ) {
					seen.push( `transition ${ event.propertyName }` );
				}
			},
			true
		);
		document.addEventListener(
			'animationstart',
			( event ) => {
				if ( inScope( event.target ) ) {
					seen.push( `animation ${ event.animationName }` );
				}
			},
			true
		);
		const animate = Element.prototype.animate;
		Element.prototype.animate = function ( keyframes, options ) {
			if ( inScope( this ) ) {
				seen.push( 'web animation' );
			}
			return animate.call( this, keyframes, options );
		};
	}, scope );
}

/**
 * What moved, less cross-fades (opacity alone), which reduced motion allows.
 * @param page The page.
 */
async function movement( page: Page ): Promise< string[] > {
	const seen = await page.evaluate( () => window.vistaMotionSeen ?? [] );
	return seen.filter( ( entry ) => entry !== 'transition opacity' );
}

test( 'the lightbox opens, changes images by every effect and resizes without moving anything', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Reduced motion lightbox', {
		lightboxEffect: 'cubeH',
	} );
	await recordMotion( page, '.vista-lightbox' );
	const { settings } = await openPage( page, url );
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 0 ].id )
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 1 ].id )
	);
	await expect( popup( page ).locator( '.is-leaving' ) ).toHaveCount( 0 );
	await page.keyboard.press( 'm' );
	await expect( popup( page ) ).toHaveClass( /is-maximized/ );
	await page.keyboard.press( 'End' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ settings.data.length - 1 ].id )
	);
	expect( await movement( page ) ).toEqual( [] );
	// Nothing but a cross-fade is left running either.
	expect(
		await page.evaluate( () =>
			document
				.getAnimations()
				.filter( ( animation ) => animation.playState === 'running' )
				.map( ( animation ) => {
					if ( animation instanceof CSSTransition ) {
						return `transition ${ animation.transitionProperty }`;
					}
					return animation instanceof CSSAnimation
						? `animation ${ animation.animationName }`
						: 'web animation';
				} )
				.filter( ( entry ) => entry !== 'transition opacity' )
		)
	).toEqual( [] );
} );

test( 'the lightbox filmstrip jumps to the image shown instead of scrolling to it', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Reduced motion filmstrip' );
	const { settings } = await openPage( page, url );
	await thumbLink( page, 0 ).click();
	const strip = popup( page ).locator( '.vista-lightbox__strip' );
	await expect( strip ).toBeVisible();
	// Every position the strip passes through, from here on (a scroll event a frame at most).
	await strip.evaluate( ( element: HTMLElement & { seen?: number[] } ) => {
		element.seen = [];
		element.addEventListener( 'scroll', () =>
			element.seen!.push( Math.abs( element.scrollLeft ) )
		);
	} );
	const end = await strip.evaluate(
		( element ) => element.scrollWidth - element.clientWidth
	);
	expect( end ).toBeGreaterThan( 0 );

	await page.keyboard.press( 'End' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ settings.data.length - 1 ].id )
	);
	await expect
		.poll( () =>
			strip.evaluate( ( element ) => Math.abs( element.scrollLeft ) )
		)
		.toBeGreaterThanOrEqual( end - 1 );
	// One step, straight to the end: no position on the way.
	const seen = await strip.evaluate(
		( element: HTMLElement & { seen?: number[] } ) => element.seen ?? []
	);
	expect( seen.filter( ( position ) => position < end - 1 ) ).toEqual( [] );
} );

test( 'the counters show their numbers at once, without counting', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	await page.evaluate( () =>
		document
			.getElementById( 'numbers' )!
			.scrollIntoView( { block: 'center' } )
	);
	const shown = page.locator(
		'.wp-block-vista-counter .vista-counter__value'
	);
	await expect( shown.first() ).toBeInViewport();
	// The page's clock stands still: any counting would show 0 or a number on the way.
	await expect( shown ).toHaveText( [ '1,250', '98%', '24/7' ] );
	const marked = page.locator( '.vista-count-up' );
	await marked.scrollIntoViewIfNeeded();
	await expect( marked ).toHaveText( /^(250)+$/ );
} );

test( 'the preloader’s spinner stands still', async ( { page, context } ) => {
	await themeSetting( context, 'preloader', 1 );
	await stopClock( page );
	await page.goto( '/' );
	const spinner = page.locator( '.vista-preloader__spinner' );
	await expect( spinner ).toBeVisible();
	expect(
		await spinner.evaluate(
			( element ) => getComputedStyle( element ).animationName
		)
	).toBe( 'none' );
	expect(
		await spinner.evaluate( ( element ) => element.getAnimations().length )
	).toBe( 0 );
} );
