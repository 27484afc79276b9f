/**
 * The importer's screen, mounted by each plugin's own thin entry (src/<plugin>/importer/index.ts)
 * so every plugin ships it in its own build; the kit (kit/ImportAdmin.php) prints the mount point
 * and hands the route and the translated texts as window.vistaKitImporter.
 */
import { createRoot } from '@wordpress/element';
import { ImporterScreen } from './ImporterScreen';
import type { ImporterData } from './types';
import './importer.css';

declare global {
	interface Window {
		vistaKitImporter?: ImporterData;
	}
}

/** Renders the screen into its mount point, when the page has one. */
export function mountImporter(): void {
	const root = document.getElementById( 'vista-kit-importer' );
	const data = window.vistaKitImporter;
	if ( root && data ) {
		createRoot( root ).render( <ImporterScreen { ...data } /> );
	}
}
