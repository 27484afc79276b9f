/**
 * Visitor controls look like the site theme's own (issue 34 item 7): the gallery's search button,
 * the video gallery's paging buttons and the lightbox comments and shop panels' buttons are the
 * theme's buttons (WordPress's `wp-element-button`, styled by theme.json's button element), and
 * the sort menu and the shop's fields are drawn in the page's type and colours, not the browser's
 * grey boxes.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';
import { galleryPost } from './helpers';
import { popup } from './lightbox-helpers';
import { openOn } from './lightbox-social-helpers';
import { deletePriceList, fullPriceList, galleryId } from './ecommerce-helpers';
import { expectRightToLeft, inHebrew } from '../rtl/rtl-helpers';

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

test.describe( "the lightbox shop panel's controls", () => {
	const run = Date.now().toString( 36 );
	let pricelist = 0;
	let url = '';

	test.beforeAll( async ( { requestUtils } ) => {
		pricelist = await fullPriceList( requestUtils, `Controls ${ run }`, [
			await galleryId( requestUtils, 'skies' ),
		] );
		url = await galleryPost( requestUtils, `Shop controls ${ run }`, [
			{
				layout: 'thumbnails',
				gallerySlug: 'skies',
				lightboxEcommerce: true,
			},
		] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePriceList( requestUtils, pricelist );
	} );

	/**
	 * Opens the popup on the first image and its shop panel, loaded.
	 * @param page The page.
	 */
	async function openShop( page: Page ): Promise< Locator > {
		await openOn( page, url, 0 );
		await popup( page )
			.getByRole( 'button', { name: /^Buy this image/ } )
			.click();
		const panel = popup( page ).locator( '.vista-ecommerce' );
		await expect( panel.getByRole( 'tab' ).first() ).toBeVisible( {
			timeout: 20000,
		} );
		return panel;
	}

	/**
	 * The theme's buttons, the page's type in every field, menu and tab, nothing wider than the
	 * panel, and a focus ring on a field reached by the keyboard.
	 * @param page  The page.
	 * @param panel The shop panel.
	 */
	async function expectNativeControls( page: Page, panel: Locator ) {
		await expectThemeButton(
			page,
			panel.getByRole( 'button', { name: 'Close the shop panel' } )
		);
		await expectThemeButton(
			page,
			panel.getByRole( 'button', { name: 'Add to cart' } )
		);
		const fonts = await panel.evaluate( ( element ) => {
			const body = getComputedStyle( document.body ).fontFamily;
			return [
				...element.querySelectorAll(
					'select, input:not([type="hidden"]), textarea, button'
				),
			]
				.filter( ( control ) => control.closest( '[hidden]' ) === null )
				.filter(
					( control ) =>
						getComputedStyle( control ).fontFamily !== body
				)
				.map( ( control ) => control.outerHTML.slice( 0, 80 ) );
		} );
		expect( fonts ).toEqual( [] );
		expect(
			await panel.evaluate(
				( element ) => element.scrollWidth <= element.clientWidth
			)
		).toBe( true );
		const quantity = panel.getByLabel( 'Quantity' );
		await quantity.focus();
		const ring = await quantity.evaluate( ( element ) => {
			const style = getComputedStyle( element );
			return {
				style: style.outlineStyle,
				width: parseFloat( style.outlineWidth ),
			};
		} );
		expect( ring.style ).toBe( 'solid' );
		expect( ring.width ).toBeGreaterThanOrEqual( 2 );
	}

	test( "the theme's buttons and the page's type at 1280 and 390 px, axe clean on a phone", async ( {
		page,
	} ) => {
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 844 } );
			const panel = await openShop( page );
			await expectNativeControls( page, panel );
		}
		const results = await new AxeBuilder( { page } )
			.include( '.vista-ecommerce' )
			.analyze();
		expect(
			results.violations
				.filter( ( violation ) =>
					[ 'serious', 'critical' ].includes( violation.impact ?? '' )
				)
				.map( ( violation ) => violation.id )
		).toEqual( [] );
	} );

	test( 'right to left: the same controls, the close button at the left', async ( {
		page,
		context,
	} ) => {
		await inHebrew( context );
		await page.setViewportSize( { width: 390, height: 844 } );
		const panel = await openShop( page );
		await expectRightToLeft( page );
		await expectNativeControls( page, panel );
		const close = ( await panel
			.getByRole( 'button', { name: 'Close the shop panel' } )
			.boundingBox() )!;
		const title = ( await panel.getByRole( 'heading' ).boundingBox() )!;
		expect( close.x + close.width ).toBeLessThanOrEqual( title.x );
	} );
} );
