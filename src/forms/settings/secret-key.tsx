/**
 * The captcha's secret key on the settings screen: write-only (issue 31 item 14). The server never
 * sends it back, only whether one is saved; the screen sends a new key typed in, '' when the user
 * asks to remove the saved one, and nothing otherwise.
 */
import { __ } from '@wordpress/i18n';
import { Button, TextControl } from '@wordpress/components';
import { changedFields } from '@vista/shared/settings/draft';
import { fieldProps } from '@vista/shared/settings/field';
import {
	keysChanges,
	keysDraft,
	type PaymentKeysDraft,
	type PaymentMode,
} from './payment-keys';

/** The settings as the server sends them. */
export interface FormsSettings {
	captchaProvider:
		'none' | 'recaptcha_v2' | 'recaptcha_v3' | 'hcaptcha' | 'turnstile';
	captchaSiteKey: string;
	/** Whether a secret key is saved (the key itself never comes back). */
	captchaSecretKeySet: boolean;
	captchaThreshold: number;
	geolocation: string;
	/** Card payments (issue 37): the mode, the currency; the gateways' keys beside them. */
	paymentMode: PaymentMode;
	paymentCurrency: string;
}

/** The settings as edited: a new secret key typed in, or the saved one to be removed. */
export interface FormsDraft {
	captchaProvider: FormsSettings[ 'captchaProvider' ];
	captchaSiteKey: string;
	captchaThreshold: number;
	geolocation: string;
	paymentMode: PaymentMode;
	paymentCurrency: string;
	captchaSecretKey: string;
	clearSecretKey: boolean;
	/** The gateways' keys as edited (payment-keys.ts). */
	paymentKeys: PaymentKeysDraft;
}

/**
 * A draft from the saved settings: no new key typed, the saved one kept.
 * @param settings Settings as saved.
 */
export function draftFromSettings( settings: FormsSettings ): FormsDraft {
	return {
		captchaProvider: settings.captchaProvider,
		captchaSiteKey: settings.captchaSiteKey,
		captchaThreshold: settings.captchaThreshold,
		geolocation: settings.geolocation,
		paymentMode: settings.paymentMode,
		paymentCurrency: settings.paymentCurrency,
		captchaSecretKey: '',
		clearSecretKey: false,
		paymentKeys: keysDraft( settings ),
	};
}

/**
 * The fields to send: the changed plain fields, and the secret key only when one was typed ('' when
 * the saved one is to be removed).
 * @param saved Settings as saved.
 * @param draft Settings as edited.
 */
export function settingsChanges(
	saved: FormsSettings,
	draft: FormsDraft
): Record< string, unknown > {
	const { captchaSecretKey, clearSecretKey, paymentKeys, ...plain } = draft;
	const changes: Record< string, unknown > = {
		...changedFields( saved, plain ),
		...keysChanges( saved, paymentKeys ),
	};
	if ( clearSecretKey ) {
		changes.captchaSecretKey = '';
	} else if ( captchaSecretKey.trim() !== '' ) {
		changes.captchaSecretKey = captchaSecretKey;
	}
	return changes;
}

interface Props {
	saved: boolean;
	value: string;
	clear: boolean;
	error?: string;
	onChange: ( value: string ) => void;
	onClear: ( clear: boolean ) => void;
}

/**
 * The secret key field: empty, with what is saved said in its help, and a button to remove it.
 * @param props Props.
 */
export function SecretKeyField( props: Props ) {
	const { saved, value, clear, error, onChange, onClear } = props;
	let help: string = __(
		'Not saved yet: paste the service’s secret key.',
		'vista-forms'
	);
	if ( clear ) {
		help = __(
			'The saved secret key is removed when you save.',
			'vista-forms'
		);
	} else if ( saved ) {
		help = __(
			'A secret key is saved. It is never shown again; type a new one to replace it.',
			'vista-forms'
		);
	}
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				{ ...fieldProps( error, help ) }
				type="password"
				autoComplete="new-password"
				label={ __( 'Secret key', 'vista-forms' ) }
				value={ value }
				disabled={ clear }
				onChange={ onChange }
			/>
			{ saved && (
				<p>
					<Button
						variant="secondary"
						isDestructive={ ! clear }
						onClick={ () => onClear( ! clear ) }
					>
						{ clear
							? __( 'Keep the saved secret key', 'vista-forms' )
							: __(
									'Remove the saved secret key',
									'vista-forms'
								) }
					</Button>
				</p>
			) }
		</>
	);
}
