/**
 * The consent settings as the form edits them, and back: held-back scripts are edited as rows
 * (./held-scripts.ts) and compared and sent without empty rows. The diffing itself is shared by
 * the plugins' settings screens (@vista/shared/settings/draft).
 */
import { changedFields as sharedChangedFields } from '@vista/shared/settings/draft';
import { rowsForSaving } from './held-scripts';
import type { ConsentSettings, DraftSettings, HeldScript } from './types';

/** The fields the form shows, in the order of its sections. */
export const FORM_FIELDS: ReadonlyArray< keyof ConsentSettings > = [
	'message',
	'buttonWording',
	'acceptText',
	'refuseText',
	'saveText',
	'moreInfo',
	'moreInfoUrl',
	'moreInfoText',
	'moreInfoTarget',
	'position',
	'barColor',
	'textColor',
	'buttonColor',
	'buttonTextColor',
	'barOpacity',
	'categories',
	'heldScripts',
	'showNotice',
	'onScroll',
	'onScrollOffset',
	'onClick',
	'redirection',
	'cache',
	'hideEffect',
	'revokeCookies',
	'revokeCookiesOpt',
	'revokeText',
	'cookieName',
	'cookieTime',
	'cookieTimeRejected',
	'globalCookie',
	'log',
];

/**
 * A draft to edit, from saved settings.
 * @param settings Saved settings.
 */
export function draftFrom( settings: ConsentSettings ): DraftSettings {
	return {
		...settings,
		heldScripts: settings.heldScripts.map( ( row ) => ( { ...row } ) ),
	};
}

/**
 * The fields that differ from the saved settings, as they are sent (held-back scripts without
 * empty rows).
 * @param saved Settings as saved.
 * @param draft Settings as edited.
 */
export function changedFields(
	saved: ConsentSettings,
	draft: DraftSettings
): Partial< Record< keyof ConsentSettings, unknown > > {
	return sharedChangedFields( saved, draft, ( key, value ) =>
		key === 'heldScripts' ? rowsForSaving( value as HeldScript[] ) : value
	);
}
