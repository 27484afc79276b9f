/**
 * The texts of the shared settings screen shell (load state, save bar, the save's notices).
 *
 * src/shared holds no translatable text: a string's text domain is written where the string is, and
 * the translation tools (`wp i18n make-pot`, then `make-json` per built script) file it under that
 * domain only. A text written here would belong to one plugin or to none, and
 * `wp_set_script_translations()` loads each plugin's bundle with its own domain. So each plugin
 * writes these texts once, in its own domain (its `settings/shell-strings.ts`), and hands them to
 * the shell.
 */
export interface SettingsShellStrings {
	/** The notice after a save. */
	saved: string;
	/** The notice when the server gives no reason for a refused save. */
	saveFailed: string;
	/** The message when the settings could not be read. */
	loadFailed: string;
	/** Shown while the settings load. */
	loading: string;
	/** The button that loads them again. */
	retry: string;
	/** The save button. */
	save: string;
	/** The save button while saving. */
	saving: string;
	/** The hint beside the button while the form holds unsaved changes. */
	unsaved: string;
}
