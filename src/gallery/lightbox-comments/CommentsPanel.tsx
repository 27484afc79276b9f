/**
 * The comments side panel of the lightbox, loaded on first open. Placeholder until its work lands.
 */
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../lightbox/types';

export default function CommentsPanel( { onClose }: SidePanelProps ) {
	return (
		<aside className="vista-lightbox__panel">
			<button type="button" onClick={ onClose }>
				{ __( 'Close', 'vista-gallery' ) }
			</button>
		</aside>
	);
}
