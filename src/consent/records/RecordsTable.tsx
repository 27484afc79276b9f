/**
 * The records found: a row per logged choice with its date (in the site's format), choice,
 * categories, the visitor's hashed consent id and the page.
 */
import { __ } from '@wordpress/i18n';
import type { ConsentRecord } from './types';

/** How many digits of the hashed consent id a row shows (enough to tell visitors apart). */
const SHOWN_DIGITS = 16;

export function choiceLabel( choice: string ): string {
	return choice === 'accepted'
		? __( 'Accepted', 'vista-consent' )
		: __( 'Rejected', 'vista-consent' );
}

function categoryLabel( category: string ): string {
	switch ( category ) {
		case 'statistics':
			return __( 'Statistics', 'vista-consent' );
		case 'marketing':
			return __( 'Marketing', 'vista-consent' );
	}
	return category;
}

interface Props {
	/** The page of records; null before the first one arrives. */
	records: ConsentRecord[] | null;
	/** Whether a filter or search is applied (for the empty message). */
	filtered: boolean;
	/** Whether visitors see the notice (for the empty message). */
	noticeOn: boolean;
	/** Settings → Cookie consent, where the notice is turned on. */
	settingsUrl: string;
}

export function RecordsTable( {
	records,
	filtered,
	noticeOn,
	settingsUrl,
}: Props ) {
	return (
		<table className="wp-list-table widefat fixed striped vista-consent-records__table">
			<caption className="screen-reader-text">
				{ __(
					'Logged consent choices, newest first',
					'vista-consent'
				) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Date', 'vista-consent' ) }</th>
					<th scope="col">{ __( 'Choice', 'vista-consent' ) }</th>
					<th scope="col">{ __( 'Categories', 'vista-consent' ) }</th>
					<th scope="col">
						{ __( 'Consent ID (hashed)', 'vista-consent' ) }
					</th>
					<th scope="col">{ __( 'Page', 'vista-consent' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ records?.length === 0 && (
					<tr className="no-items">
						<td colSpan={ 5 }>
							{ filtered ? (
								__(
									'No records match the filter.',
									'vista-consent'
								)
							) : (
								<NoRecordsYet
									noticeOn={ noticeOn }
									settingsUrl={ settingsUrl }
								/>
							) }
						</td>
					</tr>
				) }
				{ records?.map( ( record ) => (
					<tr key={ record.id } data-record-id={ record.id }>
						<td>
							<time dateTime={ record.time }>
								{ record.date }
							</time>
						</td>
						<td>
							<span
								className={ `vista-consent-records__choice is-${ record.choice }` }
							>
								{ choiceLabel( record.choice ) }
							</span>
						</td>
						<td>
							{ record.categories.length > 0
								? record.categories
										.map( categoryLabel )
										.join( ', ' )
								: '—' }
						</td>
						<td>
							<code title={ record.consentId }>
								{ record.consentId.slice( 0, SHOWN_DIGITS ) }…
							</code>
						</td>
						<td className="vista-consent-records__page">
							{ record.page || '—' }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

// Nothing logged yet: when records appear, and whether visitors are being asked at all.
function NoRecordsYet( {
	noticeOn,
	settingsUrl,
}: {
	noticeOn: boolean;
	settingsUrl: string;
} ) {
	return (
		<div className="vista-consent-records__empty">
			<p>
				{ __(
					'No choices recorded yet. Each time a visitor accepts or rejects cookies, the choice appears here.',
					'vista-consent'
				) }
			</p>
			<p>
				{ noticeOn
					? __(
							'The cookie notice is on, so visitors are asked.',
							'vista-consent'
						)
					: __(
							'The cookie notice is off, so no visitor is asked yet.',
							'vista-consent'
						) }{ ' ' }
				{ ! noticeOn && settingsUrl && (
					<a href={ settingsUrl }>
						{ __(
							'Turn it on in the cookie consent settings',
							'vista-consent'
						) }
					</a>
				) }
			</p>
		</div>
	);
}
