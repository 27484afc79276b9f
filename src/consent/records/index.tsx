/**
 * Consent → Records (includes/RecordsPage.php mounts #vista-consent-records).
 */
import { createRoot } from '@wordpress/element';
import { RecordsScreen } from './RecordsScreen';
import '@vista/shared/admin/admin.css';
import './records.css';

const root = document.getElementById( 'vista-consent-records' );
if ( root ) {
	createRoot( root ).render( <RecordsScreen /> );
}
