/**
 * Front end of vista/slider (000 §2.5, §9.4), loaded only on pages with a slider. Splide, an
 * accessible slider library, does the moving: arrows, dots, swipe, keys, autoplay that pauses on
 * hover and focus, the pause button and the reduced-motion rule. Splide is a chunk of its own,
 * fetched when the first slider starts: on the way to the page's largest paint (the hero's first
 * image) this script is about 1 KB, not 13 (issue 18 goal 3).
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { isSliderKind, sliderOptions } from '../../../src/theme/slider/options';
import {
	loadOtherSlides,
	startAfterFirstSlide,
} from '../../../src/theme/slider/start';
import './view.css';

function readLabels( root: HTMLElement ): Record< string, string > {
	try {
		const labels = JSON.parse( root.dataset.vistaSliderI18n ?? '{}' );
		return labels && typeof labels === 'object' ? labels : {};
	} catch {
		return {};
	}
}

/**
 * The pause/play button (Splide wires a `.splide__toggle` it finds in the slider).
 * @param labels Translated "play" and "pause".
 */
function toggleButton( labels: Record< string, string > ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'splide__toggle vista-slider__toggle';
	const play = document.createElement( 'span' );
	play.className = 'splide__toggle__play';
	play.textContent = '▶';
	const pause = document.createElement( 'span' );
	pause.className = 'splide__toggle__pause';
	pause.textContent = '❚❚';
	button.append( play, pause );
	button.setAttribute( 'aria-label', labels.pause ?? 'Pause autoplay' );
	return button;
}

export async function initSlider( root: HTMLElement ): Promise< void > {
	const kind = root.dataset.vistaSlider;
	if (
		! isSliderKind( kind ) ||
		root.classList.contains( 'is-initialized' )
	) {
		return;
	}
	const Splide = await import(
		/* webpackChunkName: "slider-splide" */ '@splidejs/splide'
	).then(
		( module ) => module.default,
		// Offline: the row of slides stays as it is, every slide readable.
		() => null
	);
	// The chunk ran in the task that brought it: setting up in a task of its own keeps the two
	// from adding up to one long task on a phone's processor.
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	if ( ! Splide || root.classList.contains( 'is-initialized' ) ) {
		return;
	}
	const labels = readLabels( root );
	root.append( toggleButton( labels ) );
	const slider = new Splide(
		root,
		sliderOptions(
			kind,
			labels,
			getComputedStyle( root ).direction === 'rtl'
		)
	);
	slider.mount();
	loadOtherSlides( root );
	root.setAttribute( 'data-vista-ready', 'true' );
}

/** Sliders start when they come this close to the window; until then the page shows them as is. */
const START_MARGIN = '200px';

onDocumentReady( () => {
	const sliders = document.querySelectorAll< HTMLElement >(
		'[data-vista-slider]'
	);
	if ( typeof IntersectionObserver === 'undefined' ) {
		sliders.forEach( ( root ) => initSlider( root ) );
		return;
	}
	// A slider below the fold starts on its way into view, not during the page's load; one in
	// view once its first slide is painted (src/theme/slider/start.ts): the stylesheet already
	// shows it as it will be, so the visitor sees no change.
	const observer = new IntersectionObserver(
		( entries ) =>
			entries
				.filter( ( entry ) => entry.isIntersecting )
				.forEach( ( entry ) => {
					observer.unobserve( entry.target );
					const root = entry.target as HTMLElement;
					startAfterFirstSlide( root, () => initSlider( root ) );
				} ),
		{ rootMargin: START_MARGIN }
	);
	sliders.forEach( ( slider ) => observer.observe( slider ) );
} );
