/**
 * When tracking may start (001 §4 consent handling). Calls start(anonymous) once allowed.
 */
import type { TrackerOptions } from './types';

export const RCB_MESSAGE =
	'Real Cookie Banner consent is not given to track visitor information.';

type Start = ( anonymous: boolean ) => void;

const CHANGE_EVENT = 'wp_listen_for_consent_change';

export function whenConsented( option: TrackerOptions, start: Start ): void {
	const integration = option.consentIntegration;
	const name = integration?.name;
	// The level and anonymous flag from the status as the original prints it (an empty status
	// prints as [], which has neither), else from the older flat fields.
	const given = ( integration?.status || {} ) as {
		consent_level?: string;
		track_anonymously?: boolean;
	};
	const level = given.consent_level ?? option.consentLevel;
	const allow = () => start( false );
	const notGiven = () => console.log( RCB_MESSAGE ); // eslint-disable-line no-console -- 001 §8: the tracker speaks only through the console.

	// Vista Consent is presented as the WP Consent API (see the wp-consent-bridge script).
	if ( name === 'wp_consent_api' ) {
		if ( level === 'disabled' || window.wp_has_consent?.( level ) ) {
			allow();
		} else {
			if ( given.track_anonymously ?? option.trackAnonymously ) {
				// As the original: count anonymously now, and fully once the visitor allows.
				start( true );
			}
			const listener = ( event: Event ) => {
				if ( ( event as CustomEvent ).detail?.[ level ] === 'allow' ) {
					document.removeEventListener( CHANGE_EVENT, listener );
					allow();
				}
			};
			document.addEventListener( CHANGE_EVENT, listener );
		}
	} else if ( name !== 'real_cookie_banner' ) {
		// No integration, or Borlabs Cookie (which holds the script itself until consent).
		allow();
	} else if (
		// The data-processing opt-in: a real_cookie_banner… cookie whose value names consent.
		/(?:^|;\s*)real_cookie_banner[^=]*=[^;]*consent/.test( document.cookie )
	) {
		allow();
	} else if ( window.consentApi ) {
		window.consentApi.consent( 'vista-stats' ).then( allow, notGiven );
	} else {
		notGiven();
	}
}
