/**
 * Statistics → Settings (includes/SettingsPage.php mounts #vista-stats-settings).
 */
import { createRoot } from '@wordpress/element';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';
import './settings.css';

const root = document.getElementById( 'vista-stats-settings' );
if ( root ) {
	createRoot( root ).render( <SettingsScreen /> );
}
