/**
 * The three numbers at the top: views and visitors of the range, each compared with the period of
 * the same length before it, and the visitors online now with the pages they read.
 */
import { Card, CardBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { formatChange, formatNumber, percentChange } from './format';
import type { OnlineNow, Overview } from './types';

interface Props {
	totals: Overview[ 'totals' ];
	previous: Overview[ 'previous' ];
	online: OnlineNow;
}

function Change( {
	current,
	previous,
}: {
	current: number;
	previous: number;
} ) {
	const change = percentChange( current, previous );
	if ( change === null ) {
		return (
			<p className="vista-stats-summary__change">
				{ __(
					'Nothing to compare with in the previous period.',
					'vista-stats'
				) }
			</p>
		);
	}
	let direction = 'same';
	if ( change > 0 ) {
		direction = 'up';
	} else if ( change < 0 ) {
		direction = 'down';
	}
	return (
		<p
			className={ `vista-stats-summary__change vista-stats-summary__change--${ direction }` }
		>
			{ sprintf(
				/* translators: 1: a change in percent, such as +12%; 2: a number. */
				__( '%1$s on the previous period (%2$s)', 'vista-stats' ),
				formatChange( change ),
				formatNumber( previous )
			) }
		</p>
	);
}

export function SummaryCards( { totals, previous, online }: Props ) {
	return (
		<ul
			className="vista-stats-summary"
			aria-label={ __( 'Summary', 'vista-stats' ) }
		>
			<li className="vista-stats-summary__item" data-stat="views">
				<Card>
					<CardBody>
						<h2 className="vista-stats-summary__label">
							{ __( 'Views', 'vista-stats' ) }
						</h2>
						<p className="vista-stats-summary__value">
							{ formatNumber( totals.views ) }
						</p>
						<Change
							current={ totals.views }
							previous={ previous.views }
						/>
					</CardBody>
				</Card>
			</li>
			<li className="vista-stats-summary__item" data-stat="visitors">
				<Card>
					<CardBody>
						<h2 className="vista-stats-summary__label">
							{ __( 'Visitors', 'vista-stats' ) }
						</h2>
						<p className="vista-stats-summary__value">
							{ formatNumber( totals.visitors ) }
						</p>
						<Change
							current={ totals.visitors }
							previous={ previous.visitors }
						/>
					</CardBody>
				</Card>
			</li>
			<li className="vista-stats-summary__item" data-stat="online">
				<Card>
					<CardBody>
						<h2 className="vista-stats-summary__label">
							{ __( 'Online now', 'vista-stats' ) }
						</h2>
						<p className="vista-stats-summary__value">
							{ formatNumber( online.count ) }
						</p>
						{ online.pages.length > 0 ? (
							<ul
								className="vista-stats-summary__pages"
								aria-label={ __(
									'Pages being read now',
									'vista-stats'
								) }
							>
								{ online.pages.slice( 0, 3 ).map( ( page ) => (
									<li key={ page.uri }>
										<span
											className="vista-stats-summary__page"
											title={ page.uri }
										>
											{ page.uri || '/' }
										</span>{ ' ' }
										<span className="vista-stats-summary__readers">
											{ formatNumber( page.visitors ) }
										</span>
									</li>
								) ) }
							</ul>
						) : (
							<p className="vista-stats-summary__change">
								{ __(
									'Seen in the last five minutes.',
									'vista-stats'
								) }
							</p>
						) }
					</CardBody>
				</Card>
			</li>
		</ul>
	);
}
