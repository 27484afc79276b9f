/**
 * The screen's REST calls (/vista-stats/v1/settings, through api-fetch, which adds the nonce) and
 * what the page printed for it.
 */
import apiFetch from '@wordpress/api-fetch';
import type { AdminData, SettingsResponse } from './types';

export const SETTINGS_PATH = '/vista-stats/v1/settings';

/** The saved settings and the site's roles. */
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

/** What the page printed for the screen, with safe fallbacks. */
export function adminData(): AdminData {
	const data = window.vistaStatsSettingsAdmin;
	return {
		vistaConsent: data?.vistaConsent === true,
		wpConsentApi: data?.wpConsentApi === true,
	};
}
