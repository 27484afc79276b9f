/**
 * Forms → Entries (includes/EntriesPage.php mounts #vista-forms-entries).
 */
import { createRoot } from '@wordpress/element';
import { EntriesScreen } from './EntriesScreen';
import '@vista/shared/admin/admin.css';
import './entries.css';

const root = document.getElementById( 'vista-forms-entries' );
if ( root ) {
	createRoot( root ).render(
		<EntriesScreen
			initialFormId={ window.vistaFormsEntries?.formId ?? 0 }
		/>
	);
}
