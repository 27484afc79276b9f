/**
 * The screen's REST calls (/vista-consent/v1/settings, through api-fetch, which adds the nonce)
 * and what the page printed for it. A refused save is read by the shared settings form
 * (@vista/shared/settings/errors).
 */
import apiFetch from '@wordpress/api-fetch';
import type { AdminData, SettingsResponse } from './types';

export const SETTINGS_PATH = '/vista-consent/v1/settings';

/** The saved settings and the default texts. */
export function fetchSettings(): Promise< SettingsResponse > {
	return apiFetch< SettingsResponse >( { path: SETTINGS_PATH } );
}

/**
 * Saves the changed fields; the answer holds all the settings as saved.
 * @param changes Fields to change.
 */
export function saveSettings(
	changes: Record< string, unknown >
): Promise< SettingsResponse > {
	return apiFetch< SettingsResponse >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: changes,
	} );
}

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
		logCount: Number( data?.logCount ?? 0 ),
	};
}
