/**
 * Shapes of the entries REST answers (includes/EntriesController.php).
 */
export interface FormSummary {
	id: number;
	title: string;
	total: number;
	unread: number;
}

/** An entry's payment (issue 37), null when the entry paid nothing. */
export interface EntryPayment {
	status: 'paid' | 'pending' | 'failed';
	/** "35.00 USD". */
	amount: string;
	gateway: string;
	reference: string;
	mode: 'test' | 'live';
	/** The payment in the gateway's dashboard. */
	url: string;
}

export interface EntryRow {
	id: number;
	created: string;
	/** publish, or the status of an imported entry (spam, trash…). */
	status: string;
	starred: boolean;
	read: boolean;
	summary: string[];
	payment?: EntryPayment | null;
}

export interface EntryList {
	columns: string[];
	entries: EntryRow[];
	total: number;
	total_pages: number;
}

/** A page of the list: its number, and the entry it comes after (before) or before (after). */
export interface PageAt {
	page: number;
	/** The last entry of the page above: this page holds the entries older than it. */
	before?: number;
	/** The first entry of the page below: this page holds the entries newer than it. */
	after?: number;
}

export interface EntryFile {
	name: string;
	size: number;
	url: string;
}

export interface EntryField {
	id: string;
	label: string;
	type: string;
	text: string;
	files: EntryFile[];
}

export interface Entry {
	id: number;
	form_id: number;
	created: string;
	starred: boolean;
	read: boolean;
	user_agent: string;
	referer: string;
	fields: EntryField[];
	pdf_url: string;
	/** The quiz result kept with the entry, null when the form was no quiz. */
	quiz?: QuizResult | null;
	payment?: EntryPayment | null;
}

export interface QuizResult {
	score: number;
	total: number;
	questions: Array< {
		id: string;
		label: string;
		given: string[];
		correct: string[];
		points: number;
		earned: number;
	} >;
}

declare global {
	interface Window {
		vistaFormsEntries?: {
			formId?: number;
			/** Forms → All Forms, where the empty states lead. */
			formsUrl?: string;
			/** A new form (its template picker). */
			newFormUrl?: string;
		};
	}
}
