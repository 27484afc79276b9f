/**
 * The captcha every form asks for (001 §4 submit button): the service and its keys. The secret key
 * never reaches the page.
 */
import { __ } from '@wordpress/i18n';
import { SelectControl, TextControl } from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import { SecretKeyField } from './secret-key';
import { common, type FormsSettings, type SectionProps } from './types';

export function CaptchaSection( {
	draft,
	errors,
	update,
	secretKeySaved,
}: SectionProps & { secretKeySaved: boolean } ) {
	const captchaOn = draft.captchaProvider !== 'none';
	return (
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
						saved={ secretKeySaved }
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
	);
}
