/**
 * Stripe in the page (issue 37; 001 §7 call 7): the Payment Element in the card field, and the
 * payment made when the visitor sends. The server creates the PaymentIntent for its own amount
 * (POST …/payments/stripe/intent, with the form as filled in and its signed start time); the
 * page confirms it here, 3-D Secure included (Stripe.js shows the bank's challenge), and hands
 * the intent's id to the form as the card's opaque_data value. The server checks it again.
 */
import { __ } from '../common/translate';
import { loadGatewayScript, paymentRequest, type CardPayment } from './gateway';

/** The few parts of Stripe.js the forms use. */
interface StripeElement {
	mount: ( target: HTMLElement ) => void;
	on: (
		event: 'change',
		handler: ( state: { complete: boolean; empty: boolean } ) => void
	) => void;
}
interface StripeElements {
	create: ( type: 'payment' ) => StripeElement;
	submit: () => Promise< { error?: { message?: string } } >;
}
interface StripeError {
	message?: string;
}
interface Stripe {
	elements: ( options: Record< string, unknown > ) => StripeElements;
	confirmPayment: ( options: Record< string, unknown > ) => Promise< {
		error?: StripeError;
		paymentIntent?: { id: string; status: string };
	} >;
}
declare global {
	interface Window {
		Stripe?: ( publishableKey: string ) => Stripe;
	}
}

/**
 * Starts the Payment Element in a card field.
 * @param mount The card field's `.evf-credit-card`.
 */
export async function startStripe(
	mount: HTMLElement
): Promise< CardPayment > {
	const { publishableKey = '', currency = 'usd' } = mount.dataset;
	await loadGatewayScript(
		mount.dataset.scriptUrl ?? '',
		'stripe',
		() => !! window.Stripe
	);
	if ( ! window.Stripe ) {
		throw new Error( 'Stripe.js' );
	}
	const stripe = window.Stripe( publishableKey );
	// The amount is settled by the server; the element needs one to start.
	const elements = stripe.elements( {
		mode: 'payment',
		amount: 100,
		currency,
	} );
	const element = elements.create( 'payment' );
	let empty = true;
	element.on( 'change', ( state ) => {
		empty = state.empty;
	} );
	element.mount(
		mount.querySelector< HTMLElement >( '.evf-credit-card-element' ) ??
			mount
	);
	const failed = __(
		'The card payment did not come through. Please try again.',
		'vista-forms'
	);
	return {
		isEmpty: () => empty,
		async pay( form ) {
			const checked = await elements.submit();
			if ( checked.error ) {
				throw new Error( checked.error.message ?? failed );
			}
			const response = await fetch( mount.dataset.intentUrl ?? '', {
				method: 'POST',
				body: paymentRequest( form ),
				credentials: 'same-origin',
			} );
			const intent = ( await response.json() ) as {
				clientSecret?: string;
				message?: string;
			};
			if ( ! response.ok || ! intent.clientSecret ) {
				throw new Error( intent.message ?? failed );
			}
			const result = await stripe.confirmPayment( {
				elements,
				clientSecret: intent.clientSecret,
				confirmParams: { return_url: window.location.href },
				redirect: 'if_required',
			} );
			if ( result.error || ! result.paymentIntent ) {
				throw new Error( result.error?.message ?? failed );
			}
			return {
				descriptor: 'stripe.payment_intent',
				value: result.paymentIntent.id,
			};
		},
	};
}
