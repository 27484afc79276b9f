/**
 * Gallery themes (000 §3.10 `theme_id`): made under Galleries → Themes with a live preview, stored
 * server-side, chosen per block, and drawn on the page by CSS custom properties alone (a theme
 * costs no script): thumbnails, titles, paging, tag filter and the lightbox.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost } from './helpers';

const PATH = '/vista-gallery/v1/themes';

/**
 * The computed value of a CSS property of the first element matching a selector.
 * @param page     The page.
 * @param selector The element.
 * @param property The CSS property.
 */
const computed = ( page: Page, selector: string, property: string ) =>
	page
		.locator( selector )
		.first()
		.evaluate(
			( element, name ) =>
				getComputedStyle( element ).getPropertyValue( name ),
			property
		);

/**
 * Deletes every theme the tests made (the default theme, id 0, stays).
 * @param requestUtils REST access.
 */
async function deleteThemes( requestUtils: RequestUtils ) {
	const { themes } = await requestUtils.rest< {
		themes: Array< { id: number } >;
	} >( { path: PATH } );
	for ( const theme of themes.filter( ( t ) => t.id > 0 ) ) {
		await requestUtils.rest( {
			path: `${ PATH }/${ theme.id }`,
			method: 'DELETE',
		} );
	}
}

test.describe( 'Galleries → Themes', () => {
	test.afterEach( ( { requestUtils } ) => deleteThemes( requestUtils ) );

	for ( const width of [ 1280, 390 ] ) {
		test( `the preview shows its sample gallery in three columns at ${ width } px (issue 34 item 2)`, async ( {
			admin,
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await admin.visitAdminPage(
				'admin.php',
				'page=vista-gallery-themes'
			);
			const tiles = page.locator(
				'[data-testid="theme-preview"] .vista-gallery__item'
			);
			await expect( tiles ).toHaveCount( 6 );
			const boxes = await tiles.evaluateAll( ( found ) =>
				found.map( ( tile ) => tile.getBoundingClientRect().toJSON() )
			);
			const preview = ( await page
				.getByTestId( 'theme-preview' )
				.boundingBox() )!;
			// Two rows of three, side by side, each a third of the gallery's width at most.
			expect(
				new Set( boxes.map( ( box ) => Math.round( box.top ) ) ).size
			).toBe( 2 );
			expect(
				new Set( boxes.map( ( box ) => Math.round( box.left ) ) ).size
			).toBe( 3 );
			for ( const box of boxes ) {
				expect( box.width ).toBeLessThanOrEqual( preview.width / 3 );
				expect( box.height ).toBeGreaterThan( 0 );
			}
			// The preview fits the screen: nothing scrolls sideways.
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						document.documentElement.clientWidth
				)
			).toBe( true );
		} );
	}

	test( 'a theme made on the screen previews live and is saved', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = watchForErrors( page );
		await admin.visitAdminPage( 'admin.php', 'page=vista-gallery-themes' );
		await expect(
			page.getByRole( 'heading', { name: 'Gallery themes' } )
		).toBeVisible();
		const preview = page.getByTestId( 'theme-preview' );
		// The default theme is read-only.
		await expect(
			page.getByRole( 'button', { name: 'Save theme' } )
		).toHaveCount( 0 );
		await page.getByRole( 'button', { name: 'New theme' } ).click();
		await page.getByLabel( 'Name' ).fill( 'Rounded sea' );
		const radius = page.getByRole( 'spinbutton', {
			name: 'Corner radius (px)',
			exact: true,
		} );
		await radius.fill( '16' );
		// Live: the preview's thumbnails take the radius as it is typed.
		await expect
			.poll( () =>
				computed(
					page,
					'[data-testid="theme-preview"] .vista-gallery__item',
					'border-top-left-radius'
				)
			)
			.toBe( '16px' );
		await page
			.getByRole( 'textbox', { name: 'Paging background' } )
			.fill( '#003366' );
		await expect
			.poll( () =>
				computed(
					page,
					'[data-testid="theme-preview"] .vista-gallery__page',
					'background-color'
				)
			)
			.toBe( 'rgb(0, 51, 102)' );
		await expect( preview ).toBeVisible();

		// A bad colour is refused with its message, and nothing is stored.
		await page
			.getByRole( 'textbox', { name: 'Border colour' } )
			.fill( 'red' );
		await page.getByRole( 'button', { name: 'Save theme' } ).click();
		await expect(
			page.getByText( 'Enter a colour as #rrggbb.' )
		).toBeVisible();
		let stored = await requestUtils.rest< { themes: unknown[] } >( {
			path: PATH,
		} );
		expect( stored.themes ).toHaveLength( 1 );

		await page
			.getByRole( 'textbox', { name: 'Border colour' } )
			.fill( '#aa0000' );
		await page.getByRole( 'button', { name: 'Save theme' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText( 'Theme saved.' );
		stored = await requestUtils.rest( { path: PATH } );
		expect( stored.themes ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( {
					name: 'Rounded sea',
					thumbRadius: 16,
					pagingBackground: '#003366',
					thumbBorderColor: '#aa0000',
				} ),
			] )
		);
		// The refused save above is the one failed request the browser reports.
		expect(
			errors.filter(
				( error ) => ! error.includes( '400 (Bad Request)' )
			)
		).toEqual( [] );
	} );
} );

/**
 * Makes, through the REST API, a theme that sets every property a block draws.
 * @param requestUtils REST access.
 */
function framedTheme( requestUtils: RequestUtils ) {
	return requestUtils.rest< { id: number } >( {
		path: PATH,
		method: 'POST',
		data: {
			name: 'Framed',
			thumbBorderWidth: 4,
			thumbBorderColor: '#112233',
			thumbRadius: 12,
			thumbSpacing: 20,
			titleColor: '#884400',
			titleFont: 'monospace',
			pagingColor: '#ffffff',
			pagingBackground: '#224466',
			filterActiveBackground: '#662244',
			lightboxBackground: '#203040',
		},
	} );
}

/**
 * Checks computed styles on the page.
 * @param page     The page.
 * @param expected Each a selector, a CSS property and the value it must compute to.
 */
async function expectComputed(
	page: Page,
	expected: Array< [ string, string, string ] >
) {
	for ( const [ selector, property, value ] of expected ) {
		expect(
			await computed( page, selector, property ),
			`${ property } of ${ selector }`
		).toBe( value );
	}
}

test.describe( 'Galleries → Themes: on a page', () => {
	test.use( visitor );
	test.afterEach( ( { requestUtils } ) => deleteThemes( requestUtils ) );

	test( 'a block draws its theme by custom properties alone, the lightbox too', async ( {
		page,
		requestUtils,
	} ) => {
		const theme = await framedTheme( requestUtils );
		const common = {
			gallerySlug: 'landscapes',
			imagesPerPage: 4,
			showTitle: true,
			showTagFilter: true,
		};
		const url = await galleryPost( requestUtils, 'Themed gallery', [
			{ ...common, themeId: theme.id },
			{ ...common },
		] );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			// Script files (a blob: worker some other plugin starts is not one).
			if (
				request.resourceType() === 'script' &&
				request.url().startsWith( 'http' )
			) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( url );
		await expect( page.locator( '[data-gallery-n="1"]' ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		const themed = '[data-gallery-n="1"]';
		const plain = '[data-gallery-n="2"]';
		await expectComputed( page, [
			[ `${ themed } .vista-gallery__item`, 'border-top-width', '4px' ],
			[
				`${ themed } .vista-gallery__item`,
				'border-top-color',
				'rgb(17, 34, 51)',
			],
			[
				`${ themed } .vista-gallery__item`,
				'border-top-left-radius',
				'12px',
			],
			[ `${ themed } .vista-gallery__items`, 'row-gap', '20px' ],
			[ `${ themed } .vista-gallery__title`, 'color', 'rgb(136, 68, 0)' ],
			[ `${ themed } .vista-gallery__title`, 'font-family', 'monospace' ],
			[
				`${ themed } .vista-gallery__page`,
				'background-color',
				'rgb(34, 68, 102)',
			],
			[
				`${ themed } .vista-gallery__tag.is-active`,
				'background-color',
				'rgb(102, 34, 68)',
			],
			// The block without a theme keeps the stylesheet's own look.
			[ `${ plain } .vista-gallery__item`, 'border-top-width', '0px' ],
			[ `${ plain } .vista-gallery__items`, 'row-gap', '6px' ],
		] );

		// A theme costs no script: the same scripts as a page whose galleries have none.
		await page.waitForLoadState( 'networkidle' );
		const themedScripts = [ ...scripts ].sort();
		const plainUrl = await galleryPost( requestUtils, 'Plain gallery', [
			{ ...common },
			{ ...common },
		] );
		scripts.length = 0;
		await page.goto( plainUrl );
		await page.waitForLoadState( 'networkidle' );
		expect( [ ...scripts ].sort() ).toEqual( themedScripts );

		// The lightbox opened from the themed gallery takes its background.
		await page.goto( url );
		await page
			.locator( `${ themed } a[data-action="open_lightbox"]` )
			.first()
			.click();
		await expect( page.locator( '.vista-lightbox' ) ).toBeVisible();
		expect(
			await computed( page, '.vista-lightbox', 'background-color' )
		).toBe( 'rgb(32, 48, 64)' );
	} );
} );
