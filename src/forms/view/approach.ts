/**
 * When a visitor comes to a field: the moment a heavy widget (phone, date picker, enhanced select,
 * signature, input mask) is worth its download. Until then the server-rendered field works as a
 * plain one, so a page with every field type loads none of those chunks before anyone uses them
 * (issue 18 goal 3: the forms page as fast as a plain post).
 *
 * A field is approached when the pointer goes over or down on its row, a touch or the keyboard
 * focus lands in it, or, once the visitor has started to move through the page (scroll, wheel,
 * key, pointer or touch anywhere), when its row comes within APPROACH_MARGIN_PX of the viewport.
 * The viewport watch waits for that first activity so a page merely opened (or audited) fetches
 * nothing, while a visitor scrolling down finds the widget ready before reaching the field.
 */

/** How far outside the viewport a row counts as near, in CSS pixels (about a screen of phone). */
export const APPROACH_MARGIN_PX = 600;

/** Events on a field's row that mean the visitor is about to use it. */
export const ROW_EVENTS = [
	'focusin',
	'pointerover',
	'pointerdown',
	'touchstart',
] as const;

/** Events anywhere that mean the visitor is moving through the page: the viewport watch starts. */
export const ACTIVITY_EVENTS = [
	'scroll',
	'wheel',
	'keydown',
	'pointerdown',
	'touchstart',
] as const;

const ROW_SELECTOR = '.evf-field';

/**
 * The element whose approach counts for a control: its field row, else itself.
 * @param element A control or other element of the field.
 */
export function rowFor( element: Element ): Element {
	return element.closest( ROW_SELECTOR ) ?? element;
}

/**
 * Calls `start` once, the first time a visitor approaches one of the elements' rows.
 * @param elements The fields (controls, canvases) the widget enhances.
 * @param start    Starts the widget.
 * @param view     The window (tests pass their own).
 * @return Stops watching without starting (also done after `start`).
 */
export function whenApproached(
	elements: Element[],
	start: () => void,
	view: Window & typeof globalThis = window
): () => void {
	const rows = Array.from( new Set( elements.map( rowFor ) ) );
	let observer: IntersectionObserver | null = null;
	let done = false;
	const options = { capture: true, passive: true };

	const stop = () => {
		done = true;
		observer?.disconnect();
		rows.forEach( ( row ) =>
			ROW_EVENTS.forEach( ( type ) =>
				row.removeEventListener( type, approach, options )
			)
		);
		ACTIVITY_EVENTS.forEach( ( type ) =>
			view.removeEventListener( type, watchViewport, options )
		);
	};

	function approach() {
		if ( ! done ) {
			stop();
			start();
		}
	}

	function watchViewport() {
		ACTIVITY_EVENTS.forEach( ( type ) =>
			view.removeEventListener( type, watchViewport, options )
		);
		if ( done || typeof view.IntersectionObserver !== 'function' ) {
			return;
		}
		observer = new view.IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					approach();
				}
			},
			{ rootMargin: `${ APPROACH_MARGIN_PX }px 0px` }
		);
		rows.forEach( ( row ) => observer?.observe( row ) );
	}

	if ( rows.length === 0 ) {
		return stop;
	}
	rows.forEach( ( row ) =>
		ROW_EVENTS.forEach( ( type ) =>
			row.addEventListener( type, approach, options )
		)
	);
	ACTIVITY_EVENTS.forEach( ( type ) =>
		view.addEventListener( type, watchViewport, options )
	);
	// Focus or the pointer already there (it came before the page's code had bound the rows).
	if (
		rows.some(
			( row ) =>
				row.contains( view.document.activeElement ) ||
				row.matches( ':hover' )
		)
	) {
		approach();
	}
	return stop;
}
