/**
 * Settings → Cookie consent (includes/AdminPage.php mounts #vista-consent-settings).
 */
import { createRoot } from '@wordpress/element';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';
import './settings.css';

const root = document.getElementById( 'vista-consent-settings' );
if ( root ) {
	createRoot( root ).render( <SettingsScreen /> );
}
