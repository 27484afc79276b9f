/**
 * The forms' settings as the settings route sends and takes them.
 */
import type { SectionProps as SharedSectionProps } from '@vista/shared/settings/section-props';

import type { FormsDraft, FormsSettings } from './secret-key';

export type { FormsDraft, FormsSettings };

export interface GeolocationService {
	key: string;
	url: string;
	privacy: string;
}

export interface SettingsResponse {
	settings: FormsSettings;
	geolocationServices: GeolocationService[];
	/** Gateway id => the address of its webhook on this site (issue 37). */
	webhookUrls: Record< string, string >;
}

export type SectionProps = SharedSectionProps< FormsDraft >;

/** What every control of the screen shares. */
export const common = {
	__next40pxDefaultSize: true,
	__nextHasNoMarginBottom: true,
};
