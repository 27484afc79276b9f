/**
 * YouTube's iframe player API, loaded on the first press only (000 §7 note: a provider iframe API
 * script is loaded). It is initialised with a check repeated up to 5 times at 1 s intervals (§4.4);
 * when it never comes, the iframe plays on without it (no autonext for that video).
 */
export const API_CHECKS = 5;
export const API_CHECK_MS = 1000;
const API_URL = 'https://www.youtube.com/iframe_api';

interface YouTubePlayerEvent {
	data: number;
}
interface YouTubeNamespace {
	Player: new (
		element: HTMLIFrameElement,
		options: {
			events: { onStateChange: ( event: YouTubePlayerEvent ) => void };
		}
	) => unknown;
}
declare global {
	interface Window {
		YT?: YouTubeNamespace;
	}
}

/** YouTube's player states. */
export const ENDED = 0;
export const PLAYING = 1;

function loadScript(): void {
	if ( ! document.querySelector( `script[src="${ API_URL }"]` ) ) {
		const script = document.createElement( 'script' );
		script.src = API_URL;
		script.async = true;
		document.head.appendChild( script );
	}
}

/**
 * Watches a YouTube iframe's state once the API is there.
 * @param iframe  The player's iframe (with enablejsapi=1).
 * @param onState Called with each new state.
 */
export function watchYouTube(
	iframe: HTMLIFrameElement,
	onState: ( state: number ) => void
): void {
	loadScript();
	let checks = 0;
	const check = () => {
		if ( window.YT?.Player ) {
			// The player object lives on in YouTube's API.
			new window.YT.Player( iframe, {
				events: { onStateChange: ( event ) => onState( event.data ) },
			} );
		} else if ( ++checks < API_CHECKS ) {
			window.setTimeout( check, API_CHECK_MS );
		}
	};
	check();
}
