/**
 * The popup's slides as media: stopping the players of a slide that leaves, and marking an image
 * ready once decoded.
 */

/**
 * Stops the players of a slide that is leaving: YouTube and Vimeo by their message API, other
 * frames by reloading them, video and audio elements by pausing.
 * @param slide The slide.
 */
export function pauseMedia( slide: Element | null | undefined ): void {
	slide?.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		const player = frame.contentWindow;
		if ( /youtube(-nocookie)?\.com/.test( frame.src ) ) {
			player?.postMessage(
				'{"event":"command","func":"pauseVideo","args":""}',
				'*'
			);
		} else if ( /vimeo\.com/.test( frame.src ) ) {
			player?.postMessage( '{"method":"pause"}', '*' );
		} else {
			frame.setAttribute( 'src', frame.src );
		}
	} );
	slide
		?.querySelectorAll( 'video, audio' )
		.forEach( ( media ) => ( media as HTMLMediaElement ).pause() );
}

/**
 * Marks the current image as shown once it is decoded (the bench and the tests wait for this).
 * @param image The image element.
 */
export function markReady( image: HTMLImageElement ): void {
	const done = () =>
		image
			.closest( '.vista-lightbox__slide' )
			?.setAttribute( 'data-ready', '' );
	image.decode().then( done, done );
}

/** How often the popup looks whether embedded media is playing (000 §9.2 "media check every 200 ms"). */
export const MEDIA_CHECK_MS = 200;

/** What each framed player last said about itself: playing or not. */
const framePlaying = new WeakMap< MessageEventSource, boolean >();

/**
 * Whether a player's message says it plays (true), stopped (false), or neither (null). YouTube's
 * iframe API sends `onStateChange` (1 = playing) and `infoDelivery` with `playerState`; Vimeo's
 * player sends `play`/`playing`, `pause`, `ended`/`finish`.
 * @param data The message's data (a JSON string from both providers).
 */
export function playerStateOf( data: unknown ): boolean | null {
	let message: { event?: unknown; info?: unknown } | null = null;
	try {
		message = typeof data === 'string' ? JSON.parse( data ) : null;
	} catch {
		return null;
	}
	if ( ! message || typeof message !== 'object' ) {
		return null;
	}
	const { event, info } = message;
	if ( event === 'onStateChange' && typeof info === 'number' ) {
		return info === 1;
	}
	const state = ( info as { playerState?: unknown } | null )?.playerState;
	if ( event === 'infoDelivery' && typeof state === 'number' ) {
		return state === 1;
	}
	if ( event === 'play' || event === 'playing' ) {
		return true;
	}
	if ( event === 'pause' || event === 'ended' || event === 'finish' ) {
		return false;
	}
	return null;
}

function onPlayerMessage( event: MessageEvent ): void {
	const state = playerStateOf( event.data );
	if ( event.source && state !== null ) {
		framePlaying.set( event.source, state );
	}
}

/**
 * Asks the players of a slide to report their state: YouTube's by the `listening` handshake (its
 * frames carry enablejsapi=1, EmbedMarkup), Vimeo's by subscribing to its play events. Other
 * providers offer no such messages; their frames count as not playing.
 * @param slide The slide shown.
 */
export function listenToPlayers( slide: Element | null | undefined ): void {
	window.removeEventListener( 'message', onPlayerMessage );
	window.addEventListener( 'message', onPlayerMessage );
	slide?.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		const ask = () => {
			const player = frame.contentWindow;
			if ( /youtube(-nocookie)?\.com/.test( frame.src ) ) {
				player?.postMessage(
					'{"event":"listening","id":"vista","channel":"widget"}',
					'*'
				);
			} else if ( /vimeo\.com/.test( frame.src ) ) {
				for ( const name of [ 'play', 'pause', 'ended' ] ) {
					player?.postMessage(
						JSON.stringify( {
							method: 'addEventListener',
							value: name,
						} ),
						'*'
					);
				}
			}
		};
		frame.addEventListener( 'load', ask );
		ask();
	} );
}

/**
 * Whether media on the slide is playing: a video or audio element that is neither paused nor
 * ended, or a framed player whose last message said it plays.
 * @param slide The slide shown.
 */
export function mediaPlaying( slide: Element | null | undefined ): boolean {
	if ( ! slide ) {
		return false;
	}
	const elements = Array.from(
		slide.querySelectorAll< HTMLMediaElement >( 'video, audio' )
	);
	if ( elements.some( ( media ) => ! media.paused && ! media.ended ) ) {
		return true;
	}
	return Array.from( slide.querySelectorAll( 'iframe' ) ).some(
		( frame ) =>
			frame.contentWindow !== null &&
			framePlaying.get( frame.contentWindow ) === true
	);
}
