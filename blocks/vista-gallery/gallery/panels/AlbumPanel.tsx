/**
 * Settings of the album layouts: how a gallery opened from the album is shown, and how many of
 * the album's items a page holds (the cover size is the thumbnail size of the Layout panel).
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import type { PanelProps } from '../attributes';

/** The layouts a gallery opened from an album can use (the `enum` of albumGalleryLayout in block.json). */
const galleryLayouts = (): Array< { label: string; value: string } > => [
	{ label: __( 'Thumbnails', 'vista-gallery' ), value: 'thumbnails' },
	{ label: __( 'Masonry', 'vista-gallery' ), value: 'masonry' },
	{ label: __( 'Mosaic', 'vista-gallery' ), value: 'mosaic' },
];

export default function AlbumPanel( {
	attributes,
	setAttributes,
}: PanelProps ) {
	return (
		<PanelBody title={ __( 'Album', 'vista-gallery' ) }>
			<SelectControl
				label={ __(
					'Galleries opened from the album',
					'vista-gallery'
				) }
				value={ attributes.albumGalleryLayout }
				options={ galleryLayouts() }
				onChange={ ( albumGalleryLayout ) =>
					setAttributes( { albumGalleryLayout } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Items per album page', 'vista-gallery' ) }
				value={ attributes.albumItemsPerPage }
				min={ 1 }
				max={ 100 }
				onChange={ ( value ) =>
					setAttributes( { albumItemsPerPage: value ?? 12 } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}
