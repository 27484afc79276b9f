/**
 * Settings → Video (includes/SettingsPage.php mounts #vista-video-settings).
 */
import { createRoot } from '@wordpress/element';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';
import './settings.css';

const root = document.getElementById( 'vista-video-settings' );
if ( root ) {
	createRoot( root ).render( <SettingsScreen /> );
}
