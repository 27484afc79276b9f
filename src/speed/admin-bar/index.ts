/**
 * The page-speed score in the admin bar (000 §2.6). The score circles and checks arrive with the
 * page-speed issue; until then the node only shows that the widget's script is present.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';

onDocumentReady( () => {
	const node = document.getElementById( 'wp-admin-bar-vista-speed' );
	node?.setAttribute( 'data-vista-ready', 'true' );
} );
