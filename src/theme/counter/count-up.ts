/**
 * Counting up to a number (000 §2.5, §4.7, §9.4; 001 §9): the number climbs from 0 in steps of
 * `delay` ms for `time` ms and ends exactly on its value.
 */

/** The counter block's numbers (000 §9.4 via the theme: delay 10 ms, time 1000 ms). */
export const BLOCK_COUNT = { delay: 10, time: 1000 } as const;

/**
 * 001 §9 count-up defaults, for counters placed without settings (the `vista-count-up` marker):
 * 400 ms in 10 ms steps, starting once the element is wholly in view.
 */
export const MARKER_COUNT = { delay: 10, time: 400, threshold: 1 } as const;

export interface CountTiming {
	delay: number;
	time: number;
}

/**
 * The values shown, step by step, on the way to `to`: `time / delay` steps, the last one `to`.
 * @param to       The final number.
 * @param timing   Step delay and total time (ms).
 * @param decimals Decimals shown.
 */
export function countSteps(
	to: number,
	timing: CountTiming,
	decimals = 0
): number[] {
	const steps = Math.max(
		1,
		Math.round( timing.time / Math.max( 1, timing.delay ) )
	);
	const factor = 10 ** decimals;
	const values: number[] = [];
	for ( let step = 1; step < steps; step++ ) {
		values.push( Math.round( ( to * step * factor ) / steps ) / factor );
	}
	values.push( to );
	return values;
}

/**
 * A parsed number as written on the page: "1,250" → 1250 with its decimals, or null.
 * @param text The shown text.
 */
export function parseShownNumber(
	text: string
): { value: number; decimals: number } | null {
	const match = text.match( /-?\d[\d,.\s]*/ );
	if ( ! match ) {
		return null;
	}
	const raw = match[ 0 ].replace( /[\s,]/g, '' ).replace( /\.$/, '' );
	const value = Number( raw );
	if ( ! Number.isFinite( value ) ) {
		return null;
	}
	const decimals = raw.includes( '.' ) ? raw.split( '.' )[ 1 ].length : 0;
	return { value, decimals };
}

/**
 * Counts the text of `element` up to `to`, then calls `done`.
 * @param element Where the number shows.
 * @param to      Final number.
 * @param timing  Step delay and total time (ms).
 * @param format  Writes a value as the page shows numbers.
 * @param done    Called after the last step.
 */
export function countUp(
	element: HTMLElement,
	to: number,
	timing: CountTiming,
	format: ( value: number ) => string,
	done: () => void = () => {}
): void {
	const values = countSteps( to, timing, decimalsOf( to ) );
	let index = 0;
	element.textContent = format( 0 );
	const tick = () => {
		element.textContent = format( values[ index ] );
		index++;
		if ( index < values.length ) {
			window.setTimeout( tick, timing.delay );
		} else {
			done();
		}
	};
	window.setTimeout( tick, timing.delay );
}

function decimalsOf( value: number ): number {
	const text = String( value );
	return text.includes( '.' ) ? text.split( '.' )[ 1 ].length : 0;
}

/** English locales that group digits by threes with commas and write a point before decimals. */
const PLAIN_ENGLISH = /^en(-(US|GB|AU|CA|NZ|IE))?$/i;

/**
 * Writes a number the page's way. Those English pages need no ICU formatter, whose set-up is a long
 * task on a phone's processor while the page loads (issue 18 goal 3); other languages get one.
 * @param lang     The page's language tag.
 * @param decimals Decimals shown.
 */
export function numberFormatter(
	lang: string,
	decimals: number
): ( value: number ) => string {
	if ( PLAIN_ENGLISH.test( lang ) ) {
		return ( value ) => {
			const [ whole, fraction ] = Math.abs( value )
				.toFixed( decimals )
				.split( '.' );
			const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, ',' );
			return `${ value < 0 ? '-' : '' }${ grouped }${
				fraction ? `.${ fraction }` : ''
			}`;
		};
	}
	const format = new Intl.NumberFormat( lang || undefined, {
		minimumFractionDigits: decimals,
		maximumFractionDigits: decimals,
	} );
	return ( value ) => format.format( value );
}
