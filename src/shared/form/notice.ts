/**
 * What a form screen tells the user after a request: the outcome and, for a refused save, the
 * messages of fields the form does not show. Shared by the settings screens and the record editors.
 */
export interface ScreenNotice {
	status: 'success' | 'error';
	message: string;
	/** Messages for fields the form does not show. */
	details?: string[];
}
