/**
 * A date, time or date range: the date settings (001 §3) and a text input.
 */
import { __ } from '@wordpress/i18n';
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { DateSettings } from '../field-types';
import {
	common,
	NumberSetting,
	textProps,
	toggle,
	SettingsGroup,
} from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function DateSettingsPanel( {
	date,
	onChange,
}: {
	date: DateSettings;
	onChange: ( next: DateSettings ) => void;
} ) {
	const set = ( patch: Partial< DateSettings > ) =>
		onChange( { ...date, ...patch } );
	return (
		<SettingsGroup title={ __( 'Date and time', 'vista-forms' ) }>
			<SelectControl
				{ ...common }
				label={ __( 'Asks for', 'vista-forms' ) }
				value={ date.dateTime }
				options={ [
					{ value: 'date', label: __( 'Date', 'vista-forms' ) },
					{ value: 'time', label: __( 'Time', 'vista-forms' ) },
					{
						value: 'date-time',
						label: __( 'Date and time', 'vista-forms' ),
					},
				] }
				onChange={ ( dateTime ) =>
					set( { dateTime: dateTime as DateSettings[ 'dateTime' ] } )
				}
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Style', 'vista-forms' ) }
				value={ date.style }
				options={ [
					{ value: 'picker', label: __( 'Picker', 'vista-forms' ) },
					{
						value: 'dropdown',
						label: __( 'Dropdowns', 'vista-forms' ),
					},
				] }
				onChange={ ( style ) =>
					set( { style: style as DateSettings[ 'style' ] } )
				}
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Mode', 'vista-forms' ) }
				value={ date.mode }
				options={ [
					{ value: 'single', label: __( 'One date', 'vista-forms' ) },
					{
						value: 'range',
						label: __( 'A range of dates', 'vista-forms' ),
					},
				] }
				onChange={ ( mode ) =>
					set( { mode: mode as DateSettings[ 'mode' ] } )
				}
			/>
			<DateTextFields date={ date } set={ set } />
			{ date.style === 'dropdown' && (
				<>
					<NumberSetting
						label={ __( 'Earliest hour', 'vista-forms' ) }
						value={ date.minHour }
						onChange={ ( minHour ) =>
							set( { minHour: Math.min( 23, minHour ) } )
						}
					/>
					<NumberSetting
						label={ __( 'Latest hour', 'vista-forms' ) }
						value={ date.maxHour }
						onChange={ ( maxHour ) =>
							set( { maxHour: Math.min( 23, maxHour ) } )
						}
					/>
					<NumberSetting
						label={ __( 'Earliest minute', 'vista-forms' ) }
						value={ date.minMinute }
						onChange={ ( minMinute ) =>
							set( { minMinute: Math.min( 59, minMinute ) } )
						}
					/>
					<NumberSetting
						label={ __( 'Latest minute', 'vista-forms' ) }
						value={ date.maxMinute }
						onChange={ ( maxMinute ) =>
							set( { maxMinute: Math.min( 59, maxMinute ) } )
						}
					/>
				</>
			) }
		</SettingsGroup>
	);
}

function Settings( { attributes, setAttributes }: SettingsProps ) {
	if ( ! ( 'date' in attributes ) || ! attributes.date ) {
		return null;
	}
	return (
		<DateSettingsPanel
			date={ attributes.date }
			onChange={ ( date ) => setAttributes( { date } ) }
		/>
	);
}

function Preview( { attributes }: PreviewProps ) {
	return (
		<input
			type="text"
			{ ...textProps( attributes ) }
			placeholder={
				attributes.placeholder || attributes.date?.dateFormat || ''
			}
		/>
	);
}

export const dateTime: FieldEditor = { Preview, Settings };

// The texts and limits of a date field: its formats, placeholders and range.
function DateTextFields( {
	date,
	set,
}: {
	date: DateSettings;
	set: ( patch: Partial< DateSettings > ) => void;
} ) {
	return (
		<>
			<TextControl
				{ ...common }
				label={ __( 'Date format', 'vista-forms' ) }
				help={ __(
					'Such as Y-m-d, d/m/Y; with H:i the time is 24-hour.',
					'vista-forms'
				) }
				value={ date.dateFormat }
				onChange={ ( dateFormat ) => set( { dateFormat } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Earliest date', 'vista-forms' ) }
				help={ __( 'A date, or "today".', 'vista-forms' ) }
				value={ date.minDate }
				onChange={ ( minDate ) => set( { minDate } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Latest date', 'vista-forms' ) }
				value={ date.maxDate }
				onChange={ ( maxDate ) => set( { maxDate } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Earliest, relative', 'vista-forms' ) }
				help={ __( 'Such as today, -3d or +7d.', 'vista-forms' ) }
				value={ date.minDateRange }
				onChange={ ( minDateRange ) => set( { minDateRange } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Latest, relative', 'vista-forms' ) }
				value={ date.maxDateRange }
				onChange={ ( maxDateRange ) => set( { maxDateRange } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Disabled dates', 'vista-forms' ) }
				help={ __( 'Comma-separated dates.', 'vista-forms' ) }
				value={ date.disableDates }
				onChange={ ( disableDates ) => set( { disableDates } ) }
			/>
			<ToggleControl
				{ ...toggle }
				label={ __( 'Disable past dates', 'vista-forms' ) }
				checked={ date.pastDisableDate }
				onChange={ ( pastDisableDate ) => set( { pastDisableDate } ) }
			/>
			<NumberSetting
				label={ __( 'Time interval (minutes)', 'vista-forms' ) }
				value={ date.timeInterval }
				min={ 1 }
				onChange={ ( timeInterval ) => set( { timeInterval } ) }
			/>
		</>
	);
}
