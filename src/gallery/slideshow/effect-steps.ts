/**
 * The slideshow effects' steps (000 §4.2): for each effect, which element goes from which styles
 * to which, when and for how long. Whole-slide effects move the two slides; strip and tile effects
 * lay pieces of the incoming image (each a full-size copy clipped to its strip or tile) over the
 * outgoing one. effects.ts plays them.
 */
import type { Direction, Effect } from './logic';

export type Styles = Partial<
	Record<
		| 'transform'
		| 'transformOrigin'
		| 'opacity'
		| 'zIndex'
		| 'visibility'
		| 'clipPath',
		string
	>
>;

export interface Step {
	element: HTMLElement;
	from: Styles;
	to: Styles;
	delay?: number;
	duration?: number;
}

export interface EffectRun {
	/** The slides' box (the stage). */
	stage: HTMLElement;
	from: HTMLElement;
	to: HTMLElement;
	direction: Direction;
	duration: number;
	effect: Effect;
}

/** Rows and columns of each piece effect. */
export const GRID: Partial< Record< Effect, [ number, number ] > > = {
	sliceH: [ 8, 1 ],
	sliceV: [ 1, 10 ],
	blindH: [ 8, 1 ],
	blindV: [ 1, 10 ],
	blockScale: [ 5, 8 ],
	kaleidoscope: [ 4, 6 ],
};

/**
 * Pieces of the incoming image over the stage: rows × columns full-size copies, each clipped to
 * its cell and turning about the cell's centre.
 * @param stage Stage.
 * @param src   Image address.
 * @param rows  Rows.
 * @param cols  Columns.
 */
export function pieces(
	stage: HTMLElement,
	src: string,
	rows: number,
	cols: number
) {
	const layer = document.createElement( 'div' );
	layer.className = 'vista-slideshow__pieces';
	const cells: Array< { element: HTMLElement; row: number; col: number } > =
		[];
	for ( let row = 0; row < rows; row++ ) {
		for ( let col = 0; col < cols; col++ ) {
			const element = document.createElement( 'div' );
			element.className = 'vista-slideshow__piece';
			element.style.backgroundImage = `url(${ JSON.stringify( src ) })`;
			const top = ( row / rows ) * 100;
			const bottom = 100 - ( ( row + 1 ) / rows ) * 100;
			const left = ( col / cols ) * 100;
			const right = 100 - ( ( col + 1 ) / cols ) * 100;
			element.style.clipPath = `inset(${ top }% ${ right }% ${ bottom }% ${ left }%)`;
			element.style.transformOrigin = `${ ( ( col + 0.5 ) / cols ) * 100 }% ${
				( ( row + 0.5 ) / rows ) * 100
			}%`;
			layer.append( element );
			cells.push( { element, row, col } );
		}
	}
	stage.append( layer );
	return { layer, cells };
}

/**
 * The steps of a whole-slide effect.
 * @param run  The change.
 * @param sign 1 going right (forward), -1 going left.
 */
export function slideSteps( run: EffectRun, sign: number ): Step[] {
	const { from, to, stage } = run;
	switch ( run.effect ) {
		case 'fade':
			return [
				{ element: to, from: { opacity: '0' }, to: { opacity: '1' } },
			];
		case 'slideH':
		case 'slideV': {
			const axis = run.effect === 'slideH' ? 'X' : 'Y';
			return [
				{
					element: from,
					from: { transform: `translate${ axis }(0)` },
					to: { transform: `translate${ axis }(${ -sign * 100 }%)` },
				},
				{
					element: to,
					from: { transform: `translate${ axis }(${ sign * 100 }%)` },
					to: { transform: `translate${ axis }(0)` },
				},
			];
		}
		case 'scaleOut':
			// The outgoing image grows and fades away over the incoming one.
			return [
				{
					element: from,
					from: { zIndex: '3', transform: 'scale(1)', opacity: '1' },
					to: { transform: 'scale(1.5)', opacity: '0' },
				},
			];
		case 'scaleIn':
			return [
				{
					element: to,
					from: { transform: 'scale(0.3)', opacity: '0' },
					to: { transform: 'scale(1)', opacity: '1' },
				},
			];
		case 'fan':
			// The incoming image swings in about a bottom corner, like a fan blade.
			return [
				{
					element: to,
					from: {
						transformOrigin: sign > 0 ? '0 100%' : '100% 100%',
						transform: `rotate(${ -sign * 90 }deg)`,
						opacity: '0',
					},
					to: { transform: 'rotate(0deg)', opacity: '1' },
				},
			];
		case 'cubeH':
		case 'cubeV': {
			// Both faces turn about the cube's centre, half its depth behind the stage.
			const horizontal = run.effect === 'cubeH';
			const depth =
				( horizontal ? stage.clientWidth : stage.clientHeight ) / 2;
			const origin = `50% 50% ${ -depth }px`;
			const turn = ( angle: number ) =>
				horizontal
					? `rotateY(${ angle }deg)`
					: `rotateX(${ -angle }deg)`;
			return [
				{
					element: from,
					from: { transformOrigin: origin, transform: turn( 0 ) },
					to: { transform: turn( -sign * 90 ) },
				},
				{
					element: to,
					from: {
						transformOrigin: origin,
						transform: turn( sign * 90 ),
					},
					to: { transform: turn( 0 ) },
				},
			];
		}
	}
	return [];
}

/**
 * The steps of a strip or tile effect over the cells of the incoming image.
 * @param run      The change.
 * @param sign     1 going right, -1 going left.
 * @param cells    Pieces.
 * @param rows     Rows.
 * @param cols     Columns.
 * @param duration Total time (ms).
 */
export function pieceSteps(
	run: EffectRun,
	sign: number,
	cells: Array< { element: HTMLElement; row: number; col: number } >,
	rows: number,
	cols: number,
	duration: number
): Step[] {
	// Staggered pieces each take 60% of the time; their starts spread over the other 40%.
	const each = duration * 0.6;
	const spread = duration - each;
	return cells.map( ( { element, row, col } ) => {
		const across = sign > 0 ? col : cols - 1 - col;
		switch ( run.effect ) {
			case 'sliceH':
				return {
					element,
					from: {
						transform: `translateX(${ sign * 100 }%)`,
						opacity: '0',
					},
					to: { transform: 'translateX(0)', opacity: '1' },
					delay: ( row / Math.max( 1, rows - 1 ) ) * spread,
					duration: each,
				};
			case 'sliceV':
				return {
					element,
					from: {
						transform: `translateY(${ col % 2 ? 100 : -100 }%)`,
						opacity: '0',
					},
					to: { transform: 'translateY(0)', opacity: '1' },
					delay: ( across / Math.max( 1, cols - 1 ) ) * spread,
					duration: each,
				};
			case 'blindH':
				return {
					element,
					from: { transform: 'scaleY(0)' },
					to: { transform: 'scaleY(1)' },
				};
			case 'blindV':
				return {
					element,
					from: {
						transformOrigin: `${
							( ( sign > 0 ? col : col + 1 ) / cols ) * 100
						}% 50%`,
						transform: 'scaleX(0)',
					},
					to: { transform: 'scaleX(1)' },
				};
			case 'blockScale':
				return {
					element,
					from: { transform: 'scale(0)', opacity: '0' },
					to: { transform: 'scale(1)', opacity: '1' },
					delay:
						( ( row + across ) / Math.max( 1, rows + cols - 2 ) ) *
						spread,
					duration: each,
				};
			default: {
				// kaleidoscope: tiles spin in from the centre outwards.
				const ring = Math.max(
					Math.abs( row + 0.5 - rows / 2 ) / ( rows / 2 ),
					Math.abs( col + 0.5 - cols / 2 ) / ( cols / 2 )
				);
				return {
					element,
					from: {
						transform: `rotate(${ ( row + col ) % 2 ? 180 : -180 }deg) scale(0)`,
						opacity: '0',
					},
					to: { transform: 'rotate(0deg) scale(1)', opacity: '1' },
					delay: ring * spread,
					duration: each,
				};
			}
		}
	} );
}
