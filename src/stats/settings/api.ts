/**
 * The screen's REST calls (/vista-stats/v1/settings, through the shared settings API) and what the
 * page printed for it.
 */
import { settingsApi } from '@vista/shared/settings/api';
import type { AdminData, SettingsResponse } from './types';

/** The saved settings and the site's roles; saving answers with the same. */
export const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-stats/v1/settings'
);

/** What the page printed for the screen, with safe fallbacks. */
export function adminData(): AdminData {
	const data = window.vistaStatsSettingsAdmin;
	return {
		vistaConsent: data?.vistaConsent === true,
		wpConsentApi: data?.wpConsentApi === true,
	};
}
