/**
 * Galleries → Settings (includes/Admin/SettingsPage.php mounts #vista-gallery-settings).
 */
import { createRoot } from '@wordpress/element';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';
import '../watermark/watermark.css';
import './settings.css';

const root = document.getElementById( 'vista-gallery-settings' );
if ( root ) {
	createRoot( root ).render( <SettingsScreen /> );
}
