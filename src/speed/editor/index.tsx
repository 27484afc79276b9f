/**
 * The page-speed panel of the block editor's document sidebar (000 §2.6): the post's score
 * circles and check button (the admin-bar script, loaded on every admin page of an
 * administrator, runs the checks), and a menu entry, added after a zero-delay timeout, that opens
 * the optimisation settings page.
 */
import { registerPlugin } from '@wordpress/plugins';
import { PluginMoreMenuItem } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { SpeedPanel } from './SpeedPanel';

declare global {
	interface Window {
		vistaSpeedEditor?: { settingsUrl: string };
	}
}

registerPlugin( 'vista-speed-panel', { render: SpeedPanel } );

// §2.6: the menu entry comes after a zero-delay timeout.
setTimeout( () => {
	registerPlugin( 'vista-speed-menu', {
		render: () => (
			<PluginMoreMenuItem href={ window.vistaSpeedEditor?.settingsUrl }>
				{ __( 'Page speed optimisation', 'vista-speed' ) }
			</PluginMoreMenuItem>
		),
	} );
}, 0 );
