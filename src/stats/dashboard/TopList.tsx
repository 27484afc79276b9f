/**
 * A card with one metric's most viewed items, as a table: the item, its views (or times) and
 * visitors, with a bar showing its share of the list's first item. An optional chart sits above the
 * table and is described by it.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import {
	formatNumber,
	itemDetail,
	itemText,
	safeHttpUrl,
	share,
} from './format';
import type { Metric, TopItem } from './types';

interface Props {
	metric: Metric;
	title: string;
	items: TopItem[];
	/** The heading of the count column: "Views" or "Times". */
	countLabel: string;
	/** Renders the chart, given the id of the table that describes it. */
	chart?: ( tableId: string ) => ReactNode;
	className?: string;
}

export function TopList( {
	metric,
	title,
	items,
	countLabel,
	chart,
	className,
}: Props ) {
	const headingId = `vista-stats-top-${ metric }-title`;
	const tableId = `vista-stats-top-${ metric }`;
	const most = items.length > 0 ? items[ 0 ].views : 0;
	return (
		<section
			className={ [ 'vista-stats-top', className ]
				.filter( Boolean )
				.join( ' ' ) }
			aria-labelledby={ headingId }
			data-metric={ metric }
		>
			<Card>
				<CardHeader>
					<h2 id={ headingId } className="vista-stats-card-title">
						{ title }
					</h2>
				</CardHeader>
				<CardBody>
					{ items.length === 0 ? (
						<p className="vista-stats-top__empty">
							{ __(
								'Nothing recorded in this period.',
								'vista-stats'
							) }
						</p>
					) : (
						<>
							{ chart?.( tableId ) }
							<table id={ tableId } className="vista-stats-table">
								<caption className="screen-reader-text">
									{ title }
								</caption>
								<thead>
									<tr>
										<th scope="col">
											{ __( 'Item', 'vista-stats' ) }
										</th>
										<th scope="col" className="is-number">
											{ countLabel }
										</th>
										<th scope="col" className="is-number">
											{ __( 'Visitors', 'vista-stats' ) }
										</th>
									</tr>
								</thead>
								<tbody>
									{ items.map( ( item ) => (
										<TopRow
											key={ item.item }
											metric={ metric }
											item={ item }
											most={ most }
										/>
									) ) }
								</tbody>
							</table>
						</>
					) }
				</CardBody>
			</Card>
		</section>
	);
}

function TopRow( {
	metric,
	item,
	most,
}: {
	metric: Metric;
	item: TopItem;
	most: number;
} ) {
	const text = itemText( metric, item );
	const detail = itemDetail( metric, item );
	const url = safeHttpUrl( item.url );
	return (
		<tr>
			<th scope="row" className="vista-stats-table__item">
				<span
					className="vista-stats-table__bar"
					style={ { width: `${ share( item.views, most ) }%` } }
					aria-hidden="true"
				/>
				<span className="vista-stats-table__text">
					{ url ? (
						<a href={ url } title={ item.label }>
							{ text }
						</a>
					) : (
						<span title={ item.label }>{ text }</span>
					) }
					{ detail && (
						<span
							className="vista-stats-table__detail"
							title={ detail }
						>
							{ detail }
						</span>
					) }
				</span>
			</th>
			<td className="is-number">{ formatNumber( item.views ) }</td>
			<td className="is-number">{ formatNumber( item.visitors ) }</td>
		</tr>
	);
}
