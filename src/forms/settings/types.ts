/**
 * The forms' settings as the settings route sends and takes them.
 */
import type { SectionProps as SharedSectionProps } from '@vista/shared/settings/section-props';

export interface FormsSettings {
	captchaProvider:
		'none' | 'recaptcha_v2' | 'recaptcha_v3' | 'hcaptcha' | 'turnstile';
	captchaSiteKey: string;
	captchaSecretKey: string;
	captchaThreshold: number;
	geolocation: string;
}

export interface GeolocationService {
	key: string;
	url: string;
	privacy: string;
}

export interface SettingsResponse {
	settings: FormsSettings;
	geolocationServices: GeolocationService[];
}

export type SectionProps = SharedSectionProps< FormsSettings >;

/** What every control of the screen shares. */
export const common = {
	__next40pxDefaultSize: true,
	__nextHasNoMarginBottom: true,
};
