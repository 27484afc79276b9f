/**
 * Slideshow settings (000 §3.8): effect and timings in seconds, autoplay and its music, shuffle
 * and loop, the filmstrip, preloading, the stage size and the caption.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import type { PanelProps } from '../attributes';
import MusicControl from './MusicControl';

interface Choice {
	value: string;
	label: string;
}

/**
 * Select options with plain string values.
 * @param list Options.
 */
const choices = ( list: Choice[] ): Choice[] => list;

/** Effect names in the order of GalleryRequest::SLIDESHOW_EFFECTS, with their labels. */
export const effects = (): Choice[] => [
	{ value: 'none', label: __( 'None', 'vista-gallery' ) },
	{ value: 'fade', label: __( 'Fade', 'vista-gallery' ) },
	{ value: 'cubeH', label: __( 'Cube, horizontal', 'vista-gallery' ) },
	{ value: 'cubeV', label: __( 'Cube, vertical', 'vista-gallery' ) },
	{ value: 'sliceH', label: __( 'Slices, horizontal', 'vista-gallery' ) },
	{ value: 'sliceV', label: __( 'Slices, vertical', 'vista-gallery' ) },
	{ value: 'slideH', label: __( 'Slide, horizontal', 'vista-gallery' ) },
	{ value: 'slideV', label: __( 'Slide, vertical', 'vista-gallery' ) },
	{ value: 'scaleOut', label: __( 'Scale out', 'vista-gallery' ) },
	{ value: 'scaleIn', label: __( 'Scale in', 'vista-gallery' ) },
	{ value: 'blockScale', label: __( 'Block scale', 'vista-gallery' ) },
	{ value: 'kaleidoscope', label: __( 'Kaleidoscope', 'vista-gallery' ) },
	{ value: 'fan', label: __( 'Fan', 'vista-gallery' ) },
	{ value: 'blindH', label: __( 'Blinds, horizontal', 'vista-gallery' ) },
	{ value: 'blindV', label: __( 'Blinds, vertical', 'vista-gallery' ) },
	{ value: 'random', label: __( 'Random', 'vista-gallery' ) },
];

export default function SlideshowPanel( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	return (
		<PanelBody title={ __( 'Slideshow', 'vista-gallery' ) }>
			<SelectControl
				label={ __( 'Effect', 'vista-gallery' ) }
				value={ a.slideshowEffect }
				options={ effects() }
				onChange={ ( slideshowEffect ) =>
					setAttributes( { slideshowEffect } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Interval (seconds)', 'vista-gallery' ) }
				value={ a.slideshowInterval }
				min={ 1 }
				max={ 120 }
				step={ 0.5 }
				onChange={ ( value ) =>
					setAttributes( { slideshowInterval: value ?? 5 } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Effect duration (seconds)', 'vista-gallery' ) }
				value={ a.slideshowEffectDuration }
				min={ 0.1 }
				max={ 10 }
				step={ 0.1 }
				onChange={ ( value ) =>
					setAttributes( { slideshowEffectDuration: value ?? 1 } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Play automatically', 'vista-gallery' ) }
				checked={ a.slideshowAutoplay }
				onChange={ ( slideshowAutoplay ) =>
					setAttributes( { slideshowAutoplay } )
				}
				__nextHasNoMarginBottom
			/>
			<MusicControl attributes={ a } setAttributes={ setAttributes } />
			<ToggleControl
				label={ __( 'Shuffle', 'vista-gallery' ) }
				checked={ a.slideshowShuffle }
				onChange={ ( slideshowShuffle ) =>
					setAttributes( { slideshowShuffle } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __(
					'Loop (go on from the last image to the first)',
					'vista-gallery'
				) }
				checked={ a.enableLoop }
				onChange={ ( enableLoop ) => setAttributes( { enableLoop } ) }
				__nextHasNoMarginBottom
			/>
			<SlideshowFilmstripControls
				attributes={ a }
				setAttributes={ setAttributes }
			/>
			<SlideshowStageControls
				attributes={ a }
				setAttributes={ setAttributes }
			/>
		</PanelBody>
	);
}

// Preloading, the stage size and the caption.
function SlideshowStageControls( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	return (
		<>
			<ToggleControl
				label={ __( 'Preload images', 'vista-gallery' ) }
				checked={ a.preloadImages }
				onChange={ ( preloadImages ) =>
					setAttributes( { preloadImages } )
				}
				__nextHasNoMarginBottom
			/>
			{ a.preloadImages && (
				<RangeControl
					label={ __( 'Images to preload', 'vista-gallery' ) }
					help={ __(
						'Half before and half after the image shown; 0 loads them all.',
						'vista-gallery'
					) }
					value={ a.preloadImagesCount }
					min={ 0 }
					max={ 100 }
					onChange={ ( value ) =>
						setAttributes( { preloadImagesCount: value ?? 10 } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<RangeControl
				label={ __( 'Width (px)', 'vista-gallery' ) }
				help={ __(
					'Narrower screens scale the slideshow down, keeping its shape.',
					'vista-gallery'
				) }
				value={ a.slideshowWidth }
				min={ 100 }
				max={ 4000 }
				onChange={ ( value ) =>
					setAttributes( { slideshowWidth: value ?? 800 } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Height (px)', 'vista-gallery' ) }
				value={ a.slideshowHeight }
				min={ 50 }
				max={ 4000 }
				onChange={ ( value ) =>
					setAttributes( { slideshowHeight: value ?? 500 } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show the title', 'vista-gallery' ) }
				checked={ a.slideshowShowTitle }
				onChange={ ( slideshowShowTitle ) =>
					setAttributes( { slideshowShowTitle } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show the description', 'vista-gallery' ) }
				checked={ a.slideshowShowDescription }
				onChange={ ( slideshowShowDescription ) =>
					setAttributes( { slideshowShowDescription } )
				}
				__nextHasNoMarginBottom
			/>
		</>
	);
}

// The filmstrip: its kind, position and size.
function SlideshowFilmstripControls( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	return (
		<>
			<SelectControl
				label={ __( 'Filmstrip', 'vista-gallery' ) }
				value={ String( a.slideshowFilmstripType ) }
				options={ choices( [
					{ value: '0', label: __( 'None', 'vista-gallery' ) },
					{
						value: '1',
						label: __(
							'Thumbnails at the strip’s height',
							'vista-gallery'
						),
					},
					{
						value: '2',
						label: __(
							'A fixed number of thumbnails',
							'vista-gallery'
						),
					},
				] ) }
				onChange={ ( value ) =>
					setAttributes( { slideshowFilmstripType: Number( value ) } )
				}
				__nextHasNoMarginBottom
			/>
			{ a.slideshowFilmstripType !== 0 && (
				<SelectControl
					label={ __( 'Filmstrip position', 'vista-gallery' ) }
					value={ a.filmstripDirection }
					options={ choices( [
						{
							value: 'horizontal',
							label: __(
								'Under the image (horizontal)',
								'vista-gallery'
							),
						},
						{
							value: 'vertical',
							label: __(
								'Beside the image (vertical)',
								'vista-gallery'
							),
						},
					] ) }
					onChange={ ( filmstripDirection ) =>
						setAttributes( { filmstripDirection } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			{ a.slideshowFilmstripType === 2 && (
				<RangeControl
					label={ __( 'Thumbnails in view', 'vista-gallery' ) }
					help={ __(
						'At most 5 on screens up to 767 px wide.',
						'vista-gallery'
					) }
					value={ a.slideshowThumbnailsCount }
					min={ 1 }
					max={ 20 }
					onChange={ ( value ) =>
						setAttributes( {
							slideshowThumbnailsCount: value ?? 5,
						} )
					}
					__nextHasNoMarginBottom
				/>
			) }
		</>
	);
}
