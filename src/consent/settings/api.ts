/**
 * The screen's REST calls (/vista-consent/v1/settings, through the shared settings API) and what
 * the page printed for it. A refused save is read by the shared settings form
 * (@vista/shared/settings/errors).
 */
import { settingsApi } from '@vista/shared/settings/api';
import type { AdminData, SettingsResponse } from './types';

/** The saved settings and the default texts; saving answers with the same. */
export const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-consent/v1/settings'
);

/**
 * An address printed into a script by PHP that may carry HTML-escaped ampersands
 * (wp_nonce_url() returns `&amp;`), usable as an href.
 * @param url The address as printed.
 */
export function plainUrl( url: string ): string {
	return url.replace( /&amp;/g, '&' );
}

/** What the page printed for the screen, with safe fallbacks. */
export function adminData(): AdminData {
	const data = window.vistaConsentAdmin;
	return {
		privacyPolicyUrl: data?.privacyPolicyUrl ?? '',
		privacyPageEdit: data?.privacyPageEdit ?? '',
		exportUrl: plainUrl( data?.exportUrl ?? '' ),
		recordsUrl: plainUrl( data?.recordsUrl ?? '' ),
		logCount: Number( data?.logCount ?? 0 ),
	};
}
