/**
 * The lightbox popup's state and behaviour (000 §4.1, §9.2), composed from the use* hooks beside
 * it, for Lightbox.tsx to lay out: the settings read once, the images and the one shown, the
 * view's toggles, autoplay, full screen, the side panels, and the keys and gestures.
 */
import { useRef, useState } from '@wordpress/element';
import { readsRightToLeft, swipeStep } from '../common/reading-direction';
import { isWhole } from './image-window';
import { hasInfo, useInfoHeight } from './InfoPanel';
import { popupLayout } from './layout';
import { isEmbed, type Command } from './logic';
import { canShop, readSettings } from './settings';
import { useAddressHash } from './useAddressHash';
import { useAutoplay } from './useAutoplay';
import { useFullscreen, useWindowSize } from './useFullscreen';
import { useHits, useImages } from './useImages';
import { useGestures, useLightboxKeys } from './useLightboxKeys';
import { useAnnouncement, useNavigation, usePreload } from './useNavigation';
import { usePanels } from './usePanels';
import { useWindowSteps } from './useWindowSteps';
import type { LightboxSettings } from '../common/lightbox-types';

/**
 * @param wire    The lightbox data request's settings, as sent.
 * @param onClose Closes the popup.
 */
export function useLightbox( wire: LightboxSettings, onClose: () => void ) {
	const [ settings ] = useState( () => readSettings( wire ) );
	const {
		win: list,
		applyRating,
		hits,
		setCommentCount,
		fetchWindow,
		joinFetched,
		arrived,
	} = useImages( wire );
	const { images, offset, total } = list;
	const count = images.length;
	const root = useRef< HTMLDivElement >( null );
	const stage = useRef< HTMLDivElement >( null );
	const [ zoom, setZoom ] = useState< string | null >( null );
	const navigation = useNavigation( settings, count, stage, () =>
		setZoom( null )
	);
	const { nav, shown, leaving, go } = navigation;
	const { step, reach } = useWindowSteps( list, navigation, settings.loop, [
		fetchWindow,
		joinFetched,
		arrived,
	] );
	const bar = useState( true );
	const info = useState( settings.infoAlwaysShown );
	const rating = useState( true );
	const maximized = useState( false );
	const win = useWindowSize();

	const image = images[ shown ];
	const withInfo = hasInfo( image );

	// Each image change (the first too): hash, hit, announcement, preload, info height.
	useAddressHash( settings.galleryId, shown, image.id );
	useHits( wire, image.id, hits );
	const status = useAnnouncement( shown, images, offset, total );
	usePreload( shown, images, settings );
	const infoRef = useInfoHeight( shown, info[ 0 ] );

	const autoplay = useAutoplay(
		settings,
		nav,
		count,
		leaving,
		shown,
		( request ) =>
			request.kind === 'step' ? step( request.by ) : go( request ),
		stage
	);
	const { playing, setPlaying } = autoplay;
	const screen = useFullscreen( root, settings.openFullscreen );
	const panels = usePanels(
		settings,
		canShop( settings, image ),
		shown,
		win.w,
		playing,
		autoplay.playingNow,
		setPlaying
	);

	const commands: Record< Command, () => void > = {
		close: onClose,
		previous: () => step( -1 ),
		next: () => step( 1 ),
		first: () => reach( 0 ),
		last: () => reach( total - 1 ),
		play: () => setPlaying( ( on ) => ! on ),
		fullscreen: () =>
			settings.fullscreenButton && screen.toggleFullscreen(),
		maximize: () => maximized[ 1 ]( ( on ) => ! on ),
		info: () => settings.info && withInfo && info[ 1 ]( ( on ) => ! on ),
		comments: () => settings.comments && panels.togglePanel( 'comments' ),
		controls: () => bar[ 1 ]( ( on ) => ! on ),
	};
	// The keys' commands (000 §4.1) and the stage's gestures (000 §9.2).
	useLightboxKeys( root, ( command ) => commands[ command ]() );
	const touch = useGestures(
		() =>
			settings.zoom &&
			! isEmbed( image.filetype, image.embed_html ) &&
			setPlaying( false ),
		( gesture ) => {
			if ( gesture === 'swipe-left' || gesture === 'swipe-right' ) {
				// In reading order: on a right-to-left page a swipe to the right goes next.
				step(
					swipeStep(
						gesture === 'swipe-left' ? -1 : 1,
						!! root.current && readsRightToLeft( root.current )
					)
				);
			} else if ( gesture === 'double-tap' ) {
				bar[ 1 ]( ( on ) => ! on );
			} else if ( gesture === 'long-tap' && withInfo ) {
				info[ 1 ]( ( on ) => ! on );
			}
		}
	);

	const layout = popupLayout( settings, {
		maximized: maximized[ 0 ],
		fullscreen: screen.fullscreen,
		barOpen: bar[ 0 ],
		side: panels.side,
		win,
	} );
	// A tuple, not an object: the minifier shortens the names it is read into, never an
	// object's property names, and this is the popup's own chunk.
	return [
		settings,
		images,
		image,
		count,
		[ applyRating, setCommentCount ],
		root,
		stage,
		[ zoom, setZoom ],
		{ ...navigation, step, whole: isWhole( list ) },
		[ bar, info, rating, maximized ],
		status,
		infoRef,
		autoplay,
		screen,
		panels,
		touch,
		layout,
	] as const;
}
