/**
 * The texts of a record editor (load state, save bar, the save's notices). src/shared holds no
 * translatable text (see ../settings/strings.ts): each plugin writes these once per editor, in its
 * own text domain, and hands them to the hook and the form.
 */
export interface RecordEditorStrings {
	/** The notice after a save; none when the editor closes on saving. */
	saved?: string;
	/** The notice when the server gives no reason for a refused save. */
	saveFailed: string;
	/** The message when the record could not be read (an editor that reads its record). */
	loadFailed?: string;
	/** Shown while the record loads (an editor that reads its record). */
	loading?: string;
	/** The button that loads it again (an editor that reads its record). */
	retry?: string;
	/** The save button. */
	save: string;
	/** The save button while saving. */
	saving: string;
	/** The hint beside the button while the record holds unsaved changes. */
	unsaved: string;
}
