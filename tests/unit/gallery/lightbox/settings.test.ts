/**
 * Call 3's settings (000 §3.4) read into the popup's named settings, once, at the boundary.
 */
import {
	canShop,
	readSettings,
} from '../../../../src/gallery/lightbox/settings';
import type {
	LightboxImage,
	LightboxSettings,
} from '../../../../src/gallery/common/lightbox-types';

const image = ( id: number, pricelist = 0 ) =>
	( { id, pricelist } ) as LightboxImage;

const wire = ( fields: Partial< LightboxSettings > = {} ) =>
	( {
		data: [ image( 5 ), image( 6 ), image( 7, 3 ) ],
		current_image_id: 6,
		gallery_id: 2,
		share_url: 'https://a.test/p/#bwg2/6',
		enable_loop: 1,
		preload_images: 1,
		preload_images_count: 4,
		bwg_image_effect: 'slideH',
		slideshow_interval: 3,
		slideshow_effect_duration: 0.5,
		open_with_autoplay: 0,
		open_with_fullscreen: 1,
		open_comment: 1,
		popup_enable_comment: 1,
		open_ecommerce: 0,
		image_width: 640,
		image_height: 0,
		popup_enable_ctrl_btn: 1,
		lightbox_ctrl_btn_pos: 'top',
		enable_image_filmstrip: 1,
		lightbox_filmstrip_pos: 'left',
		image_filmstrip_width: 0,
		image_filmstrip_height: 45,
		popup_enable_fullscreen: 0,
		popup_enable_info: 1,
		popup_info_always_show: 0,
		lightbox_info_pos: 'bottom',
		popup_enable_rate: 1,
		lightbox_rate_pos: 'top',
		popup_enable_hit_counter: 0,
		lightbox_hit_pos: 'bottom',
		enable_image_ecommerce: 1,
		lightbox_comment_width: 350,
		lightbox_comment_pos: 'left',
		popup_enable_zoom: 1,
		popup_enable_download: 0,
		popup_enable_share: 1,
		image_right_click: 1,
		watermark: null,
		...fields,
	} ) as LightboxSettings;

describe( 'readSettings', () => {
	it( 'names the wire fields, flags as booleans and times in ms', () => {
		expect( readSettings( wire() ) ).toEqual( {
			images: wire().data,
			start: 1,
			galleryId: 2,
			shareUrl: 'https://a.test/p/#bwg2/6',
			loop: true,
			preload: true,
			preloadCount: 4,
			effect: 'slideH',
			intervalMs: 3000,
			effectMs: 500,
			autoplay: false,
			openFullscreen: true,
			openComments: true,
			openShop: false,
			width: 640,
			height: 0,
			controlBar: true,
			controlBarAt: 'top',
			filmstrip: true,
			filmstripAt: 'left',
			thumbWidth: 90,
			thumbHeight: 45,
			fullscreenButton: false,
			info: true,
			infoAlwaysShown: false,
			infoAt: 'bottom',
			rating: true,
			ratingAt: 'top',
			hits: false,
			hitsAt: 'bottom',
			comments: true,
			shop: true,
			panelWidth: 350,
			panelAt: 'left',
			zoom: true,
			download: false,
			share: true,
			noRightClick: true,
			watermark: null,
		} );
	} );

	it( 'falls back where the wire leaves a gap', () => {
		const settings = readSettings(
			wire( {
				current_image_id: 99,
				bwg_image_effect: 'spin',
				slideshow_interval: 0,
				image_filmstrip_height: 0,
			} )
		);
		expect( settings.start ).toBe( 0 );
		expect( settings.effect ).toBe( 'fade' );
		expect( settings.intervalMs ).toBe( 5000 );
		expect( settings.thumbHeight ).toBe( 60 );
	} );

	it( 'opens the comments only where they are on', () => {
		expect(
			readSettings( wire( { popup_enable_comment: 0 } ) ).openComments
		).toBe( false );
		expect( readSettings( wire( { open_comment: 0 } ) ).comments ).toBe(
			true
		);
	} );
} );

describe( 'canShop', () => {
	it( 'needs the shop on and a price list on the image', () => {
		const settings = readSettings( wire() );
		expect( canShop( settings, image( 7, 3 ) ) ).toBe( true );
		expect( canShop( settings, image( 5 ) ) ).toBe( false );
		expect(
			canShop(
				readSettings( wire( { enable_image_ecommerce: 0 } ) ),
				image( 7, 3 )
			)
		).toBe( false );
	} );
} );
