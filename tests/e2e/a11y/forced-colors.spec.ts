/**
 * Issue 35 item 3, forced colours (Windows high contrast, emulated): the browser replaces author
 * colours with the system's and drops backgrounds and shadows, so every control, focus ring,
 * rating star and selected state must be drawn by what survives. Each test reads computed styles
 * in `forced-colors: active`, never pixels.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { newVisitor, visitor } from '../utils/site';
import { galleryPost } from '../gallery/helpers';
import {
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from '../gallery/lightbox-helpers';
import { runUntilStarted, stopClock } from '../theme/theme-site';

test.use( visitor );
test.beforeEach( async ( { page } ) => {
	await page.emulateMedia( { forcedColors: 'active' } );
} );

/**
 * A system colour as this browser draws it now (rgb(...)).
 * @param page   The page.
 * @param colour A CSS system colour keyword.
 */
function systemColour( page: Page, colour: string ): Promise< string > {
	return page.evaluate( ( keyword ) => {
		const probe = document.createElement( 'i' );
		probe.style.color = keyword;
		document.body.append( probe );
		const value = getComputedStyle( probe ).color;
		probe.remove();
		return value;
	}, colour );
}

/**
 * A computed property of an element or of one of its pseudo-elements.
 * @param element  The element.
 * @param property The property, as getPropertyValue takes it.
 * @param pseudo   '::before', or nothing for the element itself.
 */
function styleOf(
	element: Locator,
	property: string,
	pseudo: string | null = null
): Promise< string > {
	return element.evaluate(
		( node, [ name, of ] ) =>
			getComputedStyle( node, of ).getPropertyValue( name ),
		[ property, pseudo ] as const
	);
}

test( 'the chosen gallery tag keeps standing out', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Forced colours tags', [
		{
			layout: 'thumbnails',
			gallerySlug: 'landscapes',
			showTagFilter: true,
		},
	] );
	await page.goto( url );
	const chosen = page.locator( '.vista-gallery__tag.is-active' ).first();
	const other = page.locator( '.vista-gallery__tag:not(.is-active)' ).first();
	await expect( chosen ).toBeVisible();
	const highlight = await systemColour( page, 'Highlight' );
	expect( await styleOf( chosen, 'background-color' ) ).toBe( highlight );
	expect( await styleOf( other, 'background-color' ) ).not.toBe( highlight );
} );

test( 'the slideshow’s current dot and the focus ring stay visible', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Forced colours dots', [
		{
			layout: 'slideshow',
			gallerySlug: 'landscapes',
			slideshowFilmstripType: 0,
		},
	] );
	await page.goto( url );
	const root = page.locator( '.vista-slideshow.is-enhanced' );
	const dots = root.locator( '.vista-slideshow__dot' );
	const highlight = await systemColour( page, 'Highlight' );
	expect(
		await styleOf( dots.nth( 0 ), 'background-color', '::before' )
	).toBe( highlight );
	expect(
		await styleOf( dots.nth( 1 ), 'background-color', '::before' )
	).not.toBe( highlight );
	// Every dot keeps its ring.
	expect(
		await styleOf( dots.nth( 1 ), 'border-top-style', '::before' )
	).toBe( 'solid' );
	await dots.nth( 1 ).focus();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	await expect( dots.nth( 1 ) ).toBeFocused();
	expect( await styleOf( dots.nth( 1 ), 'outline-style' ) ).toBe( 'solid' );
	expect( await styleOf( dots.nth( 1 ), 'outline-width' ) ).toBe( '2px' );
} );

test( 'in the lightbox, the active thumbnail, pressed buttons and rating stars stay visible', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Forced colours lightbox' );
	await openPage( page, url );
	await thumbLink( page, 1 ).click();
	const thumbs = popup( page ).locator( '.vista-lightbox__thumb' );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-current', 'true' );
	const highlight = await systemColour( page, 'Highlight' );
	// The shadow that marks it otherwise is gone in forced colours; an outline replaces it.
	expect( await styleOf( thumbs.nth( 1 ), 'box-shadow' ) ).toBe( 'none' );
	expect( await styleOf( thumbs.nth( 1 ), 'outline-style' ) ).toBe( 'solid' );
	expect( await styleOf( thumbs.nth( 1 ), 'outline-color' ) ).toBe(
		highlight
	);
	expect( await styleOf( thumbs.nth( 0 ), 'outline-style' ) ).toBe( 'none' );

	// Maximize (M): the pressed state's background is dropped; an outline shows it.
	await page.keyboard.press( 'm' );
	const pressed = popup( page ).locator(
		'.vista-lightbox__button[aria-pressed="true"]'
	);
	await expect( popup( page ) ).toHaveClass( /is-maximized/ );
	expect( await pressed.count() ).toBeGreaterThan( 0 );
	for ( const button of await pressed.all() ) {
		expect( await styleOf( button, 'outline-style' ) ).toBe( 'solid' );
		expect( await styleOf( button, 'outline-color' ) ).toBe( highlight );
	}

	const canvas = await systemColour( page, 'Canvas' );
	const outline = popup( page ).locator( '.vista-rating__outline' ).first();
	await expect( outline ).toBeAttached();
	const stroke = await styleOf( outline, 'stroke' );
	expect( stroke ).not.toBe( 'none' );
	expect( stroke ).not.toBe( canvas );
} );

test( 'the theme slider’s dots stay drawn, the current one marked', async ( {
	page,
} ) => {
	await stopClock( page );
	await page.goto( '/' );
	const hero = page.locator( '.vista-slider' ).first();
	await runUntilStarted( page, hero );
	const pages = hero.locator( '.splide__pagination__page' );
	const canvas = await systemColour( page, 'Canvas' );
	const highlight = await systemColour( page, 'Highlight' );
	const current = hero.locator( '.splide__pagination__page.is-active' );
	expect( await styleOf( current, 'background-color', '::before' ) ).toBe(
		highlight
	);
	const other = pages.and( hero.locator( ':not(.is-active)' ) ).first();
	const otherColour = await styleOf( other, 'background-color', '::before' );
	expect( otherColour ).not.toBe( canvas );
	expect( otherColour ).not.toBe( 'rgba(0, 0, 0, 0)' );
} );

test.describe( 'the cookie notice', () => {
	test.use( newVisitor );

	test( 'its buttons keep a border, and the focus ring shows', async ( {
		page,
	} ) => {
		await page.goto( '/consent/' );
		const accept = page.locator( '#cn-accept-cookie' );
		await expect( accept ).toBeVisible();
		expect( await styleOf( accept, 'border-top-width' ) ).toBe( '1px' );
		expect( await styleOf( accept, 'border-top-style' ) ).toBe( 'solid' );
		await accept.focus();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( accept ).toBeFocused();
		expect( await styleOf( accept, 'outline-style' ) ).toBe( 'solid' );
	} );
} );
