/**
 * The lightbox popup (000 §2.3, §4.1, §9.2): one image at a time with the slideshow's effects,
 * the filmstrip (or dots), the control bar, the info, rating and hit areas, the watermark, share
 * and download, and the comments and ecommerce side panels (chunks of their own, loaded on first
 * open). This lays the parts out: the state and behaviour are useLightbox's (composed from the
 * use* hooks beside it), the markup is in the child components; the page's state around the
 * popup is popup.tsx's.
 */
import { __ } from '@wordpress/i18n';
import ControlBar from './ControlBar';
import { dotIndicator } from './Dots';
import Filmstrip from './Filmstrip';
import { Icon } from './icons';
import Overlays from './InfoPanel';
import SidePanels from './SidePanels';
import Stage from './Stage';
import { useLightbox } from './useLightbox';
import type { LightboxSettings } from '../common/lightbox-types';

interface LightboxProps {
	/** The lightbox data request's settings, as sent. */
	settings: LightboxSettings;
	onClose: () => void;
}

/**
 * The close button, inside the box when the popup fills the window, else beside it. A plain
 * function rather than a component: its arguments need no property names in the minified chunk.
 * @param inside  Whether it goes inside the box.
 * @param onClose Closes the popup.
 */
function closeButton( inside: boolean, onClose: () => void ) {
	return (
		<button
			type="button"
			className={ `vista-lightbox__close ${
				inside
					? 'vista-lightbox__close--inside'
					: 'vista-lightbox__close--outside'
			}` }
			aria-label={ __( 'Close (Escape)', 'vista-gallery' ) }
			title={ __( 'Close (Escape)', 'vista-gallery' ) }
			onClick={ onClose }
		>
			<Icon name="close" />
		</button>
	);
}

export default function Lightbox( { settings: wire, onClose }: LightboxProps ) {
	const [
		settings,
		images,
		image,
		count,
		[ applyRating, setCommentCount ],
		root,
		stage,
		[ zoom, setZoom ],
		navigation,
		[ bar, info, rating, maximized ],
		status,
		infoRef,
		autoplay,
		screen,
		panels,
		touch,
		layout,
	] = useLightbox( wire, onClose );
	const { panel, side } = panels;
	const { shown } = navigation;
	const { setPlaying } = autoplay;
	const { filmstripFirst } = layout;
	const barAtTop = settings.controlBarAt === 'top';
	const pick = ( index: number ) =>
		navigation.gated( () => navigation.go( { kind: 'go', to: index } ) )();
	const filmstrip = settings.filmstrip && count > 1 && (
		<Filmstrip
			images={ images }
			current={ shown }
			vertical={ layout.filmstripVertical }
			thumbWidth={ settings.thumbWidth }
			thumbHeight={ settings.thumbHeight }
			onPick={ pick }
		/>
	);
	const controlBar = settings.controlBar && (
		<ControlBar
			settings={ settings }
			image={ image }
			count={ count }
			bar={ bar }
			playing={ [ autoplay.playing, setPlaying ] }
			maximized={ maximized }
			info={ info }
			rating={ rating }
			fullscreen={ screen.fullscreen }
			toggleFullscreen={ screen.toggleFullscreen }
			panel={ panel }
			togglePanel={ panels.togglePanel }
		/>
	);

	return (
		<div
			className={ layout.className }
			role="dialog"
			aria-modal="true"
			aria-label={ __( 'Image viewer', 'vista-gallery' ) }
			tabIndex={ -1 }
			ref={ root }
			style={ layout.style }
			// The slideshow waits for the video shown (000 §9.2 media check).
			data-media-playing={ autoplay.mediaBusy ? '' : undefined }
		>
			<div className="vista-lightbox__box">
				{ barAtTop && controlBar }
				{ filmstripFirst && filmstrip }
				<Stage
					stageRef={ stage }
					settings={ settings }
					images={ images }
					shown={ shown }
					leaving={ navigation.leaving }
					zoom={ zoom }
					setZoom={ setZoom }
					pause={ () => setPlaying( false ) }
					step={ navigation.step }
					gated={ navigation.gated }
					touch={ touch }
				>
					<Overlays
						settings={ settings }
						wire={ wire }
						image={ image }
						shown={ shown }
						infoOpen={ info[ 0 ] }
						infoRef={ infoRef }
						ratingOpen={ rating[ 0 ] }
						onRating={ ( state ) => applyRating( image.id, state ) }
					/>
				</Stage>
				{ ! filmstripFirst && filmstrip }
				{ ! barAtTop && controlBar }
				{ /* Last: the control bar's toggle hangs over what is above it. */ }
				{ ! settings.filmstrip &&
					navigation.whole &&
					dotIndicator( images, shown, pick ) }
				{ ! side?.full && closeButton( layout.fills, onClose ) }
			</div>
			{ panel && side && (
				<SidePanels
					panel={ panel }
					side={ side }
					at={ settings.panelAt }
					image={ image }
					shown={ shown }
					wire={ wire }
					onClose={ panels.closePanel }
					onCountChange={ ( comments ) =>
						setCommentCount( image.id, comments )
					}
				/>
			) }
			<div className="vista-visually-hidden" aria-live="polite">
				{ status }
			</div>
		</div>
	);
}
