/**
 * The settings as edited against the settings as saved, for any plugin's settings screen: what
 * changed, what to send, and how a save's answer folds back into the form.
 *
 * A screen's draft has the same keys as its settings; a field may be held in another form while
 * edited (a number as the text typed, a list as the lines of a textarea), and `forSaving` turns it
 * back into what is sent and compared.
 */

/** Turns a draft field into the value that is sent (and compared with the saved one). */
export type ForSaving< D > = ( key: keyof D, value: D[ keyof D ] ) => unknown;

/**
 * A number field's value from the text typed: a whole number becomes a number, anything else stays
 * text for the server to refuse with its message.
 * @param text Text typed.
 */
export function numberInput( text: string ): number | string {
	return /^-?\d+$/.test( text.trim() ) ? Number( text.trim() ) : text;
}

/**
 * Whether two setting values are the same: primitives by identity, lists and objects by content
 * (settings are JSON, so their JSON text compares them).
 * @param a One value.
 * @param b The other.
 */
export function sameValue( a: unknown, b: unknown ): boolean {
	if ( a === b ) {
		return true;
	}
	if (
		typeof a !== 'object' ||
		typeof b !== 'object' ||
		a === null ||
		b === null
	) {
		return false;
	}
	return JSON.stringify( a ) === JSON.stringify( b );
}

/**
 * The fields that differ from the saved settings, as they are sent.
 * @param saved     Settings as saved.
 * @param draft     Settings as edited.
 * @param forSaving How a draft field is sent; by default as it is.
 */
export function changedFields< D extends object >(
	saved: { [ K in keyof D ]: unknown },
	draft: D,
	forSaving: ForSaving< D > = ( _key, value ) => value
): Record< string, unknown > {
	const changes: Record< string, unknown > = {};
	for ( const key of Object.keys( draft ) as Array< keyof D > ) {
		const value = forSaving( key, draft[ key ] );
		if ( ! sameValue( value, saved[ key ] ) ) {
			changes[ key as string ] = value;
		}
	}
	return changes;
}

/**
 * The form after a successful save: the server's values (normalised: trimmed, lower-cased,
 * without duplicates), except for fields the user changed again while the save was on its way.
 * @param current    What the form holds now.
 * @param sent       What the form held when the save was sent.
 * @param fromServer A draft made from the settings the server saved.
 */
export function draftAfterSave< D extends object >(
	current: D,
	sent: D,
	fromServer: D
): D {
	const next = { ...fromServer };
	for ( const key of Object.keys( current ) as Array< keyof D > ) {
		if ( ! sameValue( current[ key ], sent[ key ] ) ) {
			next[ key ] = current[ key ];
		}
	}
	return next;
}
