/**
 * Generated from blocks/vista-stats/<block>/block.json by `npm run generate` (tools/generate): do not edit.
 * Change an attribute in its block.json and run the command again.
 */

/** The attributes of vista/stats-summary (vista-stats/stats-summary/block.json). */
export type StatsSummaryAttributes = {
	/** One of "site", "page". */
	scope: string;
	showToday: boolean;
	showWeek: boolean;
	showAllTime: boolean;
	showPopular: boolean;
	popularCount: number;
	/** One of "today", "week", "all". */
	popularPeriod: string;
};
