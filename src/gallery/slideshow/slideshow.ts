/**
 * The on-page slideshow (000 §4.2), fetched only when a slideshow is on the page: takes over the
 * server-rendered stage and filmstrip, plays changes with their effect one at a time (changes asked
 * for meanwhile wait in a queue), autoplays, preloads around the image shown, and keeps the
 * filmstrip, the buttons and a polite announcement in step with the image shown.
 */
import type { GalleryOptions } from '../common/request';
import {
	announce,
	Autoplay,
	holdWhileHidden,
	playbackControls,
	prefersReducedMotion,
	syncPlayButton,
} from '../playback/playback';
import { detectSupport, effectFor, runEffect } from './effects';
import { createFilmstrip } from './filmstrip';
import { attachMusic } from './music';
import {
	autoplayRequest,
	finishChange,
	preloadIndexes,
	readSettings,
	requestChange,
	resolveEffect,
	stageButtons,
	transitionTime,
	type Move,
	type NavRequest,
	type NavState,
} from './logic';

/** 000 §9.2: a touch swipe counts from this distance (px). */
const SWIPE_THRESHOLD = 100;

/** A slide whose image has not arrived by then is shown anyway (ms). */
const LOAD_WAIT_MS = 4000;

/**
 * Lets a slide's image load now, whether or not it is displayed.
 * @param slide A slide.
 */
function load( slide: HTMLElement ): void {
	slide
		.querySelectorAll< HTMLImageElement >( 'img[loading="lazy"]' )
		.forEach( ( image ) => {
			image.loading = 'eager';
		} );
}

/**
 * Resolves once a slide's image is ready to paint (or failed, or took too long).
 * @param slide A slide.
 */
function ready( slide: HTMLElement ): Promise< void > {
	const image = slide.querySelector( 'img' );
	if ( ! image || ( image.complete && image.naturalWidth > 0 ) ) {
		return Promise.resolve();
	}
	return Promise.race( [
		image.decode().catch( () => undefined ),
		new Promise< void >( ( resolve ) =>
			setTimeout( resolve, LOAD_WAIT_MS )
		),
	] );
}

/**
 * Stops an embedded player that is leaving the stage (an undisplayed frame keeps playing sound).
 * @param slide The outgoing slide.
 */
function stopPlayers( slide: HTMLElement ): void {
	if ( ! slide.dataset.embed ) {
		return;
	}
	slide.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		// Setting the address again reloads the player, which stops it.
		frame.setAttribute( 'src', frame.getAttribute( 'src' ) ?? '' );
	} );
}

/**
 * Starts the slideshow of a gallery container (LAYOUT_SCRIPTS entry).
 * @param container Gallery container.
 * @param options   Its data-gallery options, with `slideshow` from SlideshowView.
 */
export function initLayout(
	container: HTMLElement,
	options: GalleryOptions
): void {
	const root = container.querySelector< HTMLElement >( '.vista-slideshow' );
	const box = root?.querySelector< HTMLElement >(
		'.vista-slideshow__slides'
	);
	if ( ! root || ! box || root.classList.contains( 'is-enhanced' ) ) {
		return;
	}
	const settings = readSettings(
		( options as GalleryOptions & { slideshow?: unknown } ).slideshow
	);
	const slides = Array.from(
		box.querySelectorAll< HTMLElement >( '.vista-slideshow__slide' )
	);
	const count = slides.length;
	const { status, prev, next, toggle } = playbackControls(
		root,
		'vista-slideshow'
	);
	let nav: NavState = { current: 0, busy: false, queue: [] };

	const preload = ( current: number ) => {
		if ( settings.preload ) {
			preloadIndexes(
				current,
				count,
				settings.preloadCount,
				settings.loop
			).forEach( ( index ) => load( slides[ index ] ) );
		}
	};
	const refreshButtons = ( current: number ) => {
		const state = stageButtons( current, count, settings.loop );
		if ( prev ) {
			prev.disabled = ! state.prev;
		}
		if ( next ) {
			next.disabled = ! state.next;
		}
	};

	// 000 §3.8: only a slideshow with music gets any of it (no element, no request otherwise).
	const music = settings.music
		? attachMusic(
				root,
				settings.music,
				root.querySelector< HTMLButtonElement >(
					'.vista-slideshow__mute'
				)
			)
		: null;

	// Declared before use by the autoplay's tick; assigned below.
	let request: ( asked: NavRequest ) => void = () => undefined;

	const autoplay = new Autoplay(
		() => {
			if ( ! root.isConnected ) {
				autoplay.pause();
				return;
			}
			if ( nav.busy ) {
				// The change in progress arms the timer again when it ends.
				return;
			}
			const asked = autoplayRequest(
				nav.current,
				count,
				settings.shuffle,
				settings.loop
			);
			if ( asked ) {
				request( asked );
			} else {
				autoplay.pause();
			}
		},
		() => settings.intervalMs,
		( playing ) => {
			syncPlayButton( toggle, playing );
			music?.sync( playing );
			// Announcing every autoplay change would talk over the page: only changes the
			// visitor makes are read out.
			status?.setAttribute( 'aria-live', playing ? 'off' : 'polite' );
		}
	);

	const filmstrip =
		settings.filmstripType === 0
			? null
			: createFilmstrip( root, settings.vertical, ( index ) =>
					request( { kind: 'go', to: index } )
				);

	const play = async ( move: Move ): Promise< void > => {
		const from = slides[ move.from ];
		const to = slides[ move.to ];
		root.dataset.transition = 'running';
		refreshButtons( move.to );
		filmstrip?.select( move.to );
		announce( status, move.to + 1, count, to.dataset.title ?? '' );
		load( to );
		preload( move.to );
		try {
			await ready( to );
			const support = detectSupport();
			const effect = effectFor(
				resolveEffect( settings.effect, support ),
				from,
				to
			);
			root.dataset.effect = effect;
			from.classList.remove( 'is-current' );
			from.classList.add( 'is-leaving' );
			to.classList.add( 'is-entering' );
			await runEffect( {
				stage: box,
				from,
				to,
				direction: move.direction,
				duration: transitionTime(
					settings.intervalMs,
					settings.effectMs
				),
				effect,
			} );
			root.dataset.lastEffect = effect;
		} finally {
			from.classList.remove( 'is-leaving', 'is-current' );
			to.classList.remove( 'is-entering' );
			to.classList.add( 'is-current' );
			stopPlayers( from );
			delete root.dataset.effect;
			const after = finishChange( nav, count, settings.loop );
			nav = after.state;
			if ( after.move ) {
				void play( after.move );
			} else {
				delete root.dataset.transition;
				autoplay.arm();
			}
		}
	};

	request = ( asked: NavRequest ) => {
		const result = requestChange( nav, asked, count, settings.loop );
		nav = result.state;
		if ( result.move ) {
			void play( result.move );
		}
	};

	prev?.addEventListener( 'click', () =>
		request( { kind: 'step', by: -1 } )
	);
	next?.addEventListener( 'click', () => request( { kind: 'step', by: 1 } ) );
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
		if ( event.key === 'ArrowLeft' || event.key === 'ArrowRight' ) {
			event.preventDefault();
			request( {
				kind: 'step',
				by: event.key === 'ArrowLeft' ? -1 : 1,
			} );
		}
	} );

	const stage = root.querySelector< HTMLElement >(
		'.vista-slideshow__stage'
	);
	let touchX = 0;
	let touchY = 0;
	stage?.addEventListener(
		'touchstart',
		( event ) => {
			touchX = event.touches[ 0 ].clientX;
			touchY = event.touches[ 0 ].clientY;
		},
		{ passive: true }
	);
	stage?.addEventListener(
		'touchend',
		( event ) => {
			const dx = event.changedTouches[ 0 ].clientX - touchX;
			const dy = event.changedTouches[ 0 ].clientY - touchY;
			if (
				Math.abs( dx ) >= SWIPE_THRESHOLD &&
				Math.abs( dx ) > Math.abs( dy )
			) {
				request( { kind: 'step', by: dx < 0 ? 1 : -1 } );
			}
		},
		{ passive: true }
	);

	refreshButtons( 0 );
	preload( 0 );
	syncPlayButton( toggle, false );
	status?.setAttribute( 'aria-live', 'polite' );
	holdWhileHidden( autoplay, () => root.isConnected );
	root.classList.add( 'is-enhanced' );
	// 000 §4.2 autoplay, unless the visitor asked for less motion: then only the play button starts it.
	if ( settings.autoplay && count > 1 && ! prefersReducedMotion() ) {
		autoplay.play();
	}
}
