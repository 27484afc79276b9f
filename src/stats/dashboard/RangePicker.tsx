/**
 * The dashboard's toolbar: a period (today, last 7 days, last 30 days, last 12 months, or two days of the
 * user's choosing) and whether the chart shows days, weeks or months.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MAX_DAYS_BY_DAY,
	MIN_DATE,
	addDays,
	daysInRange,
	isYmd,
	presetGranularity,
	presetRange,
	rangeError,
	type DateRange,
	type PresetId,
} from './range';
import type { Granularity } from './types';

export interface Selection {
	preset: PresetId;
	range: DateRange;
	granularity: Granularity;
}

interface Props {
	selection: Selection;
	today: string;
	onChange: ( selection: Selection ) => void;
}

const GRANULARITIES: { value: Granularity; label: string }[] = [
	{ value: 'day', label: __( 'Day', 'vista-stats' ) },
	{ value: 'week', label: __( 'Week', 'vista-stats' ) },
	{ value: 'month', label: __( 'Month', 'vista-stats' ) },
];

export function RangePicker( { selection, today, onChange }: Props ) {
	const [ custom, setCustom ] = useState< DateRange >( selection.range );
	const [ customOpen, setCustomOpen ] = useState(
		selection.preset === 'custom'
	);
	const [ tried, setTried ] = useState( false );

	// The fields follow the applied range when a preset changes it.
	useEffect( () => {
		setCustom( selection.range );
	}, [ selection.range ] );

	const choosePreset = ( value: string ) => {
		const preset = value as PresetId;
		if ( preset === 'custom' ) {
			setCustomOpen( true );
			return;
		}
		setCustomOpen( false );
		setTried( false );
		onChange( {
			preset,
			range: presetRange( preset, today ),
			granularity: presetGranularity( preset ),
		} );
	};

	// A range too long to show day by day is shown by month instead.
	const customGranularity =
		selection.granularity === 'day' &&
		isYmd( custom.from ) &&
		isYmd( custom.to ) &&
		daysInRange( custom.from, custom.to ) > MAX_DAYS_BY_DAY
			? 'month'
			: selection.granularity;
	const customError = rangeError( custom, customGranularity, today );
	const applyCustom = () => {
		setTried( true );
		if ( customError ) {
			return;
		}
		onChange( {
			preset: 'custom',
			range: custom,
			granularity: customGranularity,
		} );
	};

	const tooLongForDays =
		daysInRange( selection.range.from, selection.range.to ) >
		MAX_DAYS_BY_DAY;

	return (
		<div className="vista-stats-toolbar">
			<div className="vista-stats-toolbar__period">
				<PeriodSelect
					value={ customOpen ? 'custom' : selection.preset }
					onChange={ choosePreset }
				/>
			</div>
			{ customOpen && (
				<form
					className="vista-stats-toolbar__custom"
					noValidate
					onSubmit={ ( event ) => {
						event.preventDefault();
						applyCustom();
					} }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'From', 'vista-stats' ) }
						value={ custom.from }
						min={ MIN_DATE }
						max={ addDays( today, 1 ) }
						onChange={ ( from ) =>
							setCustom( { ...custom, from } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'To', 'vista-stats' ) }
						value={ custom.to }
						min={ MIN_DATE }
						max={ addDays( today, 1 ) }
						onChange={ ( to ) => setCustom( { ...custom, to } ) }
					/>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						type="submit"
					>
						{ __( 'Apply', 'vista-stats' ) }
					</Button>
					{ tried && customError && (
						<p className="vista-stats-toolbar__error" role="alert">
							{ customError }
						</p>
					) }
				</form>
			) }
			<GranularityButtons
				selection={ selection }
				onChange={ onChange }
				tooLongForDays={ tooLongForDays }
			/>
		</div>
	);
}

// Day, week or month: day by day only for ranges of up to two years.
function GranularityButtons( {
	selection,
	onChange,
	tooLongForDays,
}: Pick< Props, 'selection' | 'onChange' > & { tooLongForDays: boolean } ) {
	return (
		<>
			<div
				className="vista-stats-toolbar__granularity"
				role="group"
				aria-label={ __( 'Show by', 'vista-stats' ) }
			>
				<span className="vista-stats-toolbar__label" aria-hidden="true">
					{ __( 'Show by', 'vista-stats' ) }
				</span>
				<div className="vista-stats-segments">
					{ GRANULARITIES.map( ( option ) => {
						const disabled =
							option.value === 'day' && tooLongForDays;
						return (
							<Button
								key={ option.value }
								__next40pxDefaultSize
								variant="secondary"
								isPressed={
									selection.granularity === option.value
								}
								disabled={ disabled }
								accessibleWhenDisabled
								describedBy={
									disabled
										? __(
												'Day by day is available for ranges of up to two years.',
												'vista-stats'
											)
										: undefined
								}
								onClick={ () =>
									onChange( {
										...selection,
										granularity: option.value,
									} )
								}
							>
								{ option.label }
							</Button>
						);
					} ) }
				</div>
			</div>
		</>
	);
}

// The period: a preset or a custom range.
function PeriodSelect( {
	value,
	onChange,
}: {
	value: PresetId;
	onChange: ( value: string ) => void;
} ) {
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Period', 'vista-stats' ) }
				value={ value }
				options={ [
					{
						value: 'today',
						label: __( 'Today', 'vista-stats' ),
					},
					{
						value: 'last7',
						label: __( 'Last 7 days', 'vista-stats' ),
					},
					{
						value: 'last30',
						label: __( 'Last 30 days', 'vista-stats' ),
					},
					{
						value: 'last12months',
						label: __( 'Last 12 months', 'vista-stats' ),
					},
					{
						value: 'custom',
						label: __( 'Custom range', 'vista-stats' ),
					},
				] }
				onChange={ onChange }
			/>
		</>
	);
}
