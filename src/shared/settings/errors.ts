/**
 * How a settings screen reads a refused request: the server's error (`{ code, message, data: {
 * status, errors: { field: message } } }`, as the plugins' Settings::validate() build it),
 * api-fetch's own errors (offline, not JSON), or anything else.
 *
 * Shared by the plugins' settings screens; it holds no text of its own, so each plugin passes its
 * translated fallback message.
 */

/** Messages by field name, as the server sends them for a refused save. */
export type FieldErrors = Partial< Record< string, string > >;

export interface SaveError {
	/** What to show above the form. */
	message: string;
	/** What to show next to each field, by field name. */
	fieldErrors: FieldErrors;
}

export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Reads what api-fetch rejected with.
 * @param error    The rejection.
 * @param fallback The message when the error carries none (translated by the caller).
 */
export function parseSaveError( error: unknown, fallback: string ): SaveError {
	if ( ! isRecord( error ) ) {
		return { message: fallback, fieldErrors: {} };
	}
	const message =
		typeof error.message === 'string' && error.message.trim() !== ''
			? error.message
			: fallback;
	const fieldErrors: FieldErrors = {};
	const errors = isRecord( error.data ) ? error.data.errors : undefined;
	if ( isRecord( errors ) ) {
		for ( const [ field, text ] of Object.entries( errors ) ) {
			if ( typeof text === 'string' && text !== '' ) {
				fieldErrors[ field ] = text;
			}
		}
	}
	return { message, fieldErrors };
}

/**
 * The messages of fields the form does not show, so that they still reach the user (in the
 * screen's notice).
 * @param fieldErrors Messages by field.
 * @param shown       Fields the form shows.
 */
export function errorsOutsideForm(
	fieldErrors: FieldErrors,
	shown: ReadonlySet< string >
): string[] {
	return Object.entries( fieldErrors )
		.filter(
			( entry ): entry is [ string, string ] =>
				! shown.has( entry[ 0 ] ) && typeof entry[ 1 ] === 'string'
		)
		.map( ( [ , text ] ) => text );
}
