/**
 * The filter above the records (first and last day, choice, consent id), the CSV export of what it
 * finds, and the number found.
 */
import {
	Button,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { exportAddress } from './api';
import type { Choice, RecordFilter, RecordList } from './types';

interface Props {
	/** The filter the list shows. */
	applied: RecordFilter;
	/** Today in the site's time zone (the latest day to pick). */
	today: string;
	exportUrl: string;
	canExport: boolean;
	onApply: ( filter: RecordFilter ) => void;
}

const EMPTY: RecordFilter = { from: '', to: '', choice: '', search: '' };

export function RecordsFilters( {
	applied,
	today,
	exportUrl,
	canExport,
	onApply,
}: Props ) {
	const [ draft, setDraft ] = useState< RecordFilter >( applied );
	const set = < K extends keyof RecordFilter >(
		key: K,
		value: RecordFilter[ K ]
	) => setDraft( ( current ) => ( { ...current, [ key ]: value } ) );
	const isFiltered = Object.values( applied ).some( ( v ) => v !== '' );

	return (
		<form
			className="vista-consent-records__filters"
			aria-label={ __( 'Filter the records', 'vista-consent' ) }
			onSubmit={ ( event ) => {
				event.preventDefault();
				onApply( { ...draft, search: draft.search.trim() } );
			} }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="date"
				label={ __( 'From', 'vista-consent' ) }
				value={ draft.from }
				max={ draft.to || today || undefined }
				onChange={ ( value: string ) => set( 'from', value ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="date"
				label={ __( 'To', 'vista-consent' ) }
				value={ draft.to }
				min={ draft.from || undefined }
				max={ today || undefined }
				onChange={ ( value: string ) => set( 'to', value ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Choice', 'vista-consent' ) }
				value={ draft.choice }
				options={ [
					{ value: '', label: __( 'All choices', 'vista-consent' ) },
					{
						value: 'accepted',
						label: __( 'Accepted', 'vista-consent' ),
					},
					{
						value: 'rejected',
						label: __( 'Rejected', 'vista-consent' ),
					},
				] }
				onChange={ ( value: string ) =>
					set( 'choice', value as Choice | '' )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="search"
				className="vista-consent-records__search"
				label={ __( 'Consent ID', 'vista-consent' ) }
				help={ __(
					'The id a visitor gives you, or the first digits of a hashed id.',
					'vista-consent'
				) }
				value={ draft.search }
				onChange={ ( value: string ) => set( 'search', value ) }
			/>
			<div className="vista-consent-records__actions">
				<Button __next40pxDefaultSize variant="primary" type="submit">
					{ __( 'Filter', 'vista-consent' ) }
				</Button>
				{ isFiltered && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ () => {
							setDraft( EMPTY );
							onApply( EMPTY );
						} }
					>
						{ __( 'Clear filter', 'vista-consent' ) }
					</Button>
				) }
				{ exportUrl && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						href={
							canExport
								? exportAddress( exportUrl, applied )
								: undefined
						}
						disabled={ ! canExport }
						accessibleWhenDisabled
					>
						{ isFiltered
							? __(
									'Export these records (CSV)',
									'vista-consent'
								)
							: __(
									'Export all records (CSV)',
									'vista-consent'
								) }
					</Button>
				) }
			</div>
		</form>
	);
}

// How many records match, and a spinner while they load.
export function RecordsTotal( {
	list,
	loading,
}: {
	list: RecordList | null;
	loading: boolean;
} ) {
	return (
		<p className="vista-consent-records__total" aria-live="polite">
			{ list &&
				sprintf(
					/* translators: %s: number of records. */
					_n(
						'%s record',
						'%s records',
						list.total,
						'vista-consent'
					),
					list.total.toLocaleString()
				) }
			{ loading && <Spinner /> }
		</p>
	);
}
