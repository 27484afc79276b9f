/**
 * Page speed → Settings: which engine scores pages (PageSpeed Insights or the self-hosted
 * runner) and how to reach it, the image and iframe switches, and the bulk image conversion.
 * The API key and the runner's secret are write-only: the screen only knows whether each is set.
 */
import { createRoot } from '@wordpress/element';
import { ImageOptimisation } from './ImageOptimisation';
import type { ImagesConfig } from './images';
import type { PublicSettings } from './draft';
import { SettingsScreen } from './SettingsScreen';
import '@vista/shared/settings/settings.css';
import './settings.css';

declare global {
	interface Window {
		vistaSpeedAdmin?: { settings: PublicSettings; images: ImagesConfig };
	}
}

const mount = document.getElementById( 'vista-speed-settings' );
if ( mount && window.vistaSpeedAdmin ) {
	createRoot( mount ).render(
		<>
			<SettingsScreen initial={ window.vistaSpeedAdmin.settings } />
			<ImageOptimisation config={ window.vistaSpeedAdmin.images } />
		</>
	);
}
