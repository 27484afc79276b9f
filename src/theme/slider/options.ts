/**
 * The sliders' numbers (000 §9.4) as options of Splide, the suite's slider engine: autoplay every
 * 4000 ms, moves of 1000 ms, testimonials 2 per view (1 below 1024 px), client logos 4 per view.
 */
import type { Options } from '@splidejs/splide';

export type SliderKind = 'hero' | 'testimonials' | 'logos';

export const AUTOPLAY_INTERVAL_MS = 4000;
export const SLIDE_SPEED_MS = 1000;
/** Testimonials show one at a time below this width. */
export const TESTIMONIALS_ONE_BELOW_PX = 1024;

const PER_VIEW: Record< SliderKind, number > = {
	hero: 1,
	testimonials: 2,
	logos: 4,
};

/** The gap between slides; the stylesheet uses the same (--vista-slider-gap). */
const GAP: Record< SliderKind, string > = {
	hero: '0px',
	testimonials: '1.5rem',
	logos: '1.5rem',
};

export function isSliderKind( kind: unknown ): kind is SliderKind {
	return kind === 'hero' || kind === 'testimonials' || kind === 'logos';
}

/**
 * Splide's options for a kind of slider.
 * @param kind The block's kind.
 * @param i18n Labels translated by the server.
 * @param rtl  The page reads right to left: Splide then moves, swipes and takes the arrow keys the
 *             other way (the next slide comes from the left).
 */
export function sliderOptions(
	kind: SliderKind,
	i18n: Record< string, string > = {},
	rtl = false
): Options {
	return {
		type: 'slide',
		direction: rtl ? 'rtl' : 'ltr',
		rewind: true,
		perPage: PER_VIEW[ kind ],
		perMove: 1,
		gap: GAP[ kind ],
		speed: SLIDE_SPEED_MS,
		rewindSpeed: SLIDE_SPEED_MS,
		autoplay: true,
		interval: AUTOPLAY_INTERVAL_MS,
		pauseOnHover: true,
		pauseOnFocus: true,
		resetProgress: false,
		keyboard: 'focused',
		drag: true,
		arrows: true,
		pagination: true,
		// Splide's own default for visitors who ask for less motion: no animation, no autoplay
		// until they press play.
		reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: 'pause' },
		// Splide's breakpoints are max-widths: 1023 px and below is "below 1024 px".
		breakpoints:
			kind === 'testimonials'
				? { [ TESTIMONIALS_ONE_BELOW_PX - 1 ]: { perPage: 1 } }
				: {},
		i18n,
	};
}
