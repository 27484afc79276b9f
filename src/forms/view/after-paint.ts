/**
 * Runs work once the page has painted: the next frame, then a task of its own after it, so the
 * browser paints the server-rendered page before the form script starts working on it (issue 18
 * goal 3: the first paint of a form page as soon as a plain post's). A page in a background tab
 * paints no frame; the timer starts the work there.
 * @param work   The work.
 * @param view   The window (tests pass their own).
 * @param latest At most this many ms from now, painted or not.
 */
export function afterPaint(
	work: () => void,
	view: Window & typeof globalThis = window,
	latest = 250
): void {
	let done = false;
	const run = () => {
		if ( ! done ) {
			done = true;
			work();
		}
	};
	view.requestAnimationFrame( () => view.setTimeout( run, 0 ) );
	view.setTimeout( run, latest );
}

/**
 * Resolves in a task of its own, so what follows runs apart from what came before: several
 * pieces of start-up work then make several short tasks, not one long one that keeps a phone
 * from answering a tap (issue 18 goal 3).
 * @param view The window (tests pass their own).
 */
export function nextTask(
	view: Window & typeof globalThis = window
): Promise< void > {
	return new Promise( ( resolve ) => view.setTimeout( resolve, 0 ) );
}
