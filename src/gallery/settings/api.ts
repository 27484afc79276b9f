/**
 * The screen's REST calls (/vista-gallery/v1/settings, through the shared settings API).
 */
import { settingsApi } from '@vista/shared/settings/api';
import type { SettingsResponse } from './types';

/** The saved settings and the watermark image's address; saving answers with the same. */
export const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-gallery/v1/settings'
);
