/**
 * Number and range slider: minimum, maximum and step.
 */
import { __ } from '@wordpress/i18n';
import { TextControl } from '@wordpress/components';
import { common, textProps, SettingsGroup } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	return (
		<SettingsGroup title={ __( 'Numbers', 'vista-forms' ) }>
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
		</SettingsGroup>
	);
}

function Preview( { type, attributes }: PreviewProps ) {
	if ( type === 'number' ) {
		return <input type="number" { ...textProps( attributes ) } />;
	}
	return (
		<input
			type="range"
			readOnly
			tabIndex={ -1 }
			min={ attributes.min }
			max={ attributes.max }
			step={ attributes.step }
		/>
	);
}

export const number: FieldEditor = { Preview, Settings };
