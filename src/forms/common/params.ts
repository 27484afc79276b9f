/**
 * The page parameters `everest_forms_params` (docs/FORMS.md), printed by the server only where a form
 * renders. Every message has an English fallback so a page that lost the parameters (a cache, a
 * dequeued inline script) still shows readable errors instead of `undefined`.
 */
import { __ } from './translate';

export interface FormParams {
	ajax_url: string;
	submit: string;
	disable_user_details: string;
	i18n_messages_required: string;
	i18n_messages_url: string;
	i18n_messages_email: string;
	i18n_messages_number: string;
	i18n_messages_confirm: string;
	i18n_messages_check_limit: string;
	i18n_messages_phone: string;
	i18n_min_words_length: string;
	i18n_messages_min_length: string;
	i18n_field_email_suggestion: string;
	i18n_messages_error: string;
	mailcheck_domains: string[];
	mailcheck_toplevel_domains: string[];
	evf_plugin_url: string;
	/** Nonce of the ajax submission, when the server prints it with the parameters. */
	evf_ajax_submission?: string;
	/** Call 6's service address, printed only when the site owner chose one (GeoLookup.php). */
	geolocation_url?: string;
}

declare global {
	interface Window {
		everest_forms_params?: Partial< Record< keyof FormParams, unknown > >;
	}
}

function list( value: unknown ): string[] {
	if ( Array.isArray( value ) ) {
		return value.map( String ).filter( Boolean );
	}
	if ( typeof value === 'string' ) {
		return value
			.split( ',' )
			.map( ( item ) => item.trim() )
			.filter( Boolean );
	}
	if ( value && typeof value === 'object' ) {
		// wp_localize_script turns a PHP list with gaps into an object.
		return Object.values( value ).map( String ).filter( Boolean );
	}
	return [];
}

const MESSAGE_KEYS = [
	'i18n_messages_url',
	'i18n_messages_number',
	'i18n_messages_confirm',
	'i18n_messages_check_limit',
	'i18n_messages_phone',
	'i18n_min_words_length',
	'i18n_messages_min_length',
] as const;

/**
 * What the script falls back on when the parameters are missing. The server prints the real
 * messages wherever a form renders; these only keep a stripped page readable.
 */
export function defaultParams(): FormParams {
	const invalid = __( 'Please enter a valid value.', 'vista-forms' );
	const params = {
		ajax_url: '/wp-admin/admin-ajax.php',
		submit: __( 'Submit', 'vista-forms' ),
		disable_user_details: 'no',
		i18n_messages_required: __( 'This field is required.', 'vista-forms' ),
		i18n_messages_email: __(
			'Please enter a valid email address.',
			'vista-forms'
		),
		i18n_field_email_suggestion: __(
			'Did you mean {suggestion}?',
			'vista-forms'
		),
		i18n_messages_error: __(
			'Something went wrong while submitting the form. Please try again.',
			'vista-forms'
		),
		mailcheck_domains: [],
		mailcheck_toplevel_domains: [],
		evf_plugin_url: '',
	} as Record< string, unknown >;
	MESSAGE_KEYS.forEach( ( key ) => ( params[ key ] = invalid ) );
	return params as unknown as FormParams;
}

export function readParams(
	raw: Window[ 'everest_forms_params' ] = window.everest_forms_params
): FormParams {
	const params = defaultParams();
	if ( ! raw ) {
		return params;
	}
	const merged: Record< string, unknown > = { ...params };
	for ( const [ key, value ] of Object.entries( raw ) ) {
		if ( typeof value === 'string' && value !== '' ) {
			merged[ key ] = value;
		}
	}
	merged.mailcheck_domains = list( raw.mailcheck_domains );
	merged.mailcheck_toplevel_domains = list( raw.mailcheck_toplevel_domains );
	return merged as unknown as FormParams;
}

/**
 * A message with its `{#}` placeholder filled.
 * @param message Message from the parameters.
 * @param limit   The number to show.
 */
export function withLimit( message: string, limit: number ): string {
	return message.replace( '{#}', String( limit ) );
}
