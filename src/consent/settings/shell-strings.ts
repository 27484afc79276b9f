/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-consent' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-consent' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-consent' ),
		loading: __( 'Loading the settings…', 'vista-consent' ),
		retry: __( 'Try again', 'vista-consent' ),
		save: __( 'Save changes', 'vista-consent' ),
		saving: __( 'Saving…', 'vista-consent' ),
		unsaved: __( 'Unsaved changes', 'vista-consent' ),
	};
}
