/**
 * The privacy policy box: its consent text.
 */
import { __ } from '@wordpress/i18n';
import { TextareaControl } from '@wordpress/components';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';
import { SettingsGroup } from './controls';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	return (
		<SettingsGroup title={ __( 'Consent', 'vista-forms' ) }>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Consent text', 'vista-forms' ) }
				help={ __( 'Links (<a href>) are kept.', 'vista-forms' ) }
				value={ attributes.privacy_text ?? '' }
				onChange={ ( privacyText ) =>
					setAttributes( { privacy_text: privacyText } )
				}
			/>
		</SettingsGroup>
	);
}

function Preview( { attributes }: PreviewProps ) {
	return (
		<span className="everest-forms-field-label-inline">
			<input type="checkbox" readOnly tabIndex={ -1 } />{ ' ' }
			{ ( attributes.privacy_text ?? '' ).replace( /<[^>]*>/g, '' ) }
		</span>
	);
}

export const privacyPolicy: FieldEditor = { Preview, Settings };
