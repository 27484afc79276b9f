/**
 * The popup's settings under typed names, read once from the lightbox data request's wire fields (000 §3.4,
 * LightboxSettings in types.ts, written by LightboxSettings.php). Everything the popup itself
 * decides by goes through here; the rating bar, the hit counter and the side panels still take the
 * wire object for their endpoints, nonce and texts.
 */
import { EFFECTS, type EffectName } from '../slideshow/logic';
import { secondsToMs } from '../playback/playback';
import type { LightboxImage, LightboxSettings } from '../common/lightbox-types';

export type Edge = 'top' | 'bottom';

export interface PopupSettings {
	/** The images (the lightbox data request's `data`) and the index of the one to open on. */
	images: LightboxImage[];
	start: number;
	galleryId: number;
	/** The page address shared for an image (before its hash); '' for the current address. */
	shareUrl: string;
	loop: boolean;
	preload: boolean;
	preloadCount: number;
	effect: EffectName;
	intervalMs: number;
	effectMs: number;
	autoplay: boolean;
	openFullscreen: boolean;
	openComments: boolean;
	openShop: boolean;
	/** The box size as set (0 when unset; the box then takes 800 × 500). */
	width: number;
	height: number;
	controlBar: boolean;
	controlBarAt: Edge;
	filmstrip: boolean;
	filmstripAt: 'top' | 'bottom' | 'left' | 'right';
	thumbWidth: number;
	thumbHeight: number;
	fullscreenButton: boolean;
	info: boolean;
	infoAlwaysShown: boolean;
	infoAt: Edge;
	rating: boolean;
	ratingAt: Edge;
	hits: boolean;
	hitsAt: Edge;
	comments: boolean;
	shop: boolean;
	/** Side panel width as set (0 for the default) and side. */
	panelWidth: number;
	panelAt: 'left' | 'right';
	zoom: boolean;
	download: boolean;
	share: boolean;
	/** The image's context menu is turned off. */
	noRightClick: boolean;
	watermark: LightboxSettings[ 'watermark' ];
}

/**
 * Whether an image can be bought in the popup (the shop on, and a price list on the image).
 * @param settings The popup's settings.
 * @param image    The image.
 */
export function canShop( settings: PopupSettings, image: LightboxImage ) {
	return settings.shop && image.pricelist > 0;
}

/**
 * The popup's settings from the lightbox data request's.
 * @param wire The lightbox data request's settings.
 */
export function readSettings( wire: LightboxSettings ): PopupSettings {
	const on = ( flag: number ) => flag === 1;
	return {
		images: wire.data,
		start: Math.max(
			0,
			wire.data.findIndex(
				( image ) => image.id === wire.current_image_id
			)
		),
		galleryId: wire.gallery_id,
		shareUrl: wire.share_url,
		loop: on( wire.enable_loop ),
		preload: on( wire.preload_images ),
		preloadCount: wire.preload_images_count,
		effect: EFFECTS.includes( wire.bwg_image_effect as EffectName )
			? ( wire.bwg_image_effect as EffectName )
			: 'fade',
		intervalMs: secondsToMs( wire.slideshow_interval ) || 5000,
		effectMs: secondsToMs( wire.slideshow_effect_duration ),
		autoplay: on( wire.open_with_autoplay ),
		openFullscreen: on( wire.open_with_fullscreen ),
		openComments:
			on( wire.open_comment ) && on( wire.popup_enable_comment ),
		openShop: on( wire.open_ecommerce ),
		width: wire.image_width,
		height: wire.image_height,
		controlBar: on( wire.popup_enable_ctrl_btn ),
		controlBarAt: wire.lightbox_ctrl_btn_pos,
		filmstrip: on( wire.enable_image_filmstrip ),
		filmstripAt: wire.lightbox_filmstrip_pos,
		thumbWidth: wire.image_filmstrip_width || 90,
		thumbHeight: wire.image_filmstrip_height || 60,
		fullscreenButton: on( wire.popup_enable_fullscreen ),
		info: on( wire.popup_enable_info ),
		infoAlwaysShown: on( wire.popup_info_always_show ),
		infoAt: wire.lightbox_info_pos,
		rating: on( wire.popup_enable_rate ),
		ratingAt: wire.lightbox_rate_pos,
		hits: on( wire.popup_enable_hit_counter ),
		hitsAt: wire.lightbox_hit_pos,
		comments: on( wire.popup_enable_comment ),
		shop: on( wire.enable_image_ecommerce ),
		panelWidth: wire.lightbox_comment_width,
		panelAt: wire.lightbox_comment_pos,
		zoom: on( wire.popup_enable_zoom ),
		download: on( wire.popup_enable_download ),
		share: on( wire.popup_enable_share ),
		noRightClick: on( wire.image_right_click ),
		watermark: wire.watermark,
	};
}
