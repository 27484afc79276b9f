/**
 * The phone field's first country comes from the browser's language (en-GB → gb, de → de).
 * The original script asked a third-party IP geolocation service first (the geolocation lookup, 001 §7 call 6); that
 * would send every visitor's address to a stranger before they typed anything, so the language,
 * which the original used as its fallback, is the only source here.
 * @param languages The browser's languages, preferred first.
 */
export function countryFromLanguages( languages: readonly string[] ): string {
	for ( const tag of languages ) {
		try {
			const region = new Intl.Locale( tag ).maximize().region;
			if ( region && /^[A-Z]{2}$/.test( region ) ) {
				return region.toLowerCase();
			}
		} catch {
			// Not a language tag: try the next.
		}
	}
	return '';
}

export function browserCountry(): string {
	return countryFromLanguages(
		navigator.languages?.length
			? navigator.languages
			: [ navigator.language ]
	);
}
