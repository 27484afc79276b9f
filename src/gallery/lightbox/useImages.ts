/**
 * The popup's copy of its images, which the rating bar, the hit counter and the comments panel
 * update (rating, hits, comment count), and the hit each image shown counts (000 §3.5).
 */
import { useEffect, useState } from '@wordpress/element';
import { postHit } from '../lightbox-rating/hits';
import type {
	LightboxImage,
	LightboxSettings,
	RatingState,
} from '../common/lightbox-types';

export function useImages( initial: LightboxImage[] ) {
	const [ images, setImages ] = useState< LightboxImage[] >( initial );
	const update = ( id: number, change: Partial< LightboxImage > ) =>
		setImages( ( list ) =>
			list.map( ( entry ) =>
				entry.id === id ? { ...entry, ...change } : entry
			)
		);
	/**
	 * Takes what the rating request answered for an image.
	 * @param id    Image id.
	 * @param state The rating request's answer.
	 */
	const applyRating = ( id: number, state: RatingState ) =>
		update( id, {
			hit_count: state.hit_count,
			rate: state.current_rate,
			rate_count: state.current_rate_count,
			avg_rating: state.current_avg_rating,
		} );
	/**
	 * Takes the comments panel's new count for an image.
	 * @param id    Image id.
	 * @param count Comments.
	 */
	const setCommentCount = ( id: number, count: number ) =>
		update( id, { comment_count: count } );
	return { images, applyRating, setCommentCount };
}

/**
 * Counts a hit for each image shown (the first too), and takes the counts the rating request answers.
 * @param wire        The lightbox data request's settings (the rating endpoint and nonce).
 * @param shown       Index shown.
 * @param imageId     Its image id.
 * @param applyRating Takes the answer.
 */
export function useHits(
	wire: LightboxSettings,
	shown: number,
	imageId: number,
	applyRating: ( id: number, state: RatingState ) => void
): void {
	useEffect( () => {
		postHit( wire, imageId ).then( ( state ) => {
			if ( state ) {
				applyRating( imageId, state );
			}
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one hit per image shown.
	}, [ shown ] );
}
