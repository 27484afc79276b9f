/**
 * What the dashboard's REST route sends (includes/StatsController.php) and what the page prints
 * for it (includes/DashboardPage.php).
 */

/** How the series is grouped. */
export type Granularity = 'day' | 'week' | 'month';

/** Metrics with a top list. */
export type Metric =
	| 'page'
	| 'referrer'
	| 'browser'
	| 'os'
	| 'device'
	| 'event'
	| 'link'
	| 'download';

export interface Totals {
	views: number;
	visitors: number;
}

/** One point of the series: a day, a week or a month, cut to the range. */
export interface Bucket extends Totals {
	/** First day (Y-m-d, UTC). */
	start: string;
	/** Last day (Y-m-d, UTC). */
	end: string;
}

export interface TopItem extends Totals {
	/** The key the item is stored under. */
	item: string;
	/** An address, a host, a name or a file name. */
	label: string;
	/** A page's title, when the page is a post or a term. */
	title: string | null;
	/** Where the item leads, when it is a page of the site or an http(s) address. */
	url: string | null;
}

export interface OnlineNow {
	count: number;
	pages: { uri: string; visitors: number }[];
}

/** GET /vista-stats/v1/overview */
export interface Overview {
	from: string;
	to: string;
	range: Granularity;
	weekStart: number;
	totals: Totals;
	previous: Totals & { from: string; to: string };
	series: Bucket[];
	online: OnlineNow;
	top: Record< Metric, TopItem[] >;
}

/** What the dashboard asks for. */
export interface OverviewQuery {
	from: string;
	to: string;
	/** "today": the server picks the day (its UTC today), whatever from and to say. */
	period?: 'today';
	range: Granularity;
	limit: number;
}

/** Printed by includes/DashboardPage.php before the dashboard's script. */
export interface DashboardData {
	/** Today on the server (Y-m-d, UTC). */
	today: string;
	/** First day of the week, 0 (Sunday) to 6. */
	weekStart: number;
	/** The oldest day a range may start on. */
	minDate: string;
}

declare global {
	interface Window {
		vistaStatsDashboard?: Partial< DashboardData >;
	}
}
