/**
 * A colour as #rrggbb: typed, or picked with the browser's own colour picker.
 */
import { ColorIndicator, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';

interface Props {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function ColorControl( { label, value, onChange, error }: Props ) {
	return (
		<div className="vista-gallery-settings-color">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ value }
				maxLength={ 7 }
				spellCheck={ false }
				onChange={ ( next: string ) => onChange( next.trim() ) }
				{ ...fieldProps(
					error,
					__( 'Such as #ffffff for white.', 'vista-gallery' )
				) }
			/>
			<ColorIndicator colorValue={ HEX.test( value ) ? value : '' } />
			<input
				type="color"
				className="vista-gallery-settings-color__picker"
				aria-label={ __( 'Pick the colour', 'vista-gallery' ) }
				value={ HEX.test( value ) ? value.toLowerCase() : '#ffffff' }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
}
