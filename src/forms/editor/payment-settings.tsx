/**
 * The form's card gateway (issue 37; 001 §7 call 7): which gateway the credit card field pays
 * through. The keys, the mode and the currency are site-wide, in Forms → Settings → Payments; the
 * server reads this choice from the stored form, never from the page.
 */
import { __ } from '@wordpress/i18n';
import { SelectControl } from '@wordpress/components';

export type PaymentGateway = 'stripe' | 'authorize_net' | 'square' | 'razorpay';

export interface PaymentSettings {
	payment_gateway: PaymentGateway;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
	payment_gateway: 'stripe',
};

export function PaymentSettingsFields( {
	settings,
	set,
}: {
	settings: PaymentSettings;
	set: ( patch: Partial< PaymentSettings > ) => void;
} ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Card payments through', 'vista-forms' ) }
			help={ __(
				'Used by the credit card field when the form costs something. Set the gateway’s keys in Forms → Settings → Payments.',
				'vista-forms'
			) }
			value={ settings.payment_gateway }
			options={ [
				{ value: 'stripe', label: 'Stripe' },
				{ value: 'authorize_net', label: 'Authorize.Net' },
				{ value: 'square', label: 'Square' },
				{ value: 'razorpay', label: 'Razorpay' },
			] }
			onChange={ ( value ) =>
				set( { payment_gateway: value as PaymentGateway } )
			}
		/>
	);
}
