/**
 * The popup's moves over a window of the gallery's list (issue 36 goal 2): a step past the
 * window's edge, Home and End, and the loop's wrap-around wait for the window they need, which
 * is asked for as the visitor nears an edge, so it is usually there before them.
 */
import { useEffect, useRef } from '@wordpress/element';
import {
	isWhole,
	nextWindowStart,
	windowStartFor,
	WINDOW_SIZE,
	type ImageWindow,
} from './image-window';
import type { NavRequest } from '../slideshow/logic';

interface Navigation {
	shown: number;
	leaving: unknown;
	go: ( request: NavRequest ) => void;
	step: ( by: number ) => void;
	rebase: ( by: number ) => void;
}

/**
 * @param list       The window held.
 * @param navigation The popup's navigation (useNavigation).
 * @param loop       enable_loop.
 * @param fetching   useImages's: asks for the window starting at an index of the whole list;
 *                   joins a fetched window, if any (what an index becomes); changes on arrival.
 */
export function useWindowSteps(
	list: ImageWindow,
	navigation: Navigation,
	loop: boolean,
	fetching: [ ( start: number ) => void, () => number, number ]
) {
	const [ fetchWindow, join, arrived ] = fetching;
	const { shown, leaving, go } = navigation;
	const { offset, total } = list;
	const count = list.images.length;
	// A move asked for past the window's edge, played once the next window is in: a step, or an
	// index of the whole list.
	const held = useRef< { by: number } | { at: number } | null >( null );

	/**
	 * Goes to an index of the whole list, fetching its window first when needed.
	 * @param at Index in the whole list.
	 */
	const reach = ( at: number ) => {
		if ( at >= offset && at < offset + count ) {
			go( { kind: 'go', to: at - offset } );
		} else {
			held.current = { at };
			fetchWindow( windowStartFor( list, at ) );
		}
	};
	/**
	 * A step, or, at the window's edge with more of the list beyond (or, with loop, at the list's
	 * end), the window it needs first.
	 * @param by +1 or -1.
	 */
	const step = ( by: number ) => {
		const to = shown + by;
		const end = offset + count;
		if ( to >= count && end < total ) {
			held.current = { by };
			fetchWindow( end );
		} else if ( to < 0 && offset > 0 ) {
			held.current = { by };
			fetchWindow( Math.max( 0, offset - WINDOW_SIZE ) );
		} else if ( loop && ! isWhole( list ) && ( to >= count || to < 0 ) ) {
			reach( to < 0 ? total - 1 : 0 );
		} else {
			navigation.step( by );
		}
	};

	// Near an edge, the next window is asked for before the visitor gets there.
	useEffect( () => {
		const start = nextWindowStart( list, shown );
		if ( start !== null ) {
			fetchWindow( start );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- looked at on each image shown and each window joined.
	}, [ shown, offset, count ] );
	// A fetched window is joined once no transition runs (the slides' indexes must not move under it).
	useEffect( () => {
		const shift = leaving ? 0 : join();
		if ( shift ) {
			navigation.rebase( shift );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- on each arrival and each transition's end.
	}, [ arrived, leaving ] );
	// Then the move that waited for it.
	useEffect( () => {
		const move = held.current;
		held.current = null;
		if ( move && 'by' in move ) {
			step( move.by );
		} else if ( move ) {
			reach( move.at );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once a window is joined.
	}, [ offset, count ] );

	return { step, reach };
}
