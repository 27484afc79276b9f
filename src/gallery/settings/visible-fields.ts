/**
 * Which fields the form shows for a watermark type: a message for a field that is not shown goes
 * into the screen's notice instead, so that it still reaches the owner.
 */
import type { GallerySettings, WatermarkType } from './types';

const ALWAYS: Array< keyof GallerySettings > = [
	'watermark_type',
	'watermark_apply',
];
const BY_TYPE: Record< WatermarkType, Array< keyof GallerySettings > > = {
	none: [],
	text: [
		'watermark_text',
		'watermark_font_size',
		'watermark_color',
		'watermark_position',
		'watermark_opacity',
	],
	image: [
		'watermark_image_id',
		'watermark_width',
		'watermark_height',
		'watermark_position',
		'watermark_opacity',
	],
};

/**
 * The fields shown for a type.
 * @param type Watermark type.
 */
export function visibleFields( type: WatermarkType ): ReadonlySet< string > {
	return new Set< string >( [ ...ALWAYS, ...( BY_TYPE[ type ] ?? [] ) ] );
}
