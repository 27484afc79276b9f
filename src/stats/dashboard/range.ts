/**
 * Date ranges of the dashboard: the presets, days as Y-m-d strings in UTC (the days the statistics
 * are stored under), and the limits the REST route enforces (includes/StatsController.php).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Granularity } from './types';

export type PresetId = 'today' | 'last7' | 'last30' | 'last12months' | 'custom';

export interface DateRange {
	from: string;
	to: string;
}

/** The longest range, in days (StatsController::MAX_DAYS). */
export const MAX_DAYS = 3660;
/** The longest range shown day by day (StatsController::MAX_DAYS_BY_DAY). */
export const MAX_DAYS_BY_DAY = 731;
/** The oldest day a range may start on (StatsController::MIN_DATE). */
export const MIN_DATE = '2000-01-01';

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a string is a real calendar day written Y-m-d.
 * @param value The string.
 */
export function isYmd( value: string ): boolean {
	const parts = YMD.exec( value );
	if ( ! parts ) {
		return false;
	}
	const date = new Date(
		Date.UTC(
			Number( parts[ 1 ] ),
			Number( parts[ 2 ] ) - 1,
			Number( parts[ 3 ] )
		)
	);
	return toYmd( date ) === value;
}

/**
 * A day as a Date at midnight UTC.
 * @param ymd Y-m-d.
 */
export function fromYmd( ymd: string ): Date {
	return new Date( `${ ymd }T00:00:00Z` );
}

/**
 * A Date's day in UTC, as Y-m-d.
 * @param date The date.
 */
export function toYmd( date: Date ): string {
	return date.toISOString().slice( 0, 10 );
}

/**
 * Today in UTC.
 * @param now The current time.
 */
export function todayUtc( now: Date = new Date() ): string {
	return toYmd( now );
}

/**
 * A day some days later (or earlier, with a negative count).
 * @param ymd  Y-m-d.
 * @param days Days to add.
 */
export function addDays( ymd: string, days: number ): string {
	return toYmd( new Date( fromYmd( ymd ).getTime() + days * DAY_MS ) );
}

/**
 * Days in [from, to], both included.
 * @param from First day.
 * @param to   Last day.
 */
export function daysInRange( from: string, to: string ): number {
	return (
		Math.round(
			( fromYmd( to ).getTime() - fromYmd( from ).getTime() ) / DAY_MS
		) + 1
	);
}

/**
 * The days a preset covers, ending today. The last 12 months start on the first day of the month
 * eleven months back, so that each month bucket is whole but the current one.
 * @param preset A preset other than custom.
 * @param today  Today, Y-m-d.
 */
export function presetRange(
	preset: Exclude< PresetId, 'custom' >,
	today: string
): DateRange {
	switch ( preset ) {
		case 'today':
			return { from: today, to: today };
		case 'last7':
			return { from: addDays( today, -6 ), to: today };
		case 'last30':
			return { from: addDays( today, -29 ), to: today };
		case 'last12months': {
			const date = fromYmd( today );
			const start = new Date(
				Date.UTC( date.getUTCFullYear(), date.getUTCMonth() - 11, 1 )
			);
			return { from: toYmd( start ), to: today };
		}
	}
}

/**
 * How a preset's series is grouped at first.
 * @param preset The preset.
 */
export function presetGranularity( preset: PresetId ): Granularity {
	return preset === 'last12months' ? 'month' : 'day';
}

/**
 * The preset that covers exactly [from, to] today, or custom.
 * @param range The range.
 * @param today Today, Y-m-d.
 */
export function matchPreset( range: DateRange, today: string ): PresetId {
	for ( const preset of [
		'today',
		'last7',
		'last30',
		'last12months',
	] as const ) {
		const candidate = presetRange( preset, today );
		if ( candidate.from === range.from && candidate.to === range.to ) {
			return preset;
		}
	}
	return 'custom';
}

/**
 * What is wrong with a range, in the words the user reads, or null when the REST route accepts it.
 * @param range       The range.
 * @param granularity How it would be grouped.
 * @param today       Today, Y-m-d (a range may end tomorrow at the latest).
 */
export function rangeError(
	range: DateRange,
	granularity: Granularity,
	today: string
): string | null {
	if ( ! isYmd( range.from ) || ! isYmd( range.to ) ) {
		return __( 'Enter both days of the range.', 'vista-stats' );
	}
	const latest = addDays( today, 1 );
	if ( range.from < MIN_DATE || range.to > latest ) {
		return sprintf(
			/* translators: 1: the earliest date; 2: the latest date. */
			__( 'Choose days from %1$s to %2$s.', 'vista-stats' ),
			MIN_DATE,
			latest
		);
	}
	if ( range.from > range.to ) {
		return __(
			'The range must start on or before its last day.',
			'vista-stats'
		);
	}
	const days = daysInRange( range.from, range.to );
	if ( granularity === 'day' && days > MAX_DAYS_BY_DAY ) {
		return sprintf(
			/* translators: %d: a number of days. */
			__(
				'Day by day, a range covers at most %d days; group it by week or month instead.',
				'vista-stats'
			),
			MAX_DAYS_BY_DAY
		);
	}
	if ( days > MAX_DAYS ) {
		return sprintf(
			/* translators: %d: a number of days. */
			__( 'A range covers at most %d days.', 'vista-stats' ),
			MAX_DAYS
		);
	}
	return null;
}
