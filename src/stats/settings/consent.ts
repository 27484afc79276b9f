/**
 * How the tracker waits for consent (001 §4, "Consent handling"), in words the screen can show:
 * what "automatic" picks on this site, and whether the consent level is asked at all.
 */
import type { AdminData, ConsentIntegration } from './types';

/** What "automatic" may pick. */
export type ResolvedIntegration = 'vista_consent' | 'wp_consent_api' | 'none';

/**
 * The integration "automatic" uses on this site: Vista Consent when it is active, else the WP
 * Consent API when a plugin provides it, else none.
 * @param admin What the page says is running.
 */
export function resolveAutomatic( admin: AdminData ): ResolvedIntegration {
	if ( admin.vistaConsent ) {
		return 'vista_consent';
	}
	return admin.wpConsentApi ? 'wp_consent_api' : 'none';
}

/**
 * The integration in effect for a setting.
 * @param integration The setting.
 * @param admin       What the page says is running.
 */
export function effectiveIntegration(
	integration: ConsentIntegration,
	admin: AdminData
): Exclude< ConsentIntegration, 'auto' > {
	return integration === 'auto' ? resolveAutomatic( admin ) : integration;
}

/**
 * Whether the consent level (and anonymous tracking) matter: only the consent-API integrations ask
 * for a category; with none or Borlabs tracking starts at once, and Real Cookie Banner answers for
 * its own data-processing consent.
 * @param integration The setting.
 * @param admin       What the page says is running.
 */
export function usesConsentLevel(
	integration: ConsentIntegration,
	admin: AdminData
): boolean {
	const effective = effectiveIntegration( integration, admin );
	return effective === 'vista_consent' || effective === 'wp_consent_api';
}

/**
 * Whether the chosen integration names a plugin that this site is known not to run (only Vista
 * Consent and the WP Consent API can be told from here).
 * @param integration The setting.
 * @param admin       What the page says is running.
 */
export function integrationMissing(
	integration: ConsentIntegration,
	admin: AdminData
): boolean {
	return (
		( integration === 'vista_consent' && ! admin.vistaConsent ) ||
		( integration === 'wp_consent_api' && ! admin.wpConsentApi )
	);
}
