/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-video' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-video' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-video' ),
		loading: __( 'Loading the settings…', 'vista-video' ),
		retry: __( 'Try again', 'vista-video' ),
		save: __( 'Save changes', 'vista-video' ),
		saving: __( 'Saving…', 'vista-video' ),
		unsaved: __( 'Unsaved changes', 'vista-video' ),
	};
}
