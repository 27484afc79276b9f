/**
 * The fields of a theme, in groups: thumbnails, titles, paging, tag filter, lightbox. Each shows
 * the server's message for it after a refused save.
 */
import { __ } from '@wordpress/i18n';
import type { ReactElement } from 'react';
import {
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import { ColorControl } from '../settings/ColorControl';
import type { GalleryTheme } from './theme';

interface Props {
	theme: GalleryTheme;
	errors: Record< string, string >;
	update: ( changes: Partial< GalleryTheme > ) => void;
}

type NumberKey =
	| 'thumbBorderWidth'
	| 'thumbRadius'
	| 'thumbSpacing'
	| 'titleSize'
	| 'pagingRadius';

type ColorKey =
	| 'thumbBorderColor'
	| 'titleColor'
	| 'pagingColor'
	| 'pagingBackground'
	| 'filterColor'
	| 'filterActiveColor'
	| 'filterActiveBackground'
	| 'lightboxBackground'
	| 'lightboxBarColor';

export function ThemeFields( { theme, errors, update }: Props ) {
	const number = ( key: NumberKey, label: string, max: number, min = 0 ) => (
		<RangeControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ theme[ key ] }
			min={ min }
			max={ max }
			onChange={ ( value ) => update( { [ key ]: value ?? min } ) }
			help={ errors[ key ] }
		/>
	);
	const color = ( key: ColorKey, label: string ) => (
		<ColorControl
			label={ label }
			value={ theme[ key ] }
			error={ errors[ key ] }
			onChange={ ( value ) => update( { [ key ]: value } ) }
		/>
	);
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Name', 'vista-gallery' ) }
				value={ theme.name }
				maxLength={ 80 }
				onChange={ ( name: string ) => update( { name } ) }
				{ ...fieldProps( errors.name ) }
			/>
			<fieldset>
				<legend>{ __( 'Thumbnails', 'vista-gallery' ) }</legend>
				{ number(
					'thumbBorderWidth',
					__( 'Border width (px)', 'vista-gallery' ),
					20
				) }
				{ color(
					'thumbBorderColor',
					__( 'Border colour', 'vista-gallery' )
				) }
				{ number(
					'thumbRadius',
					__( 'Corner radius (px)', 'vista-gallery' ),
					100
				) }
				{ number(
					'thumbSpacing',
					__( 'Spacing (px)', 'vista-gallery' ),
					40
				) }
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Hover effect', 'vista-gallery' ) }
					value={ theme.thumbHover }
					options={ [
						{ value: 'none', label: __( 'None', 'vista-gallery' ) },
						{ value: 'zoom', label: __( 'Zoom', 'vista-gallery' ) },
						{ value: 'lift', label: __( 'Lift', 'vista-gallery' ) },
						{ value: 'fade', label: __( 'Fade', 'vista-gallery' ) },
					] }
					onChange={ ( thumbHover ) =>
						update( {
							thumbHover:
								thumbHover as GalleryTheme[ 'thumbHover' ],
						} )
					}
					{ ...fieldProps( errors.thumbHover ) }
				/>
			</fieldset>
			<fieldset>
				<legend>{ __( 'Titles', 'vista-gallery' ) }</legend>
				{ color( 'titleColor', __( 'Title colour', 'vista-gallery' ) ) }
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Title font', 'vista-gallery' ) }
					value={ theme.titleFont }
					options={ [
						{
							value: 'inherit',
							label: __( 'The site’s font', 'vista-gallery' ),
						},
						{
							value: 'serif',
							label: __( 'Serif', 'vista-gallery' ),
						},
						{
							value: 'sans-serif',
							label: __( 'Sans-serif', 'vista-gallery' ),
						},
						{
							value: 'monospace',
							label: __( 'Monospace', 'vista-gallery' ),
						},
					] }
					onChange={ ( titleFont ) =>
						update( {
							titleFont: titleFont as GalleryTheme[ 'titleFont' ],
						} )
					}
					{ ...fieldProps( errors.titleFont ) }
				/>
				{ number(
					'titleSize',
					__( 'Title size (px)', 'vista-gallery' ),
					48,
					10
				) }
			</fieldset>
			<ThemeColourFields number={ number } color={ color } />
		</>
	);
}

// The colours of the paging, the tag filter and the lightbox.
function ThemeColourFields( {
	number,
	color,
}: {
	number: (
		key: NumberKey,
		label: string,
		max: number,
		min?: number
	) => ReactElement;
	color: ( key: ColorKey, label: string ) => ReactElement;
} ) {
	return (
		<>
			<fieldset>
				<legend>{ __( 'Paging', 'vista-gallery' ) }</legend>
				{ color(
					'pagingColor',
					__( 'Paging text colour', 'vista-gallery' )
				) }
				{ color(
					'pagingBackground',
					__( 'Paging background', 'vista-gallery' )
				) }
				{ number(
					'pagingRadius',
					__( 'Paging corner radius (px)', 'vista-gallery' ),
					40
				) }
			</fieldset>
			<fieldset>
				<legend>{ __( 'Tag filter', 'vista-gallery' ) }</legend>
				{ color( 'filterColor', __( 'Tag colour', 'vista-gallery' ) ) }
				{ color(
					'filterActiveColor',
					__( 'Chosen tag colour', 'vista-gallery' )
				) }
				{ color(
					'filterActiveBackground',
					__( 'Chosen tag background', 'vista-gallery' )
				) }
			</fieldset>
			<fieldset>
				<legend>{ __( 'Lightbox', 'vista-gallery' ) }</legend>
				{ color(
					'lightboxBackground',
					__( 'Lightbox background', 'vista-gallery' )
				) }
				{ color(
					'lightboxBarColor',
					__( 'Lightbox control bar', 'vista-gallery' )
				) }
			</fieldset>
		</>
	);
}
