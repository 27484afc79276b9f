/**
 * The texts of the shared settings shell (@vista/shared/settings/strings), in this plugin's text
 * domain.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsShellStrings } from '@vista/shared/settings/strings';

export function shellStrings(): SettingsShellStrings {
	return {
		saved: __( 'Settings saved.', 'vista-gallery' ),
		saveFailed: __( 'The settings could not be saved.', 'vista-gallery' ),
		loadFailed: __( 'The settings could not be loaded.', 'vista-gallery' ),
		loading: __( 'Loading the settings…', 'vista-gallery' ),
		retry: __( 'Try again', 'vista-gallery' ),
		save: __( 'Save changes', 'vista-gallery' ),
		saving: __( 'Saving…', 'vista-gallery' ),
		unsaved: __( 'Unsaved changes', 'vista-gallery' ),
	};
}
