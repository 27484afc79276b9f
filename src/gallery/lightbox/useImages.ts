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
	// How many times each image's rating changed here (a vote shown at once, then its answer). A
	// hit's answer tells the rating as it was when the hit was sent: arriving after a vote, it put
	// the stars back on a rated image (the server kept the vote).
	const ratingChanges = useRef( new Map< number, number >() );
	const changesOf = ( id: number ) => ratingChanges.current.get( id ) ?? 0;
	/**
	 * Takes what the rating request answered for an image, or the vote the rating bar shows at once.
	 * @param id    Image id.
	 * @param state The rating request's answer.
	 */
	const applyRating = ( id: number, state: RatingState ) => {
		ratingChanges.current.set( id, changesOf( id ) + 1 );
		update( id, ratingFields( state ) );
	};
	/**
	 * Takes what a hit's answer says of an image: its hits, and its rating unless the rating
	 * changed here since the hit was sent.
	 * @param id          Image id.
	 * @param state       The hit's answer.
	 * @param changesSent changesOf( id ) when the hit was sent.
	 */
	const applyHit = ( id: number, state: RatingState, changesSent: number ) =>
		update(
			id,
			changesOf( id ) === changesSent
				? ratingFields( state )
				: { hit_count: state.hit_count }
		);
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
		hits: { changesOf, applyHit },
		setCommentCount,
		fetchWindow,
		joinFetched,
		arrived,
	};
}

/**
 * The image fields a rating request's answer carries.
 * @param state The answer.
 */
function ratingFields( state: RatingState ): Partial< LightboxImage > {
	return {
		hit_count: state.hit_count,
		rate: state.current_rate,
		rate_count: state.current_rate_count,
		avg_rating: state.current_avg_rating,
	};
}

/** What useImages gives a hit: the image's rating changes so far, and the taker of its answer. */
export interface HitTaker {
	changesOf: ( id: number ) => number;
	applyHit: ( id: number, state: RatingState, changesSent: number ) => void;
}

/**
 * Counts a hit for each image shown (the first too), and takes the counts the rating request answers.
 * @param wire    The lightbox data request's settings (the rating endpoint and nonce).
 * @param imageId The image shown.
 * @param hits    useImages' taker of the answer.
 */
export function useHits(
	wire: LightboxSettings,
	imageId: number,
	hits: HitTaker
): void {
	useEffect( () => {
		const changesSent = hits.changesOf( imageId );
		postHit( wire, imageId ).then( ( state ) => {
			if ( state ) {
				hits.applyHit( imageId, state, changesSent );
			}
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one hit per image shown (its index moves when a window is joined before it).
	}, [ imageId ] );
}
