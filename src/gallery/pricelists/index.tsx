/**
 * Galleries → Price lists (includes/Admin/EcommerceAdmin.php mounts #vista-pricelists).
 */
import { createRoot } from '@wordpress/element';
import { PriceListsScreen } from './PriceListsScreen';
import '@vista/shared/settings/settings.css';
import '@vista/shared/admin/admin.css';
import './pricelists.css';

const root = document.getElementById( 'vista-pricelists' );
if ( root ) {
	createRoot( root ).render( <PriceListsScreen /> );
}
