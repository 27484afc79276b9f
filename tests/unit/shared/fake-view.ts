/**
 * A window for tests of work that waits for a painted frame: frames run only when the test says
 * the page painted; timers are Jest's (fake when the test uses fake timers).
 */
export function fakeView() {
	const frames: FrameRequestCallback[] = [];
	const view = {
		requestAnimationFrame: ( callback: FrameRequestCallback ) =>
			frames.push( callback ),
		setTimeout: ( handler: () => void, ms: number ) =>
			setTimeout( handler, ms ),
	} as unknown as Window & typeof globalThis;
	return { view, paint: () => frames.splice( 0 ).forEach( ( f ) => f( 0 ) ) };
}
