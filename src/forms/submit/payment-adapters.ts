/**
 * The adapters gateway scripts register for the payment branches of 001 §4 (payments.ts), through
 * `window.vistaForms.registerPaymentAdapter`. Only this registry is in the form script every form
 * page loads; the branches themselves come with the code that shows an answer.
 */
export type PaymentAdapter = (
	form: HTMLFormElement,
	data: Record< string, unknown >
) => void;

const adapters = new Map< string, PaymentAdapter >();

export function registerPaymentAdapter(
	name: string,
	adapter: PaymentAdapter
): void {
	adapters.set( name, adapter );
}

/**
 * The adapter registered for a payment method, if any.
 * @param name Payment method.
 */
export function paymentAdapter( name: string ): PaymentAdapter | undefined {
	return adapters.get( name );
}
