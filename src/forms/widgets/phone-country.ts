/**
 * The country a phone or country field starts with (001 §7 call 6). When the site owner chose an
 * IP geolocation service (Forms → Settings; the server then prints its address as
 * `geolocation_url` and `disable_user_details: 'no'`), the browser asks it once per page and reads
 * `country`. Otherwise, when the service fails, or when disable_user_details is 'yes', the
 * browser's language decides (en-GB → gb, de → de), as the original's fallback does.
 */
import type { FormParams } from '../common/params';
import { nextTask } from '../../shared/after-paint';

/** A language tag's two-letter region subtag: language, optional script, region (BCP 47). */
const REGION_SUBTAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The country of the browser's preferred languages.
 * @param languages The browser's languages, preferred first.
 */
export function countryFromLanguages( languages: readonly string[] ): string {
	for ( const tag of languages ) {
		// A tag that names its region (en-GB, zh-Hant-TW) says it: no ICU locale data to load,
		// which costs a long task on a phone's processor (issue 18 goal 3).
		const named = REGION_SUBTAG.exec( tag )?.[ 1 ];
		if ( named ) {
			return named.toLowerCase();
		}
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

let lookup: Promise< string > | null = null;

/**
 * Call 6: the service's `country`, lower-cased, or '' when it is off, skipped or fails.
 * @param params Page parameters.
 */
export function lookupCountry( params: FormParams ): Promise< string > {
	const url = params.geolocation_url;
	if ( params.disable_user_details === 'yes' || ! url ) {
		return Promise.resolve( '' );
	}
	lookup ??= fetch( url, { credentials: 'omit' } )
		.then( ( response ) => response.json() )
		.then( ( answer: { country?: unknown } ) =>
			typeof answer?.country === 'string' &&
			/^[A-Za-z]{2}$/.test( answer.country )
				? answer.country.toLowerCase()
				: ''
		)
		.catch( () => '' );
	return lookup;
}

/** Forgets the page's lookup (tests). */
export function forgetLookup(): void {
	lookup = null;
}

/**
 * The visitor's country: the lookup's, else the browser language's.
 * @param params Page parameters.
 */
export async function visitorCountry( params: FormParams ): Promise< string > {
	return ( await lookupCountry( params ) ) || browserCountry();
}

/**
 * Shows a country the visitor did not choose, in the enhanced select too, without the change
 * event of an answer: the rules judge (and colour) a field once its visitor answers it, not when
 * the page fills it in for them.
 * @param select The country select.
 * @param value  The country's option value.
 */
function prefill( select: HTMLSelectElement, value: string ): void {
	const widget = (
		select as HTMLSelectElement & {
			tomselect?: { setValue: ( v: string, silent?: boolean ) => void };
		}
	 ).tomselect;
	if ( widget ) {
		widget.setValue( value, true );
	} else {
		select.value = value;
	}
}

/**
 * Country fields the visitor has not answered start with the visitor's country.
 * @param form   The form.
 * @param params Page parameters.
 */
export async function initWidgets(
	form: HTMLFormElement,
	params: FormParams
): Promise< void > {
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >(
			'select.evf-country-select'
		)
	);
	if ( selects.length === 0 ) {
		return;
	}
	const country = ( await visitorCountry( params ) ).toUpperCase();
	for ( const select of selects ) {
		// Each field judged in a task of its own: judging one lays out the form (its container
		// queries), and two in one task would make a long one (issue 18 goal 3).
		await nextTask();
		const option = Array.from( select.options ).find(
			( each ) => each.value.toUpperCase() === country
		);
		if ( option && select.value === '' ) {
			prefill( select, option.value );
		}
	}
}
