/**
 * Forms → Settings → Payments (issue 37): test or live mode, the currency, and each gateway's keys
 * for both modes. Secret keys are write-only (payment-keys.ts); "Test the keys" asks the gateway,
 * through the server, whether it takes the saved keys of the current mode. Refunds are made in
 * the gateway's dashboard, not here.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import {
	GATEWAYS,
	keyName,
	type GatewayKeys,
	type PaymentMode,
} from './payment-keys';
import { common, type FormsSettings, type SectionProps } from './types';

interface Props extends SectionProps {
	saved: FormsSettings;
	webhookUrls: Record< string, string >;
}

export function PaymentsSection( {
	draft,
	errors,
	update,
	saved,
	webhookUrls,
}: Props ) {
	return (
		<SettingsSection
			id="vista-forms-payments"
			title={ __( 'Payments', 'vista-forms' ) }
			description={ __(
				'A form with a credit card field takes payments through the gateway chosen in its Form settings. The server works out the amount from the prices you set; secret keys never reach the page. Refunds are made in the gateway’s dashboard.',
				'vista-forms'
			) }
		>
			<SelectControl
				{ ...common }
				{ ...fieldProps( errors.paymentMode ) }
				label={ __( 'Mode', 'vista-forms' ) }
				value={ draft.paymentMode }
				options={ [
					{
						value: 'test',
						label: __( 'Test (no real money)', 'vista-forms' ),
					},
					{ value: 'live', label: __( 'Live', 'vista-forms' ) },
				] }
				onChange={ ( value ) =>
					update( 'paymentMode', value as PaymentMode )
				}
			/>
			<TextControl
				{ ...common }
				{ ...fieldProps(
					errors.paymentCurrency,
					__( 'Three letters, such as USD or EUR.', 'vista-forms' )
				) }
				label={ __( 'Currency', 'vista-forms' ) }
				value={ draft.paymentCurrency }
				maxLength={ 3 }
				onChange={ ( value ) => update( 'paymentCurrency', value ) }
			/>
			{ GATEWAYS.map( ( gateway ) => (
				<GatewayFields
					key={ gateway.id }
					gateway={ gateway }
					mode={ draft.paymentMode }
					draft={ draft }
					errors={ errors }
					update={ update }
					saved={ saved }
					webhookUrl={ webhookUrls[ gateway.id ] }
				/>
			) ) }
		</SettingsSection>
	);
}

// One gateway's keys for the current mode, and its "Test the keys".
function GatewayFields( {
	gateway,
	mode,
	draft,
	errors,
	update,
	saved,
	webhookUrl,
}: SectionProps & {
	gateway: GatewayKeys;
	mode: PaymentMode;
	saved: FormsSettings;
	webhookUrl?: string;
} ) {
	const { keys, clear } = draft.paymentKeys;
	const savedFlags = saved as unknown as Record< string, unknown >;
	const set = ( name: string, value: string ) =>
		update( 'paymentKeys', {
			keys: { ...keys, [ name ]: value },
			clear,
		} );
	const toggleClear = ( name: string, on: boolean ) =>
		update( 'paymentKeys', {
			keys,
			clear: on
				? [ ...clear, name ]
				: clear.filter( ( each ) => each !== name ),
		} );
	return (
		<fieldset className="vista-forms-settings__gateway">
			<legend>{ gateway.label }</legend>
			{ Object.entries( gateway.keys ).map( ( [ key, secret ] ) => {
				const name = keyName( gateway, mode, key );
				const isSaved = savedFlags[ `${ name }Set` ] === true;
				let help = '';
				if ( secret ) {
					help = isSaved
						? __(
								'Saved. It is never shown again; type a new one to replace it.',
								'vista-forms'
							)
						: __( 'Not saved yet.', 'vista-forms' );
				}
				return (
					<div key={ name }>
						<TextControl
							{ ...common }
							{ ...fieldProps( errors[ name ], help ) }
							label={ key.replace( /([a-z])([A-Z])/g, '$1 $2' ) }
							type={ secret ? 'password' : 'text' }
							autoComplete={ secret ? 'new-password' : 'off' }
							value={ keys[ name ] ?? '' }
							disabled={ clear.includes( name ) }
							onChange={ ( value ) => set( name, value ) }
						/>
						{ secret && isSaved && (
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __(
									'Remove the saved key when I save',
									'vista-forms'
								) }
								checked={ clear.includes( name ) }
								onChange={ ( on ) => toggleClear( name, on ) }
							/>
						) }
					</div>
				);
			} ) }
			{ webhookUrl && (
				<p>
					{ __( 'Webhook address:', 'vista-forms' ) }{ ' ' }
					<code>{ webhookUrl }</code>
				</p>
			) }
			<TestKeys gateway={ gateway.id } mode={ mode } />
		</fieldset>
	);
}

// Asks the server to try the saved keys with the gateway.
function TestKeys( { gateway, mode }: { gateway: string; mode: PaymentMode } ) {
	const [ result, setResult ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const run = () => {
		setBusy( true );
		apiFetch( {
			path: '/vista-forms/v1/payments/test-keys',
			method: 'POST',
			data: { gateway, mode },
		} )
			.then( () =>
				setResult(
					__( 'The gateway accepts these keys.', 'vista-forms' )
				)
			)
			.catch( ( error: { message?: string } ) =>
				setResult( error.message ?? '' )
			)
			.finally( () => setBusy( false ) );
	};
	return (
		<p>
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy }
				onClick={ run }
			>
				{ __( 'Test the keys', 'vista-forms' ) }
			</Button>{ ' ' }
			<span role="status">{ result }</span>
		</p>
	);
}
