/**
 * Runs work once, after the page has painted: the next frame, then a task of its own after it, so
 * the browser paints what the server sent before a script starts working on it (issue 18 goal 3:
 * the first paint of a form page as soon as a plain post's; a slider set up only once its first
 * slide is on screen). With `ready`, the frame waited for is the one after it settles (images
 * decoded). A page in a background tab paints no frame; the timer starts the work there.
 * @param work   The work.
 * @param view   The window (tests pass their own).
 * @param latest At most this many ms from now, painted or not.
 * @param ready  What must settle before the frame waited for, if anything.
 */
export function afterPaint(
	work: () => void,
	view: Window & typeof globalThis = window,
	latest = 250,
	ready?: Promise< unknown >
): void {
	let done = false;
	const run = () => {
		if ( ! done ) {
			done = true;
			work();
		}
	};
	const paintThenRun = () =>
		view.requestAnimationFrame( () => view.setTimeout( run, 0 ) );
	if ( ready ) {
		ready.then( paintThenRun );
	} else {
		paintThenRun();
	}
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
