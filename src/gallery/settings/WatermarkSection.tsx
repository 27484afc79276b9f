/**
 * The watermark (000 §3.8): none, text or an image, with the fields of the chosen kind, where it
 * sits and how opaque it is, and a preview.
 */
import {
	RadioControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactElement } from 'react';
import { numberInput } from '@vista/shared/settings/draft';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import { ColorControl } from './ColorControl';
import type { SectionProps } from './section-props';
import type { NumberField, WatermarkPosition, WatermarkType } from './types';
import { WatermarkImageControl } from './WatermarkImageControl';
import { WatermarkPreview } from './WatermarkPreview';

function positions(): Array< { label: string; value: WatermarkPosition } > {
	return [
		{ label: __( 'Top left', 'vista-gallery' ), value: 'top-left' },
		{ label: __( 'Top center', 'vista-gallery' ), value: 'top-center' },
		{ label: __( 'Top right', 'vista-gallery' ), value: 'top-right' },
		{ label: __( 'Middle left', 'vista-gallery' ), value: 'middle-left' },
		{ label: __( 'Center', 'vista-gallery' ), value: 'center' },
		{
			label: __( 'Middle right', 'vista-gallery' ),
			value: 'middle-right',
		},
		{ label: __( 'Bottom left', 'vista-gallery' ), value: 'bottom-left' },
		{
			label: __( 'Bottom center', 'vista-gallery' ),
			value: 'bottom-center',
		},
		{
			label: __( 'Bottom right', 'vista-gallery' ),
			value: 'bottom-right',
		},
	];
}

/** Makes the text field of a number setting. */
type NumberFieldMaker = (
	key: NumberField,
	label: string,
	help: string,
	min: number,
	max: number
) => ReactElement;

export function WatermarkSection( {
	draft,
	errors,
	update,
	imageUrl,
	setImageUrl,
}: SectionProps ) {
	const type = draft.watermark_type;
	const numberField = (
		key: NumberField,
		label: string,
		help: string,
		min: number,
		max: number
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			min={ min }
			max={ max }
			step={ 1 }
			label={ label }
			value={ String( draft[ key ] ) }
			onChange={ ( value: string ) =>
				update( key, numberInput( value ) )
			}
			{ ...fieldProps( errors[ key ], help ) }
		/>
	);
	return (
		<SettingsSection
			id="watermark"
			title={ __( 'Watermark', 'vista-gallery' ) }
			description={ __(
				'A text or an image over large images, so that copies show where they come from.',
				'vista-gallery'
			) }
		>
			<RadioControl
				label={ __( 'Watermark', 'vista-gallery' ) }
				hideLabelFromVision
				selected={ type }
				options={ [
					{ label: __( 'None', 'vista-gallery' ), value: 'none' },
					{ label: __( 'Text', 'vista-gallery' ), value: 'text' },
					{ label: __( 'Image', 'vista-gallery' ), value: 'image' },
				] }
				onChange={ ( value ) =>
					update( 'watermark_type', value as WatermarkType )
				}
				{ ...fieldProps( errors.watermark_type ) }
			/>
			{ type === 'text' && (
				<>
					<TextWatermarkFields
						draft={ draft }
						errors={ errors }
						update={ update }
						numberField={ numberField }
					/>
				</>
			) }
			{ type === 'image' && (
				<>
					<WatermarkImageControl
						imageId={ draft.watermark_image_id }
						imageUrl={ imageUrl }
						onChange={ ( id, url ) => {
							update( 'watermark_image_id', id );
							setImageUrl( url );
						} }
						error={ errors.watermark_image_id }
					/>
					{ numberField(
						'watermark_width',
						__( 'Watermark width, in pixels', 'vista-gallery' ),
						__(
							'The image fits in this width and the height below, keeping its proportions; on small screens it takes at most 40% of the image. From 10 to 2000 pixels.',
							'vista-gallery'
						),
						10,
						2000
					) }
					{ numberField(
						'watermark_height',
						__( 'Watermark height, in pixels', 'vista-gallery' ),
						__( 'From 10 to 2000 pixels.', 'vista-gallery' ),
						10,
						2000
					) }
				</>
			) }
			{ type !== 'none' && (
				<>
					<PlacementFields
						draft={ draft }
						errors={ errors }
						update={ update }
						imageUrl={ imageUrl }
						numberField={ numberField }
					/>
				</>
			) }
		</SettingsSection>
	);
}

// Where the watermark sits, how opaque it is, and how it looks.
function PlacementFields( {
	draft,
	errors,
	update,
	imageUrl,
	numberField,
}: Pick< SectionProps, 'draft' | 'errors' | 'update' | 'imageUrl' > & {
	numberField: NumberFieldMaker;
} ) {
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Position', 'vista-gallery' ) }
				value={ draft.watermark_position }
				options={ positions() }
				onChange={ ( value ) =>
					update( 'watermark_position', value as WatermarkPosition )
				}
				{ ...fieldProps( errors.watermark_position ) }
			/>
			{ numberField(
				'watermark_opacity',
				__( 'Opacity, in percent', 'vista-gallery' ),
				__( '0 is invisible, 100 fully opaque.', 'vista-gallery' ),
				0,
				100
			) }
			<WatermarkPreview draft={ draft } imageUrl={ imageUrl } />
		</>
	);
}

// The text of a text watermark, its size and colour.
function TextWatermarkFields( {
	draft,
	errors,
	update,
	numberField,
}: Pick< SectionProps, 'draft' | 'errors' | 'update' > & {
	numberField: NumberFieldMaker;
} ) {
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Watermark text', 'vista-gallery' ) }
				value={ draft.watermark_text }
				onChange={ ( value: string ) =>
					update( 'watermark_text', value )
				}
				{ ...fieldProps(
					errors.watermark_text,
					__(
						'One line of plain text, up to 100 characters, such as © Your Name.',
						'vista-gallery'
					)
				) }
			/>
			{ numberField(
				'watermark_font_size',
				__( 'Font size, in pixels', 'vista-gallery' ),
				__( 'From 8 to 200 pixels.', 'vista-gallery' ),
				8,
				200
			) }
			<ColorControl
				label={ __( 'Text colour', 'vista-gallery' ) }
				value={ draft.watermark_color }
				onChange={ ( value ) => update( 'watermark_color', value ) }
				error={ errors.watermark_color }
			/>
		</>
	);
}
