/**
 * A settings screen's REST calls, for any plugin: read the settings and save the changed fields,
 * through api-fetch (which adds the nonce). A refused save is read by ./errors.
 */
import apiFetch from '@wordpress/api-fetch';

export interface SettingsApi< R > {
	/** The saved settings (and whatever else the route answers with). */
	fetchSettings: () => Promise< R >;
	/** Saves the changed fields; the answer holds all the settings as saved. */
	saveSettings: ( changes: Record< string, unknown > ) => Promise< R >;
}

/**
 * The calls of one plugin's settings route.
 * @param path The REST route, e.g. `/vista-stats/v1/settings`.
 */
export function settingsApi< R >( path: string ): SettingsApi< R > {
	return {
		fetchSettings: () => apiFetch< R >( { path } ),
		saveSettings: ( changes ) =>
			apiFetch< R >( { path, method: 'POST', data: changes } ),
	};
}
