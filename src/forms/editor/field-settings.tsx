/**
 * The sidebar of a field block: the common settings, then those of its type.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { InspectorControls } from '@wordpress/block-editor';
import { ChoicesEditor } from './choices-editor';
import {
	MASK_ALIASES,
	type DateSettings,
	type FieldAttributes,
	type FieldType,
} from './field-types';

type SetAttributes = ( next: Partial< FieldAttributes > ) => void;

const common = { __next40pxDefaultSize: true, __nextHasNoMarginBottom: true };
const toggle = { __nextHasNoMarginBottom: true };

function NumberSetting( {
	label,
	value,
	onChange,
	help,
	min = 0,
}: {
	label: string;
	value: number | undefined;
	onChange: ( value: number ) => void;
	help?: string;
	min?: number;
} ) {
	return (
		<TextControl
			{ ...common }
			type="number"
			min={ min }
			label={ label }
			help={ help }
			value={ String( value ?? 0 ) }
			onChange={ ( next ) => {
				const number = parseInt( next, 10 );
				onChange(
					Number.isNaN( number ) ? 0 : Math.max( min, number )
				);
			} }
		/>
	);
}

function Lines( {
	label,
	value,
	onChange,
}: {
	label: string;
	value: string[];
	onChange: ( next: string[] ) => void;
} ) {
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __( 'One per line.', 'vista-forms' ) }
			value={ value.join( '\n' ) }
			onChange={ ( next ) =>
				onChange(
					next
						.split( '\n' )
						.map( ( line ) => line.trim() )
						.filter( Boolean )
				)
			}
		/>
	);
}

function MaskSetting( {
	mask,
	onChange,
}: {
	mask: string;
	onChange: ( mask: string ) => void;
} ) {
	const isAlias = ( MASK_ALIASES as readonly string[] ).includes( mask );
	let choice = 'custom';
	if ( mask === '' || isAlias ) {
		choice = mask;
	}
	return (
		<>
			<SelectControl
				{ ...common }
				label={ __( 'Input mask', 'vista-forms' ) }
				value={ choice }
				options={ [
					{ value: '', label: __( 'None', 'vista-forms' ) } as {
						value: string;
						label: string;
					},
					...MASK_ALIASES.map( ( alias ) => ( {
						value: alias,
						label: alias,
					} ) ),
					{
						value: 'custom',
						label: __( 'Custom pattern', 'vista-forms' ),
					},
				] }
				onChange={ ( next ) =>
					onChange( next === 'custom' ? '999-999' : next )
				}
			/>
			{ choice === 'custom' && (
				<TextControl
					{ ...common }
					label={ __( 'Mask pattern', 'vista-forms' ) }
					help={ __(
						'9: digit, a: letter, *: letter or digit.',
						'vista-forms'
					) }
					value={ mask }
					onChange={ onChange }
				/>
			) }
		</>
	);
}

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
		<PanelBody title={ __( 'Date and time', 'vista-forms' ) }>
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
		</PanelBody>
	);
}

const AUTOCOMPLETE = () => [
	{ value: '', label: __( 'None', 'vista-forms' ) },
	{ value: 'name', label: __( 'Full name', 'vista-forms' ) },
	{ value: 'given-name', label: __( 'First name', 'vista-forms' ) },
	{ value: 'family-name', label: __( 'Last name', 'vista-forms' ) },
	{ value: 'organization', label: __( 'Organisation', 'vista-forms' ) },
	{ value: 'username', label: __( 'User name', 'vista-forms' ) },
	{ value: 'off', label: __( 'Off', 'vista-forms' ) },
];

export function FieldSettings( {
	type,
	attributes,
	setAttributes,
}: {
	type: FieldType;
	attributes: FieldAttributes;
	setAttributes: SetAttributes;
} ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Field', 'vista-forms' ) }>
				<TextControl
					{ ...common }
					label={ __( 'Label', 'vista-forms' ) }
					value={ attributes.label }
					onChange={ ( label ) => setAttributes( { label } ) }
				/>
				{ type !== 'hidden' && (
					<ToggleControl
						{ ...toggle }
						label={ __( 'Required', 'vista-forms' ) }
						checked={ attributes.required }
						onChange={ ( required ) =>
							setAttributes( { required } )
						}
					/>
				) }
				{ type !== 'hidden' && (
					<TextControl
						{ ...common }
						label={ __( 'Placeholder', 'vista-forms' ) }
						value={ attributes.placeholder }
						onChange={ ( placeholder ) =>
							setAttributes( { placeholder } )
						}
					/>
				) }
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Description', 'vista-forms' ) }
					value={ attributes.description }
					onChange={ ( description ) =>
						setAttributes( { description } )
					}
				/>
				<TextControl
					{ ...common }
					label={
						type === 'hidden'
							? __( 'Value', 'vista-forms' )
							: __( 'Default value', 'vista-forms' )
					}
					value={ attributes.default }
					onChange={ ( value ) =>
						setAttributes( { default: value } )
					}
				/>
				<TextControl
					{ ...common }
					label={ __( 'Extra CSS class', 'vista-forms' ) }
					value={ attributes.css }
					onChange={ ( css ) => setAttributes( { css } ) }
				/>
				<TextControl
					{ ...common }
					label={ __( 'Field id', 'vista-forms' ) }
					help={ __(
						'Names the field in entries and in the posted data.',
						'vista-forms'
					) }
					value={ attributes.fieldId }
					readOnly
					onChange={ () => undefined }
				/>
			</PanelBody>
			{ has( 'choices' ) && (
				<PanelBody title={ __( 'Choices', 'vista-forms' ) }>
					<ChoicesEditor
						choices={ attributes.choices ?? [] }
						valueLabel={
							type === 'payment-checkbox'
								? __( 'Price', 'vista-forms' )
								: __( 'Value', 'vista-forms' )
						}
						onChange={ ( choices ) => setAttributes( { choices } ) }
					/>
					{ has( 'choice_limit' ) && (
						<NumberSetting
							label={ __( 'Choice limit', 'vista-forms' ) }
							help={ __(
								'Most boxes a visitor may check; 0 for no limit.',
								'vista-forms'
							) }
							value={ attributes.choice_limit }
							onChange={ ( choiceLimit ) =>
								setAttributes( { choice_limit: choiceLimit } )
							}
						/>
					) }
					{ has( 'select_all' ) && (
						<ToggleControl
							{ ...toggle }
							label={ __( 'Select-all box', 'vista-forms' ) }
							checked={ !! attributes.select_all }
							onChange={ ( selectAll ) =>
								setAttributes( { select_all: selectAll } )
							}
						/>
					) }
				</PanelBody>
			) }
			{ ( has( 'min_length' ) ||
				has( 'min_words' ) ||
				has( 'confirm' ) ||
				has( 'mask' ) ||
				has( 'autocomplete' ) ||
				has( 'smart_phone' ) ) && (
				<PanelBody title={ __( 'Validation', 'vista-forms' ) }>
					{ has( 'confirm' ) && (
						<ToggleControl
							{ ...toggle }
							label={ __(
								'Ask twice to confirm',
								'vista-forms'
							) }
							checked={ !! attributes.confirm }
							onChange={ ( confirm ) =>
								setAttributes( { confirm } )
							}
						/>
					) }
					{ has( 'min_length' ) && (
						<NumberSetting
							label={ __( 'Minimum characters', 'vista-forms' ) }
							value={ attributes.min_length }
							onChange={ ( minLength ) =>
								setAttributes( { min_length: minLength } )
							}
						/>
					) }
					{ has( 'min_words' ) && (
						<NumberSetting
							label={ __( 'Minimum words', 'vista-forms' ) }
							value={ attributes.min_words }
							onChange={ ( minWords ) =>
								setAttributes( { min_words: minWords } )
							}
						/>
					) }
					{ has( 'smart_phone' ) && (
						<ToggleControl
							{ ...toggle }
							label={ __(
								'International number with country flags',
								'vista-forms'
							) }
							checked={ !! attributes.smart_phone }
							onChange={ ( smartPhone ) =>
								setAttributes( { smart_phone: smartPhone } )
							}
						/>
					) }
					{ has( 'mask' ) && (
						<MaskSetting
							mask={ attributes.mask ?? '' }
							onChange={ ( mask ) => setAttributes( { mask } ) }
						/>
					) }
					{ has( 'autocomplete' ) && (
						<SelectControl
							{ ...common }
							label={ __( 'Browser autofill', 'vista-forms' ) }
							value={ attributes.autocomplete ?? '' }
							options={ AUTOCOMPLETE() }
							onChange={ ( autocomplete ) =>
								setAttributes( { autocomplete } )
							}
						/>
					) }
				</PanelBody>
			) }
			{ has( 'min' ) && (
				<PanelBody title={ __( 'Numbers', 'vista-forms' ) }>
					{ ( [ 'min', 'max', 'step' ] as const ).map( ( key ) => (
						<TextControl
							{ ...common }
							key={ key }
							type="number"
							label={
								{
									min: __( 'Minimum', 'vista-forms' ),
									max: __( 'Maximum', 'vista-forms' ),
									step: __( 'Step', 'vista-forms' ),
								}[ key ]
							}
							value={ attributes[ key ] ?? '' }
							onChange={ ( value ) =>
								setAttributes( { [ key ]: value } )
							}
						/>
					) ) }
				</PanelBody>
			) }
			{ has( 'date' ) && attributes.date && (
				<DateSettingsPanel
					date={ attributes.date }
					onChange={ ( date ) => setAttributes( { date } ) }
				/>
			) }
			{ has( 'rows' ) && (
				<PanelBody title={ __( 'Likert scale', 'vista-forms' ) }>
					<Lines
						label={ __( 'Rows', 'vista-forms' ) }
						value={ attributes.rows ?? [] }
						onChange={ ( rows ) => setAttributes( { rows } ) }
					/>
					<Lines
						label={ __( 'Columns', 'vista-forms' ) }
						value={ attributes.columns ?? [] }
						onChange={ ( columns ) => setAttributes( { columns } ) }
					/>
				</PanelBody>
			) }
			{ ( has( 'max_rating' ) || has( 'scale_min' ) ) && (
				<PanelBody title={ __( 'Scale', 'vista-forms' ) }>
					{ has( 'max_rating' ) && (
						<NumberSetting
							label={ __( 'Number of stars', 'vista-forms' ) }
							min={ 1 }
							value={ attributes.max_rating }
							onChange={ ( maxRating ) =>
								setAttributes( {
									max_rating: Math.min( 20, maxRating ),
								} )
							}
						/>
					) }
					{ has( 'scale_min' ) && (
						<>
							<NumberSetting
								label={ __( 'Lowest', 'vista-forms' ) }
								value={ attributes.scale_min }
								onChange={ ( scaleMin ) =>
									setAttributes( { scale_min: scaleMin } )
								}
							/>
							<NumberSetting
								label={ __( 'Highest', 'vista-forms' ) }
								value={ attributes.scale_max }
								onChange={ ( scaleMax ) =>
									setAttributes( { scale_max: scaleMax } )
								}
							/>
						</>
					) }
				</PanelBody>
			) }
			{ has( 'extensions' ) && (
				<PanelBody title={ __( 'Files', 'vista-forms' ) }>
					<TextControl
						{ ...common }
						label={ __( 'Allowed extensions', 'vista-forms' ) }
						help={ __(
							'Comma-separated, such as jpg,png,pdf.',
							'vista-forms'
						) }
						value={ attributes.extensions ?? '' }
						onChange={ ( extensions ) =>
							setAttributes( { extensions } )
						}
					/>
					<TextControl
						{ ...common }
						type="number"
						min={ 0 }
						step={ 0.5 }
						label={ __( 'Largest file (MB)', 'vista-forms' ) }
						value={ String( attributes.max_size_mb ?? '' ) }
						onChange={ ( size ) =>
							setAttributes( {
								max_size_mb: Math.max(
									0,
									parseFloat( size ) || 0
								),
							} )
						}
					/>
					<NumberSetting
						label={ __( 'Most files', 'vista-forms' ) }
						min={ 1 }
						value={ attributes.max_files }
						onChange={ ( maxFiles ) =>
							setAttributes( { max_files: maxFiles } )
						}
					/>
				</PanelBody>
			) }
			{ ( has( 'price' ) || has( 'currency_symbol' ) ) && (
				<PanelBody title={ __( 'Price', 'vista-forms' ) }>
					{ has( 'price' ) && (
						<TextControl
							{ ...common }
							type="number"
							min={ 0 }
							step={ 0.01 }
							label={ __( 'Price', 'vista-forms' ) }
							value={ attributes.price ?? '' }
							onChange={ ( price ) => setAttributes( { price } ) }
						/>
					) }
					{ has( 'user_input' ) && (
						<ToggleControl
							{ ...toggle }
							label={ __(
								'Visitor enters the amount',
								'vista-forms'
							) }
							checked={ !! attributes.user_input }
							onChange={ ( userInput ) =>
								setAttributes( { user_input: userInput } )
							}
						/>
					) }
					<TextControl
						{ ...common }
						label={ __( 'Currency symbol', 'vista-forms' ) }
						value={ attributes.currency_symbol ?? '' }
						onChange={ ( currencySymbol ) =>
							setAttributes( { currency_symbol: currencySymbol } )
						}
					/>
				</PanelBody>
			) }
			{ has( 'privacy_text' ) && (
				<PanelBody title={ __( 'Consent', 'vista-forms' ) }>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Consent text', 'vista-forms' ) }
						help={ __(
							'Links (<a href>) are kept.',
							'vista-forms'
						) }
						value={ attributes.privacy_text ?? '' }
						onChange={ ( privacyText ) =>
							setAttributes( { privacy_text: privacyText } )
						}
					/>
				</PanelBody>
			) }
		</InspectorControls>
	);
}
