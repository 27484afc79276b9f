/**
 * The consent cookie: its name, how long a choice is kept, and whether subdomains share it.
 */
import { TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps, helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import { LifetimeControl } from './LifetimeControl';

export function CookieSection( { draft, errors, update }: SectionProps ) {
	return (
		<SettingsSection
			id="cookie"
			title={ __( 'Consent cookie', 'vista-consent' ) }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Cookie name', 'vista-consent' ) }
				value={ draft.cookieName }
				onChange={ ( value: string ) => update( 'cookieName', value ) }
				autoComplete="off"
				spellCheck={ false }
				{ ...fieldProps(
					errors.cookieName,
					__(
						'Letters, digits, "-" and "_". Renaming the cookie asks every visitor again.',
						'vista-consent'
					)
				) }
			/>
			<div className="vista-consent-columns">
				<LifetimeControl
					label={ __( 'Keep an acceptance for', 'vista-consent' ) }
					value={ draft.cookieTime }
					onChange={ ( value ) => update( 'cookieTime', value ) }
					error={ errors.cookieTime }
				/>
				<LifetimeControl
					label={ __( 'Keep a refusal for', 'vista-consent' ) }
					value={ draft.cookieTimeRejected }
					onChange={ ( value ) =>
						update( 'cookieTimeRejected', value )
					}
					error={ errors.cookieTimeRejected }
				/>
			</div>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Share the choice with subdomains',
					'vista-consent'
				) }
				checked={ draft.globalCookie }
				onChange={ ( value: boolean ) =>
					update( 'globalCookie', value )
				}
				help={ helpWithError(
					errors.globalCookie,
					__(
						'The cookie is set for the whole domain, so a choice made on example.com also counts on shop.example.com.',
						'vista-consent'
					)
				) }
			/>
		</SettingsSection>
	);
}
