/**
 * Carousel settings (000 §3.9): columns, autoplay and its interval in seconds, and which buttons
 * show.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import type { PanelProps } from '../attributes';

export default function CarouselPanel( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	return (
		<PanelBody title={ __( 'Carousel', 'vista-gallery' ) }>
			<RangeControl
				label={ __( 'Images in view', 'vista-gallery' ) }
				help={ __(
					'Fewer on narrow screens, so each image stays large enough to make out.',
					'vista-gallery'
				) }
				value={ a.carouselColumns }
				min={ 1 }
				max={ 10 }
				onChange={ ( value ) =>
					setAttributes( { carouselColumns: value ?? 5 } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Play automatically', 'vista-gallery' ) }
				checked={ a.carouselAutoplay }
				onChange={ ( carouselAutoplay ) =>
					setAttributes( { carouselAutoplay } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Interval (seconds)', 'vista-gallery' ) }
				value={ a.carouselInterval }
				min={ 1 }
				max={ 120 }
				step={ 0.5 }
				onChange={ ( value ) =>
					setAttributes( { carouselInterval: value ?? 5 } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Play/pause button', 'vista-gallery' ) }
				checked={ a.carouselPlayPause }
				onChange={ ( carouselPlayPause ) =>
					setAttributes( { carouselPlayPause } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Previous and next buttons', 'vista-gallery' ) }
				checked={ a.carouselPrevNext }
				onChange={ ( carouselPrevNext ) =>
					setAttributes( { carouselPrevNext } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}
