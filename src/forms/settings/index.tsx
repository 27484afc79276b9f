/**
 * Forms → Settings (includes/SettingsPage.php mounts #vista-forms-settings).
 */
import { createRoot } from '@wordpress/element';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';

const root = document.getElementById( 'vista-forms-settings' );
if ( root ) {
	createRoot( root ).render( <SettingsScreen /> );
}
