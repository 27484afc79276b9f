/**
 * The fields of the Instagram import form (call 11) and the rules that tie them together, kept out
 * of the form so they can be tested.
 */
import type { InstagramFields } from './instagram-answer';

export const initialInstagramFields = (): InstagramFields => ( {
	instagram_user: '',
	instagram_access_token: '',
	whole_post: '0',
	autogallery_image_number: '12',
	update_flag: '',
	gallery_id: '',
} );

/**
 * The fields once a gallery is chosen: images added to an existing gallery cannot be kept up to
 * date by replacing, which would drop the gallery's other images daily, so that becomes adding.
 * @param fields    The fields.
 * @param galleryId The gallery chosen, or '' for a new one.
 */
export function withGallery(
	fields: InstagramFields,
	galleryId: string
): InstagramFields {
	return {
		...fields,
		gallery_id: galleryId,
		...( galleryId && fields.update_flag === 'replace'
			? { update_flag: 'add' as const }
			: {} ),
	};
}

/**
 * The update choice of a radio value; anything unknown imports once.
 * @param value The radio's value.
 */
export function updateFlagOf(
	value: string
): InstagramFields[ 'update_flag' ] {
	return value === 'add' || value === 'replace' ? value : '';
}

/**
 * The "whole posts" choice of a radio value; anything unknown imports images one by one.
 * @param value The radio's value.
 */
export function wholePostOf( value: string ): InstagramFields[ 'whole_post' ] {
	return value === '1' ? '1' : '0';
}
