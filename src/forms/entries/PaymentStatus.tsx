/**
 * An entry's payment (issue 37): its status and amount, and a link to the payment in the
 * gateway's dashboard, where refunds are made. In the entries list and the entry view.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { EntryPayment as Payment } from './types';

const GATEWAYS: Record< string, string > = {
	stripe: 'Stripe',
	square: 'Square',
	razorpay: 'Razorpay',
	authorize_net: 'Authorize.Net',
};

export function paymentStatusLabel( status: string ): string {
	switch ( status ) {
		case 'paid':
			return __( 'Paid', 'vista-forms' );
		case 'pending':
			return __( 'Pending', 'vista-forms' );
		case 'failed':
			return __( 'Failed', 'vista-forms' );
	}
	return status;
}

/**
 * The payment in one line: "Paid 35.00 USD · Stripe (test)", the gateway linked to its dashboard.
 * @param props         Props.
 * @param props.payment The entry's payment.
 */
export function PaymentStatus( { payment }: { payment: Payment } ) {
	const gateway = sprintf(
		/* translators: 1: gateway name, 2: "test" or "live". */
		__( '%1$s (%2$s)', 'vista-forms' ),
		GATEWAYS[ payment.gateway ] ?? payment.gateway,
		payment.mode === 'live'
			? __( 'live', 'vista-forms' )
			: __( 'test', 'vista-forms' )
	);
	return (
		<span
			className={ `vista-forms-payment is-${ payment.status }` }
			data-payment-status={ payment.status }
		>
			<strong>{ paymentStatusLabel( payment.status ) }</strong>{ ' ' }
			{ payment.amount } ·{ ' ' }
			{ payment.url ? (
				<a href={ payment.url } target="_blank" rel="noreferrer">
					{ gateway }
				</a>
			) : (
				gateway
			) }
		</span>
	);
}

/**
 * The payment line of the entry view; nothing for an entry that paid nothing.
 * @param props         Props.
 * @param props.payment The entry's payment, if any.
 */
export function EntryPayment( { payment }: { payment?: Payment | null } ) {
	if ( ! payment ) {
		return null;
	}
	return (
		<p className="vista-forms-entry__payment">
			{ __( 'Payment:', 'vista-forms' ) }{ ' ' }
			<PaymentStatus payment={ payment } />
		</p>
	);
}
