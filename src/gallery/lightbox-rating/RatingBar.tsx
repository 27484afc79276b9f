/**
 * The rating bar of the lightbox (000 §4.1 rating, §7 call 8). Placeholder until the ratings work
 * lands: it shows the average only.
 */
import { sprintf, __ } from '@wordpress/i18n';
import type { RatingBarProps } from '../lightbox/types';

export default function RatingBar( { image }: RatingBarProps ) {
	return (
		<div className="vista-lightbox__rating">
			{ image.rate_count > 0
				? sprintf(
						/* translators: %d: number of votes */
						__( 'Votes: %d', 'vista-gallery' ),
						image.rate_count
					)
				: __( 'Not rated yet.', 'vista-gallery' ) }
		</div>
	);
}
