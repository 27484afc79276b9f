/**
 * The video consent cookie (000 §3.13, §9.1): `ytprefs_gdpr_consent=1` for 30 days. Vista
 * Consent's marketing choice sets and removes the same cookie, so either way of consenting counts.
 */
export const VIDEO_CONSENT_COOKIE = 'ytprefs_gdpr_consent';
export const VIDEO_CONSENT_SECONDS = 30 * 24 * 60 * 60;

export function hasVideoConsent(): boolean {
	return document.cookie
		.split( /;\s*/ )
		.includes( `${ VIDEO_CONSENT_COOKIE }=1` );
}

export function giveVideoConsent(): void {
	const secure = window.location.protocol === 'https:' ? '; Secure' : '';
	document.cookie = `${ VIDEO_CONSENT_COOKIE }=1; max-age=${ VIDEO_CONSENT_SECONDS }; path=/; SameSite=Lax${ secure }`;
}
