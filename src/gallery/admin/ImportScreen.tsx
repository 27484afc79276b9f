/**
 * Galleries → Import: images from this computer, and, for administrators, a gallery from
 * Instagram (000 §1, §6, §7 call 11). `&tab=instagram` in the address opens the second tab.
 */
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { adminConfig } from './config';
import { FilesImport } from './FilesImport';
import { InstagramImport } from './InstagramImport';

export function ImportScreen() {
	const { instagram } = adminConfig();
	if ( ! instagram ) {
		return <FilesImport />;
	}
	const asked = new URLSearchParams( window.location.search ).get( 'tab' );
	return (
		<TabPanel
			className="vista-gallery-import-tabs"
			initialTabName={ asked === 'instagram' ? 'instagram' : 'files' }
			tabs={ [
				{ name: 'files', title: __( 'Images', 'vista-gallery' ) },
				{
					name: 'instagram',
					title: __( 'Instagram', 'vista-gallery' ),
				},
			] }
		>
			{ ( tab ) =>
				tab.name === 'instagram' ? (
					<InstagramImport config={ instagram } />
				) : (
					<FilesImport />
				)
			}
		</TabPanel>
	);
}
