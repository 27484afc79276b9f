/**
 * Image and file uploads: allowed extensions, largest file and most files.
 */
import { __, sprintf } from '@wordpress/i18n';
import { TextControl } from '@wordpress/components';
import { common, NumberSetting, SettingsGroup } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	return (
		<SettingsGroup title={ __( 'Files', 'vista-forms' ) }>
			<TextControl
				{ ...common }
				label={ __( 'Allowed extensions', 'vista-forms' ) }
				help={ __(
					'Comma-separated, such as jpg,png,pdf.',
					'vista-forms'
				) }
				value={ attributes.extensions ?? '' }
				onChange={ ( extensions ) => setAttributes( { extensions } ) }
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
						max_size_mb: Math.max( 0, parseFloat( size ) || 0 ),
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
		</SettingsGroup>
	);
}

function Preview( { attributes }: PreviewProps ) {
	return (
		<div className="evf-uploader-preview">
			<input type="file" disabled tabIndex={ -1 } />
			<p className="evf-field-description">
				{ sprintf(
					/* translators: 1: file extensions, 2: size in MB */
					__( 'Allowed: %1$s, up to %2$s MB', 'vista-forms' ),
					attributes.extensions ?? '',
					String( attributes.max_size_mb ?? '' )
				) }
			</p>
		</div>
	);
}

export const fileUpload: FieldEditor = { Preview, Settings };
