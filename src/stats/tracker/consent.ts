/**
 * When tracking may start (001 §4 consent handling). Calls start(anonymous) once allowed.
 */
import type { TrackerOptions } from './types';

export const RCB_MESSAGE =
	'Real Cookie Banner consent is not given to track visitor information.';

type Start = ( anonymous: boolean ) => void;

const CHANGE_EVENT = 'wp_listen_for_consent_change';

export function whenConsented( option: TrackerOptions, start: Start ): void {
	const name = option.consentIntegration?.name;
	// The level and anonymous flag from the status as the original prints it (an empty status
	// prints as [], which has neither), else from the older flat fields.
	const status = ( option.consentIntegration?.status ?? {} ) as {
		consent_level?: string;
		track_anonymously?: boolean;
	};
	const level = status.consent_level ?? option.consentLevel;
	const anonymous = status.track_anonymously ?? option.trackAnonymously;

	// Vista Consent is presented as the WP Consent API (see the wp-consent-bridge script).
	if ( name === 'wp_consent_api' ) {
		if ( level === 'disabled' || window.wp_has_consent?.( level ) ) {
			start( false );
			return;
		}
		if ( anonymous ) {
			// As the original: count anonymously now, and fully once the visitor allows.
			start( true );
		}
		const listener = ( event: Event ) => {
			if ( ( event as CustomEvent ).detail?.[ level ] === 'allow' ) {
				document.removeEventListener( CHANGE_EVENT, listener );
				start( false );
			}
		};
		document.addEventListener( CHANGE_EVENT, listener );
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
