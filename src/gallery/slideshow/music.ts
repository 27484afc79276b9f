/**
 * Slideshow music (000 §3.8 `enable_slideshow_music`): the track plays while the autoplay plays,
 * once the visitor has interacted with the page (browsers refuse sound before that), and pauses
 * with it; the mute button silences it and says so to screen readers (aria-pressed, its label).
 * The audio element, and so the track's request, exists only from the first time it may play.
 */

/** Events that count as the visitor's interaction (user activation) with the page. */
const INTERACTIONS = [ 'pointerdown', 'keydown', 'touchend' ] as const;

export interface SlideshowMusic {
	/** The autoplay started or stopped. */
	sync: ( playing: boolean ) => void;
	/** The audio element, once made (tests and the mute state read it). */
	audio: () => HTMLAudioElement | null;
}

/**
 * Whether the page has had the visitor's interaction already.
 */
function activated(): boolean {
	const activation = (
		navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }
	 ).userActivation;
	return activation?.hasBeenActive === true;
}

/**
 * Connects the music of a slideshow.
 * @param root The slideshow element.
 * @param url  The track's address (the server's, from an audio attachment).
 * @param mute The mute button (its labels to mute and to unmute in data-label-mute/-unmute).
 */
export function attachMusic(
	root: HTMLElement,
	url: string,
	mute: HTMLButtonElement | null
): SlideshowMusic {
	let audio: HTMLAudioElement | null = null;
	let playing = false;
	let interacted = activated();
	let muted = false;

	const update = () => {
		if (
			! playing ||
			! interacted ||
			! root.isConnected ||
			document.hidden
		) {
			audio?.pause();
			return;
		}
		if ( ! audio ) {
			audio = document.createElement( 'audio' );
			audio.className = 'vista-slideshow__music';
			audio.src = url;
			audio.loop = true;
			audio.preload = 'auto';
			root.append( audio );
		}
		audio.muted = muted;
		audio.play().catch( () => {
			// Refused (no interaction the browser counts): the next interaction tries again.
		} );
	};

	const onInteraction = () => {
		interacted = true;
		INTERACTIONS.forEach( ( name ) =>
			document.removeEventListener( name, onInteraction, true )
		);
		update();
	};
	if ( ! interacted ) {
		INTERACTIONS.forEach( ( name ) =>
			document.addEventListener( name, onInteraction, true )
		);
	}

	// A page in the background holds the slideshow (holdWhileHidden): its music too.
	document.addEventListener( 'visibilitychange', () => update() );

	if ( mute ) {
		mute.addEventListener( 'click', () => {
			muted = ! muted;
			mute.setAttribute( 'aria-pressed', String( muted ) );
			const label = muted
				? mute.dataset.labelUnmute
				: mute.dataset.labelMute;
			if ( label ) {
				mute.setAttribute( 'aria-label', label );
				mute.title = label;
			}
			if ( audio ) {
				audio.muted = muted;
			}
		} );
	}

	return {
		sync: ( now ) => {
			playing = now;
			update();
		},
		audio: () => audio,
	};
}
