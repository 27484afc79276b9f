/**
 * The on-page slideshow's rules without the DOM (000 §3.8, §4.2, §9.2): settings, effects and
 * their fallbacks, the transition time, the change queue, autoplay steps, the preload window and
 * the filmstrip's scrolling.
 */
import { secondsToMs } from '../playback/playback';

// The filmstrip's rules live in filmstrip-logic.ts; the lightbox's filmstrip takes them from here.
export {
	FILMSTRIP_ARROW_REFRESH_MS,
	FILMSTRIP_CLICK_LOCK_MS,
	FILMSTRIP_SCROLL_MS,
	clickLock,
	easeInOut,
	filmstripArrows,
	pageScroll,
	revealScroll,
} from './filmstrip-logic';

/** Every effect name a slideshow accepts (000 §4.2), as GalleryRequest::SLIDESHOW_EFFECTS. */
export const EFFECTS = [
	'none',
	'fade',
	'cubeH',
	'cubeV',
	'sliceH',
	'sliceV',
	'slideH',
	'slideV',
	'scaleOut',
	'scaleIn',
	'blockScale',
	'kaleidoscope',
	'fan',
	'blindH',
	'blindV',
	'random',
] as const;

export type EffectName = ( typeof EFFECTS )[ number ];
export type Effect = Exclude< EffectName, 'random' >;

/**
 * The eleven effects `random` draws from (000 §4.2 "picks one of eleven"): every effect that moves
 * the image or pieces of it in two dimensions. Left out: none and fade (no movement to vary) and
 * the two cubes (they need 3D transforms, which not every browser has).
 */
export const RANDOM_EFFECTS: readonly Effect[] = [
	'sliceH',
	'sliceV',
	'slideH',
	'slideV',
	'scaleOut',
	'scaleIn',
	'blockScale',
	'kaleidoscope',
	'fan',
	'blindH',
	'blindV',
];

/** Effects drawn in 3D; without 3D transforms they fall back to the vertical slice (000 §4.2). */
export const EFFECTS_3D: readonly Effect[] = [ 'cubeH', 'cubeV' ];

/** Effects cutting the incoming image into strips or tiles: an embedded player cannot be cut. */
export const PIECE_EFFECTS: readonly Effect[] = [
	'sliceH',
	'sliceV',
	'blockScale',
	'kaleidoscope',
	'blindH',
	'blindV',
];

/** Requests kept while a transition plays; older ones beyond this are dropped. */
export const MAX_QUEUE = 10;

export interface SlideshowSettings {
	effect: EffectName;
	intervalMs: number;
	effectMs: number;
	autoplay: boolean;
	shuffle: boolean;
	loop: boolean;
	filmstripType: 0 | 1 | 2;
	vertical: boolean;
	preload: boolean;
	preloadCount: number;
	/** The music track's address (000 §3.8 enable_slideshow_music), '' for none. */
	music: string;
}

/**
 * The slideshow part of the container's data-gallery, checked, times in milliseconds.
 * @param raw The `slideshow` object written by SlideshowView::script_options().
 */
export function readSettings( raw: unknown ): SlideshowSettings {
	const r = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const seconds = ( value: unknown, fallback: number ) =>
		secondsToMs(
			typeof value === 'number' && value > 0 ? value : fallback
		);
	const type = Number( r.filmstripType );
	const count = Number( r.preloadCount );
	return {
		effect: EFFECTS.includes( r.effect as EffectName )
			? ( r.effect as EffectName )
			: 'fade',
		intervalMs: seconds( r.interval, 5 ),
		effectMs: seconds( r.effectDuration, 1 ),
		autoplay: r.autoplay === true,
		shuffle: r.shuffle === true,
		loop: r.loop !== false,
		filmstripType: type === 0 || type === 2 ? type : 1,
		vertical: r.filmstripDirection === 'vertical',
		preload: r.preload !== false,
		preloadCount: Number.isInteger( count ) && count >= 0 ? count : 10,
		music:
			typeof r.music === 'string' && /^https?:\/\//.test( r.music )
				? r.music
				: '',
	};
}

/**
 * How long a change takes (000 §9.2): a quarter of the interval when the interval is under four
 * times the effect duration, so the image still shows for most of the interval; otherwise the
 * effect duration.
 * @param intervalMs Slideshow interval.
 * @param effectMs   Effect duration.
 */
export function transitionTime( intervalMs: number, effectMs: number ): number {
	return intervalMs < 4 * effectMs ? intervalMs / 4 : effectMs;
}

export interface EffectSupport {
	transitions: boolean;
	transforms3d: boolean;
	reducedMotion: boolean;
}

/**
 * The effect a change plays: `random` drawn from RANDOM_EFFECTS; none for reduced motion; fade
 * without CSS transitions, the vertical slice for 3D effects without 3D transforms (000 §4.2).
 * @param effect  The setting.
 * @param support What the browser can do and what the visitor asked for.
 * @param random  A number in [0, 1).
 */
export function resolveEffect(
	effect: EffectName,
	support: EffectSupport,
	random: () => number = Math.random
): Effect {
	if ( support.reducedMotion || effect === 'none' ) {
		return 'none';
	}
	const chosen =
		effect === 'random'
			? RANDOM_EFFECTS[
					Math.min(
						RANDOM_EFFECTS.length - 1,
						Math.floor( random() * RANDOM_EFFECTS.length )
					)
				]
			: effect;
	if ( ! support.transitions ) {
		return 'fade';
	}
	if ( ! support.transforms3d && EFFECTS_3D.includes( chosen ) ) {
		return 'sliceV';
	}
	return chosen;
}

export type Direction = 'right' | 'left';

/**
 * Which way a change goes (000 §4.2): a higher index slides right, a lower one left, the same
 * index does nothing (null).
 * @param from Index shown.
 * @param to   Index asked for.
 */
export function directionOf( from: number, to: number ): Direction | null {
	if ( to === from ) {
		return null;
	}
	return to > from ? 'right' : 'left';
}

/** A change asked for: a step from the image shown when it plays, or a given image. */
export type NavRequest =
	{ kind: 'step'; by: number } | { kind: 'go'; to: number };

export interface NavState {
	/** The image shown, or being changed to while busy. */
	current: number;
	busy: boolean;
	queue: NavRequest[];
}

export interface Move {
	from: number;
	to: number;
	direction: Direction;
}

/**
 * The index a request leads to from `current`, or null when it leads nowhere: the same image,
 * out of range, or past an end with loop off (steps wrap around only with loop on).
 * @param request The request.
 * @param current Index shown.
 * @param count   Images.
 * @param loop    enable_loop.
 */
export function targetOf(
	request: NavRequest,
	current: number,
	count: number,
	loop: boolean
): number | null {
	let to = request.kind === 'go' ? request.to : current + request.by;
	if ( ! Number.isInteger( to ) || count < 1 ) {
		return null;
	}
	if ( to < 0 || to >= count ) {
		if ( request.kind === 'go' || ! loop ) {
			return null;
		}
		to = ( ( to % count ) + count ) % count;
	}
	return to === current ? null : to;
}

function start( state: NavState, to: number, queue: NavRequest[] ) {
	return {
		state: { current: to, busy: true, queue },
		move: {
			from: state.current,
			to,
			direction: directionOf( state.current, to ) as Direction,
		},
	};
}

/**
 * A change asked for (000 §4.2): played now, or queued while a transition runs.
 * @param state   Navigation state.
 * @param request The request.
 * @param count   Images.
 * @param loop    enable_loop.
 */
export function requestChange(
	state: NavState,
	request: NavRequest,
	count: number,
	loop: boolean
): { state: NavState; move: Move | null } {
	if ( state.busy ) {
		return {
			state: {
				...state,
				queue: [ ...state.queue, request ].slice( -MAX_QUEUE ),
			},
			move: null,
		};
	}
	const to = targetOf( request, state.current, count, loop );
	return to === null ? { state, move: null } : start( state, to, [] );
}

/**
 * A transition ended: the first queued request that leads somewhere plays next.
 * @param state Navigation state.
 * @param count Images.
 * @param loop  enable_loop.
 */
export function finishChange(
	state: NavState,
	count: number,
	loop: boolean
): { state: NavState; move: Move | null } {
	const queue = [ ...state.queue ];
	let request = queue.shift();
	while ( request ) {
		const to = targetOf( request, state.current, count, loop );
		if ( to !== null ) {
			return start( state, to, queue );
		}
		request = queue.shift();
	}
	return {
		state: { current: state.current, busy: false, queue: [] },
		move: null,
	};
}

/**
 * The next autoplay change (000 §4.2): one step, or with shuffle a random step of 1 to count - 1
 * (so never the same image), wrapping around. Without shuffle the last image wraps to the first
 * only with loop on (as the lightbox, 000 §4.1); null means autoplay has reached the end.
 * @param current Index shown.
 * @param count   Images.
 * @param shuffle enable_slideshow_shuffle.
 * @param loop    enable_loop.
 * @param random  A number in [0, 1).
 */
export function autoplayRequest(
	current: number,
	count: number,
	shuffle: boolean,
	loop: boolean,
	random: () => number = Math.random
): NavRequest | null {
	if ( count < 2 ) {
		return null;
	}
	if ( shuffle ) {
		const step =
			1 + Math.min( count - 2, Math.floor( random() * ( count - 1 ) ) );
		return { kind: 'go', to: ( current + step ) % count };
	}
	if ( current + 1 >= count && ! loop ) {
		return null;
	}
	return { kind: 'go', to: ( current + 1 ) % count };
}

/**
 * Images to have loaded around the one shown (000 §9.2): every image when preload_images_count is
 * 0 or the slideshow has fewer images than it; otherwise half of the count on each side of the
 * current image (at least one), around the ends only with loop on.
 * @param current      Index shown.
 * @param count        Images.
 * @param preloadCount preload_images_count.
 * @param loop         enable_loop.
 */
export function preloadIndexes(
	current: number,
	count: number,
	preloadCount: number,
	loop: boolean
): number[] {
	if ( count < 1 ) {
		return [];
	}
	if ( preloadCount <= 0 || count < preloadCount ) {
		return Array.from( { length: count }, ( _, index ) => index );
	}
	const half = Math.max( 1, Math.floor( preloadCount / 2 ) );
	const set = new Set< number >( [ current ] );
	for ( let d = 1; d <= half; d++ ) {
		for ( const index of [ current + d, current - d ] ) {
			if ( index >= 0 && index < count ) {
				set.add( index );
			} else if ( loop ) {
				set.add( ( ( index % count ) + count ) % count );
			}
		}
	}
	return Array.from( set ).sort( ( a, b ) => a - b );
}

/**
 * Previous and next buttons: enabled unless at an end with loop off.
 * @param current Index shown.
 * @param count   Images.
 * @param loop    enable_loop.
 */
export function stageButtons(
	current: number,
	count: number,
	loop: boolean
): { prev: boolean; next: boolean } {
	if ( count < 2 ) {
		return { prev: false, next: false };
	}
	return {
		prev: loop || current > 0,
		next: loop || current < count - 1,
	};
}
