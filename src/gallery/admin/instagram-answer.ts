/**
 * Call 11 (000 §7 `action=addInstagramGallery`): the request, and the reading of its answer, text
 * wrapping JSON between the original's delimiters. What each outcome shows is 000 §8's:
 * - no answer (a failed request, or an empty one): 'Error: cannot get response from the server.'
 * - no delimiters: a silent stop;
 * - `["error", message]`: 'Error: {message}';
 * - anything else that is not a list of records: 'There is some error. Cannot add Instagram gallery.'
 */
import { __, sprintf } from '@wordpress/i18n';

export const DELIMITER_START = 'WD_delimiter_start';
export const DELIMITER_END = 'WD_delimiter_end';

/** One image added, as the server reports it (the original's record fields). */
export interface InstagramRecord {
	id: number;
	gallery_id: number;
	name: string;
	description: string;
	filename: string;
	url: string;
	thumb_url: string;
	filetype: string;
}

/** The fields of call 11. */
export interface InstagramFields {
	instagram_user: string;
	instagram_access_token: string;
	whole_post: '0' | '1';
	autogallery_image_number: string;
	update_flag: '' | 'add' | 'replace';
	/** Our addition: an existing gallery to add the images to; '' for a new gallery. */
	gallery_id: string;
}

export type InstagramOutcome =
	| { kind: 'no-response' }
	| { kind: 'silent' }
	| { kind: 'error'; message: string }
	| { kind: 'unusable' }
	| { kind: 'records'; records: InstagramRecord[] };

function isRecord( value: unknown ): value is InstagramRecord {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const record = value as Record< string, unknown >;
	return (
		typeof record.id === 'number' &&
		typeof record.gallery_id === 'number' &&
		typeof record.filetype === 'string'
	);
}

/**
 * What an answer means.
 * @param text The answer's text, or null when the request failed.
 */
export function readAnswer( text: string | null ): InstagramOutcome {
	// admin-ajax.php answers '0' to an action it does not know: no answer of ours.
	if ( text === null || text.trim() === '' || text.trim() === '0' ) {
		return { kind: 'no-response' };
	}
	const start = text.indexOf( DELIMITER_START );
	const end = text.indexOf( DELIMITER_END );
	if ( start === -1 || end === -1 || end < start ) {
		return { kind: 'silent' };
	}
	let data: unknown;
	try {
		data = JSON.parse( text.slice( start + DELIMITER_START.length, end ) );
	} catch {
		return { kind: 'unusable' };
	}
	if ( ! Array.isArray( data ) || data.length === 0 ) {
		return { kind: 'unusable' };
	}
	if ( data[ 0 ] === 'error' ) {
		return { kind: 'error', message: String( data[ 1 ] ?? '' ) };
	}
	return data.every( isRecord )
		? { kind: 'records', records: data }
		: { kind: 'unusable' };
}

/**
 * The alert of an outcome (000 §8), or null when there is none.
 * @param outcome What the answer meant.
 */
export function alertText( outcome: InstagramOutcome ): string | null {
	switch ( outcome.kind ) {
		case 'no-response':
			return __(
				'Error: cannot get response from the server.',
				'vista-gallery'
			);
		case 'error':
			return sprintf(
				/* translators: %s: the server's message. */
				__( 'Error: %s', 'vista-gallery' ),
				outcome.message
			);
		case 'unusable':
			return __(
				'There is some error. Cannot add Instagram gallery.',
				'vista-gallery'
			);
		default:
			return null;
	}
}

/**
 * Posts call 11; answers the response's text, or null when no answer came.
 * @param ajaxUrl admin-ajax.php.
 * @param nonce   The import nonce.
 * @param fields  The fields.
 */
export async function postImport(
	ajaxUrl: string,
	nonce: string,
	fields: InstagramFields
): Promise< string | null > {
	const body = new URLSearchParams( {
		action: 'addInstagramGallery',
		_wpnonce: nonce,
		...fields,
	} );
	try {
		const response = await fetch( ajaxUrl, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} );
		return await response.text();
	} catch {
		return null;
	}
}
