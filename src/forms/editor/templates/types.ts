/**
 * The form templates as the editor gets them (FormTemplates::summaries(), in vistaFormsEditor).
 */
export interface TemplateSummary {
	slug: string;
	title: string;
	description: string;
	fields: Array< { label: string; type: string } >;
}

/** The template that makes an empty form: the picker empties the editor instead of asking. */
export const BLANK = 'blank';
