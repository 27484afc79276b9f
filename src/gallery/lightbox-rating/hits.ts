/**
 * The rating request (000 §7 call 8): `image_id`, `rate`, `ajax_task` (save_hit_count | save_rate) to the rate form
 * action; the answer is the refreshed rate form. A hit is posted on every image change (§4.1).
 * Failures resolve to null: their handlers do nothing (§8).
 */
import type { LightboxSettings, RatingState } from '../common/lightbox-types';
import { parseRateForm, type RateAnswer } from './rating';

/**
 * Posts the rating request and reads the rate form it answers; null on any failure.
 * @param settings Popup settings.
 * @param imageId  Image.
 * @param imageKey Its key in the popup.
 * @param task     save_hit_count or save_rate.
 * @param rate     The vote (0 cancels one's own; ignored for hits).
 */
export async function callRate(
	settings: LightboxSettings,
	imageId: number,
	imageKey: number,
	task: 'save_hit_count' | 'save_rate',
	rate = 0
): Promise< RateAnswer | null > {
	if ( ! settings.rate_url || imageId <= 0 ) {
		return null;
	}
	try {
		const response = await fetch( settings.rate_url, {
			method: 'POST',
			credentials: 'same-origin',
			body: new URLSearchParams( {
				action: 'vista_gallery_rate',
				image_id: String( imageId ),
				rate: String( rate ),
				ajax_task: task,
				nonce: settings.nonce,
				shortcode_id: settings.shortcode_id,
			} ),
		} );
		if ( ! response.ok ) {
			return null;
		}
		return parseRateForm( await response.text(), imageKey );
	} catch {
		return null;
	}
}

/**
 * Posts a hit for the image; resolves with the server's counts, or null when the call failed.
 * @param settings Popup settings.
 * @param imageId  Image shown.
 */
export async function postHit(
	settings: LightboxSettings,
	imageId: number
): Promise< RatingState | null > {
	const key = settings.data.findIndex( ( image ) => image.id === imageId );
	const answer = await callRate(
		settings,
		imageId,
		Math.max( 0, key ),
		'save_hit_count'
	);
	return answer ? toState( answer ) : null;
}

/**
 * The RatingState part of an answer.
 * @param answer The rating request's answer.
 */
export function toState( answer: RateAnswer ): RatingState {
	return {
		current_rate: answer.current_rate,
		current_rate_count: answer.current_rate_count,
		current_avg_rating: answer.current_avg_rating,
		current_image_key: answer.current_image_key,
		hit_count: answer.hit_count,
	};
}
