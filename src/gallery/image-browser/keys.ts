/**
 * The image browser's pure rules: which arrow key goes where, and the note a page leaves for the
 * page (or the fresh markup) it navigates to, so the control the visitor used keeps the focus.
 */

export type Direction = 'prev' | 'next';
/** What had the focus: one of the two controls, or the browser itself. */
export type FocusTarget = Direction | 'browser';

/** A focus note older than this is left alone (a navigation that never happened). */
export const FOCUS_NOTE_LIFETIME = 30000;

export interface FocusNote {
	/** Instance number. */
	n: number;
	/** Page path the note is for. */
	path: string;
	target: FocusTarget;
	/** When it was written, in ms since the epoch. */
	at: number;
}

/**
 * The direction of an arrow key; in a right-to-left page the previous image is on the right.
 * @param key Key name (KeyboardEvent.key).
 * @param rtl Whether the browser is laid out right to left.
 */
export function directionForKey( key: string, rtl: boolean ): Direction | null {
	if ( key === 'ArrowLeft' ) {
		return rtl ? 'next' : 'prev';
	}
	if ( key === 'ArrowRight' ) {
		return rtl ? 'prev' : 'next';
	}
	return null;
}

/**
 * What to focus, from the stored note, if it is for this instance on this page and fresh;
 * anything else (no note, junk, another page, too old) gives null.
 * @param raw  The stored note (JSON), or null.
 * @param n    Instance number.
 * @param path Current page path.
 * @param now  Current time in ms.
 */
export function focusTargetFromNote(
	raw: string | null,
	n: number,
	path: string,
	now: number
): FocusTarget | null {
	if ( ! raw ) {
		return null;
	}
	let note: Partial< FocusNote >;
	try {
		note = JSON.parse( raw ) as Partial< FocusNote >;
	} catch {
		return null;
	}
	if (
		typeof note !== 'object' ||
		note === null ||
		note.n !== n ||
		note.path !== path ||
		typeof note.at !== 'number' ||
		now - note.at < 0 ||
		now - note.at > FOCUS_NOTE_LIFETIME
	) {
		return null;
	}
	return note.target === 'prev' ||
		note.target === 'next' ||
		note.target === 'browser'
		? note.target
		: null;
}
