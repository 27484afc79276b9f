/**
 * Forms → Settings: the captcha every form asks for (001 §4 submit button) and the country lookup
 * of the phone and country fields (001 §7 call 6). The screen's life (load, draft, save only the
 * changes, field errors, leave warning) is the shared one of the plugins' settings screens.
 */
import { __ } from '@wordpress/i18n';
import {
	ExternalLink,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { settingsApi } from '@vista/shared/settings/api';
import { fieldProps } from '@vista/shared/settings/field';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsSection } from '@vista/shared/settings/Section';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import {
	SecretKeyField,
	draftFromSettings,
	settingsChanges,
	type FormsDraft,
	type FormsSettings,
} from './secret-key';

interface SettingsResponse {
	settings: FormsSettings;
	geolocationServices: Array< { key: string; url: string; privacy: string } >;
}

const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-forms/v1/settings'
);

const FORM_FIELDS: ReadonlySet< string > = new Set( [
	'captchaProvider',
	'captchaSiteKey',
	'captchaSecretKey',
	'captchaThreshold',
	'geolocation',
] );

const common = { __next40pxDefaultSize: true, __nextHasNoMarginBottom: true };

export function SettingsScreen() {
	const form = useSettingsForm< FormsSettings, FormsDraft, SettingsResponse >(
		{
			load: fetchSettings,
			save: saveSettings,
			draftFrom: draftFromSettings,
			changedFields: settingsChanges,
			formFields: FORM_FIELDS,
			messages: {
				saved: __( 'Settings saved.', 'vista-forms' ),
				saveFailed: __(
					'The settings could not be saved.',
					'vista-forms'
				),
				loadFailed: __(
					'The settings could not be loaded.',
					'vista-forms'
				),
			},
		}
	);
	const { response, draft, errors, update } = form;
	if ( form.loadError || ! response || ! draft ) {
		return (
			<SettingsLoadState
				error={ form.loadError }
				onRetry={ form.reload }
				labels={ {
					loading: __( 'Loading the settings…', 'vista-forms' ),
					retry: __( 'Try again', 'vista-forms' ),
				} }
			/>
		);
	}
	const service = response.geolocationServices.find(
		( each ) => each.key === draft.geolocation
	);
	const captchaOn = draft.captchaProvider !== 'none';
	return (
		<form
			ref={ form.formRef }
			className="vista-forms-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				form.submit();
			} }
		>
			<SettingsSection
				id="vista-forms-captcha"
				title={ __( 'Captcha', 'vista-forms' ) }
				description={ __(
					'Every form asks the chosen service whether the visitor is a person before it is sent; the server checks the answer with the secret key, which never reaches the page.',
					'vista-forms'
				) }
			>
				<SelectControl
					{ ...common }
					{ ...fieldProps( errors.captchaProvider ) }
					label={ __( 'Service', 'vista-forms' ) }
					value={ draft.captchaProvider }
					options={ [
						{ value: 'none', label: __( 'None', 'vista-forms' ) },
						{
							value: 'recaptcha_v2',
							label: __(
								'Google reCAPTCHA v2 (invisible)',
								'vista-forms'
							),
						},
						{
							value: 'recaptcha_v3',
							label: __( 'Google reCAPTCHA v3', 'vista-forms' ),
						},
						{ value: 'hcaptcha', label: 'hCaptcha' },
						{
							value: 'turnstile',
							label: __( 'Cloudflare Turnstile', 'vista-forms' ),
						},
					] }
					onChange={ ( value ) =>
						update(
							'captchaProvider',
							value as FormsSettings[ 'captchaProvider' ]
						)
					}
				/>
				{ captchaOn && (
					<>
						<TextControl
							{ ...common }
							{ ...fieldProps( errors.captchaSiteKey ) }
							label={ __( 'Site key', 'vista-forms' ) }
							value={ draft.captchaSiteKey }
							onChange={ ( value ) =>
								update( 'captchaSiteKey', value )
							}
						/>
						<SecretKeyField
							saved={ response.settings.captchaSecretKeySet }
							value={ draft.captchaSecretKey }
							clear={ draft.clearSecretKey }
							error={ errors.captchaSecretKey }
							onChange={ ( value ) =>
								update( 'captchaSecretKey', value )
							}
							onClear={ ( clear ) =>
								update( 'clearSecretKey', clear )
							}
						/>
					</>
				) }
				{ draft.captchaProvider === 'recaptcha_v3' && (
					<TextControl
						{ ...common }
						{ ...fieldProps(
							errors.captchaThreshold,
							__(
								'Entries scored below this (0 = robot, 1 = person) are refused. Google suggests 0.5.',
								'vista-forms'
							)
						) }
						type="number"
						min={ 0 }
						max={ 1 }
						step={ 0.1 }
						label={ __( 'Score threshold', 'vista-forms' ) }
						value={ String( draft.captchaThreshold ) }
						onChange={ ( value ) =>
							update( 'captchaThreshold', Number( value ) )
						}
					/>
				) }
			</SettingsSection>
			<SettingsSection
				id="vista-forms-geolocation"
				title={ __( 'Country lookup', 'vista-forms' ) }
				description={ __(
					'Phone and country fields can start with the visitor’s country, found from their IP address by a third-party service. Their address then goes to that service: say so in your privacy policy. Off, the browser’s language decides.',
					'vista-forms'
				) }
			>
				<SelectControl
					{ ...common }
					{ ...fieldProps( errors.geolocation ) }
					label={ __( 'Lookup service', 'vista-forms' ) }
					value={ draft.geolocation }
					options={ [
						{
							value: 'off',
							label: __(
								'Off (browser language)',
								'vista-forms'
							),
						},
						...response.geolocationServices.map( ( each ) => ( {
							value: each.key,
							label: new URL( each.url ).host,
						} ) ),
					] }
					onChange={ ( value ) => update( 'geolocation', value ) }
				/>
				{ service && (
					<p>
						<ExternalLink href={ service.privacy }>
							{ __(
								'The service’s privacy policy',
								'vista-forms'
							) }
						</ExternalLink>
					</p>
				) }
			</SettingsSection>
			<SaveBar
				saving={ form.saving }
				dirty={ form.dirty }
				notice={ form.notice }
				onDismissNotice={ form.dismissNotice }
				labels={ {
					save: __( 'Save changes', 'vista-forms' ),
					saving: __( 'Saving…', 'vista-forms' ),
					unsaved: __( 'Unsaved changes', 'vista-forms' ),
				} }
			/>
		</form>
	);
}
