/**
 * A number of days in the largest whole unit, so the screen can say "That is 6 months." under the
 * retention field (the words themselves are translated by the component).
 */
export type DurationUnit = 'years' | 'months' | 'weeks' | 'days';

export interface Duration {
	count: number;
	unit: DurationUnit;
}

/**
 * The days in years (of 365 days), months (of 30), weeks or days, whichever divides them exactly;
 * null for anything that is not a positive whole number.
 * @param days Days, as typed or saved.
 */
export function durationOfDays( days: number | string ): Duration | null {
	const text = String( days ).trim();
	const value = Number( text );
	if ( ! /^\d+$/.test( text ) || value <= 0 ) {
		return null;
	}
	if ( value % 365 === 0 ) {
		return { count: value / 365, unit: 'years' };
	}
	if ( value % 30 === 0 ) {
		return { count: value / 30, unit: 'months' };
	}
	if ( value % 7 === 0 ) {
		return { count: value / 7, unit: 'weeks' };
	}
	return { count: value, unit: 'days' };
}
