/**
 * Front end of vista/counter (000 §2.5, §4.7, §9.4), also loaded on pages whose classic content
 * marks numbers with `vista-count-up` (001 §9 defaults). Each counts up once, when it comes into
 * view; visitors who ask for less motion see the final number straight away.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import {
	BLOCK_COUNT,
	MARKER_COUNT,
	countUp,
	numberFormatter,
	parseShownNumber,
	type CountTiming,
} from '../../../src/theme/counter/count-up';
import './view.css';

function readTiming( root: HTMLElement ): CountTiming & { to: number } {
	try {
		const raw = JSON.parse( root.dataset.vistaCounter ?? '{}' );
		return {
			to: Number( raw.to ) || 0,
			delay: Number( raw.delay ) || BLOCK_COUNT.delay,
			time: Number( raw.time ) || BLOCK_COUNT.time,
		};
	} catch {
		return { to: 0, ...BLOCK_COUNT };
	}
}

interface Counter {
	shown: HTMLElement;
	to: number;
	decimals: number;
	timing: CountTiming;
	threshold: number;
}

function collect(): Counter[] {
	const counters: Counter[] = [];
	document
		.querySelectorAll< HTMLElement >( '[data-vista-counter]' )
		.forEach( ( root ) => {
			const shown = root.querySelector< HTMLElement >(
				'.vista-counter__number'
			);
			const parsed = parseShownNumber( shown?.textContent ?? '' );
			const { to, ...timing } = readTiming( root );
			if ( shown && parsed ) {
				counters.push( {
					shown,
					to,
					decimals: parsed.decimals,
					timing,
					threshold: 0,
				} );
			}
			root.setAttribute( 'data-vista-ready', 'true' );
		} );
	document
		.querySelectorAll< HTMLElement >( '.vista-count-up' )
		.forEach( ( shown ) => {
			const parsed = parseShownNumber( shown.textContent ?? '' );
			if ( ! parsed || shown.childElementCount > 0 ) {
				return;
			}
			// The page's own text stays for screen readers; the counting copy is hidden from them.
			const text = shown.textContent ?? '';
			const label = document.createElement( 'span' );
			label.className = 'screen-reader-text';
			label.textContent = text;
			const digits = document.createElement( 'span' );
			digits.setAttribute( 'aria-hidden', 'true' );
			digits.textContent = text;
			shown.replaceChildren( label, digits );
			counters.push( {
				shown: digits,
				to: parsed.value,
				decimals: parsed.decimals,
				timing: MARKER_COUNT,
				threshold: MARKER_COUNT.threshold,
			} );
		} );
	return counters;
}

/**
 * What a counter shows for a value, keeping the text around the number ("250+" counts 0+ … 250+).
 * @param counter The counter.
 */
function shownFor( counter: Counter ): ( value: number ) => string {
	const text = counter.shown.textContent ?? '';
	const format = numberFormatter(
		document.documentElement.lang,
		counter.decimals
	);
	const [ before = '', after = '' ] = text.split( /-?\d[\d,.\s]*\d|-?\d/ );
	return ( value ) => `${ before }${ format( value ) }${ after }`;
}

function watch( counter: Counter ): void {
	const show = shownFor( counter );
	let waiting = true;
	const observer = new IntersectionObserver(
		( [ entry ] ) => {
			if (
				entry.isIntersecting &&
				entry.intersectionRatio >= counter.threshold
			) {
				observer.disconnect();
				countUp( counter.shown, counter.to, counter.timing, show );
			} else if ( waiting ) {
				// Out of view it waits at 0, so it never shows the end and then starts over.
				waiting = false;
				counter.shown.textContent = show( 0 );
			}
		},
		{ threshold: counter.threshold }
	);
	observer.observe( counter.shown );
}

onDocumentReady( () => {
	const counters = collect();
	const reduced = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if (
		! counters.length ||
		reduced ||
		typeof IntersectionObserver === 'undefined'
	) {
		return;
	}
	counters.forEach( watch );
} );
