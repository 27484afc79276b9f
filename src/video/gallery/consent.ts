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

/**
 * Calls back once the visitor consents elsewhere than at the gate, without a reload: in Vista
 * Consent's notice (its marketing choice sets the cookie above, then it fires
 * `vista-consent-change`), or in a script that speaks the original Cookie Notice's way (000 §4.6:
 * it fires `setCookieNotice` on the document with `detail.value` 'true'; knowing no categories,
 * its acceptance is an acceptance of all). Our notice script adopts such a choice itself when it
 * runs; without it, the acceptance gives the video consent here.
 * @param callback Runs once, when consent is there.
 */
export function whenConsentedElsewhere( callback: () => void ): void {
	let done = false;
	const check = () => {
		if ( ! done && hasVideoConsent() ) {
			done = true;
			callback();
		}
	};
	document.addEventListener( 'vista-consent-change', check );
	document.addEventListener( 'setCookieNotice', ( event ) => {
		const value = ( event as CustomEvent< { value?: unknown } > ).detail
			?.value;
		if ( ! ( 'vistaConsent' in window ) && String( value ) === 'true' ) {
			giveVideoConsent();
			check();
		}
	} );
}
