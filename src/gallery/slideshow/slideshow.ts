/**
 * The on-page slideshow (000 §4.2), fetched only when a slideshow is on the page: takes over the
 * server-rendered stage and filmstrip (or dots), plays changes with their effect one at a time
 * (changes asked for meanwhile wait in a queue), autoplays, preloads around the image shown, and
 * keeps the filmstrip or dots, the buttons and a polite announcement in step with the image shown.
 */
import type { GalleryOptions } from '../common/request';
import { announce, Autoplay, playbackControls } from '../playback/playback';
import { listenForSteps, showPlaying, startPlayback } from './controls';
import { createDots } from './dots';
import { createFilmstrip } from './filmstrip';
import {
	autoplayRequest,
	finishChange,
	readSettings,
	requestChange,
	stageButtons,
	type Move,
	type NavRequest,
	type NavState,
} from './logic';
import { attachMusic } from './music';
import { changeSlides, load, preloadAround } from './slides';
import { stepOnSwipe } from './swipe';

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
	const controls = playbackControls( root, 'vista-slideshow' );
	let nav: NavState = { current: 0, busy: false, queue: [] };

	const refreshButtons = ( current: number ) => {
		const state = stageButtons( current, count, settings.loop );
		if ( controls.prev ) {
			controls.prev.disabled = ! state.prev;
		}
		if ( controls.next ) {
			controls.next.disabled = ! state.next;
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
			showPlaying( controls, playing );
			music?.sync( playing );
		}
	);

	const filmstrip =
		settings.filmstripType === 0
			? null
			: createFilmstrip( root, settings.vertical, ( index ) =>
					request( { kind: 'go', to: index } )
				);

	const dots = createDots( root, ( to ) => request( { kind: 'go', to } ) );

	const play = async ( move: Move ): Promise< void > => {
		const to = slides[ move.to ];
		root.dataset.transition = 'running';
		refreshButtons( move.to );
		filmstrip?.select( move.to );
		dots?.select( move.to );
		announce( controls.status, move.to + 1, count, to.dataset.title ?? '' );
		load( to );
		preloadAround( slides, move.to, settings );
		try {
			await changeSlides(
				root,
				box,
				slides[ move.from ],
				to,
				move.direction,
				settings
			);
		} finally {
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

	const step = ( by: number ) => request( { kind: 'step', by } );
	listenForSteps( root, controls, step, autoplay );
	stepOnSwipe(
		root.querySelector< HTMLElement >( '.vista-slideshow__stage' ),
		step
	);

	refreshButtons( 0 );
	preloadAround( slides, 0, settings );
	startPlayback( root, controls, autoplay, settings.autoplay && count > 1 );
}
