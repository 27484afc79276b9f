/**
 * Warns before the page is left (reload, another address, closing the tab) while a form holds
 * changes that are not saved.
 */
import { useEffect } from '@wordpress/element';

/**
 * Warns before leaving the page while `active`.
 * @param active Whether there is something to lose.
 */
export function useLeaveWarning( active: boolean ): void {
	useEffect( () => {
		if ( ! active ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ active ] );
}
