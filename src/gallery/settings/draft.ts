/**
 * The gallery settings as the form edits them. Numbers are kept as typed until the server has
 * checked them; the diffing is shared by the plugins' settings screens.
 */
import { changedFields as sharedChangedFields } from '@vista/shared/settings/draft';
import type { DraftSettings, GallerySettings, WatermarkPlace } from './types';

/** The fields the form shows, in the order of its sections. */
export const FORM_FIELDS: ReadonlyArray< keyof GallerySettings > = [
	'watermark_type',
	'watermark_text',
	'watermark_font_size',
	'watermark_color',
	'watermark_image_id',
	'watermark_width',
	'watermark_height',
	'watermark_position',
	'watermark_opacity',
	'watermark_apply',
];

/** The views, in the order the server keeps them. */
export const PLACES: ReadonlyArray< WatermarkPlace > = [
	'image_browser',
	'blog_style',
	'slideshow',
	'lightbox',
];

/**
 * A draft to edit, from saved settings.
 * @param settings Saved settings.
 */
export function draftFrom( settings: GallerySettings ): DraftSettings {
	return { ...settings, watermark_apply: [ ...settings.watermark_apply ] };
}

/**
 * The views with one switched on or off, in the server's order, so that a list equal to the
 * saved one compares as unchanged.
 * @param current The views chosen.
 * @param place   The view switched.
 * @param on      Whether it is now chosen.
 */
export function togglePlace(
	current: ReadonlyArray< WatermarkPlace >,
	place: WatermarkPlace,
	on: boolean
): WatermarkPlace[] {
	return PLACES.filter( ( item ) =>
		item === place ? on : current.includes( item )
	);
}

/**
 * The fields that differ from the saved settings, as they are sent.
 * @param saved Settings as saved.
 * @param draft Settings as edited.
 */
export function changedFields(
	saved: GallerySettings,
	draft: DraftSettings
): Record< string, unknown > {
	return sharedChangedFields( saved, draft );
}
