/**
 * Galleries → Themes (includes/Themes/ThemesPage.php mounts #vista-gallery-themes).
 */
import { createRoot } from '@wordpress/element';
import { ThemesScreen } from './ThemesScreen';
import '@vista/shared/settings/settings.css';
import '../../../blocks/vista-gallery/gallery/view.css';
import '../settings/settings.css';
import './themes.css';

const root = document.getElementById( 'vista-gallery-themes' );
if ( root ) {
	createRoot( root ).render( <ThemesScreen /> );
}
