/**
 * Shapes of the entries REST answers (includes/EntriesController.php).
 */
export interface FormSummary {
	id: number;
	title: string;
	total: number;
	unread: number;
}

export interface EntryRow {
	id: number;
	created: string;
	starred: boolean;
	read: boolean;
	summary: string[];
}

export interface EntryList {
	columns: string[];
	entries: EntryRow[];
	total: number;
	total_pages: number;
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
}

declare global {
	interface Window {
		vistaFormsEntries?: { formId?: number };
	}
}
