/**
 * The lightbox's data contract, shared by the popup (src/gallery/lightbox), its rating and hit
 * counter (src/gallery/lightbox-rating), its comments panel (src/gallery/lightbox-comments) and its
 * ecommerce panel (src/gallery/lightbox-ecommerce). Field names are the spec's (000 §3.1, §3.4).
 */

/** One image of the popup (000 §3.1), as the lightbox data request sends it. */
export interface LightboxImage {
	id: number;
	alt: string;
	description: string;
	filetype: string;
	image_url: string;
	thumb_url: string;
	pure_image_url: string;
	filename: string;
	image_width: number;
	image_height: number;
	/** 1-based position in the list. */
	number: number;
	hit_count: number;
	/** The visitor's own rating of this image, 0 when not rated. */
	rate: number;
	rate_count: number;
	avg_rating: number;
	comment_count: number;
	/** Price list id, 0 for none. */
	pricelist: number;
	/** Comma-separated tab names: "manual", "downloads". */
	pricelist_sections: string;
	/** The lowest manual price, formatted by the server; '' when none. */
	pricelist_manual_price: string;
	/** Player markup of an embed (EmbedMarkup), '' for a plain image. Not in the spec: ours. */
	embed_html: string;
}

/** The popup's settings (000 §3.4) plus the endpoints and texts of our server. */
export interface LightboxSettings {
	/** A window of the list around the image opened (issue 36 goal 2). */
	data: LightboxImage[];
	/** Ours: the index of `data[ 0 ]` in the whole list, and the list's length. */
	data_offset?: number;
	data_total?: number;
	/** Ours, set by the opener: the call's address, for the next windows. */
	data_url?: string;
	bwg_current_key: number;
	current_image_key: number;
	current_image_id: number;
	gallery_id: number;
	current_pos: number;
	enable_loop: number;
	preload_images: number;
	preload_images_count: number;
	open_with_fullscreen: number;
	open_with_autoplay: number;
	open_ecommerce: number;
	open_comment: number;
	popup_enable_zoom: number;
	popup_enable_rate: number;
	lightbox_rate_stars_count: number;
	lightbox_rate_size: number;
	lightbox_rate_icon: string;
	lightbox_ctrl_btn_pos: 'top' | 'bottom';
	lightbox_filmstrip_pos: 'top' | 'bottom' | 'left' | 'right';
	lightbox_info_pos: 'top' | 'bottom';
	lightbox_rate_pos: 'top' | 'bottom';
	lightbox_hit_pos: 'top' | 'bottom';
	lightbox_comment_width: number;
	lightbox_comment_pos: 'left' | 'right';
	image_width: number;
	image_height: number;
	filmstrip_direction: 'horizontal' | 'vertical';
	image_filmstrip_height: number;
	image_filmstrip_width: number;
	bwg_image_effect: string;
	site_url: string;
	/** Address shared for the current image (the page with its #bwg hash). */
	share_url: string;
	enable_image_filmstrip: number;
	enable_image_ecommerce: number;
	ecommerceACtive: number;
	slideshow_interval: number;
	slideshow_effect_duration: number;
	enable_addthis: number;
	addthis_profile_id: string;
	image_right_click: number;
	// Ours, where the spec is silent.
	popup_enable_ctrl_btn: number;
	popup_enable_fullscreen: number;
	popup_enable_info: number;
	popup_info_always_show: number;
	popup_enable_comment: number;
	popup_enable_captcha: number;
	popup_enable_email: number;
	popup_enable_download: number;
	popup_enable_share: number;
	popup_enable_hit_counter: number;
	comment_moderation: number;
	/** Link to the site's privacy policy page, '' for none (then no checkbox). */
	privacy_policy_url: string;
	/** Name and email of a logged-in visitor, prefilled in the comment form. */
	comment_author: { name: string; email: string };
	/** Watermark (GallerySettings), null when off for the lightbox. */
	watermark: {
		type: 'text' | 'image';
		text: string;
		image_url: string;
		size: number;
		color: string;
		opacity: number;
		position: string;
	} | null;
	/** Nonce of every lightbox call (3-9). */
	nonce: string;
	/** The block's signed options: the comment and rating calls send it back (theirs to read, not ours to send loose). */
	shortcode_id: string;
	/** Form actions of the comment, rating and shop panel requests (000 §7 calls 5-7, 8, 4), and the ajax url of the add-to-cart request (call 9). */
	comment_url: string;
	rate_url: string;
	ecommerce_url: string;
	cart_url: string;
	captcha_url: string;
	/** The cart page (the view-cart call, 000 §7 call 10); '' when none is set. */
	checkout_url: string;
}

/** What the rating request tells the popup after a rating or a hit (000 §3.5 plus the hit count). */
export interface RatingState {
	current_rate: number;
	current_rate_count: number;
	current_avg_rating: number;
	current_image_key: number;
	hit_count: number;
}

/** Props of the rating bar, rendered by the popup in the rating area. */
export interface RatingBarProps {
	image: LightboxImage;
	imageKey: number;
	settings: LightboxSettings;
	/** The popup updates its copy of the image (rate, rate_count, avg_rating, hit_count). */
	onChange: ( state: RatingState ) => void;
}

/** Props of a side panel (comments or ecommerce), loaded on first open. */
export interface SidePanelProps {
	image: LightboxImage;
	imageKey: number;
	settings: LightboxSettings;
	onClose: () => void;
	/** Comments panel only: the new count after an add or a delete. */
	onCountChange?: ( count: number ) => void;
}
