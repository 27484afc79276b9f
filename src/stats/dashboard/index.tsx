/**
 * Statistics (includes/DashboardPage.php mounts #vista-stats-dashboard).
 */
import { createRoot } from '@wordpress/element';
import { Dashboard } from './Dashboard';
import './dashboard.css';

const root = document.getElementById( 'vista-stats-dashboard' );
if ( root ) {
	createRoot( root ).render( <Dashboard /> );
}
