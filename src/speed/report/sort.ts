/**
 * Sorting the site report's rows by a column.
 */
import type { HistoryPoint } from './HistoryChart';

export interface ReportRow {
	postId: number;
	title: string;
	url: string;
	type: string;
	mobileScore: number;
	desktopScore: number;
	mobileTti: number;
	desktopTti: number;
	checkedAt: string;
	/** The score before the latest image optimisation, when this check is the first since. */
	mobileWas?: number | null;
	desktopWas?: number | null;
	/** The page's latest checks, oldest first (the last is this row's). */
	history?: HistoryPoint[];
}

export type SortKey = 'title' | 'mobileScore' | 'desktopScore' | 'checkedAt';
export type Direction = 'ascending' | 'descending';

/**
 * A sorted copy: text by the locale's collation, numbers by value; ties keep their order.
 *
 * @param rows
 * @param key
 * @param direction
 */
export function sortRows(
	rows: ReportRow[],
	key: SortKey,
	direction: Direction
): ReportRow[] {
	const sign = direction === 'ascending' ? 1 : -1;
	return [ ...rows ].sort( ( a, b ) => {
		const left = a[ key ];
		const right = b[ key ];
		const order =
			typeof left === 'number' && typeof right === 'number'
				? left - right
				: String( left ).localeCompare( String( right ) );
		return sign * order;
	} );
}
