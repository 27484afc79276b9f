/**
 * The words for each consent integration and level, translated where they are shown.
 */
import { __ } from '@wordpress/i18n';
import type { ResolvedIntegration } from './consent';
import type { ConsentIntegration, ConsentLevel } from './types';

export interface Choice< T extends string > {
	value: T;
	label: string;
	/** What choosing it does. */
	description: string;
}

export function integrationChoices(): Array< Choice< ConsentIntegration > > {
	return [
		{
			value: 'auto',
			label: __( 'Automatic', 'vista-stats' ),
			description: __(
				'Vista Consent when it is active, otherwise the WP Consent API when a plugin provides it, otherwise none.',
				'vista-stats'
			),
		},
		{
			value: 'none',
			label: __( 'None', 'vista-stats' ),
			description: __(
				'Tracking starts at once on every page, without asking any consent plugin.',
				'vista-stats'
			),
		},
		{
			value: 'vista_consent',
			label: __( 'Vista Consent', 'vista-stats' ),
			description: __(
				'Tracking waits until the visitor allows the consent category below in the Vista cookie notice.',
				'vista-stats'
			),
		},
		{
			value: 'wp_consent_api',
			label: __( 'WP Consent API', 'vista-stats' ),
			description: __(
				'Tracking asks the WP Consent API, which many consent plugins answer, whether the visitor allows the consent category below.',
				'vista-stats'
			),
		},
		{
			value: 'real_cookie_banner',
			label: __( 'Real Cookie Banner', 'vista-stats' ),
			description: __(
				'Tracking starts once Real Cookie Banner reports that the visitor has consented.',
				'vista-stats'
			),
		},
		{
			value: 'borlabs',
			label: __( 'Borlabs Cookie', 'vista-stats' ),
			description: __(
				'Tracking starts at once: Borlabs Cookie is expected to hold back the tracker until the visitor consents.',
				'vista-stats'
			),
		},
	];
}

export function levelChoices(): Array< Choice< ConsentLevel > > {
	return [
		{
			value: 'disabled',
			label: __( 'No consent needed', 'vista-stats' ),
			description: __(
				'Every visitor is tracked; the consent plugin is not asked.',
				'vista-stats'
			),
		},
		{
			value: 'functional',
			label: __( 'Functional', 'vista-stats' ),
			description: __(
				'Tracking starts once the visitor allows functional cookies.',
				'vista-stats'
			),
		},
		{
			value: 'statistics-anonymous',
			label: __( 'Anonymous statistics', 'vista-stats' ),
			description: __(
				'Tracking starts once the visitor allows anonymous statistics.',
				'vista-stats'
			),
		},
		{
			value: 'statistics',
			label: __( 'Statistics', 'vista-stats' ),
			description: __(
				'Tracking starts once the visitor allows statistics. The usual choice.',
				'vista-stats'
			),
		},
		{
			value: 'marketing',
			label: __( 'Marketing', 'vista-stats' ),
			description: __(
				'Tracking starts only once the visitor allows marketing, the strictest choice.',
				'vista-stats'
			),
		},
	];
}

/**
 * The name of what "automatic" picks.
 * @param resolved The integration picked.
 */
export function resolvedName( resolved: ResolvedIntegration ): string {
	switch ( resolved ) {
		case 'vista_consent':
			return __( 'Vista Consent', 'vista-stats' );
		case 'wp_consent_api':
			return __( 'the WP Consent API', 'vista-stats' );
		default:
			return __( 'none (no consent plugin found)', 'vista-stats' );
	}
}
