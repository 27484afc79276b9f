/**
 * What the kit's importer routes answer (kit/ImportDriver.php payload(), kit/ImportReport.php):
 * every number and date already formatted by the server in the site's formats.
 */

/** One stage of what the original left, as found. */
export interface InventoryEntry {
	stage: string;
	label: string;
	count: number;
	/** The count in the site's number format, e.g. "200,000". */
	countText: string;
}

/** One stage of a run. */
export interface RunStage {
	stage: string;
	label: string;
	count: number;
	done: number;
	/** "<done> of <count>", formatted. */
	progressText: string;
}

/** One row of the report: a kind of item and what happened to those of it. */
export interface ReportRow {
	kind: string;
	/** The stage's label when the kind is a stage, else the kind. */
	label: string;
	imported: number;
	updated: number;
	skipped: number;
	importedText: string;
	updatedText: string;
	skippedText: string;
}

/** An item that was not imported, and why. */
export interface SkippedItem {
	kind: string;
	original: string;
	reason: string;
}

/** A run, under way or done. */
export interface ImportRun {
	status: 'running' | 'done';
	/** Whole percent done. */
	percent: number;
	stages: RunStage[];
	report: ReportRow[];
	skips: SkippedItem[];
	started: string;
	finished: string;
}

/** The importer's state as a route answers it. */
export interface ImporterPayload {
	importer: { id: string; label: string; description: string };
	run: ImportRun | null;
	/** Only in the answer of the read route. */
	inventory?: InventoryEntry[];
}

/** The screen's texts, translated by the server in the plugin's text domain (kit/ImportStrings.php). */
export type ImporterStrings = Record<
	| 'found'
	| 'items'
	| 'count'
	| 'nothingFound'
	| 'start'
	| 'runAgain'
	| 'againNote'
	| 'progress'
	| 'percent'
	| 'running'
	| 'finished'
	| 'report'
	| 'imported'
	| 'updated'
	| 'skipped'
	| 'skippedItems'
	| 'skip'
	| 'unchanged'
	| 'times'
	| 'loading'
	| 'loadFailed'
	| 'retry'
	| 'stopped'
	| 'noReason'
	| 'continue',
	string
>;

/** What the server hands the screen (window.vistaKitImporter). */
export interface ImporterData {
	/** The importer's REST route, e.g. /vista-consent/v1/import/cookie-notice. */
	path: string;
	strings: ImporterStrings;
}
