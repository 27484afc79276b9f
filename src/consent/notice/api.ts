/**
 * The consent API for the suite and other plugins: `window.vistaConsent` and the
 * `vista-consent-change` event.
 */
import {
	allows,
	CATEGORIES,
	isCategory,
	type Category,
	type ConsentState,
} from './state';
import type { Choose } from './triggers';

export interface VistaConsentApi {
	state: () => ConsentState;
	has: ( category: string ) => boolean;
	accept: ( categories?: Category[] ) => void;
	reject: () => void;
	open: () => void;
	onChange: ( listener: ( state: ConsentState ) => void ) => () => void;
}

declare global {
	interface Window {
		vistaConsent?: VistaConsentApi;
	}
}

export const CHANGE_EVENT = 'vista-consent-change';

/**
 * The API over the notice's current state.
 * @param current The visitor's choice now.
 * @param choose  What a choice does.
 * @param open    Shows the notice again.
 */
export function consentApi(
	current: () => ConsentState,
	choose: Choose,
	open: () => void
): VistaConsentApi {
	return {
		state: () => ( {
			...current(),
			categories: [ ...current().categories ],
		} ),
		has: ( category ) => allows( current(), category ),
		accept: ( categories = [ ...CATEGORIES ] ) =>
			choose( true, categories.filter( isCategory ) ),
		reject: () => choose( false, [] ),
		open,
		onChange: ( listener ) => {
			const handler = ( event: Event ) =>
				listener( ( event as CustomEvent< ConsentState > ).detail );
			document.addEventListener( CHANGE_EVENT, handler );
			return () => document.removeEventListener( CHANGE_EVENT, handler );
		},
	};
}
