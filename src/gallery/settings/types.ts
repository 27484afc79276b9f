/**
 * The shapes the settings screen works with: the stored settings (includes/GallerySettings.php)
 * and the answers of /vista-gallery/v1/settings (includes/Rest/GallerySettingsController.php).
 */

export type WatermarkType = 'none' | 'image' | 'text';

export type WatermarkPosition =
	| 'top-left'
	| 'top-center'
	| 'top-right'
	| 'middle-left'
	| 'center'
	| 'middle-right'
	| 'bottom-left'
	| 'bottom-center'
	| 'bottom-right';

/** The views a watermark can be drawn on. */
export type WatermarkPlace =
	'image_browser' | 'blog_style' | 'slideshow' | 'lightbox';

export interface GallerySettings {
	watermark_type: WatermarkType;
	watermark_text: string;
	/** Pixels. */
	watermark_font_size: number;
	/** #rrggbb. */
	watermark_color: string;
	/** Percent, 0 to 100. */
	watermark_opacity: number;
	watermark_position: WatermarkPosition;
	/** Attachment id of the watermark image, 0 for none. */
	watermark_image_id: number;
	/** The box the watermark image fits in, in pixels. */
	watermark_width: number;
	watermark_height: number;
	watermark_apply: WatermarkPlace[];
}

/** Numbers, which the form keeps as typed until the server has checked them. */
export type NumberField =
	| 'watermark_font_size'
	| 'watermark_opacity'
	| 'watermark_width'
	| 'watermark_height';

/** The settings as edited: numbers possibly as the text typed (such as "" or "12px"). */
export type DraftSettings = {
	[ K in keyof GallerySettings ]: K extends NumberField
		? number | string
		: GallerySettings[ K ];
};

export interface SettingsResponse {
	settings: GallerySettings;
	/** The address of the chosen watermark image (000 §3.8 `upload_url`), or ''. */
	upload_url: string;
}
