/**
 * Galleries → Settings (000 §3.8 watermark): the React screen saves a text or an image watermark
 * and the views it is drawn on, which the image browser then shows; hostile values are refused
 * field by field without saving anything and with everything typed kept.
 *
 * The settings are global, so each test puts back what was stored before the first one.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import { collectPageErrors } from '../utils/site';
import { galleryPost } from './helpers';

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const { storedSettings, screen, openScreen, keepSettings } = settingsScreen( {
	restPath: '/vista-gallery/v1/settings',
	mountId: 'vista-gallery-settings',
	adminPage: 'admin.php',
	query: 'page=vista-gallery-settings',
} );

test.describe( 'Gallery settings screen: text watermark', () => {
	keepSettings();

	test( 'a text watermark set here is drawn on the image browser, not where it is off', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const pageErrors = collectPageErrors( page );
		const url = await galleryPost( requestUtils, 'Watermarked', [
			{ layout: 'image_browser', gallerySlug: 'skies' },
			{ layout: 'blog_style', gallerySlug: 'skies', imagesPerPage: 2 },
		] );
		await openScreen( admin, page );
		// The menu entry sits under Galleries.
		await expect(
			page
				.locator( '#toplevel_page_vista-galleries' )
				.getByRole( 'link', {
					name: 'Settings',
				} )
		).toHaveAttribute( 'aria-current', 'page' );

		await page.getByRole( 'radio', { name: 'Text' } ).check();
		await page.getByLabel( 'Watermark text' ).fill( '© Vista e2e' );
		await page.getByLabel( 'Font size, in pixels' ).fill( '30' );
		await page.getByLabel( 'Text colour' ).fill( '#FF0000' );
		await page.getByLabel( 'Position' ).selectOption( 'top-left' );
		await page.getByLabel( 'Opacity, in percent' ).fill( '80' );
		await page.getByRole( 'checkbox', { name: 'Blog style' } ).uncheck();
		// The preview draws it as the front end will.
		await expect(
			screen( page ).locator( '.vista-watermark--text' )
		).toHaveText( '© Vista e2e' );
		await expect(
			screen( page ).getByText( 'Unsaved changes' )
		).toBeVisible();
		await page.screenshot( {
			path: path.join( shots, 'gallery-settings.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		await expect( page.getByLabel( 'Text colour' ) ).toHaveValue(
			'#ff0000'
		);
		expect( await storedSettings( requestUtils ) ).toMatchObject( {
			watermark_type: 'text',
			watermark_text: '© Vista e2e',
			watermark_font_size: 30,
			watermark_color: '#ff0000',
			watermark_position: 'top-left',
			watermark_opacity: 80,
			watermark_apply: [ 'image_browser', 'slideshow', 'lightbox' ],
		} );
		await page.reload();
		await expect( page.getByLabel( 'Watermark text' ) ).toHaveValue(
			'© Vista e2e'
		);
		await expect(
			page.getByRole( 'checkbox', { name: 'Blog style' } )
		).not.toBeChecked();

		await page.goto( url );
		const browser = page.locator( '[data-gallery-n="1"]' );
		const mark = browser.locator( '.vista-watermark' );
		await expect( mark ).toHaveText( '© Vista e2e' );
		await expect( mark ).toHaveAttribute( 'aria-hidden', 'true' );
		const style = await mark.evaluate( ( element ) => {
			const computed = getComputedStyle( element );
			return {
				color: computed.color,
				opacity: computed.opacity,
				fontSize: computed.fontSize,
				pointerEvents: computed.pointerEvents,
			};
		} );
		expect( style ).toEqual( {
			color: 'rgb(255, 0, 0)',
			opacity: '0.8',
			fontSize: '30px',
			pointerEvents: 'none',
		} );
		// Top left over the image.
		const image = ( await browser
			.locator( '.vista-large__image' )
			.boundingBox() )!;
		const box = ( await mark.boundingBox() )!;
		expect( box.x - image.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x - image.x ).toBeLessThan( image.width * 0.05 );
		expect( box.y - image.y ).toBeGreaterThanOrEqual( 0 );
		expect( box.y - image.y ).toBeLessThan( image.height * 0.05 );
		// The image under it still takes the click.
		await expect(
			browser.locator( '.vista-gallery__link' )
		).toHaveAttribute( 'href', /\.jpg$/ );
		await page.screenshot( {
			path: path.join( shots, 'gallery-settings-watermark.png' ),
		} );
		// Blog style is switched off.
		await expect(
			page.locator( '[data-gallery-n="2"] .vista-watermark' )
		).toHaveCount( 0 );
		expect( pageErrors ).toEqual( [] );
	} );
} );

test.describe( 'Gallery settings screen: refused values', () => {
	const original = keepSettings();

	test( 'refuses hostile values field by field, keeps them, and saves nothing', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openScreen( admin, page );
		await page.getByRole( 'radio', { name: 'Text' } ).check();
		const text = page.getByLabel( 'Watermark text' );
		const color = page.getByLabel( 'Text colour' );
		const opacity = page.getByLabel( 'Opacity, in percent' );
		await text.fill( '<script>alert(1)</script>' );
		await color.fill( 'red' );
		await opacity.fill( '150' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			screen( page ).getByText(
				'The settings were not saved: some values are not allowed.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText(
				'The watermark text cannot contain < or >: it is shown as plain text.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText(
				'Enter a colour as #rrggbb, such as #ffffff.'
			)
		).toBeVisible();
		await expect(
			screen( page ).getByText( 'The opacity is from 0 to 100 percent.' )
		).toBeVisible();
		await expect( text ).toHaveAttribute( 'aria-invalid', 'true' );
		// The first refused field takes the focus; everything typed is still there.
		await expect( text ).toBeFocused();
		await expect( text ).toHaveValue( '<script>alert(1)</script>' );
		await expect( color ).toHaveValue( 'red' );
		await expect( opacity ).toHaveValue( '150' );
		await expect(
			screen( page ).getByText( 'Unsaved changes' )
		).toBeVisible();
		expect( await storedSettings( requestUtils ) ).toEqual( original() );

		// Fixing one field clears its message only.
		await color.fill( '#00ff00' );
		await expect(
			screen( page ).getByText(
				'Enter a colour as #rrggbb, such as #ffffff.'
			)
		).toHaveCount( 0 );
		await expect(
			screen( page ).getByText( 'The opacity is from 0 to 100 percent.' )
		).toBeVisible();

		// Leaving with unsaved changes asks first; the page then shows what is stored.
		const dialog = new Promise< string >( ( resolve ) =>
			page.once( 'dialog', async ( prompt ) => {
				resolve( prompt.type() );
				await prompt.accept();
			} )
		);
		await page.reload();
		expect( await dialog ).toBe( 'beforeunload' );
		await expect(
			page.getByRole( 'radio', { name: 'None' } )
		).toBeChecked();
		await expect( text ).toHaveCount( 0 );
	} );
} );

test.describe( 'Gallery settings screen: image watermark', () => {
	keepSettings();

	test( 'an image watermark chosen from the media library', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'Image watermark', [
			{ layout: 'image_browser', gallerySlug: 'skies' },
		] );
		await openScreen( admin, page );
		await page.getByRole( 'radio', { name: 'Image' } ).check();
		await expect(
			screen( page ).getByText( 'No image chosen.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Choose an image' } ).click();
		const modal = page.locator( '.media-modal' );
		await expect( modal ).toBeVisible();
		// The modal opens on the tab used last; the library holds the seeded photos.
		await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
		await modal.locator( 'li.attachment' ).first().click();
		await modal.getByRole( 'button', { name: 'Use this image' } ).click();
		await expect( modal ).toBeHidden();
		await expect(
			screen( page ).getByRole( 'img', { name: 'The watermark image' } )
		).toBeVisible();
		await page.getByLabel( 'Watermark width, in pixels' ).fill( '200' );
		await page.getByLabel( 'Watermark height, in pixels' ).fill( '100' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			screen( page ).getByText( 'Settings saved.' )
		).toBeVisible();
		const answer = await requestUtils.rest< {
			settings: { watermark_image_id: number };
			upload_url: string;
		} >( { path: '/vista-gallery/v1/settings' } );
		expect( answer.settings.watermark_image_id ).toBeGreaterThan( 0 );
		expect( answer.upload_url ).toMatch( /^http.*\.(jpe?g|png|webp)$/ );

		await page.goto( url );
		const mark = page.locator(
			'[data-gallery-n="1"] .vista-watermark--image'
		);
		await expect( mark.locator( 'img' ) ).toHaveAttribute(
			'src',
			answer.upload_url
		);
		await expect( mark.locator( 'img' ) ).toHaveAttribute( 'alt', '' );
		// At most 200 px wide (40 % of a narrower image).
		const box = ( await mark.boundingBox() )!;
		expect( Math.round( box.width ) ).toBeLessThanOrEqual( 200 );
		expect( box.width ).toBeGreaterThan( 0 );
	} );
} );
