/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-forms' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-forms' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-forms' ),
		loading: __( 'Loading the settings…', 'vista-forms' ),
		retry: __( 'Try again', 'vista-forms' ),
		save: __( 'Save changes', 'vista-forms' ),
		saving: __( 'Saving…', 'vista-forms' ),
		unsaved: __( 'Unsaved changes', 'vista-forms' ),
	};
}
