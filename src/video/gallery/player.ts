/**
 * The current player (000 §2.4, §4.4): a Media Library video in the browser's own <video>, or the
 * facade of a hosted video — a 16:9 poster served from the site and a play button named after the
 * video — that becomes the host's player (privacy-enhanced address, autoplay) on the press. Without
 * consent (§3.13) the facade says who hosts the video and offers "Accept and play" instead, and no
 * request leaves for the host.
 */
import {
	giveVideoConsent,
	hasVideoConsent,
	whenConsentedElsewhere,
} from './consent';
import type { Gallery, VideoData } from './types';
import { ENDED, PLAYING, watchYouTube } from './youtube-api';

/** A poster shown taller than this is upgraded to the maximum resolution (000 §9.3). */
export const POSTER_UPGRADE_PX = 200;

export interface PlayerEvents {
	/** A player of the gallery started: the others may pause. */
	started: ( element: Element ) => void;
	/** The current video ended (for autonext). */
	ended: () => void;
}

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className: string,
	attributes: Record< string, string > = {}
): HTMLElementTagNameMap[ K ] {
	const made = document.createElement( tag );
	made.className = className;
	Object.entries( attributes ).forEach( ( [ name, value ] ) =>
		made.setAttribute( name, value )
	);
	return made;
}

/**
 * A poster that cannot be shown becomes the neutral placeholder; one shown taller than 200 px is
 * swapped for the maximum resolution once that has loaded (never for a broken image).
 * @param img The poster.
 */
export function watchPoster( img: HTMLImageElement ): void {
	img.addEventListener( 'error', () =>
		img.replaceWith( element( 'span', img.className ) )
	);
	const upgrade = () => {
		const max = img.dataset.max;
		if (
			! max ||
			img.getBoundingClientRect().height <= POSTER_UPGRADE_PX
		) {
			return;
		}
		const better = new Image();
		better.onload = () => {
			// The site answers a poster it cannot fetch with a 16 × 9 placeholder.
			if ( better.naturalWidth > 16 ) {
				img.src = max;
			}
		};
		better.src = max;
		delete img.dataset.max;
	};
	if ( img.complete ) {
		upgrade();
	} else {
		img.addEventListener( 'load', upgrade, { once: true } );
	}
}

function embed( facade: HTMLElement, events: PlayerEvents ): void {
	const src = facade.dataset.embed || '';
	const label = facade
		.querySelector( 'button' )
		?.getAttribute( 'aria-label' );
	const iframe = element( 'iframe', 'vista-video__iframe', {
		src,
		title: label || '',
		allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
		allowfullscreen: '',
	} );
	facade.replaceChildren( iframe );
	facade.classList.add( 'is-playing' );
	iframe.focus();
	events.started( iframe );
	if ( facade.dataset.kind === 'youtube' ) {
		watchYouTube( iframe, ( state ) => {
			if ( state === PLAYING ) {
				events.started( iframe );
			} else if ( state === ENDED ) {
				events.ended();
			}
		} );
	}
}

/**
 * Takes over a facade: the press plays; without consent, the consent prompt comes first.
 * @param facade  The facade.
 * @param gallery Its gallery.
 * @param events  What the gallery is told.
 */
export function initFacade(
	facade: HTMLElement,
	gallery: Gallery,
	events: PlayerEvents
): void {
	const poster = facade.querySelector< HTMLImageElement >( 'img' );
	if ( poster ) {
		watchPoster( poster );
	}
	const play =
		facade.querySelector< HTMLButtonElement >( '.vista-video__play' );
	if ( ! play ) {
		return;
	}
	const arm = () => {
		facade.addEventListener(
			'pointerover',
			() =>
				document.head.append(
					element( 'link', '', {
						rel: 'preconnect',
						href: new URL( facade.dataset.embed || '' ).origin,
					} )
				),
			{ once: true }
		);
		play.addEventListener( 'click', () => embed( facade, events ) );
	};
	if ( ! gallery.consent || hasVideoConsent() ) {
		arm();
		return;
	}
	const id = `${ facade.dataset.videoid }-consent`;
	const note = element( 'p', 'vista-video__consent-text', { id } );
	note.textContent = gallery.texts.hosted.replace(
		'%s',
		facade.dataset.host || ''
	);
	const accept = element( 'button', 'vista-video__accept', {
		type: 'button',
		'aria-describedby': id,
	} );
	accept.textContent = gallery.texts.accept;
	const panel = element( 'div', 'vista-video__consent' );
	panel.append( note, accept );
	play.hidden = true;
	facade.append( panel );
	accept.addEventListener( 'click', () => {
		giveVideoConsent();
		embed( facade, events );
	} );
	// Consent given in the notice, ours or one that speaks the original's way: the prompt goes.
	whenConsentedElsewhere( () => {
		if ( panel.isConnected ) {
			panel.remove();
			play.hidden = false;
			arm();
		}
	} );
}

/**
 * The player of a video, put on the stage.
 * @param gallery The gallery.
 * @param video   The video.
 * @param events  What the gallery is told.
 * @param start   Whether it plays at once.
 */
export function showVideo(
	gallery: Gallery,
	video: VideoData,
	events: PlayerEvents,
	start: boolean
): void {
	let frame: HTMLElement;
	if ( video.kind === 'media' ) {
		frame = element( 'div', 'vista-video__frame' );
		const player = element( 'video', 'vista-video__video', {
			controls: '',
			playsinline: '',
			preload: 'metadata',
			src: video.src,
			poster: video.poster,
		} );
		frame.append( player );
		initVideo( player, events );
		gallery.stage.replaceChildren( frame );
		if ( start ) {
			player.play().catch( () => undefined );
		}
		return;
	}
	frame = element( 'div', 'vista-video__frame vista-video__facade', {
		'data-videoid': video.videoid,
		'data-kind': video.kind,
		'data-embed': video.src,
		'data-host': video.host,
	} );
	const poster = video.poster
		? element( 'img', 'vista-video__poster', {
				src: video.poster,
				'data-max': video.max,
				alt: '',
			} )
		: element( 'span', 'vista-video__poster' );
	const play = element( 'button', 'vista-video__play', {
		type: 'button',
		'aria-label': gallery.texts.play.replace( '%s', video.title ),
	} );
	frame.append( poster, play );
	gallery.stage.replaceChildren( frame );
	initFacade( frame, gallery, events );
	const button = frame.querySelector< HTMLButtonElement >( 'button' );
	if ( start && ! play.hidden ) {
		play.click();
	} else {
		button?.focus();
	}
}

/**
 * Tells the gallery when a <video> starts and ends.
 * @param player The video.
 * @param events What the gallery is told.
 */
export function initVideo(
	player: HTMLVideoElement,
	events: PlayerEvents
): void {
	player.addEventListener( 'play', () => events.started( player ) );
	player.addEventListener( 'ended', events.ended );
}
