/**
 * When tracking may start (001 §4 consent handling). Calls start(anonymous) once allowed.
 */
import type { TrackerOptions } from './types';

export const RCB_MESSAGE =
	'Real Cookie Banner consent is not given to track visitor information.';

type Start = ( anonymous: boolean ) => void;

/**
 * The consent level and anonymous-tracking flag, from the integration's status as the original
 * prints it (status.consent_level, status.track_anonymously), else from the older flat fields.
 * @param option The tracker's options.
 */
export function consentSettings( option: TrackerOptions ): {
	level: string;
	anonymous: boolean;
} {
	const status = option.consentIntegration?.status;
	const named =
		status && ! Array.isArray( status )
			? ( status as Record< string, unknown > )
			: {};
	return {
		level:
			typeof named.consent_level === 'string'
				? named.consent_level
				: option.consentLevel,
		anonymous:
			typeof named.track_anonymously === 'boolean'
				? named.track_anonymously
				: option.trackAnonymously,
	};
}

export function whenConsented( option: TrackerOptions, start: Start ): void {
	const name = option.consentIntegration?.name;
	const { level, anonymous } = consentSettings( option );

	// Vista Consent is presented as the WP Consent API; 'vista_consent' is what pages printed
	// before that say.
	if ( name === 'wp_consent_api' || name === 'vista_consent' ) {
		const given = () =>
			name === 'vista_consent'
				? !! window.vistaConsent?.has( level )
				: !! window.wp_has_consent?.( level );
		if ( level === 'disabled' || given() ) {
			start( false );
			return;
		}
		if ( anonymous ) {
			// As the original: count anonymously now, and fully once the visitor allows.
			start( true );
		}
		const eventName =
			name === 'vista_consent'
				? 'vista-consent-change'
				: 'wp_listen_for_consent_change';
		const listener = ( event: Event ) => {
			const detail = ( event as CustomEvent ).detail ?? {};
			const allowed =
				name === 'vista_consent'
					? given()
					: detail[ level ] === 'allow';
			if ( allowed ) {
				document.removeEventListener( eventName, listener );
				start( false );
			}
		};
		document.addEventListener( eventName, listener );
		return;
	}

	if ( name === 'real_cookie_banner' ) {
		const optIn = /(?:^|;\s*)real_cookie_banner[^=]*=[^;]*"?consent"?/.test(
			document.cookie
		);
		if ( optIn ) {
			start( false );
			return;
		}
		if ( window.consentApi ) {
			window.consentApi.consent( 'vista-stats' ).then(
				() => start( false ),
				() => console.log( RCB_MESSAGE ) // eslint-disable-line no-console
			);
			return;
		}
		console.log( RCB_MESSAGE ); // eslint-disable-line no-console
		return;
	}

	// No integration, or Borlabs Cookie (which holds the script itself until consent): start now.
	start( false );
}
