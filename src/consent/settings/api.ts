/**
 * The screen's REST calls (/vista-consent/v1/settings, through api-fetch, which adds the nonce)
 * and how a refused save is read.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import type {
	AdminData,
	DraftSettings,
	FieldErrors,
	SettingsResponse,
} from './types';

export const SETTINGS_PATH = '/vista-consent/v1/settings';

/** The saved settings and the default texts. */
export function fetchSettings(): Promise< SettingsResponse > {
	return apiFetch< SettingsResponse >( { path: SETTINGS_PATH } );
}

/**
 * Saves the changed fields; the answer holds all the settings as saved.
 * @param changes Fields to change.
 */
export function saveSettings(
	changes: Partial< DraftSettings >
): Promise< SettingsResponse > {
	return apiFetch< SettingsResponse >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: changes,
	} );
}

export interface SaveError {
	/** What to show above the form. */
	message: string;
	/** What to show next to each field, by field name. */
	fieldErrors: FieldErrors;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Reads what api-fetch rejected with: the server's error (`{ code, message, data: { status,
 * errors: { field: message } } }`), api-fetch's own errors (offline, not JSON), or anything else.
 * @param error   The rejection.
 * @param context What failed, for the message when the error carries none.
 */
export function parseSaveError(
	error: unknown,
	context: 'save' | 'load' = 'save'
): SaveError {
	const fallback =
		context === 'save'
			? __( 'The settings could not be saved.', 'vista-consent' )
			: __( 'The settings could not be loaded.', 'vista-consent' );
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
 * An address printed into a script by PHP that may carry HTML-escaped ampersands
 * (wp_nonce_url() returns `&amp;`), usable as an href.
 * @param url The address as printed.
 */
export function plainUrl( url: string ): string {
	return url.replace( /&amp;/g, '&' );
}

/** What the page printed for the screen, with safe fallbacks. */
export function adminData(): AdminData {
	const data = window.vistaConsentAdmin;
	return {
		privacyPolicyUrl: data?.privacyPolicyUrl ?? '',
		privacyPageEdit: data?.privacyPageEdit ?? '',
		exportUrl: plainUrl( data?.exportUrl ?? '' ),
		logCount: Number( data?.logCount ?? 0 ),
	};
}
