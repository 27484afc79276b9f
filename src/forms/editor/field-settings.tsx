/**
 * The sidebar of a field block: the common settings, then those of its type (fields/).
 */
import { __ } from '@wordpress/i18n';
import {
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { InspectorControls } from '@wordpress/block-editor';
import type { FieldAttributes, FieldType } from './field-types';
import { common, toggle, SettingsGroup } from './fields/controls';
import { FIELD_EDITORS } from './fields/registry';
import type { SetAttributes } from './fields/types';

export function FieldSettings( {
	type,
	attributes,
	setAttributes,
}: {
	type: FieldType;
	attributes: FieldAttributes;
	setAttributes: SetAttributes;
} ) {
	const { Settings, valueOnly } = FIELD_EDITORS[ type ];
	return (
		<InspectorControls>
			<SettingsGroup title={ __( 'Field', 'vista-forms' ) }>
				<TextControl
					{ ...common }
					label={ __( 'Label', 'vista-forms' ) }
					value={ attributes.label }
					onChange={ ( label ) => setAttributes( { label } ) }
				/>
				{ ! valueOnly && (
					<ToggleControl
						{ ...toggle }
						label={ __( 'Required', 'vista-forms' ) }
						checked={ attributes.required }
						onChange={ ( required ) =>
							setAttributes( { required } )
						}
					/>
				) }
				{ ! valueOnly && (
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
						valueOnly
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
			</SettingsGroup>
			{ Settings && (
				<Settings
					type={ type }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) }
		</InspectorControls>
	);
}
