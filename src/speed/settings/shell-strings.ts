/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-speed' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-speed' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-speed' ),
		loading: __( 'Loading the settings…', 'vista-speed' ),
		retry: __( 'Try again', 'vista-speed' ),
		save: __( 'Save changes', 'vista-speed' ),
		saving: __( 'Saving…', 'vista-speed' ),
		unsaved: __( 'Unsaved changes', 'vista-speed' ),
	};
}
