/**
 * A form's credit card field with its gateway (issue 37): the gateway's script comes only when
 * the visitor approaches the field (the pointer, a touch, the focus, or the row near the screen:
 * approach.ts), and only once the visitor's cookie choice allows it where Vista Consent asks
 * (the payment provider sets its own cookies: marketing). Sending then pays first: the card's
 * opaque_data gets the payment's id and the form is sent again. An empty card goes on to the
 * form's own rules, which show 'This field is required' (001 §8); a card error shows in the
 * card errors area, except a tokenisation failure, which stops silently (SilentStop).
 */
import { __ } from '../common/translate';
import { SilentStop, type CardPayment } from './gateway';

/**
 * The code of a card field's gateway, a chunk of its own: a Stripe form never downloads
 * Accept.js's glue, nor the reverse.
 * @param mount The card field.
 */
function startGateway( mount: HTMLElement ): Promise< CardPayment > {
	switch ( mount.dataset.gateway ) {
		case 'stripe':
			return import(
				/* webpackChunkName: "forms-card-stripe" */ './stripe'
			).then( ( { startStripe } ) => startStripe( mount ) );
		case 'authorize_net':
			return import(
				/* webpackChunkName: "forms-card-authorize-net" */ './authorize-net'
			).then( ( { startAuthorizeNet } ) => startAuthorizeNet( mount ) );
		case 'square':
			return import(
				/* webpackChunkName: "forms-card-square" */ './square'
			).then( ( { startSquare } ) => startSquare( mount ) );
		case 'razorpay':
			return import(
				/* webpackChunkName: "forms-card-razorpay" */ './razorpay'
			).then( ( { startRazorpay } ) => startRazorpay( mount ) );
	}
	return Promise.reject( new Error( mount.dataset.gateway ) );
}

/** The view's approach watcher (view/approach.ts): calls `start` once the visitor nears a field. */
type WhenApproached = ( elements: Element[], start: () => void ) => unknown;

interface ConsentApi {
	has: ( category: string ) => boolean;
}

/**
 * Resolves once the payment provider's cookies are allowed (at once without Vista Consent).
 * @param errors The card errors area, which says why the card waits.
 */
function whenConsented( errors: HTMLElement | null ): Promise< void > {
	const consent = ( window as { vistaConsent?: ConsentApi } ).vistaConsent;
	if ( ! consent || consent.has( 'marketing' ) ) {
		return Promise.resolve();
	}
	if ( errors ) {
		errors.textContent = __(
			'Card payments need your consent to the payment provider’s cookies (marketing, in the cookie notice).',
			'vista-forms'
		);
	}
	return new Promise( ( resolve ) => {
		const check = () => {
			if ( consent.has( 'marketing' ) ) {
				document.removeEventListener( 'vista-consent-change', check );
				if ( errors ) {
					errors.textContent = '';
				}
				resolve();
			}
		};
		document.addEventListener( 'vista-consent-change', check );
	} );
}

/**
 * Binds a card field: its gateway's code loads when the visitor nears it and consent allows.
 * @param form           The form.
 * @param mount          The card field's mount point.
 * @param whenApproached The view's approach watcher, handed in so this folder does not import the
 *                       view's (which imports this one lazily).
 */
export function bindCard(
	form: HTMLFormElement,
	mount: HTMLElement,
	whenApproached: WhenApproached
): void {
	const errors =
		mount.parentElement?.querySelector< HTMLElement >( '.evf-card-errors' );
	const token = mount.parentElement?.querySelector< HTMLInputElement >(
		'input[name$="[opaque_data][value]"]'
	);
	const descriptor = mount.parentElement?.querySelector< HTMLInputElement >(
		'input[name$="[opaque_data][descriptor]"]'
	);
	let payment: CardPayment | null = null;
	let paying = false;
	whenApproached( [ mount ], () => {
		whenConsented( errors ?? null )
			.then( () => startGateway( mount ) )
			.then( ( started ) => {
				payment = started;
			} )
			.catch( () => {} ); // The card stays empty: the form's rules say so when it is sent.
	} );
	form.addEventListener(
		'submit',
		( event ) => {
			if (
				! payment ||
				! token ||
				token.value !== '' ||
				payment.isEmpty()
			) {
				return;
			}
			event.preventDefault();
			event.stopImmediatePropagation();
			if ( paying ) {
				return;
			}
			paying = true;
			if ( errors ) {
				errors.textContent = '';
			}
			payment
				.pay( form )
				.then( ( opaque ) => {
					token.value = opaque.value;
					if ( descriptor ) {
						descriptor.value = opaque.descriptor;
					}
					form.requestSubmit( event.submitter as HTMLElement | null );
				} )
				.catch( ( error: Error ) => {
					// 001 §8: a tokenisation failure stops the submission silently.
					if ( errors && ! ( error instanceof SilentStop ) ) {
						errors.textContent = error.message;
					}
				} )
				.finally( () => {
					paying = false;
				} );
		},
		true
	);
}
