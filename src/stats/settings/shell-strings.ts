/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-stats' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-stats' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-stats' ),
		loading: __( 'Loading the settings…', 'vista-stats' ),
		retry: __( 'Try again', 'vista-stats' ),
		save: __( 'Save changes', 'vista-stats' ),
		saving: __( 'Saving…', 'vista-stats' ),
		unsaved: __( 'Unsaved changes', 'vista-stats' ),
	};
}
