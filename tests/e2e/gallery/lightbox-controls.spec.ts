/**
 * The lightbox's controls and their §4.1 transitions: play/pause, blur, fullscreen, maximize,
 * info, filmstrip, panels, shortcuts (and typing in a panel), focus, embeds, share, download,
 * watermark, zoom, right click; screenshots at 1280 and 390 px.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { visitor, watchForErrors } from '../utils/site';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

const shownId = ( page: Page ) =>
	currentSlide( page ).getAttribute( 'data-image-id' );
const button = ( page: Page, name: RegExp ) =>
	popup( page ).getByRole( 'button', { name } );

test( 'play/pause swaps its icon, advances, pauses on blur and resumes on focus', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox play', {
		lightboxInterval: 1,
		lightboxEffectDuration: 0.2,
		lightboxLoop: false,
	} );
	const { settings } = await openPage( page, url );
	const ids = settings.data.map( ( image ) => String( image.id ) );
	await thumbLink( page, ids.length - 3 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	await button( page, /^Play/ ).click();
	await expect( button( page, /^Pause/ ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( button( page, /^Play/ ) ).toHaveCount( 0 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ ids.length - 2 ]
	);
	// The window loses focus: paused; back: playing again.
	await page.evaluate( () => window.dispatchEvent( new Event( 'blur' ) ) );
	await expect( button( page, /^Play/ ) ).toBeVisible();
	await page.evaluate( () => window.dispatchEvent( new Event( 'focus' ) ) );
	await expect( button( page, /^Pause/ ) ).toBeVisible();
	// Loop off: autoplay stops at the last image instead of going round.
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ ids.length - 1 ]
	);
	await expect( button( page, /^Play/ ) ).toBeVisible( { timeout: 10000 } );
	expect( await shownId( page ) ).toBe( ids[ ids.length - 1 ] );
	// Space toggles it too.
	await popup( page ).focus();
	await page.keyboard.press( 'Space' );
	await expect( button( page, /^Pause/ ) ).toBeVisible();
	await page.keyboard.press( 'p' );
	await expect( button( page, /^Play/ ) ).toBeVisible();
} );

test( 'fullscreen, maximize and the close button class; shortcuts F and M', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox sizes' );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await openPage( page, url );
	await thumbLink( page, 0 ).click();
	const close = button( page, /^Close \(Escape\)/ );
	await expect( close ).toHaveClass( /vista-lightbox__close--outside/ );
	const box = popup( page ).locator( '.vista-lightbox__box' );
	const normal = await box.boundingBox();
	expect( normal?.width ).toBeCloseTo( 800, 0 );

	await button( page, /^Maximize/ ).click();
	await expect( close ).toHaveClass( /vista-lightbox__close--inside/ );
	await expect
		.poll( async () => ( await box.boundingBox() )?.width )
		.toBeCloseTo( 1280, 0 );
	await page.keyboard.press( 'm' );
	await expect( close ).toHaveClass( /vista-lightbox__close--outside/ );

	await button( page, /^Fullscreen/ ).click();
	await expect( button( page, /^Exit fullscreen/ ) ).toBeVisible();
	await expect( close ).toHaveClass( /vista-lightbox__close--inside/ );
	expect(
		await popup( page ).evaluate(
			( element ) => getComputedStyle( element ).zIndex
		)
	).toBe( '100002' );
	await page.keyboard.press( 'f' );
	await expect( button( page, /^Fullscreen/ ) ).toBeVisible();
	expect(
		await page.evaluate( () => document.fullscreenElement === null )
	).toBe( true );
} );

test( 'info toggles and is hidden without title and description; the bar collapses; filmstrip follows', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox info' );
	await page.setViewportSize( { width: 1280, height: 800 } );
	const { settings } = await openPage(
		page,
		url,
		{ image_filmstrip_width: 200 },
		( index ) => ( index === 1 ? { alt: '', description: '' } : {} )
	);
	await thumbLink( page, 0 ).click();
	const info = popup( page ).locator( '.vista-lightbox__info' );
	await expect( info ).toBeHidden();
	await button( page, /^Show info/ ).click();
	await expect( info ).toBeVisible();
	await expect( info ).toContainText( settings.data[ 0 ].alt );
	await expect( info ).toContainText( 'The first picture of the gallery.' );
	await page.keyboard.press( 'i' );
	await expect( info ).toBeHidden();
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 1 ].id )
	);
	await expect( button( page, /info/ ) ).toHaveCount( 0 );

	// Filmstrip: the active thumbnail follows; at the start the back arrow is dimmed.
	const thumbs = popup( page ).locator( '.vista-lightbox__thumb' );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-current', 'true' );
	await expect( thumbs.nth( 0 ) ).toHaveAttribute( 'aria-current', 'false' );
	const back = popup( page ).getByRole( 'button', {
		name: 'More thumbnails back',
	} );
	const forward = popup( page ).getByRole( 'button', {
		name: 'More thumbnails forward',
	} );
	await expect( back ).toHaveCSS( 'opacity', '0.3' );
	await expect( forward ).toHaveCSS( 'opacity', '1' );
	await page.keyboard.press( 'End' );
	await expect( thumbs.last() ).toHaveAttribute( 'aria-current', 'true' );
	await expect( forward ).toHaveCSS( 'opacity', '0.3' );
	await expect( back ).toHaveCSS( 'opacity', '1' );
	await thumbs.nth( settings.data.length - 2 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ settings.data.length - 2 ].id )
	);

	// The control bar collapses and comes back.
	const toggle = button( page, /controls/ );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( button( page, /^Play/ ) ).toBeHidden();
	await page.keyboard.press( 't' );
	await expect( button( page, /^Play/ ) ).toBeVisible();
} );

test( 'all thumbnails fit: both filmstrip arrows dimmed', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox strip fits', {
		lightboxFilmstripThumbWidth: 40,
	} );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await openPage( page, url );
	await thumbLink( page, 0 ).click();
	for ( const name of [
		'More thumbnails back',
		'More thumbnails forward',
	] ) {
		await expect( popup( page ).getByRole( 'button', { name } ) ).toHaveCSS(
			'opacity',
			'0.3'
		);
	}
} );

test( 'comments and ecommerce panels are exclusive; playing stops under comments and comes back', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox panels' );
	await page.setViewportSize( { width: 1280, height: 800 } );
	const { settings } = await openPage(
		page,
		url,
		{ enable_image_ecommerce: 1, slideshow_interval: 30 },
		( index ) => ( index < 2 ? { pricelist: 3 } : {} )
	);
	await thumbLink( page, 0 ).click();
	const side = popup( page ).locator( '.vista-lightbox__side' );
	await button( page, /^Play/ ).click();
	await button( page, /^Comments/ ).click();
	await expect( side ).toHaveCount( 1 );
	await expect( side ).toHaveClass( /vista-lightbox__side--right/ );
	expect( ( await side.boundingBox() )?.width ).toBeCloseTo( 400, 0 );
	await expect( button( page, /^Play/ ) ).toBeVisible();

	// Typing in the comment form's name field: keys are text, not shortcuts.
	await side.locator( 'input[name="comment_name"]' ).fill( '' );
	await side.locator( 'input[name="comment_name"]' ).focus();
	await page.keyboard.type( 'Fim ' );
	for ( const key of [ 'ArrowRight', 'ArrowLeft', 'Escape' ] ) {
		await page.keyboard.press( key );
	}
	await expect( popup( page ) ).toBeVisible();
	await expect( side.locator( 'input[name="comment_name"]' ) ).toHaveValue(
		'Fim '
	);
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 0 ].id )
	);
	await expect( button( page, /^Show info/ ) ).toBeVisible();

	// Opening ecommerce closes comments, and playing comes back.
	await button( page, /^Buy this image/ ).click();
	await expect( side ).toHaveCount( 1 );
	await expect( button( page, /^Buy this image/ ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( button( page, /^Comments/ ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	await expect( button( page, /^Pause/ ) ).toBeVisible();
	await button( page, /^Pause/ ).click();
	// Image 2 has a price list: the panel stays; image 3 has none: it closes.
	await popup( page ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( side ).toHaveCount( 1 );
	await page.keyboard.press( 'ArrowRight' );
	await expect( side ).toHaveCount( 0 );
	await expect( button( page, /^Buy this image/ ) ).toHaveCount( 0 );
} );

test( 'a panel wider than the window takes it whole: close hidden, playing paused', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox narrow panel' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await openPage(
		page,
		url,
		{
			open_with_autoplay: 1,
			slideshow_interval: 30,
			lightbox_comment_pos: 'left',
			enable_image_ecommerce: 1,
		},
		() => ( { pricelist: 2 } )
	);
	await thumbLink( page, 0 ).click();
	await expect( button( page, /^Pause/ ) ).toBeVisible();
	await button( page, /^Buy this image/ ).click();
	const side = popup( page ).locator( '.vista-lightbox__side' );
	await expect( side ).toHaveClass( /is-full/ );
	await expect( side ).toHaveClass( /vista-lightbox__side--left/ );
	expect( ( await side.boundingBox() )?.width ).toBeCloseTo( 390, 0 );
	await expect( button( page, /^Close \(Escape\)/ ) ).toHaveCount( 0 );
	await expect( button( page, /^Play/ ) ).toHaveCount( 1 );
	await side.getByRole( 'button', { name: 'Close' } ).click();
	await expect( side ).toHaveCount( 0 );
	await expect( button( page, /^Close \(Escape\)/ ) ).toBeVisible();
} );

test( 'open_comment, open_ecommerce after 400 ms, open_with_fullscreen', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox open with', {
		lightboxOpenComment: true,
	} );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await openPage( page, url );
	await thumbLink( page, 0 ).click();
	await expect( button( page, /^Comments/ ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await button( page, /^Close \(Escape\)/ ).click();

	await openPage(
		page,
		url,
		{
			open_comment: 0,
			open_ecommerce: 1,
			enable_image_ecommerce: 1,
			open_with_fullscreen: 1,
		},
		() => ( { pricelist: 1 } )
	);
	await thumbLink( page, 0 ).click();
	await expect( popup( page ) ).toBeVisible();
	await expect( button( page, /^Buy this image/ ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( button( page, /^Exit fullscreen/ ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( popup( page ) ).toHaveCount( 0 );
	expect(
		await page.evaluate( () => document.fullscreenElement === null )
	).toBe( true );
} );

test( 'focus stays inside the popup and returns to the thumbnail', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox focus' );
	await openPage( page, url );
	await thumbLink( page, 4 ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( popup( page ) ).toBeFocused();
	for ( let i = 0; i < 40; i++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await popup( page ).evaluate( ( element ) =>
				element.contains( element.ownerDocument.activeElement )
			)
		).toBe( true );
	}
	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	expect(
		await popup( page ).evaluate( ( element ) =>
			element.contains( element.ownerDocument.activeElement )
		)
	).toBe( true );
	await button( page, /^Close \(Escape\)/ ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( popup( page ) ).toHaveCount( 0 );
	await expect( thumbLink( page, 4 ) ).toBeFocused();
} );

/** The lightbox settings a page gives, with the images of its gallery. */
type PageSettings = Awaited< ReturnType< typeof openPage > >[ 'settings' ];

/**
 * On the first image: the watermark, the download link and the share links.
 * @param page     The visitor's page, lightbox open.
 * @param settings The page's lightbox settings.
 */
async function expectWatermarkDownloadAndShare(
	page: Page,
	settings: PageSettings
) {
	const image = settings.data[ 0 ];
	await expect( popup( page ).locator( '.vista-watermark' ) ).toHaveText(
		'Vista test mark'
	);
	await expect(
		popup( page ).locator( '.vista-watermark--bottom-right' )
	).toHaveCSS( 'opacity', '0.5' );
	const download = popup( page ).getByRole( 'link', { name: 'Download' } );
	await expect( download ).toHaveAttribute( 'href', image.pure_image_url );
	await expect( download ).toHaveAttribute( 'download', image.filename );
	await button( page, /^Share/ ).click();
	const shared = encodeURIComponent(
		`http://example.com/page/#bwg${ settings.gallery_id }/${ image.id }`
	);
	for ( const name of [ 'Facebook', 'X (Twitter)', 'Pinterest', 'Tumblr' ] ) {
		await expect(
			popup( page ).getByRole( 'link', { name } )
		).toHaveAttribute(
			'href',
			new RegExp( shared.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) )
		);
	}
	await expect(
		popup( page ).getByRole( 'button', { name: /^(More…|Copy link)$/ } )
	).toBeVisible();
}

/**
 * On the first image, playing: right click is blocked; zoom follows the mouse and stops playing.
 * @param page The visitor's page, lightbox open.
 */
async function expectRightClickBlockedAndZoom( page: Page ) {
	// Right click is blocked on the image.
	const blocked = await currentSlide( page )
		.locator( 'img' )
		.evaluate( ( element ) => {
			const event = new MouseEvent( 'contextmenu', {
				bubbles: true,
				cancelable: true,
			} );
			element.dispatchEvent( event );
			return event.defaultPrevented;
		} );
	expect( blocked ).toBe( true );

	// Zoom follows the mouse and stops playing.
	await expect( button( page, /^Pause/ ) ).toBeVisible();
	const img = currentSlide( page ).locator( 'img' );
	const at = ( await img.boundingBox() )!;
	await page.mouse.move( at.x + 10, at.y + 10 );
	await page.mouse.move( at.x + at.width / 4, at.y + at.height / 4 );
	await expect( img ).toHaveCSS( 'transform', /matrix\(2, 0, 0, 2/ );
	await expect( button( page, /^Play/ ) ).toBeVisible();
	await page.mouse.move( 5, 5 );
	await expect( img ).toHaveCSS( 'transform', 'none' );
}

test( 'embeds, watermark, share, download, zoom and right-click protection', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox media' );
	await page.setViewportSize( { width: 1280, height: 800 } );
	const errors = watchForErrors( page );
	const { settings } = await openPage(
		page,
		url,
		{
			image_right_click: 1,
			open_with_autoplay: 1,
			slideshow_interval: 30,
			share_url: 'http://example.com/page/',
			watermark: {
				type: 'text',
				text: 'Vista test mark',
				image_url: '',
				size: 20,
				color: '#ffffff',
				opacity: 50,
				position: 'bottom-right',
			},
		},
		( index ) => {
			if ( index === 1 ) {
				return {
					filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
					embed_html:
						'<iframe class="vista-embed" src="about:blank" title="Video"></iframe>',
				};
			}
			if ( index === 2 ) {
				return { filetype: 'EMBED_FLICKR_VIDEO', embed_html: '' };
			}
			if ( index === 3 ) {
				return { filetype: 'EMBED_NEWTUBE_VIDEO', embed_html: '' };
			}
			return {};
		}
	);
	await page.evaluate( () => {
		( window as unknown as { embeds: string[] } ).embeds = [];
		document.addEventListener( 'vista-gallery-embed', ( event ) =>
			( window as unknown as { embeds: string[] } ).embeds.push(
				( event as CustomEvent ).detail.filetype
			)
		);
	} );
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );

	// Watermark, download and the share links.
	await expectWatermarkDownloadAndShare( page, settings );
	await expectRightClickBlockedAndZoom( page );

	// Embeds: a player, nothing for FLICKR_VIDEO, the extension event for an unknown type.
	await popup( page ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ).locator( 'iframe' ) ).toHaveCount( 1 );
	await expect(
		popup( page ).getByRole( 'link', { name: 'Download' } )
	).toHaveCount( 0 );
	await expect( popup( page ).locator( '.vista-watermark' ) ).toHaveCount(
		0
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 2 ].id )
	);
	await expect( currentSlide( page ).locator( '*' ) ).toHaveCount( 0 );
	await page.keyboard.press( 'ArrowRight' );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		String( settings.data[ 3 ].id )
	);
	await expect
		.poll( () =>
			page.evaluate(
				() => ( window as unknown as { embeds: string[] } ).embeds
			)
		)
		.toContain( 'EMBED_NEWTUBE_VIDEO' );
	expect( errors ).toEqual( [] );
} );

for ( const width of [ 1280, 390 ] ) {
	test( `screenshot of the open popup at ${ width } px`, async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, `Lightbox ${ width }`, {
			lightboxInfoAlwaysShow: true,
			lightboxHitCounter: true,
		} );
		await page.setViewportSize( {
			width,
			height: width > 800 ? 800 : 844,
		} );
		await openPage( page, url );
		await thumbLink( page, 0 ).click();
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		await page.screenshot( {
			path: path.join( shots, `lightbox-${ width }.png` ),
		} );
		if ( width === 390 ) {
			// 000 §5: at most five thumbnails across on a narrow screen.
			const strip = await popup( page )
				.locator( '.vista-lightbox__strip' )
				.boundingBox();
			expect( strip!.width ).toBeLessThanOrEqual( 5 * 90 );
		}
	} );
}
