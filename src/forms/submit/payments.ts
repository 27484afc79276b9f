/**
 * 001 §4 payment branches. A PayPal answer with a redirect navigates away; a card provider, an
 * iDEAL-style method or a square-type provider takes over instead of the success message: the form
 * fires `everest_forms_payment_{method}` (a CustomEvent on the form, bubbling, detail = the
 * answer's data) and calls the adapter a gateway script registered for that method
 * (payment-adapters.ts). Part of the code that shows an answer (the chunk `forms-answer`).
 */
import { paymentAdapter } from './payment-adapters';

/** Methods that always take over the answer, with or without an adapter of their own. */
export const EVENT_METHODS = [
	'stripe',
	'ideal',
	'square',
	'razorpay',
	'authorize_net',
];

export function paymentEventName( method: string ): string {
	return `everest_forms_payment_${ method }`;
}

/**
 * Handles the payment part of a successful answer.
 * @param form     The form.
 * @param data     The answer's data.
 * @param navigate Where a PayPal redirect goes (the window's location by default).
 * @return True when a payment branch took over, so no success message is shown.
 */
export function handlePayment(
	form: HTMLFormElement,
	data: Record< string, unknown >,
	navigate: ( url: string ) => void = ( url ) => window.location.assign( url )
): boolean {
	const method =
		typeof data.payment_method === 'string' ? data.payment_method : '';
	if ( ! method ) {
		return false;
	}
	if ( method === 'paypal' ) {
		if ( typeof data.redirect === 'string' && data.redirect !== '' ) {
			navigate( data.redirect );
			return true;
		}
		return false;
	}
	const adapter = paymentAdapter( method );
	if ( ! adapter && ! EVENT_METHODS.includes( method ) ) {
		return false;
	}
	form.dispatchEvent(
		new CustomEvent( paymentEventName( method ), {
			bubbles: true,
			detail: data,
		} )
	);
	adapter?.( form, data );
	return true;
}
