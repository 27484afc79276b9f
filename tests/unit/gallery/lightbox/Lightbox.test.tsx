/**
 * The popup composed from its parts, in jsdom: the dialog and its controls, the announcement and
 * the address of the image shown, and the keys (000 §4.1).
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import Lightbox from '../../../../src/gallery/lightbox/Lightbox';
import type {
	LightboxImage,
	LightboxSettings,
} from '../../../../src/gallery/common/lightbox-types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const image = ( id: number, alt: string ) =>
	( {
		id,
		alt,
		description: '',
		filetype: 'JPG',
		image_url: `/img/${ id }.jpg`,
		thumb_url: `/img/${ id }-thumb.jpg`,
		pure_image_url: `/img/${ id }.jpg`,
		filename: `${ id }.jpg`,
		image_width: 800,
		image_height: 600,
		hit_count: 0,
		comment_count: 2,
		pricelist: 0,
		embed_html: '',
	} ) as unknown as LightboxImage;

const wire = {
	data: [ image( 5, 'Sea' ), image( 6, 'Hill' ), image( 7, 'Lake' ) ],
	current_image_id: 6,
	gallery_id: 2,
	share_url: '',
	enable_loop: 1,
	preload_images: 0,
	preload_images_count: 0,
	bwg_image_effect: 'none',
	slideshow_interval: 5,
	slideshow_effect_duration: 1,
	open_with_autoplay: 0,
	open_with_fullscreen: 0,
	open_comment: 0,
	open_ecommerce: 0,
	image_width: 800,
	image_height: 500,
	popup_enable_ctrl_btn: 1,
	lightbox_ctrl_btn_pos: 'bottom',
	enable_image_filmstrip: 0,
	lightbox_filmstrip_pos: 'bottom',
	popup_enable_fullscreen: 1,
	popup_enable_info: 1,
	popup_info_always_show: 0,
	lightbox_info_pos: 'top',
	popup_enable_rate: 0,
	lightbox_rate_pos: 'bottom',
	popup_enable_hit_counter: 1,
	lightbox_hit_pos: 'bottom',
	popup_enable_comment: 1,
	enable_image_ecommerce: 0,
	lightbox_comment_width: 400,
	lightbox_comment_pos: 'right',
	popup_enable_zoom: 1,
	popup_enable_download: 1,
	popup_enable_share: 1,
	image_right_click: 0,
	watermark: null,
	rate_url: '',
} as unknown as LightboxSettings;

let container: HTMLDivElement;
let root: ReturnType< typeof createRoot >;
let onClose: jest.Mock;

beforeEach( async () => {
	window.history.replaceState( null, '', '/page/' );
	container = document.createElement( 'div' );
	document.body.append( container );
	root = createRoot( container );
	onClose = jest.fn();
	await act( async () =>
		root.render( <Lightbox settings={ wire } onClose={ onClose } /> )
	);
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

const dialog = () =>
	container.querySelector< HTMLElement >( '[role="dialog"]' )!;
const press = ( key: string ) =>
	act( () => {
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key, bubbles: true } )
		);
	} );

describe( 'Lightbox', () => {
	it( 'opens on the image asked for, as a focused modal dialog', () => {
		expect( dialog().getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect( dialog().getAttribute( 'aria-label' ) ).toBe( 'Image viewer' );
		expect( dialog().className ).toBe( 'vista-lightbox' );
		expect( dialog().ownerDocument.activeElement ).toBe( dialog() );
		expect(
			container
				.querySelector( '.vista-lightbox__slide.is-current' )
				?.getAttribute( 'data-image-id' )
		).toBe( '6' );
		expect(
			container.querySelector( '[aria-live="polite"]' )?.textContent
		).toBe( 'Image 2 of 3: Hill' );
		expect( window.location.hash ).toBe( '#bwg2/6' );
		expect(
			container.querySelector( '.vista-lightbox__hits' )?.textContent
		).toBe( 'Hits: 0' );
	} );

	it( 'has the controls its settings turn on', () => {
		const labels = Array.from(
			container.querySelectorAll( '.vista-lightbox__bar [aria-label]' )
		).map( ( element ) => element.getAttribute( 'aria-label' ) );
		expect( labels ).toEqual( [
			'Hide controls (T)',
			'Play (Space)',
			'Fullscreen (F)',
			'Maximize (M)',
			'Show info (I)',
			'Comments: 2 (C)',
			'Share',
			'Download',
		] );
		expect(
			container.querySelectorAll( '.vista-lightbox__arrow' )
		).toHaveLength( 2 );
		expect(
			container.querySelector( '.vista-lightbox__close' )
		).not.toBeNull();
	} );

	it( 'follows the keys: maximize, controls, info, close', () => {
		press( 'm' );
		expect( dialog().classList.contains( 'is-maximized' ) ).toBe( true );
		press( 't' );
		expect( dialog().classList.contains( 'is-bar-collapsed' ) ).toBe(
			true
		);
		press( 'i' );
		expect(
			container.querySelector( '.vista-lightbox__info' )?.className
		).toBe( 'vista-lightbox__info is-open' );
		press( 'Escape' );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the share links from the control bar', () => {
		act( () =>
			container
				.querySelector< HTMLElement >(
					'.vista-lightbox__button--share'
				)!
				.click()
		);
		expect(
			container
				.querySelector( '.vista-lightbox__share-link--facebook' )
				?.getAttribute( 'href' )
		).toBe(
			`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent(
				'http://localhost/page/#bwg2/6'
			) }`
		);
	} );
} );
