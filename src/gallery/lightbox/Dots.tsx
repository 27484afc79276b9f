/**
 * The popup's dot indicator, shown instead of a filmstrip: a dot per image, the current one
 * marked (class and aria-current) as the image changes (000 §4.1: "the active thumbnail and dot
 * follow the current image").
 */
import { __, sprintf } from '@wordpress/i18n';
import type { LightboxImage } from '../common/lightbox-types';

/**
 * Up to this many images: beyond, a row of dots says little and costs a keyboard visitor a stop
 * each (the live region still says "Image n of N"). The slideshow's SlideshowView::MAX_DOTS.
 */
export const MAX_DOTS = 20;

/**
 * The dots, or nothing for a single image or more than MAX_DOTS. A plain function rather than
 * a component: its arguments need no property names in the minified chunk.
 * @param images  The images.
 * @param current Index shown.
 * @param onPick  Shows an image.
 */
export function dotIndicator(
	images: LightboxImage[],
	current: number,
	onPick: ( index: number ) => void
) {
	if ( images.length < 2 || images.length > MAX_DOTS ) {
		return null;
	}
	return (
		<div className="vista-lightbox__dots">
			{ images.map( ( image, index ) => (
				<button
					key={ image.id }
					type="button"
					className={ `vista-lightbox__dot${
						index === current ? ' is-active' : ''
					}` }
					aria-current={ index === current }
					aria-label={ sprintf(
						/* translators: 1: position, 2: image title */
						__( 'Show image %1$d: %2$s', 'vista-gallery' ),
						index + 1,
						image.alt
					) }
					onClick={ () => onPick( index ) }
				/>
			) ) }
		</div>
	);
}
