/**
 * A card's one-click action (make a sample, turn a setting on): busy while it runs, and the
 * server's message, or a generic one, when it fails.
 */
import { useState } from '@wordpress/element';

/**
 * @param action   What the click does; its promise settles when the server has answered.
 * @param fallback The message when the failure carries none.
 */
export function useBusyAction(
	action: () => Promise< void >,
	fallback: string
) {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const run = async () => {
		setBusy( true );
		setError( '' );
		try {
			await action();
		} catch ( failure ) {
			setError( ( failure as { message?: string } ).message ?? fallback );
		} finally {
			setBusy( false );
		}
	};
	return { busy, error, run };
}
