/**
 * What every card gateway's page code offers the card field (issue 37): whether the visitor left
 * the card empty, and paying, which resolves the card field's opaque_data (001 §3: descriptor and
 * value) or rejects with the message for the card errors area, or with SilentStop when the spec
 * wants the submission to stop without a word (001 §8: a tokenisation failure).
 */

export interface OpaqueData {
	descriptor: string;
	value: string;
}

export interface CardPayment {
	/** Whether the visitor left the card empty. */
	isEmpty: () => boolean;
	/** Pays; resolves the card's token, rejects with the card errors area's message. */
	pay: ( form: HTMLFormElement ) => Promise< OpaqueData >;
}

/** A failure after which the submission stops silently: no message, nothing posted. */
export class SilentStop extends Error {}

/**
 * Adds a gateway's script once per page.
 * @param url   The script's address (the gateway's; a stand-in in tests).
 * @param mark  The data attribute that marks it (data-vista-{mark}).
 * @param ready Whether the script already ran.
 */
export function loadGatewayScript(
	url: string,
	mark: string,
	ready: () => boolean
): Promise< void > {
	if ( ready() ) {
		return Promise.resolve();
	}
	const existing = document.querySelector< HTMLScriptElement >(
		`script[data-vista-${ mark }]`
	);
	return new Promise( ( resolve, reject ) => {
		const script = existing ?? document.createElement( 'script' );
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => reject( new Error( url ) ) );
		if ( ! existing ) {
			script.src = url;
			script.async = true;
			script.setAttribute( `data-vista-${ mark }`, '1' );
			document.head.append( script );
		}
	} );
}

/**
 * The form's fields as a payment route takes them (Stripe's intent, Razorpay's order: they read
 * only the payment fields), with this sending's id, kept on the form so that a retry after a
 * network failure gets the same intent or order.
 * @param form The form.
 */
export function paymentRequest( form: HTMLFormElement ): FormData {
	const data = new FormData( form );
	const formId =
		form.dataset.formid ?? String( data.get( 'everest_forms[id]' ) ?? '' );
	data.set( 'form_id', formId );
	data.set(
		'attempt',
		form.dataset.vistaPaymentAttempt ??
			( form.dataset.vistaPaymentAttempt = crypto.randomUUID() )
	);
	return data;
}
