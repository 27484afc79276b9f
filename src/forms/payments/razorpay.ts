/**
 * Razorpay in the page (issue 37; 001 §7 call 7): Razorpay Checkout, opened when the visitor
 * sends. The card is typed in Checkout's own window, so the card field only says so. The server
 * creates the order for its own amount (POST …/payments/razorpay/order, with the form as filled
 * in and its signed start time); Checkout pays it, and its handler's order id, payment id and
 * signature go to the server as the card's opaque_data value, where the signature is checked. A
 * failed payment shows Checkout's description in the card errors area.
 */
import { __ } from '../common/translate';
import { loadGatewayScript, paymentRequest, type CardPayment } from './gateway';

/** What Checkout's handler gets once the order is paid. */
interface RazorpayPaid {
	razorpay_payment_id: string;
	razorpay_order_id: string;
	razorpay_signature: string;
}
/** What Checkout's `payment.failed` event carries. */
interface RazorpayFailure {
	error?: { description?: string };
}
interface RazorpayCheckout {
	on: (
		event: 'payment.failed',
		handler: ( failure: RazorpayFailure ) => void
	) => void;
	open: () => void;
	close?: () => void;
}
declare global {
	interface Window {
		Razorpay?: new (
			options: Record< string, unknown >
		) => RazorpayCheckout;
	}
}

/** The order route's answer. */
interface RazorpayOrder {
	orderId?: string;
	keyId?: string;
	amount?: number;
	currency?: string;
	name?: string;
	message?: string;
}

/**
 * Opens Checkout for an order; resolves the handler's answer, rejects with Checkout's message.
 * @param order The server's order.
 */
function payInCheckout( order: RazorpayOrder ): Promise< RazorpayPaid > {
	const Checkout = window.Razorpay;
	return new Promise( ( resolve, reject ) => {
		if ( ! Checkout ) {
			reject( new Error( 'Razorpay' ) );
			return;
		}
		const checkout = new Checkout( {
			key: order.keyId,
			order_id: order.orderId,
			amount: order.amount,
			currency: order.currency,
			name: order.name,
			handler: resolve,
			modal: {
				ondismiss: () =>
					reject(
						new Error(
							__(
								'The payment window was closed before paying.',
								'vista-forms'
							)
						)
					),
			},
		} );
		checkout.on( 'payment.failed', ( failure ) => {
			checkout.close?.();
			reject(
				new Error(
					failure.error?.description ??
						__( 'The card was declined.', 'vista-forms' )
				)
			);
		} );
		checkout.open();
	} );
}

/**
 * Starts Razorpay in a card field: checkout.js, and a word on where the card is typed.
 * @param mount The card field's `.evf-credit-card`.
 */
export async function startRazorpay(
	mount: HTMLElement
): Promise< CardPayment > {
	await loadGatewayScript(
		mount.dataset.scriptUrl ?? '',
		'razorpay',
		() => !! window.Razorpay
	);
	if ( ! window.Razorpay ) {
		throw new Error( 'Razorpay' );
	}
	const note = document.createElement( 'p' );
	note.className = 'evf-razorpay-note';
	note.textContent = __(
		'You pay in Razorpay’s secure window when you send the form.',
		'vista-forms'
	);
	(
		mount.querySelector< HTMLElement >( '.evf-credit-card-element' ) ??
		mount
	).append( note );
	const failed = __(
		'The card payment did not come through. Please try again.',
		'vista-forms'
	);
	return {
		// The card is typed in Checkout's window, which sending opens.
		isEmpty: () => false,
		async pay( form ) {
			const response = await fetch( mount.dataset.orderUrl ?? '', {
				method: 'POST',
				body: paymentRequest( form ),
				credentials: 'same-origin',
			} );
			const order = ( await response.json() ) as RazorpayOrder;
			if ( ! response.ok || ! order.orderId ) {
				throw new Error( order.message ?? failed );
			}
			const paid = await payInCheckout( order );
			return {
				descriptor: 'razorpay.checkout',
				value: [
					paid.razorpay_order_id,
					paid.razorpay_payment_id,
					paid.razorpay_signature,
				].join( '|' ),
			};
		},
	};
}
