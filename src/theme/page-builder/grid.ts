/**
 * The post grid's relayout (001 §9): when the window has stopped resizing for 100 ms, the query
 * loop's grid items glide from where they were to where the new layout puts them, in 0.4 s.
 */
import {
	GRID_RESIZE_DEBOUNCE_MS,
	GRID_TRANSITION,
	debounce,
	nextFrame,
	prefersReducedMotion,
} from './timing';

export const GRID_SELECTOR =
	'.wp-block-post-template.is-layout-grid, .vista-grid-relayout';

type Places = Map< HTMLElement, { left: number; top: number } >;

function measure( grid: HTMLElement ): Places {
	const origin = grid.getBoundingClientRect();
	const places: Places = new Map();
	for ( const item of Array.from( grid.children ) as HTMLElement[] ) {
		const rect = item.getBoundingClientRect();
		places.set( item, {
			left: rect.left - origin.left,
			top: rect.top - origin.top,
		} );
	}
	return places;
}

/**
 * Moves each item back to where it was and lets it glide to its new place.
 * @param grid   The grid.
 * @param before Where the items were.
 * @return Where they are now.
 */
export function relayout( grid: HTMLElement, before: Places ): Places {
	const after = measure( grid );
	if ( prefersReducedMotion() ) {
		return after;
	}
	after.forEach( ( place, item ) => {
		const was = before.get( item );
		if ( ! was || ( was.left === place.left && was.top === place.top ) ) {
			return;
		}
		item.style.transition = 'none';
		item.style.transform = `translate(${ was.left - place.left }px, ${
			was.top - place.top
		}px)`;
		nextFrame( () => {
			item.style.transition = `transform ${ GRID_TRANSITION } ease`;
			item.style.transform = '';
		} );
	} );
	return after;
}

export function initGrids( grids: HTMLElement[] ): void {
	for ( const grid of grids ) {
		let places = measure( grid );
		grid.classList.add( 'is-vista-relayout' );
		window.addEventListener(
			'resize',
			debounce( () => {
				places = relayout( grid, places );
			}, GRID_RESIZE_DEBOUNCE_MS )
		);
	}
}
