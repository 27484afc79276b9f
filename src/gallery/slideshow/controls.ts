/**
 * The slideshow's controls: the previous and next buttons with the arrow keys, the play/pause
 * button, and the start of autoplay.
 */
import { arrowKeyStep, readsRightToLeft } from '../common/reading-direction';
import {
	holdWhileHidden,
	prefersReducedMotion,
	syncPlayButton,
	type Autoplay,
	type playbackControls,
} from '../playback/playback';

type PlaybackControls = ReturnType< typeof playbackControls >;

/**
 * Shows whether autoplay runs: the play button's icon and label, and the live region's politeness.
 * @param controls The layout's controls.
 * @param playing  Whether autoplay runs.
 */
export function showPlaying(
	controls: PlaybackControls,
	playing: boolean
): void {
	syncPlayButton( controls.toggle, playing );
	// Announcing every autoplay change would talk over the page: only changes the visitor makes
	// are read out.
	controls.status?.setAttribute( 'aria-live', playing ? 'off' : 'polite' );
}

/**
 * Steps with the previous and next buttons and the arrow keys (not with a modifier, which belongs
 * to the browser, nor in a form field), and plays or pauses with the play button.
 * @param root     Layout root.
 * @param controls Its controls.
 * @param step     Moves by one image back (-1) or forward (1).
 * @param autoplay The timer.
 */
export function listenForSteps(
	root: HTMLElement,
	controls: PlaybackControls,
	step: ( by: -1 | 1 ) => void,
	autoplay: Autoplay
): void {
	const { prev, next, toggle } = controls;
	prev?.addEventListener( 'click', () => step( -1 ) );
	next?.addEventListener( 'click', () => step( 1 ) );
	toggle?.addEventListener( 'click', () => autoplay.toggle() );
	root.addEventListener( 'keydown', ( event ) => {
		if (
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			( event.target as HTMLElement ).closest( 'input, textarea, select' )
		) {
			return;
		}
		const by = arrowKeyStep( event.key, readsRightToLeft( root ) );
		if ( by !== 0 ) {
			event.preventDefault();
			step( by );
		}
	} );
}

/**
 * Marks the layout enhanced, paused and held while the page is hidden, then starts autoplay when
 * its settings ask for it and there is more than one image, unless the visitor asked for less
 * motion: then only the play button starts it (000 §4.2, §4.3).
 * @param root     Layout root.
 * @param controls Its controls.
 * @param autoplay The timer.
 * @param wanted   Whether the settings ask for autoplay and there is something to play.
 */
export function startPlayback(
	root: HTMLElement,
	controls: PlaybackControls,
	autoplay: Autoplay,
	wanted: boolean
): void {
	showPlaying( controls, false );
	holdWhileHidden( autoplay, () => root.isConnected );
	root.classList.add( 'is-enhanced' );
	if ( wanted && ! prefersReducedMotion() ) {
		autoplay.play();
	}
}
