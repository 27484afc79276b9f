/**
 * Dates in Vista's admin screens as the site writes them: WordPress's Settings → General date and
 * time formats and the site's time zone, which WordPress hands to `@wordpress/date` (wp-date's
 * inline settings) on every admin page. One helper, so no screen falls back to the browser's own
 * format.
 */
import { dateI18n, getSettings } from '@wordpress/date';

/** Any moment a screen is given: a Date, a Unix time in ms, or an ISO 8601 / MySQL time string. */
export type Moment = Date | number | string;

/**
 * A time string without a zone is read as UTC: the REST API's `*_gmt` fields and the plugins'
 * stored times are UTC, and reading them in the browser's zone would shift them.
 * @param value The moment.
 */
function asUtc( value: Moment ): Date | number | string {
	if ( typeof value !== 'string' ) {
		return value;
	}
	const iso = value.trim().replace( ' ', 'T' );
	return /(Z|[+-]\d\d:?\d\d)$/i.test( iso ) ? iso : `${ iso }Z`;
}

/**
 * Whether the value names a real moment.
 * @param value The moment.
 */
function isValid( value: Moment ): boolean {
	const parsed = new Date( asUtc( value ) );
	return ! Number.isNaN( parsed.getTime() );
}

/**
 * The day, in the site's date format and time zone ("November 29, 2026" by default).
 * @param value The moment (a string without a zone is UTC).
 */
export function siteDate( value: Moment ): string {
	if ( ! isValid( value ) ) {
		return String( value );
	}
	return dateI18n( getSettings().formats.date, asUtc( value ) );
}

/**
 * The day and the time, in the site's formats and time zone ("November 29, 2026 4:05 pm").
 * @param value The moment (a string without a zone is UTC).
 */
export function siteDateTime( value: Moment ): string {
	if ( ! isValid( value ) ) {
		return String( value );
	}
	const { formats } = getSettings();
	return dateI18n( `${ formats.date } ${ formats.time }`, asUtc( value ) );
}
