/**
 * What the slideshow and the carousel share: timings given in seconds (000 §4.3, §9.2), an
 * autoplay timer that holds while the page is hidden (or the pointer or focus is on the
 * carousel), the play/pause button and the polite announcement of the image shown.
 */

/**
 * A setting in seconds as the milliseconds timers take (000 §4.3, §9.2).
 * @param seconds Seconds (decimals allowed).
 */
export function secondsToMs( seconds: number ): number {
	return Number.isFinite( seconds ) && seconds > 0
		? Math.round( seconds * 1000 )
		: 0;
}

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * The announcement of the image shown, from the server's translated templates:
 * "Image 3 of 12: title", or "Image 3 of 12" for an untitled image.
 * @param template         Template with %1$d, %2$d and %3$s.
 * @param untitledTemplate Template with %1$d and %2$d.
 * @param position         1-based position.
 * @param count            Images.
 * @param title            Title, may be empty.
 */
export function statusText(
	template: string,
	untitledTemplate: string,
	position: number,
	count: number,
	title: string
): string {
	const text = title.trim() === '' ? untitledTemplate : template;
	return text
		.replace( '%1$d', String( position ) )
		.replace( '%2$d', String( count ) )
		.replace( '%3$s', title.trim() );
}

/**
 * Writes the announcement into a live region holding the templates as data attributes.
 * @param status   The live region.
 * @param position 1-based position.
 * @param count    Images.
 * @param title    Title.
 */
export function announce(
	status: HTMLElement | null,
	position: number,
	count: number,
	title: string
): void {
	if ( ! status ) {
		return;
	}
	status.textContent = statusText(
		status.dataset.template ?? '%1$d / %2$d: %3$s',
		status.dataset.templateUntitled ?? '%1$d / %2$d',
		position,
		count,
		title
	);
}

/**
 * Shows the icon and label of what the button will do: pause while playing, play while paused.
 * @param button  The play/pause button.
 * @param playing Whether autoplay runs.
 */
export function syncPlayButton(
	button: HTMLElement | null,
	playing: boolean
): void {
	if ( ! button ) {
		return;
	}
	button.classList.toggle( 'is-playing', playing );
	const label = playing
		? button.dataset.labelPause
		: button.dataset.labelPlay;
	if ( label ) {
		button.setAttribute( 'aria-label', label );
	}
}

/**
 * An autoplay timer. `playing` is the visitor's choice; holds (the page hidden, the pointer or
 * focus on the widget) stop the timer without changing that choice, and the last release starts
 * it again.
 */
export class Autoplay {
	playing = false;

	private timer: ReturnType< typeof setTimeout > | null = null;

	private readonly holds = new Set< string >();

	/**
	 * @param tick     Called when the delay has passed.
	 * @param delay    Milliseconds between ticks.
	 * @param onChange Called when playing changes.
	 */
	constructor(
		private readonly tick: () => void,
		private readonly delay: () => number,
		private readonly onChange: ( playing: boolean ) => void
	) {}

	play(): void {
		this.playing = true;
		this.onChange( true );
		this.arm();
	}

	pause(): void {
		this.playing = false;
		this.clear();
		this.onChange( false );
	}

	toggle(): void {
		if ( this.playing ) {
			this.pause();
		} else {
			this.play();
		}
	}

	/**
	 * Stops the timer until release( reason ).
	 * @param reason Why.
	 */
	hold( reason: string ): void {
		this.holds.add( reason );
		this.clear();
	}

	/**
	 * Lifts a hold; the timer starts again from a full delay when none is left.
	 * @param reason Why it was held.
	 */
	release( reason: string ): void {
		if ( this.holds.delete( reason ) ) {
			this.arm();
		}
	}

	/** Starts a full delay if playing and not held (after each change, for example). */
	arm(): void {
		this.clear();
		if ( ! this.playing || this.holds.size > 0 ) {
			return;
		}
		this.timer = setTimeout( () => {
			this.timer = null;
			this.tick();
		}, this.delay() );
	}

	private clear(): void {
		if ( this.timer !== null ) {
			clearTimeout( this.timer );
			this.timer = null;
		}
	}
}

/**
 * Holds the autoplay while the page is hidden (000 §4.1 pauses when the window loses focus; here
 * the page being hidden, so a background tab does not spin). The listener goes away with the
 * widget (a gallery view request's answer replaces the whole gallery).
 * @param autoplay The timer.
 * @param alive    Whether the widget is still on the page.
 */
export function holdWhileHidden(
	autoplay: Autoplay,
	alive: () => boolean
): void {
	const update = () => {
		if ( ! alive() ) {
			autoplay.pause();
			document.removeEventListener( 'visibilitychange', update );
		} else if ( document.hidden ) {
			autoplay.hold( 'hidden' );
		} else {
			autoplay.release( 'hidden' );
		}
	};
	update();
	document.addEventListener( 'visibilitychange', update );
}

/**
 * The live region and the previous, next and play buttons a layout's markup gives it, found by
 * the layout's class prefix (`vista-carousel`, `vista-slideshow`, ...).
 * @param root   Layout root.
 * @param prefix Its BEM block class.
 */
export function playbackControls( root: HTMLElement, prefix: string ) {
	return {
		status: root.querySelector< HTMLElement >( `.${ prefix }__status` ),
		prev: root.querySelector< HTMLButtonElement >( `.${ prefix }__prev` ),
		next: root.querySelector< HTMLButtonElement >( `.${ prefix }__next` ),
		toggle: root.querySelector< HTMLButtonElement >( `.${ prefix }__play` ),
	};
}
