/**
 * The slideshow effects (000 §4.2) as CSS transforms and transitions. Whole-slide effects move
 * the two slides; strip and tile effects lay pieces of the incoming image (each a full-size copy
 * clipped to its strip or tile, so it lines up with the slide exactly) over the outgoing one.
 *
 * Every effect ends on a timer of its own duration rather than on transitionend, so a browser
 * without transitions (or a background tab that skips frames) still finishes the change.
 */
import { readsRightToLeft } from '../common/reading-direction';
import { prefersReducedMotion } from '../playback/playback';
import { PIECE_EFFECTS, type Effect, type EffectSupport } from './logic';
import {
	GRID,
	pieceSteps,
	pieces,
	slideSteps,
	type EffectRun,
	type Step,
	type Styles,
} from './effect-steps';

export type { EffectRun } from './effect-steps';

const STYLED: Array< keyof Styles > = [
	'transform',
	'transformOrigin',
	'opacity',
	'zIndex',
	'visibility',
	'clipPath',
];

/** What the browser can animate; read once per change (the motion setting can change). */
export function detectSupport(): EffectSupport {
	const supports = ( property: string, value: string ) =>
		typeof CSS !== 'undefined' &&
		typeof CSS.supports === 'function' &&
		CSS.supports( property, value );
	return {
		transitions: supports( 'transition', 'opacity 1s' ),
		transforms3d: supports( 'transform-style', 'preserve-3d' ),
		reducedMotion: prefersReducedMotion(),
	};
}

/**
 * The image a slide shows, when it is one that can be cut into pieces.
 * @param slide A slide.
 */
function imageOf( slide: HTMLElement ): string | null {
	if ( slide.dataset.embed ) {
		return null;
	}
	const image = slide.querySelector( 'img' );
	return image ? image.currentSrc || image.src || null : null;
}

/**
 * The effect as played on these two slides: a piece effect on an embedded player becomes fade.
 * @param effect Resolved effect.
 * @param from   Outgoing slide.
 * @param to     Incoming slide.
 */
export function effectFor(
	effect: Effect,
	from: HTMLElement,
	to: HTMLElement
): Effect {
	if (
		PIECE_EFFECTS.includes( effect ) &&
		( ! imageOf( to ) || ! imageOf( from ) )
	) {
		return 'fade';
	}
	return effect;
}

function apply( element: HTMLElement, styles: Styles ): void {
	for ( const key of STYLED ) {
		if ( styles[ key ] !== undefined ) {
			element.style[ key ] = styles[ key ] as string;
		}
	}
}

function clear( element: HTMLElement ): void {
	for ( const key of STYLED ) {
		element.style[ key ] = '';
	}
	element.style.transition = '';
}

/**
 * Plays transition steps: start styles without transition, one reflow, then end styles with a
 * transition each; resolves when the longest has had its time.
 * @param stage    Box to reflow.
 * @param steps    Steps.
 * @param duration Default duration (ms).
 */
function play( stage: HTMLElement, steps: Step[], duration: number ) {
	for ( const step of steps ) {
		step.element.style.transition = 'none';
		apply( step.element, step.from );
	}
	// Reading a layout value commits the start styles, so the end styles transition from them.
	void stage.offsetWidth;
	let longest = 0;
	for ( const step of steps ) {
		const ms = step.duration ?? duration;
		const delay = step.delay ?? 0;
		longest = Math.max( longest, ms + delay );
		step.element.style.transition = [ 'transform', 'opacity' ]
			.map(
				( property ) =>
					`${ property } ${ ms }ms ease-in-out ${ delay }ms`
			)
			.join( ', ' );
		apply( step.element, step.to );
	}
	return new Promise< void >( ( resolve ) =>
		setTimeout( resolve, longest + 20 )
	);
}

/**
 * Plays a change; resolves when it has finished and every style it set is gone. The caller has
 * made both slides displayed (incoming above outgoing) before, and hides the outgoing one after.
 * @param run The change.
 */
export async function runEffect( run: EffectRun ): Promise< void > {
	const { stage, to, duration } = run;
	if ( run.effect === 'none' || duration <= 0 ) {
		return;
	}
	// Forward comes in from the end of the line: from the left on a right-to-left page.
	const sign =
		( run.direction === 'right' ? 1 : -1 ) *
		( readsRightToLeft( stage ) ? -1 : 1 );
	const grid = GRID[ run.effect ];
	const src = imageOf( to );
	if ( grid && src ) {
		// The incoming slide stays hidden under its pieces until they are all in place.
		to.style.visibility = 'hidden';
		const { layer, cells } = pieces( stage, src, grid[ 0 ], grid[ 1 ] );
		try {
			await play(
				stage,
				pieceSteps( run, sign, cells, grid[ 0 ], grid[ 1 ], duration ),
				duration
			);
		} finally {
			layer.remove();
			to.style.visibility = '';
		}
		return;
	}
	const steps = slideSteps( run, sign );
	const cube = run.effect === 'cubeH' || run.effect === 'cubeV';
	if ( cube ) {
		stage.classList.add( 'is-3d' );
	}
	try {
		await play( stage, steps, duration );
	} finally {
		steps.forEach( ( step ) => clear( step.element ) );
		stage.classList.remove( 'is-3d' );
	}
}
