/**
 * The shapes of Consent → Records: the REST answer of /vista-consent/v1/records
 * (includes/ConsentRecordsController.php) and what the page prints as `window.vistaConsentRecords`
 * (includes/RecordsPage.php).
 */

export type Choice = 'accepted' | 'rejected';

export interface ConsentRecord {
	id: number;
	/** When, in the site's date and time formats and time zone. */
	date: string;
	/** When, as an ISO 8601 UTC time. */
	time: string;
	choice: Choice;
	categories: string[];
	/** The keyed hash of the visitor's consent id (the log keeps nothing else of it). */
	consentId: string;
	/** The path of the page where the choice was made. */
	page: string;
}

export interface RecordList {
	records: ConsentRecord[];
	total: number;
	totalPages: number;
	page: number;
}

/** What the owner filters by; '' is "any". */
export interface RecordFilter {
	/** First day, YYYY-MM-DD in the site's time zone. */
	from: string;
	/** Last day, included. */
	to: string;
	choice: Choice | '';
	/** A consent id, or the first digits of its hash. */
	search: string;
}

export interface RecordsData {
	/** The CSV download (admin-post.php, with its nonce). */
	exportUrl: string;
	settingsUrl: string;
	/** Whether the notice records choices. */
	logging: boolean;
	/** Whether visitors see the notice (showNotice). */
	noticeOn: boolean;
	/** Today in the site's time zone, YYYY-MM-DD. */
	today: string;
}

declare global {
	interface Window {
		vistaConsentRecords?: RecordsData;
	}
}
