/**
 * The popup's copy of its images, which the rating bar, the hit counter and the comments panel
 * update (rating, hits, comment count), and the hit each image shown counts (000 §3.5). The
 * images are a window of the gallery's list; the next window is fetched near an edge and joined
 * once no transition runs (image-window.ts).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { postHit } from '../lightbox-rating/hits';
import {
	joinWindows,
	windowFrom,
	windowOf,
	windowUrl,
	type ImageWindow,
} from './image-window';
import type {
	LightboxImage,
	LightboxSettings,
	RatingState,
} from '../common/lightbox-types';

/**
 * @param wire Call 3's settings (the first window, and the address for the next ones).
 */
export function useImages( wire: LightboxSettings ) {
	const [ win, setWin ] = useState< ImageWindow >( () => windowOf( wire ) );
	// A fetched window waits here while a transition runs; `arrived` makes the popup look.
	const fetched = useRef< ImageWindow | null >( null );
	const [ arrived, setArrived ] = useState( 0 );
	const asked = useRef( new Set< number >() );
	const update = ( id: number, change: Partial< LightboxImage > ) =>
		setWin( ( held ) => ( {
			...held,
			images: held.images.map( ( entry ) =>
				entry.id === id ? { ...entry, ...change } : entry
			),
		} ) );
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
	/**
	 * Fetches the window starting at an index of the whole list, once.
	 * @param start Index in the whole list.
	 */
	const fetchWindow = ( start: number ) => {
		if ( ! wire.data_url || asked.current.has( start ) ) {
			return;
		}
		asked.current.add( start );
		fetch( windowUrl( wire.data_url, start ), {
			credentials: 'same-origin',
		} )
			.then( ( response ) => ( response.ok ? response.text() : '' ) )
			.then( ( html ) => {
				fetched.current = windowFrom( html );
				if ( ! fetched.current ) {
					// Asked again on the next approach.
					asked.current.delete( start );
				}
				setArrived( ( n ) => n + 1 );
			} )
			.catch( () => asked.current.delete( start ) );
	};
	/**
	 * Joins the fetched window, if any: what an index of the old images becomes, or 0.
	 */
	const joinFetched = (): number => {
		const next = fetched.current;
		fetched.current = null;
		if ( ! next ) {
			return 0;
		}
		const joined = joinWindows( win, next );
		if ( joined.win === next ) {
			// Apart from the images held, which are dropped: their windows may be asked again.
			asked.current.clear();
		}
		setWin( joined.win );
		return joined.shift;
	};
	return {
		win,
		applyRating,
		setCommentCount,
		fetchWindow,
		joinFetched,
		arrived,
	};
}

/**
 * Counts a hit for each image shown (the first too), and takes the counts the rating request answers.
 * @param wire        The lightbox data request's settings (the rating endpoint and nonce).
 * @param imageId     The image shown.
 * @param applyRating Takes the answer.
 */
export function useHits(
	wire: LightboxSettings,
	imageId: number,
	applyRating: ( id: number, state: RatingState ) => void
): void {
	useEffect( () => {
		postHit( wire, imageId ).then( ( state ) => {
			if ( state ) {
				applyRating( imageId, state );
			}
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one hit per image shown (its index moves when a window is joined before it).
	}, [ imageId ] );
}
