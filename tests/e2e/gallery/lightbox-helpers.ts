/**
 * Shared helpers of the lightbox tests: a post with a gallery whose thumbnails open the popup, the
 * gallery's images as the page shows them, and, for what the test site cannot produce yet (price
 * lists, embedded media, a watermark, images without a title), an answer to call 3 built from the
 * real thumbnails of the page with the settings a test asks for.
 */
import type { Page, Route } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type {
	LightboxImage,
	LightboxSettings,
} from '../../../src/gallery/common/lightbox-types';
import { galleryPost } from './helpers';

export const CALL_3 = '**/admin-ajax.php?action=vista_gallery_lightbox*';

/**
 * The popup.
 * @param page The page.
 */
export const popup = ( page: Page ) => page.locator( '.vista-lightbox' );

/**
 * The popup's current slide.
 * @param page The page.
 */
export const currentSlide = ( page: Page ) =>
	page.locator( '.vista-lightbox__slide.is-current' );

/**
 * A post with the 12-image `landscapes` gallery.
 * @param requestUtils WordPress REST helpers.
 * @param title        Post title.
 * @param attributes   More block attributes.
 */
export function lightboxPost(
	requestUtils: RequestUtils,
	title: string,
	attributes: Record< string, unknown > = {}
) {
	return galleryPost( requestUtils, title, [
		{ layout: 'thumbnails', gallerySlug: 'landscapes', ...attributes },
	] );
}

/**
 * Settings as call 3 gives them, for the thumbnails of gallery 1 on the page.
 * @param page  The page, loaded.
 * @param extra Settings to change.
 * @param entry Entry fields to change, by index.
 */
export async function settingsFromPage(
	page: Page,
	extra: Partial< LightboxSettings > = {},
	entry: ( index: number ) => Partial< LightboxImage > = () => ( {} )
): Promise< LightboxSettings > {
	const found = await page.evaluate( () => {
		const container = document.querySelector< HTMLElement >(
			'[data-gallery-n="1"]'
		)!;
		const options = JSON.parse( container.dataset.gallery ?? '{}' );
		const items = Array.from(
			container.querySelectorAll< HTMLElement >( '.vista-gallery__item' )
		).map( ( item ) => {
			const image = item.querySelector( 'img' )!;
			return {
				id: Number( item.dataset.imageId ),
				alt: image.alt,
				thumb: image.currentSrc || image.src,
				href: item.querySelector( 'a' )!.href,
			};
		} );
		return { galleryId: options.galleryId as number, items };
	} );
	const data: LightboxImage[] = found.items.map( ( item, index ) => ( {
		id: item.id,
		alt: item.alt,
		description: index === 0 ? 'The first picture of the gallery.' : '',
		filetype: 'image/jpeg',
		image_url: item.href,
		thumb_url: item.thumb,
		pure_image_url: item.href,
		filename: item.href.split( '/' ).pop() ?? '',
		image_width: 1200,
		image_height: 800,
		number: index + 1,
		hit_count: 0,
		rate: 0,
		rate_count: 0,
		avg_rating: 0,
		comment_count: 0,
		pricelist: 0,
		pricelist_sections: '',
		pricelist_manual_price: '',
		embed_html: '',
		...entry( index ),
	} ) );
	return {
		data,
		bwg_current_key: 0,
		current_image_key: 0,
		current_image_id: data[ 0 ].id,
		gallery_id: found.galleryId,
		current_pos: 0,
		enable_loop: 1,
		preload_images: 1,
		preload_images_count: 10,
		open_with_fullscreen: 0,
		open_with_autoplay: 0,
		open_ecommerce: 0,
		open_comment: 0,
		popup_enable_zoom: 1,
		popup_enable_rate: 1,
		lightbox_rate_stars_count: 5,
		lightbox_rate_size: 20,
		lightbox_rate_icon: 'star',
		lightbox_ctrl_btn_pos: 'bottom',
		lightbox_filmstrip_pos: 'bottom',
		lightbox_info_pos: 'top',
		lightbox_rate_pos: 'bottom',
		lightbox_hit_pos: 'bottom',
		lightbox_comment_width: 400,
		lightbox_comment_pos: 'right',
		image_width: 800,
		image_height: 600,
		filmstrip_direction: 'horizontal',
		image_filmstrip_height: 60,
		image_filmstrip_width: 90,
		bwg_image_effect: 'fade',
		site_url: '',
		share_url: '',
		enable_image_filmstrip: 1,
		enable_image_ecommerce: 0,
		ecommerceACtive: 0,
		slideshow_interval: 5,
		slideshow_effect_duration: 1,
		enable_addthis: 0,
		addthis_profile_id: '',
		image_right_click: 0,
		popup_enable_ctrl_btn: 1,
		popup_enable_fullscreen: 1,
		popup_enable_info: 1,
		popup_info_always_show: 0,
		popup_enable_comment: 1,
		popup_enable_captcha: 0,
		popup_enable_email: 1,
		popup_enable_download: 1,
		popup_enable_share: 1,
		popup_enable_hit_counter: 1,
		comment_moderation: 0,
		privacy_policy_url: '',
		comment_author: { name: '', email: '' },
		watermark: null,
		nonce: 'test',
		shortcode_id: 'test',
		comment_url: '',
		rate_url: '',
		ecommerce_url: '',
		cart_url: '',
		captcha_url: '',
		checkout_url: '',
		...extra,
	};
}

const escapeAttribute = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * Answers call 3 with these settings, the current image taken from the request; records the
 * queries it was asked.
 * @param page     The page.
 * @param settings Settings (settingsFromPage).
 */
export async function answerCall3(
	page: Page,
	settings: LightboxSettings
): Promise< URLSearchParams[] > {
	const asked: URLSearchParams[] = [];
	await page.route( CALL_3, async ( route ) => {
		const query = new URL( route.request().url() ).searchParams;
		asked.push( query );
		const id = Number( query.get( 'image_id' ) );
		const key = settings.data.findIndex( ( image ) => image.id === id );
		if ( key < 0 ) {
			await route.fulfill( { status: 404, body: 'Not found.' } );
			return;
		}
		const answer = {
			...settings,
			current_image_id: id,
			current_image_key: key,
			bwg_current_key: key,
			open_comment: query.get( 'open_comment' )
				? 1
				: settings.open_comment,
			open_ecommerce: query.get( 'open_ecommerce' )
				? 1
				: settings.open_ecommerce,
		};
		await route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=UTF-8',
			body: `<div class="vista-lightbox-data" data-settings="${ escapeAttribute(
				JSON.stringify( answer )
			) }"></div>`,
		} );
	} );
	return asked;
}

/**
 * The gallery page, ready. Call 3 is the real one unless `extra` or `entry` is given: then it is
 * answered with settingsFromPage( extra, entry ). `settings` lists the page's images either way.
 * @param page  The page.
 * @param url   The post.
 * @param extra Settings to change (mocked call 3).
 * @param entry Entry fields to change (mocked call 3).
 */
export async function openPage(
	page: Page,
	url: string,
	extra?: Partial< LightboxSettings >,
	entry?: ( index: number ) => Partial< LightboxImage >
) {
	await page.goto( url );
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
	const settings = await settingsFromPage( page, extra, entry );
	const asked =
		extra || entry
			? await answerCall3( page, settings )
			: recordCall3( page );
	return { settings, asked };
}

/**
 * The queries of the real call 3 requests the page makes.
 * @param page The page.
 */
function recordCall3( page: Page ): URLSearchParams[] {
	const asked: URLSearchParams[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'action=vista_gallery_lightbox' ) ) {
			asked.push( new URL( request.url() ).searchParams );
		}
	} );
	return asked;
}

/**
 * The thumbnail link of image `index` of gallery 1.
 * @param page  The page.
 * @param index 0-based.
 */
export const thumbLink = ( page: Page, index: number ) =>
	page
		.locator( '[data-gallery-n="1"] a[data-action="open_lightbox"]' )
		.nth( index );

/**
 * Holds back every request matching `pattern` until release() is called.
 * @param page    The page.
 * @param pattern The route's URL pattern, or a test of the address.
 */
export async function holdBack(
	page: Page,
	pattern: string | ( ( url: URL ) => boolean )
) {
	let release!: () => void;
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	const held: string[] = [];
	await page.route( pattern, async ( route: Route ) => {
		held.push( route.request().url() );
		await released;
		await route.continue();
	} );
	return { held, release };
}

/**
 * Opens a page and waits until its first gallery is ready.
 * @param page The page.
 * @param url  Its address.
 */
export async function galleryPage( page: Page, url: string ) {
	await page.goto( url );
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
}
