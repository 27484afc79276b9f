/**
 * Visitor controls look like the site theme's own (issue 34 item 7): the gallery's search button,
 * the video gallery's paging buttons and the lightbox comments panel's buttons are the theme's
 * buttons (WordPress's `wp-element-button`, styled by theme.json's button element), and the sort
 * menu is drawn in the page's type and colours, not the browser's grey boxes.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';
import { galleryPost } from './helpers';
import { popup } from './lightbox-helpers';
import { openOn } from './lightbox-social-helpers';

test.use( visitor );

/** What makes a button the theme's. */
const LOOK = [
	'background-color',
	'color',
	'font-family',
	'border-top-left-radius',
	'border-top-width',
] as const;

/**
 * The look theme.json's button element gives a button on this page: a reference button added to
 * the page with WordPress's element class alone.
 * @param page The page.
 */
function themeButtonLook( page: Page ): Promise< Record< string, string > > {
	return page.evaluate(
		( properties ) => {
			const link = document.createElement( 'button' );
			link.type = 'button';
			link.className = 'wp-element-button';
			link.textContent = 'Reference';
			document.querySelector( '.wp-site-blocks' )!.append( link );
			const style = getComputedStyle( link );
			const look = Object.fromEntries(
				properties.map( ( name ) => [
					name,
					style.getPropertyValue( name ),
				] )
			);
			link.remove();
			return look;
		},
		LOOK as unknown as string[]
	);
}

function lookOf( control: Locator ): Promise< Record< string, string > > {
	return control.evaluate(
		( element, properties ) => {
			const style = getComputedStyle( element );
			return Object.fromEntries(
				properties.map( ( name ) => [
					name,
					style.getPropertyValue( name ),
				] )
			);
		},
		LOOK as unknown as string[]
	);
}

async function expectThemeButton( page: Page, control: Locator ) {
	await expect( control ).toHaveClass( /\bwp-element-button\b/ );
	expect( await lookOf( control ) ).toEqual( await themeButtonLook( page ) );
}

test( "the gallery's search button is the theme's and its sort menu the page's", async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Visitor controls', [
		{ gallerySlug: 'landscapes', showSearch: true, showSort: true },
	] );
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.goto( url );
		const gallery = page.locator( '[data-gallery-n="1"]' );
		const search = gallery.locator( '.vista-gallery__search-submit' );
		await expectThemeButton( page, search );
		const sort = gallery.locator( '#bwg_sort_1' );
		const look = await sort.evaluate( ( select ) => {
			const style = getComputedStyle( select );
			const body = getComputedStyle( document.body );
			return {
				font: style.fontFamily === body.fontFamily,
				border: style.borderTopColor === style.color,
				size:
					style.fontSize ===
					getComputedStyle( select.parentElement! ).fontSize,
			};
		} );
		expect( look ).toEqual( { font: true, border: true, size: true } );
		// The line of controls fits the gallery at both widths.
		const box = ( await gallery.boundingBox() )!;
		const button = ( await search.boundingBox() )!;
		expect( button.x + button.width ).toBeLessThanOrEqual(
			box.x + box.width + 0.5
		);
	}
} );

test( "the video gallery's paging buttons are the theme's", async ( {
	page,
} ) => {
	await page.goto( demoPages.video );
	const next = page.locator( '.vista-video__page--next' ).first();
	await expect( next ).toBeVisible();
	await expectThemeButton( page, next );
	await expectThemeButton(
		page,
		page.locator( '.vista-video__page--prev' ).first()
	);
} );

test( "the lightbox comments panel's buttons are the theme's", async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Visitor controls comments', [
		{ layout: 'thumbnails', gallerySlug: 'landscapes' },
	] );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await openOn( page, url, 0 );
	await popup( page )
		.getByRole( 'button', { name: /^Comments/ } )
		.click();
	const panel = popup( page ).locator( '.vista-comments' );
	await expect( panel.locator( '.vista-comments__loading' ) ).toHaveCount(
		0,
		{ timeout: 20000 }
	);
	await expectThemeButton(
		page,
		panel.getByRole( 'button', { name: 'Close comments' } )
	);
	await expectThemeButton(
		page,
		panel.getByRole( 'button', { name: 'Submit' } )
	);
} );
