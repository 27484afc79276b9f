/**
 * The site report's headline: how many pages are good, need improvement or are poor, each page
 * counted by its lower score (a page is only as fast as its slower visitors find it).
 */
import { __ } from '@wordpress/i18n';
import { scoreColour, type ScoreColour } from '../admin-bar/colour';
import { ratingLabel } from './ScoreBadge';
import type { ReportRow } from './sort';

const ORDER: ScoreColour[] = [ 'red', 'orange', 'green' ];

/**
 * How many pages fall in each band by their lower score.
 * @param rows The report's rows.
 */
export function countByRating(
	rows: ReportRow[]
): Record< ScoreColour, number > {
	const counts: Record< ScoreColour, number > = {
		red: 0,
		orange: 0,
		green: 0,
	};
	for ( const row of rows ) {
		counts[
			scoreColour( Math.min( row.mobileScore, row.desktopScore ) )
		]++;
	}
	return counts;
}

export function Summary( { rows }: { rows: ReportRow[] } ) {
	const counts = countByRating( rows );
	return (
		<ul
			className="vista-speed-summary"
			aria-label={ __( 'Pages by their lower score', 'vista-speed' ) }
		>
			{ ORDER.map( ( colour ) => (
				<li
					key={ colour }
					className={ `vista-speed-summary__item is-${ colour }` }
				>
					<span className="vista-speed-summary__count">
						{ counts[ colour ] }
					</span>{ ' ' }
					{ ratingLabel( colour ) }
				</li>
			) ) }
		</ul>
	);
}
