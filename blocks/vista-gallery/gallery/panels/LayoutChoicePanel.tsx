/**
 * The layout (the album layouts for an album, the others otherwise), the thumbnails' size and what
 * only some layouts have: the thumbnails' columns, the masonry's extra column.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import type { PanelProps } from '../attributes';
import { choices } from './choices';
import { ALBUM_LAYOUTS } from './SourcePanel';

/**
 * The layouts a source can show.
 * @param isAlbum Whether the block shows an album.
 */
function layoutChoices( isAlbum: boolean ) {
	return isAlbum
		? [
				{
					label: __( 'Compact album', 'vista-gallery' ),
					value: 'album_compact',
				},
				{
					label: __( 'Extended album', 'vista-gallery' ),
					value: 'album_extended',
				},
			]
		: [
				{
					label: __( 'Thumbnails', 'vista-gallery' ),
					value: 'thumbnails',
				},
				{
					label: __( 'Masonry', 'vista-gallery' ),
					value: 'masonry',
				},
				{
					label: __( 'Mosaic', 'vista-gallery' ),
					value: 'mosaic',
				},
				{
					label: __( 'Slideshow', 'vista-gallery' ),
					value: 'slideshow',
				},
				{
					label: __( 'Carousel', 'vista-gallery' ),
					value: 'carousel',
				},
				{
					label: __( 'Image browser', 'vista-gallery' ),
					value: 'image_browser',
				},
				{
					label: __( 'Blog style', 'vista-gallery' ),
					value: 'blog_style',
				},
			];
}

export function LayoutChoicePanel( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	const layouts = layoutChoices( a.source === 'album' );
	return (
		<PanelBody title={ __( 'Layout', 'vista-gallery' ) }>
			<SelectControl
				label={ __( 'Layout', 'vista-gallery' ) }
				value={ a.layout }
				options={ choices( layouts ) }
				onChange={ ( layout ) => setAttributes( { layout } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Thumbnail width', 'vista-gallery' ) }
				value={ a.thumbWidth }
				min={ 40 }
				max={ 600 }
				onChange={ ( value ) =>
					setAttributes( { thumbWidth: value ?? 180 } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Thumbnail height', 'vista-gallery' ) }
				value={ a.thumbHeight }
				min={ 40 }
				max={ 600 }
				onChange={ ( value ) =>
					setAttributes( { thumbHeight: value ?? 90 } )
				}
				__nextHasNoMarginBottom
			/>
			{ ( a.layout === 'thumbnails' ||
				ALBUM_LAYOUTS.includes( a.layout ) ) && (
				<RangeControl
					label={ __( 'Maximum columns', 'vista-gallery' ) }
					value={ a.maxColumns }
					min={ 1 }
					max={ 20 }
					onChange={ ( value ) =>
						setAttributes( { maxColumns: value ?? 5 } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			{ a.layout === 'masonry' && (
				<ToggleControl
					label={ __(
						'Resizable (one more column)',
						'vista-gallery'
					) }
					checked={ a.resizable }
					onChange={ ( resizable ) => setAttributes( { resizable } ) }
					__nextHasNoMarginBottom
				/>
			) }
		</PanelBody>
	);
}
