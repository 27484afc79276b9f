/**
 * The lightbox popup (000 §2.3, §4.1, §9.2): one image at a time with the slideshow's effects,
 * the filmstrip, the control bar, the info, rating and hit areas, the watermark, share and
 * download, and the comments and ecommerce side panels (chunks of their own, loaded on first
 * open). This composes the parts: the lightbox data request's settings are read once (settings.ts), the behaviour
 * lives in the use* hooks beside it and the markup in its child components; the page's state
 * around the popup is popup.tsx's.
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import ControlBar from './ControlBar';
import Filmstrip from './Filmstrip';
import { popupLayout } from './layout';
import { Icon } from './icons';
import Overlays, { hasInfo, useInfoHeight } from './InfoPanel';
import { isEmbed, type Command } from './logic';
import { canShop, readSettings } from './settings';
import SidePanels from './SidePanels';
import Stage from './Stage';
import { useAddressHash } from './useAddressHash';
import { useAutoplay } from './useAutoplay';
import { useFullscreen, useWindowSize } from './useFullscreen';
import { useHits, useImages } from './useImages';
import { useGestures, useLightboxKeys } from './useLightboxKeys';
import { useAnnouncement, useNavigation, usePreload } from './useNavigation';
import { usePanels } from './usePanels';
import type { LightboxSettings } from '../common/lightbox-types';

interface LightboxProps {
	/** The lightbox data request's settings, as sent. */
	settings: LightboxSettings;
	onClose: () => void;
}

export default function Lightbox( { settings: wire, onClose }: LightboxProps ) {
	const [ settings ] = useState( () => readSettings( wire ) );
	const { images, applyRating, setCommentCount } = useImages(
		settings.images
	);
	const count = images.length;
	const root = useRef< HTMLDivElement >( null );
	const stage = useRef< HTMLDivElement >( null );
	const [ zoom, setZoom ] = useState< string | null >( null );
	const { nav, shown, leaving, go, step, gated } = useNavigation(
		settings,
		count,
		stage,
		() => setZoom( null )
	);
	const [ barOpen, setBarOpen ] = useState( true );
	const [ infoOpen, setInfoOpen ] = useState( settings.infoAlwaysShown );
	const [ ratingOpen, setRatingOpen ] = useState( true );
	const [ maximized, setMaximized ] = useState( false );
	const win = useWindowSize();

	const image = images[ shown ];
	const embed = isEmbed( image.filetype, image.embed_html );
	const withInfo = hasInfo( image );

	// Each image change (the first too): hash, hit, announcement, preload, info height.
	useAddressHash( settings.galleryId, shown, image.id );
	useHits( wire, shown, image.id, applyRating );
	const status = useAnnouncement( shown, images );
	usePreload( shown, images, settings );
	const info = useInfoHeight( shown, infoOpen );

	const { playing, setPlaying, playingNow, mediaBusy } = useAutoplay(
		settings,
		nav,
		count,
		leaving,
		shown,
		go,
		stage
	);
	const { fullscreen, toggleFullscreen } = useFullscreen(
		root,
		settings.openFullscreen
	);
	const { panel, side, closePanel, togglePanel } = usePanels(
		settings,
		canShop( settings, image ),
		shown,
		win.w,
		playing,
		playingNow,
		setPlaying
	);

	const commands: Record< Command, () => void > = {
		close: onClose,
		previous: () => step( -1 ),
		next: () => step( 1 ),
		first: () => go( { kind: 'go', to: 0 } ),
		last: () => go( { kind: 'go', to: count - 1 } ),
		play: () => setPlaying( ( on ) => ! on ),
		fullscreen: () => settings.fullscreenButton && toggleFullscreen(),
		maximize: () => setMaximized( ( on ) => ! on ),
		info: () => settings.info && withInfo && setInfoOpen( ( on ) => ! on ),
		comments: () => settings.comments && togglePanel( 'comments' ),
		controls: () => setBarOpen( ( on ) => ! on ),
	};
	useLightboxKeys( root, ( command ) => commands[ command ]() );
	const touch = useGestures(
		() => settings.zoom && ! embed && setPlaying( false ),
		( gesture ) => {
			if ( gesture === 'swipe-left' ) {
				step( 1 );
			} else if ( gesture === 'swipe-right' ) {
				step( -1 );
			} else if ( gesture === 'double-tap' ) {
				setBarOpen( ( on ) => ! on );
			} else if ( gesture === 'long-tap' && withInfo ) {
				setInfoOpen( ( on ) => ! on );
			}
		}
	);

	const layout = popupLayout( settings, {
		maximized,
		fullscreen,
		barOpen,
		side,
		win,
	} );
	const filmstrip = settings.filmstrip && count > 1 && (
		<Filmstrip
			images={ images }
			current={ shown }
			vertical={ layout.filmstripVertical }
			thumbWidth={ settings.thumbWidth }
			thumbHeight={ settings.thumbHeight }
			onPick={ ( index ) =>
				gated( () => go( { kind: 'go', to: index } ) )()
			}
		/>
	);
	const { filmstripFirst } = layout;
	const bar = settings.controlBar && (
		<ControlBar
			settings={ settings }
			image={ image }
			count={ count }
			bar={ [ barOpen, setBarOpen ] }
			playing={ [ playing, setPlaying ] }
			maximized={ [ maximized, setMaximized ] }
			info={ [ infoOpen, setInfoOpen ] }
			rating={ [ ratingOpen, setRatingOpen ] }
			fullscreen={ fullscreen }
			toggleFullscreen={ toggleFullscreen }
			panel={ panel }
			togglePanel={ togglePanel }
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
			data-media-playing={ mediaBusy ? '' : undefined }
		>
			<div className="vista-lightbox__box">
				{ settings.controlBarAt === 'top' && bar }
				{ filmstripFirst && filmstrip }
				<Stage
					stageRef={ stage }
					settings={ settings }
					images={ images }
					shown={ shown }
					leaving={ leaving }
					zoom={ zoom }
					setZoom={ setZoom }
					pause={ () => setPlaying( false ) }
					step={ step }
					gated={ gated }
					touch={ touch }
				>
					<Overlays
						settings={ settings }
						wire={ wire }
						image={ image }
						shown={ shown }
						infoOpen={ infoOpen }
						infoRef={ info }
						ratingOpen={ ratingOpen }
						onRating={ ( state ) => applyRating( image.id, state ) }
					/>
				</Stage>
				{ ! filmstripFirst && filmstrip }
				{ settings.controlBarAt !== 'top' && bar }
				{ ! side?.full && (
					<button
						type="button"
						className={ `vista-lightbox__close ${
							layout.fills
								? 'vista-lightbox__close--inside'
								: 'vista-lightbox__close--outside'
						}` }
						aria-label={ __( 'Close (Escape)', 'vista-gallery' ) }
						title={ __( 'Close (Escape)', 'vista-gallery' ) }
						onClick={ onClose }
					>
						<Icon name="close" />
					</button>
				) }
			</div>
			{ panel && side && (
				<SidePanels
					panel={ panel }
					side={ side }
					at={ settings.panelAt }
					image={ image }
					shown={ shown }
					wire={ wire }
					onClose={ closePanel }
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
