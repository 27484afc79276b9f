/**
 * Widgets start when a visitor comes to their field (view/approach.ts), often while the visitor is
 * already in it: the plain input has the focus and maybe some text. A widget that moves or hides
 * the input (intl-tel-input wraps it, Tom Select hides the select) would drop that focus; this puts
 * it back where the visitor was, caret included, so typing goes on without a second click.
 */

type Selectable = HTMLInputElement | HTMLTextAreaElement;

function selectionOf( element: Element ): [ number, number ] | null {
	try {
		const { selectionStart, selectionEnd } = element as Selectable;
		return typeof selectionStart === 'number' &&
			typeof selectionEnd === 'number'
			? [ selectionStart, selectionEnd ]
			: null;
	} catch {
		// Inputs without a text selection (number, email…) throw on reading it.
		return null;
	}
}

/**
 * Runs `mount` and, when `element` had the focus before it and lost it, gives the focus back.
 * @param element    The field the widget enhances.
 * @param mount      Starts the widget on it.
 * @param focusAfter Where the focus goes back to (the element itself unless the widget takes its
 *                   place, as Tom Select's control does).
 * @return Whether the element had the focus (the widget may open itself for the visitor).
 */
export function keepFocus(
	element: HTMLElement,
	mount: () => void,
	focusAfter?: () => void
): boolean {
	const doc = element.ownerDocument;
	const focused = doc.activeElement === element;
	const selection = focused ? selectionOf( element ) : null;
	mount();
	if ( ! focused ) {
		return false;
	}
	if ( focusAfter ) {
		focusAfter();
	} else if ( doc.activeElement !== element ) {
		element.focus( { preventScroll: true } );
		if ( selection ) {
			try {
				( element as Selectable ).setSelectionRange( ...selection );
			} catch {
				// A type without a text selection: the focus is enough.
			}
		}
	}
	return true;
}
