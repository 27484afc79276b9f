/**
 * The tracker's settings as the form edits them, and back: lists become text while edited
 * (./lists.ts) and are compared and sent as lists. The diffing itself is shared by the plugins'
 * settings screens (@vista/shared/settings/draft).
 */
import { changedFields as sharedChangedFields } from '@vista/shared/settings/draft';
import {
	extensionsToText,
	linesToList,
	listToLines,
	textToExtensions,
} from './lists';
import type { DraftSettings, StatsSettings } from './types';

/** The fields the form shows, in the order of its sections. */
export const FORM_FIELDS: ReadonlyArray< keyof StatsSettings > = [
	'onlineTracking',
	'linkTracking',
	'downloadTracking',
	'downloadExtensions',
	'respectDnt',
	'consentIntegration',
	'consentLevel',
	'anonymousTracking',
	'excludedRoles',
	'excludeBots',
	'excludedIps',
	'excludedUrls',
	'retentionDays',
	'jsCheckTime',
	'bypassAdBlockers',
];

/**
 * A draft to edit, from saved settings.
 * @param settings Saved settings.
 */
export function draftFrom( settings: StatsSettings ): DraftSettings {
	return {
		...settings,
		downloadExtensions: extensionsToText( settings.downloadExtensions ),
		excludedIps: listToLines( settings.excludedIps ),
		excludedUrls: listToLines( settings.excludedUrls ),
		excludedRoles: [ ...settings.excludedRoles ],
	};
}

/**
 * A draft field as it is sent and compared with the saved value.
 * @param key   Field.
 * @param value Value as edited.
 */
export function valueForSaving(
	key: keyof DraftSettings,
	value: DraftSettings[ keyof DraftSettings ]
): unknown {
	switch ( key ) {
		case 'downloadExtensions':
			return textToExtensions( String( value ) );
		case 'excludedIps':
		case 'excludedUrls':
			return linesToList( String( value ) );
		default:
			return value;
	}
}

/**
 * The fields that differ from the saved settings, as they are sent.
 * @param saved Settings as saved.
 * @param draft Settings as edited.
 */
export function changedFields(
	saved: StatsSettings,
	draft: DraftSettings
): Partial< Record< keyof StatsSettings, unknown > > {
	return sharedChangedFields( saved, draft, valueForSaving );
}
