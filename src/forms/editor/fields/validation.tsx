/**
 * The Validation panel of the text-like types (text, text area, email, password, phone): each
 * control shows when the type's block has its setting.
 */
import { __ } from '@wordpress/i18n';
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { MASK_ALIASES, type FieldAttributes } from '../field-types';
import { common, NumberSetting, toggle, SettingsGroup } from './controls';
import type { SettingsProps } from './types';

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

const AUTOCOMPLETE = () => [
	{ value: '', label: __( 'None', 'vista-forms' ) },
	{ value: 'name', label: __( 'Full name', 'vista-forms' ) },
	{ value: 'given-name', label: __( 'First name', 'vista-forms' ) },
	{ value: 'family-name', label: __( 'Last name', 'vista-forms' ) },
	{ value: 'organization', label: __( 'Organisation', 'vista-forms' ) },
	{ value: 'username', label: __( 'User name', 'vista-forms' ) },
	{ value: 'off', label: __( 'Off', 'vista-forms' ) },
];

/** The settings this panel edits. */
const KEYS: Array< keyof FieldAttributes > = [
	'min_length',
	'min_words',
	'confirm',
	'mask',
	'autocomplete',
	'smart_phone',
];

export function ValidationPanel( {
	attributes,
	setAttributes,
}: SettingsProps ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	if ( ! KEYS.some( has ) ) {
		return null;
	}
	return (
		<SettingsGroup title={ __( 'Validation', 'vista-forms' ) }>
			{ has( 'confirm' ) && (
				<ToggleControl
					{ ...toggle }
					label={ __( 'Ask twice to confirm', 'vista-forms' ) }
					checked={ !! attributes.confirm }
					onChange={ ( confirm ) => setAttributes( { confirm } ) }
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
		</SettingsGroup>
	);
}
