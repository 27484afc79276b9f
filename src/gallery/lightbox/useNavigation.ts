/**
 * The popup's navigation and transitions (000 §4.1, §9.2): the change queue of the slideshow's
 * rules, the effect played between the two slides, the click lock of the arrows and filmstrip,
 * the announcement of the image shown and the preloading around it.
 */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	clickLock,
	finishChange,
	requestChange,
	resolveEffect,
	transitionTime,
	type Move,
	type NavRequest,
	type NavState,
} from '../slideshow/logic';
import { detectSupport, effectFor, runEffect } from '../slideshow/effects';
import { pauseMedia } from './media';
import { CLICK_DEBOUNCE_MS, isEmbed, preloadOrder } from './logic';
import type { PopupSettings } from './settings';
import type { LightboxImage } from '../common/lightbox-types';

/**
 * @param settings The popup's settings (start, loop, effect and its times).
 * @param count    Images.
 * @param stage    The stage holding `.vista-lightbox__slides`.
 * @param onBegin  Called as a change begins (the zoom is dropped).
 */
export function useNavigation(
	settings: PopupSettings,
	count: number,
	stage: RefObject< HTMLDivElement | null >,
	onBegin: () => void
) {
	const { start, loop, effect, intervalMs, effectMs } = settings;
	const nav = useRef< NavState >( {
		current: start,
		busy: false,
		queue: [],
	} );
	const [ shown, setShown ] = useState( start );
	const [ leaving, setLeaving ] = useState< Move | null >( null );
	const gate = useRef( clickLock( CLICK_DEBOUNCE_MS ) );

	const begin = ( move: Move ) => {
		pauseMedia( stage.current?.querySelector( '.is-current' ) );
		onBegin();
		setLeaving( move );
		setShown( move.to );
	};
	/**
	 * Plays the change a request leads to, or queues it while a transition runs.
	 * @param request Step or image.
	 */
	const go = ( request: NavRequest ) => {
		const result = requestChange( nav.current, request, count, loop );
		nav.current = result.state;
		if ( result.move ) {
			begin( result.move );
		}
	};
	const gated = ( action: () => void ) => () => {
		if ( gate.current( performance.now() ) ) {
			action();
		}
	};
	const step = ( by: number ) => go( { kind: 'step', by } );
	/**
	 * Moves the indexes by what a window joined before the images adds (never during a transition).
	 * @param by Images added before.
	 */
	const rebase = ( by: number ) => {
		nav.current = { ...nav.current, current: nav.current.current + by };
		setShown( ( index ) => index + by );
	};

	// The transition: both slides are in the DOM when this runs.
	useLayoutEffect( () => {
		const box = stage.current?.querySelector< HTMLElement >(
			'.vista-lightbox__slides'
		);
		if ( ! leaving || ! box ) {
			return;
		}
		let live = true;
		const from = box.querySelector< HTMLElement >( '.is-leaving' );
		const to = box.querySelector< HTMLElement >( '.is-current' );
		const done = () => {
			if ( ! live ) {
				return;
			}
			const result = finishChange( nav.current, count, loop );
			nav.current = result.state;
			setLeaving( null );
			if ( result.move ) {
				begin( result.move );
			}
		};
		if ( from && to ) {
			runEffect( {
				stage: box,
				from,
				to,
				direction: leaving.direction,
				duration: transitionTime( intervalMs, effectMs ),
				effect: effectFor(
					resolveEffect( effect, detectSupport() ),
					from,
					to
				),
			} ).then( done, done );
		} else {
			done();
		}
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the transition runs once per change of the leaving image.
	}, [ leaving ] );

	return { nav, shown, leaving, go, step, gated, rebase };
}

/**
 * The live region's text for the image shown, set after each change (the first too).
 * @param shown  Index shown.
 * @param images The images.
 * @param offset Index in the whole list of the first of the images.
 * @param total  Images in the whole list.
 */
export function useAnnouncement(
	shown: number,
	images: LightboxImage[],
	offset: number,
	total: number
): string {
	const [ status, setStatus ] = useState( '' );
	useEffect( () => {
		setStatus(
			sprintf(
				/* translators: 1: position, 2: number of images, 3: image title */
				__( 'Image %1$d of %2$d: %3$s', 'vista-gallery' ),
				offset + shown + 1,
				total,
				images[ shown ].alt
			)
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- announced once per image shown (its index moves when a window is joined before it).
	}, [ images[ shown ].id ] );
	return status;
}

/**
 * Calls `then` once the image at `url` has loaded (or failed): the stage's own request, not a
 * second one, since the browser shares a pending image among its users.
 * @param url  The image shown.
 * @param then What waits for it.
 */
function afterLoaded( url: string, then: () => void ): void {
	const probe = new Image();
	probe.src = url;
	if ( probe.complete ) {
		then();
	} else {
		probe.onload = probe.onerror = then;
	}
}

/**
 * Preloads the images around the one shown (000 §9.2), each once, after the one shown has
 * loaded, so that it never shares the line with them. Until the visitor first moves, only the two
 * nearest: a visitor who looks at one image and closes fetches no more; the first step preloads
 * the whole count around the new image.
 * @param shown    Index shown.
 * @param images   The images.
 * @param settings Preloading on, how many, loop (around the ends too).
 */
export function usePreload(
	shown: number,
	images: LightboxImage[],
	settings: PopupSettings
): void {
	const { preload, preloadCount, loop } = settings;
	const preloaded = useRef( new Set< string >() );
	const opened = useRef( images[ shown ]?.id );
	const moved = useRef( false );
	useEffect( () => {
		const current = images[ shown ];
		moved.current ||= current.id !== opened.current;
		const order = preloadOrder(
			shown,
			images.length,
			preload,
			preloadCount,
			loop
		).slice( 0, moved.current ? undefined : 2 );
		let left = false;
		const start = () => {
			if ( left ) {
				return;
			}
			for ( const index of order ) {
				const next = images[ index ];
				if (
					! isEmbed( next.filetype, next.embed_html ) &&
					! preloaded.current.has( next.image_url )
				) {
					preloaded.current.add( next.image_url );
					new Image().src = next.image_url;
				}
			}
		};
		if ( isEmbed( current.filetype, current.embed_html ) ) {
			start();
		} else {
			afterLoaded( current.image_url, start );
		}
		return () => {
			left = true;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- preloads the neighbours once per image shown.
	}, [ shown ] );
}
