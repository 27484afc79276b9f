/**
 * "Add to a page" from a row of a plugin's list (kit/StarterContent.php row_action()): the
 * row's button carries the item, and a click opens the same dialog as the getting started
 * screen's.
 */
import { createRoot } from '@wordpress/element';
import { AddToPageDialog } from './AddToPageDialog';
import type { StarterItem, StarterStrings } from './types';

interface RowDialogData {
	path: string;
	strings: StarterStrings;
}

declare global {
	interface Window {
		vistaAddToPage?: RowDialogData;
	}
}

/** Opens the dialog for the row whose "Add to a page" button is clicked. */
export function mountRowDialog(): void {
	const data = window.vistaAddToPage;
	if ( ! data ) {
		return;
	}
	const host = document.createElement( 'div' );
	document.body.appendChild( host );
	const root = createRoot( host );
	document.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element | null )?.closest(
			'.vista-add-to-page'
		);
		if ( ! ( button instanceof HTMLElement ) ) {
			return;
		}
		const item = JSON.parse(
			button.dataset.vistaItem ?? 'null'
		) as StarterItem | null;
		if ( ! item ) {
			return;
		}
		const close = () => {
			root.render( null );
			button.focus();
		};
		root.render(
			<AddToPageDialog
				item={ item }
				path={ data.path }
				strings={ data.strings }
				onClose={ close }
			/>
		);
	} );
}
