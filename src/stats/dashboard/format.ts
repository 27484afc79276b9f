/**
 * How the dashboard writes numbers, periods and items, in the language of the admin screen.
 */
import { __, sprintf } from '@wordpress/i18n';
import { fromYmd } from './range';
import type { Bucket, Granularity, Metric, TopItem } from './types';

/** The admin screen's language, as a BCP 47 tag. */
export function screenLocale(): string {
	const lang =
		typeof document !== 'undefined' ? document.documentElement.lang : '';
	return lang || 'en-US';
}

/**
 * A whole number with the locale's grouping (1,234).
 * @param value  The number.
 * @param locale Language tag.
 */
export function formatNumber( value: number, locale = screenLocale() ): string {
	return new Intl.NumberFormat( locale, { maximumFractionDigits: 0 } ).format(
		value
	);
}

/**
 * The change from `previous` to `current` in percent (rounded), or null when there was nothing
 * before to compare with.
 * @param current  This period.
 * @param previous The period before.
 */
export function percentChange(
	current: number,
	previous: number
): number | null {
	if ( previous <= 0 ) {
		return null;
	}
	return Math.round( ( ( current - previous ) / previous ) * 100 );
}

/**
 * A change in percent as the cards show it: "+12%", "−5%", "0%".
 * @param change Percent.
 * @param locale Language tag.
 */
export function formatChange(
	change: number,
	locale = screenLocale()
): string {
	return new Intl.NumberFormat( locale, {
		style: 'percent',
		signDisplay: 'exceptZero',
		maximumFractionDigits: 0,
	} ).format( change / 100 );
}

/**
 * A part of a whole in percent, rounded, for the share bars of the lists.
 * @param part  The part.
 * @param total The whole.
 */
export function share( part: number, total: number ): number {
	return total > 0 ? Math.round( ( part / total ) * 100 ) : 0;
}

function dateFormat(
	locale: string,
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	return new Intl.DateTimeFormat( locale, { timeZone: 'UTC', ...options } );
}

/**
 * A bucket's name on the chart's axis and in its table: "Mar 4" for a day, "Mar 4 – 10" for a
 * week, "Mar 2025" for a month. Years are written when the range spans more than one.
 * @param bucket      The bucket.
 * @param granularity How the series is grouped.
 * @param withYear    Whether to write the year.
 * @param locale      Language tag.
 */
export function bucketLabel(
	bucket: Pick< Bucket, 'start' | 'end' >,
	granularity: Granularity,
	withYear = false,
	locale = screenLocale()
): string {
	const start = fromYmd( bucket.start );
	if ( granularity === 'month' ) {
		return dateFormat( locale, { month: 'short', year: 'numeric' } ).format(
			start
		);
	}
	const format = dateFormat( locale, {
		month: 'short',
		day: 'numeric',
		...( withYear ? { year: 'numeric' } : {} ),
	} );
	if ( granularity === 'week' && bucket.end !== bucket.start ) {
		return format.formatRange( start, fromYmd( bucket.end ) );
	}
	return format.format( start );
}

/**
 * Whether a series spans more than one calendar year.
 * @param series The buckets.
 */
export function spansYears(
	series: Pick< Bucket, 'start' | 'end' >[]
): boolean {
	if ( series.length === 0 ) {
		return false;
	}
	return (
		series[ 0 ].start.slice( 0, 4 ) !==
		series[ series.length - 1 ].end.slice( 0, 4 )
	);
}

/**
 * A sentence that sums a series up for screen readers, next to the chart.
 * @param series      The buckets.
 * @param granularity How they are grouped.
 * @param locale      Language tag.
 */
export function seriesSummary(
	series: Bucket[],
	granularity: Granularity,
	locale = screenLocale()
): string {
	if ( series.length === 0 ) {
		return __( 'No data.', 'vista-stats' );
	}
	const withYear = spansYears( series );
	const peak = series.reduce( ( best, bucket ) =>
		bucket.visitors > best.visitors ? bucket : best
	);
	const views = series.reduce( ( sum, bucket ) => sum + bucket.views, 0 );
	const visitors = series.reduce(
		( sum, bucket ) => sum + bucket.visitors,
		0
	);
	return sprintf(
		/* translators: 1: number of views; 2: number of visitors; 3: first period; 4: last period; 5: the period with most visitors; 6: its visitors. */
		__(
			'%1$s views and %2$s visitors from %3$s to %4$s. Most visitors: %5$s, with %6$s.',
			'vista-stats'
		),
		formatNumber( views, locale ),
		formatNumber( visitors, locale ),
		bucketLabel( series[ 0 ], granularity, withYear, locale ),
		bucketLabel(
			series[ series.length - 1 ],
			granularity,
			withYear,
			locale
		),
		bucketLabel( peak, granularity, withYear, locale ),
		formatNumber( peak.visitors, locale )
	);
}

/**
 * An address the lists may link to: http(s) only, so a stored `javascript:` address never becomes
 * a link.
 * @param url The address, if any.
 */
export function safeHttpUrl( url: string | null | undefined ): string | null {
	if ( ! url ) {
		return null;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

/**
 * The text a list shows for an item: a page's title (else its address), a download's file name,
 * or the label.
 * @param metric The list's metric.
 * @param item   The item.
 */
export function itemText( metric: Metric, item: TopItem ): string {
	if ( metric === 'page' && item.title ) {
		return item.title;
	}
	if ( metric === 'download' && item.item ) {
		return item.item;
	}
	return item.label || item.item;
}

/**
 * The secondary line of an item, when it says more than its text: a titled page's address, or a
 * download's full address.
 * @param metric The list's metric.
 * @param item   The item.
 */
export function itemDetail( metric: Metric, item: TopItem ): string | null {
	const text = itemText( metric, item );
	if (
		( metric === 'page' || metric === 'download' ) &&
		item.label !== text
	) {
		return item.label || null;
	}
	return null;
}
