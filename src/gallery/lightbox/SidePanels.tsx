/**
 * The side panel open beside the stage (000 §4.1): comments or shop, each a chunk of its own loaded
 * on first open, at the side and width set (the whole window when it is narrower).
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { PanelName } from './usePanels';
import type { LightboxImage, LightboxSettings } from '../common/lightbox-types';

const CommentsPanel = lazy(
	() =>
		import(
			/* webpackChunkName: "gallery-lightbox-comments" */ '../lightbox-comments/CommentsPanel'
		)
);
const EcommercePanel = lazy(
	() =>
		import(
			/* webpackChunkName: "gallery-lightbox-ecommerce" */ '../lightbox-ecommerce/EcommercePanel'
		)
);

interface SidePanelsProps {
	panel: PanelName;
	side: { width: number; full: boolean };
	at: 'left' | 'right';
	image: LightboxImage;
	shown: number;
	/** The lightbox data request's settings, for the panels' calls. */
	wire: LightboxSettings;
	onClose: () => void;
	onCountChange: ( comments: number ) => void;
}

export default function SidePanels( {
	panel,
	side,
	at,
	image,
	shown,
	wire,
	onClose,
	onCountChange,
}: SidePanelsProps ) {
	const Panel = panel === 'comments' ? CommentsPanel : EcommercePanel;
	return (
		<div
			className={ `vista-lightbox__side vista-lightbox__side--${ at }${
				side.full ? ' is-full' : ''
			}` }
			style={ { width: `${ side.width }px` } }
		>
			<Suspense
				fallback={
					<div className="vista-lightbox__loading">
						{ __( 'Loading…', 'vista-gallery' ) }
					</div>
				}
			>
				<Panel
					image={ image }
					imageKey={ shown }
					settings={ wire }
					onClose={ onClose }
					onCountChange={ onCountChange }
				/>
			</Suspense>
		</div>
	);
}
