/**
 * Square in the page (issue 37; 001 §7 call 7): the Web Payments SDK's card in the card field,
 * turned into a token when the visitor sends; the token goes to the server as the card field's
 * opaque_data value and the server charges it for its own amount. A card Square refuses shows its
 * message in the card errors area (001 §8).
 */
import { __ } from '../common/translate';
import { loadGatewayScript, type CardPayment } from './gateway';

/** The SDK's card events carry the field's state. */
interface SquareCardEvent {
	detail?: { field?: string; currentState?: { isEmpty?: boolean } };
}
interface SquareTokenResult {
	status: string;
	token?: string;
	errors?: Array< { message?: string } >;
}
interface SquareCard {
	attach: ( target: HTMLElement | string ) => Promise< void >;
	addEventListener: (
		type: string,
		handler: ( event: SquareCardEvent ) => void
	) => void;
	tokenize: () => Promise< SquareTokenResult >;
}
declare global {
	interface Window {
		Square?: {
			payments: (
				applicationId: string,
				locationId: string
			) => { card: () => Promise< SquareCard > };
		};
	}
}

/** The events whose state says whether a card input holds something. */
const STATE_EVENTS = [
	'cardBrandChanged',
	'focusClassRemoved',
	'errorClassAdded',
	'errorClassRemoved',
];

/**
 * Starts Square's card in a card field.
 * @param mount The card field's `.evf-credit-card`.
 */
export async function startSquare(
	mount: HTMLElement
): Promise< CardPayment > {
	const {
		applicationId = '',
		locationId = '',
		scriptUrl = '',
	} = mount.dataset;
	await loadGatewayScript( scriptUrl, 'square', () => !! window.Square );
	if ( ! window.Square ) {
		throw new Error( 'Square' );
	}
	const card = await window.Square.payments(
		applicationId,
		locationId
	).card();
	await card.attach(
		mount.querySelector< HTMLElement >( '.evf-credit-card-element' ) ??
			mount
	);
	const filled = new Set< string >();
	STATE_EVENTS.forEach( ( type ) =>
		card.addEventListener( type, ( event ) => {
			const { field = '', currentState } = event.detail ?? {};
			if ( typeof currentState?.isEmpty !== 'boolean' ) {
				return;
			}
			if ( currentState.isEmpty ) {
				filled.delete( field );
			} else {
				filled.add( field );
			}
		} )
	);
	return {
		isEmpty: () => filled.size === 0,
		async pay() {
			const result = await card.tokenize();
			if ( result.status !== 'OK' || ! result.token ) {
				throw new Error(
					result.errors?.[ 0 ]?.message ??
						__(
							'The card payment did not come through. Please try again.',
							'vista-forms'
						)
				);
			}
			return { descriptor: 'square.card_token', value: result.token };
		},
	};
}
