/**
 * The popup's play/pause (000 §4.1, §9.2): the next image an interval after the last change ended,
 * stopping at the end without loop; paused while the window is in the background and resumed when
 * it is back. While playing, the media check (every 200 ms, 000 §9.2) holds the slideshow as long
 * as an embedded video of the image shown plays: the interval starts again once it stops.
 */
import {
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import {
	autoplayRequest,
	type NavRequest,
	type NavState,
} from '../slideshow/logic';
import { listenToPlayers, MEDIA_CHECK_MS, mediaPlaying } from './media';
import type { PopupSettings } from './settings';

/**
 * @param settings Autoplay on open, loop, interval.
 * @param nav      The navigation's state.
 * @param count    Images.
 * @param leaving  The transition running (the wait starts when it ends).
 * @param shown    Index shown.
 * @param go       Requests a change.
 * @param stage    The stage (its current slide holds the media checked).
 */
export function useAutoplay(
	settings: PopupSettings,
	nav: RefObject< NavState >,
	count: number,
	leaving: unknown,
	shown: number,
	go: ( request: NavRequest ) => void,
	stage?: RefObject< HTMLElement | null >
) {
	const { autoplay, loop, intervalMs } = settings;
	const [ playing, setPlaying ] = useState( autoplay );
	const [ mediaBusy, setMediaBusy ] = useState( false );
	const resumeOnFocus = useRef( false );

	useEffect( () => {
		const slide = () => stage?.current?.querySelector( '.is-current' );
		setMediaBusy( false );
		if ( ! playing ) {
			return;
		}
		listenToPlayers( slide() );
		const check = setInterval(
			() => setMediaBusy( mediaPlaying( slide() ) ),
			MEDIA_CHECK_MS
		);
		return () => clearInterval( check );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- watches the players of the slide shown while playing.
	}, [ playing, shown ] );

	useEffect( () => {
		if ( ! playing || leaving || mediaBusy ) {
			return;
		}
		const timer = setTimeout( () => {
			const request = autoplayRequest(
				nav.current.current,
				count,
				false,
				loop
			);
			if ( request ) {
				go( request );
			} else {
				setPlaying( false );
			}
		}, intervalMs );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the timer restarts only on these changes, not on each render.
	}, [ playing, leaving, shown, mediaBusy ] );

	// Read by the window's listeners and the panels, which outlive a render.
	const playingNow = useRef( playing );
	playingNow.current = playing;
	useEffect( () => {
		const blur = () => {
			if ( playingNow.current ) {
				resumeOnFocus.current = true;
				setPlaying( false );
			}
		};
		const focus = () => {
			if ( resumeOnFocus.current ) {
				resumeOnFocus.current = false;
				setPlaying( true );
			}
		};
		window.addEventListener( 'blur', blur );
		window.addEventListener( 'focus', focus );
		return () => {
			window.removeEventListener( 'blur', blur );
			window.removeEventListener( 'focus', focus );
		};
	}, [] );

	return { playing, setPlaying, playingNow, mediaBusy };
}
