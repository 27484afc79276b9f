/**
 * The popup's play/pause (000 §4.1, §9.2): the next image an interval after the last change ended,
 * stopping at the end without loop; paused while the window is in the background and resumed when
 * it is back.
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
import type { PopupSettings } from './settings';

/**
 * @param settings Autoplay on open, loop, interval.
 * @param nav      The navigation's state.
 * @param count    Images.
 * @param leaving  The transition running (the wait starts when it ends).
 * @param shown    Index shown.
 * @param go       Requests a change.
 */
export function useAutoplay(
	settings: PopupSettings,
	nav: RefObject< NavState >,
	count: number,
	leaving: unknown,
	shown: number,
	go: ( request: NavRequest ) => void
) {
	const { autoplay, loop, intervalMs } = settings;
	const [ playing, setPlaying ] = useState( autoplay );
	const resumeOnFocus = useRef( false );

	useEffect( () => {
		if ( ! playing || leaving ) {
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
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ playing, leaving, shown ] );

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

	return { playing, setPlaying, playingNow };
}
