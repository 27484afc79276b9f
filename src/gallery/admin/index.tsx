/**
 * The Galleries admin menu (includes/Admin/AdminScreens.php mounts #vista-gallery-admin with the screen
 * to show): galleries, albums, and the import of images.
 */
import { createRoot } from '@wordpress/element';
import { AlbumsScreen } from './AlbumsScreen';
import { adminConfig } from './config';
import { GalleriesScreen } from './GalleriesScreen';
import { ImportScreen } from './ImportScreen';
import '@vista/shared/settings/settings.css';
import '@vista/shared/admin/admin.css';
import './admin.css';

const root = document.getElementById( 'vista-gallery-admin' );
if ( root ) {
	const screen = root.dataset.screen ?? adminConfig().screen;
	const Screen =
		{
			galleries: GalleriesScreen,
			albums: AlbumsScreen,
			import: ImportScreen,
		}[ screen ] ?? GalleriesScreen;
	createRoot( root ).render( <Screen /> );
}
