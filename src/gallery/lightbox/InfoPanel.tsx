/**
 * The overlays of the stage, at its top and bottom as set: the info panel (title and
 * description, open or folded), the rating bar and the hit counter.
 */
import { useEffect, useRef, type RefObject } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import RatingBar from '../lightbox-rating/RatingBar';
import { INFO_RECALC_MS } from './logic';
import type { Edge, PopupSettings } from './settings';
import type {
	LightboxImage,
	LightboxSettings,
	RatingState,
} from '../common/lightbox-types';

/**
 * The info panel's ref, its full height (`--vista-info-h`) measured when it opens or folds and a
 * moment after each change of image.
 * @param shown    Index shown.
 * @param infoOpen The panel is open.
 */
export function useInfoHeight( shown: number, infoOpen: boolean ) {
	const info = useRef< HTMLDivElement >( null );
	const measureInfo = () => {
		const box = info.current;
		if ( box ) {
			// Unclamped for the reading, so a longer description gets its full height.
			box.style.removeProperty( '--vista-info-h' );
			box.style.setProperty(
				'--vista-info-h',
				`${ box.scrollHeight }px`
			);
		}
	};
	useEffect( () => {
		const timer = setTimeout( measureInfo, INFO_RECALC_MS );
		return () => clearTimeout( timer );
	}, [ shown ] );
	useEffect( measureInfo, [ infoOpen ] );
	return info;
}

/**
 * Whether an image has anything for the info panel.
 * @param image The image.
 */
export function hasInfo( image: LightboxImage ): boolean {
	return image.alt.trim() !== '' || image.description.trim() !== '';
}

function InfoPanel( {
	image,
	open,
	infoRef,
}: {
	image: LightboxImage;
	open: boolean;
	infoRef: RefObject< HTMLDivElement | null >;
} ) {
	return (
		<div
			className={ `vista-lightbox__info${ open ? ' is-open' : '' }` }
			ref={ infoRef }
			hidden={ ! open }
		>
			<div>
				{ image.alt && (
					<p className="vista-lightbox__title">{ image.alt }</p>
				) }
				{ image.description && (
					<p className="vista-lightbox__description">
						{ image.description }
					</p>
				) }
			</div>
		</div>
	);
}

interface OverlaysProps {
	settings: PopupSettings;
	/** The lightbox data request's settings, for the rating bar. */
	wire: LightboxSettings;
	image: LightboxImage;
	shown: number;
	infoOpen: boolean;
	infoRef: RefObject< HTMLDivElement | null >;
	ratingOpen: boolean;
	onRating: ( state: RatingState ) => void;
}

export default function Overlays( {
	settings,
	wire,
	image,
	shown,
	infoOpen,
	infoRef,
	ratingOpen,
	onRating,
}: OverlaysProps ) {
	const info = settings.info && hasInfo( image ) && (
		<InfoPanel image={ image } open={ infoOpen } infoRef={ infoRef } />
	);
	const rating = settings.rating && ratingOpen && (
		<RatingBar
			image={ image }
			imageKey={ shown }
			settings={ wire }
			onChange={ onRating }
		/>
	);
	const hits = settings.hits && (
		<div className="vista-lightbox__hits">
			{ sprintf(
				/* translators: %d: number of views */
				__( 'Hits: %d', 'vista-gallery' ),
				image.hit_count
			) }
		</div>
	);
	const overlay = ( place: Edge ) => (
		<div
			className={ `vista-lightbox__overlay vista-lightbox__overlay--${ place }` }
		>
			{ settings.infoAt === place && info }
			{ settings.ratingAt === place && rating }
			{ settings.hitsAt === place && hits }
		</div>
	);
	return (
		<>
			{ overlay( 'top' ) }
			{ overlay( 'bottom' ) }
		</>
	);
}
