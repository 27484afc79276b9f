/**
 * The settings as edited against the settings as saved: what changed, what to send, and how a
 * save's answer folds back into the form.
 */
import { rowsForSaving } from './held-scripts';
import type { ConsentSettings, DraftSettings } from './types';

/**
 * A number field's value from the text typed: a whole number becomes a number, anything else stays
 * text for the server to refuse with its message.
 * @param text Text typed.
 */
export function numberInput( text: string ): number | string {
	return /^-?\d+$/.test( text.trim() ) ? Number( text.trim() ) : text;
}

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

function sameValue< K extends keyof DraftSettings >(
	key: K,
	a: DraftSettings[ K ],
	b: DraftSettings[ K ]
): boolean {
	if ( key === 'heldScripts' ) {
		return JSON.stringify( a ) === JSON.stringify( b );
	}
	return a === b;
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
): Partial< DraftSettings > {
	const changes: Record< string, unknown > = {};
	for ( const key of Object.keys( draft ) as Array< keyof DraftSettings > ) {
		const value =
			key === 'heldScripts'
				? rowsForSaving( draft.heldScripts )
				: draft[ key ];
		if ( ! sameValue( key, value, saved[ key ] ) ) {
			changes[ key ] = value;
		}
	}
	return changes as Partial< DraftSettings >;
}

/**
 * The form after a successful save: the server's values (normalised: trimmed texts, lower-case
 * colours), except for fields the user changed again while the save was on its way.
 * @param current What the form holds now.
 * @param sent    What the form held when the save was sent.
 * @param saved   The settings the server saved.
 */
export function draftAfterSave(
	current: DraftSettings,
	sent: DraftSettings,
	saved: ConsentSettings
): DraftSettings {
	const next = draftFrom( saved ) as Record< string, unknown >;
	for ( const key of Object.keys( current ) as Array<
		keyof DraftSettings
	> ) {
		if ( ! sameValue( key, current[ key ], sent[ key ] ) ) {
			next[ key ] = current[ key ];
		}
	}
	return next as DraftSettings;
}
