/**
 * A score in the site report, in its colour (000 §5: red at 49 or below, green from 90, orange
 * between) with the rating in words, so the colour is never the only cue.
 */
import { __ } from '@wordpress/i18n';
import { scoreColour, type ScoreColour } from '../admin-bar/colour';

/**
 * The ratings in words: PageSpeed Insights' own names for the three bands.
 * @param colour
 */
export function ratingLabel( colour: ScoreColour ): string {
	switch ( colour ) {
		case 'green':
			return __( 'Good', 'vista-speed' );
		case 'orange':
			return __( 'Needs improvement', 'vista-speed' );
		default:
			return __( 'Poor', 'vista-speed' );
	}
}

export function ScoreBadge( { score }: { score: number } ) {
	const colour = scoreColour( score );
	return (
		<span className={ `vista-speed-badge is-${ colour }` }>
			<span className="vista-speed-badge__score">{ score }</span>
			<span className="screen-reader-text">
				{ ' ' }
				{ ratingLabel( colour ) }
			</span>
		</span>
	);
}
