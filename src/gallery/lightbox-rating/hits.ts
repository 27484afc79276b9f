/**
 * Hit counting (000 §4.1: a hit is posted on every image change; §7 call 8). Placeholder until
 * the ratings work lands.
 */
import type { LightboxSettings, RatingState } from '../lightbox/types';

/**
 * Posts a hit for the image; resolves with the server's counts, or null when the call failed.
 * @param settings Popup settings.
 * @param imageId  Image shown.
 */
export async function postHit(
	settings: LightboxSettings,
	imageId: number
): Promise< RatingState | null > {
	return settings.rate_url && imageId > 0 ? null : null;
}
