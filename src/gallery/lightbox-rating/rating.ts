/**
 * The rating bar's pure parts (000 §3.5, §4.1, §9.2: the default icon is a star with half-star
 * support): how full each star is, which hint shows, the average recomputed locally after a
 * vote, and the reading of the rating request's rate form (000 §7 call 8, hits.ts).
 */
import type { RatingState } from '../common/lightbox-types';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The average rounded to the nearest half, as the stars show it.
 * @param average Average rating.
 */
export function roundToHalf( average: number ): number {
	return Number.isFinite( average ) ? Math.round( average * 2 ) / 2 : 0;
}

/**
 * How full star `index` (1-based) is for the average.
 * @param average Average rating.
 * @param index   Star, 1-based.
 */
export function starFill( average: number, index: number ): StarFill {
	const shown = roundToHalf( average );
	if ( shown >= index ) {
		return 'full';
	}
	return shown >= index - 0.5 ? 'half' : 'empty';
}

export type RatingHint = 'not_rated' | 'votes' | 'already' | 'cancel';

/**
 * Which of the four §4.1 hints shows. A visitor with a vote of their own sees 'You have already
 * rated.', or 'Cancel your rating.' while pointing at (or focused on) their rating; anyone else
 * sees the vote count, or 'Not rated yet.' when nobody voted.
 * @param state           Counts and the visitor's own rate.
 * @param state.rate      The visitor's rate, 0 for none.
 * @param state.rateCount Number of votes.
 * @param state.hoverOwn  The pointer or focus is on the visitor's own rating.
 */
export function ratingHint( state: {
	rate: number;
	rateCount: number;
	hoverOwn: boolean;
} ): RatingHint {
	if ( state.rate > 0 ) {
		return state.hoverOwn ? 'cancel' : 'already';
	}
	return state.rateCount > 0 ? 'votes' : 'not_rated';
}

/**
 * The average once the visitor's vote is added (shown at once; the server's answer confirms it).
 * @param average Current average.
 * @param count   Current count.
 * @param rate    The visitor's vote.
 * @return The new average (two decimals) and count.
 */
export function averageWith(
	average: number,
	count: number,
	rate: number
): { average: number; count: number } {
	const votes = Math.max( 0, count ) + 1;
	return {
		average:
			Math.round( ( ( average * ( votes - 1 ) + rate ) / votes ) * 100 ) /
			100,
		count: votes,
	};
}

/** What the rating request answered: the §3.5 state plus whether this visitor has a vote and how it went. */
export interface RateAnswer extends RatingState {
	rated: boolean;
	/** rated | already | cancelled | hit */
	result: string;
}

/**
 * Reads the rating request's rate form; null when the answer is not one.
 * @param html     Answer body.
 * @param imageKey Key of the image in the popup.
 */
export function parseRateForm(
	html: string,
	imageKey: number
): RateAnswer | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const form =
		template.content.querySelector< HTMLFormElement >( '.bwg_rate_form' );
	if ( ! form ) {
		return null;
	}
	const number = ( name: string ) => {
		const value = Number( form.dataset[ name ] );
		return Number.isFinite( value ) ? value : 0;
	};
	return {
		current_rate: number( 'currentRate' ),
		current_rate_count: number( 'currentRateCount' ),
		current_avg_rating: number( 'currentAvgRating' ),
		current_image_key: imageKey,
		hit_count: number( 'hitCount' ),
		rated: form.dataset.rated === '1',
		result: form.dataset.result ?? '',
	};
}
