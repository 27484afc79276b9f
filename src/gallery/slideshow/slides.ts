/**
 * The slides on the stage: letting their images load (the one coming and, if asked, those around
 * it), waiting for one to be ready, and one change from the outgoing slide to the incoming one
 * with its effect (000 §4.2).
 */
import { detectSupport, effectFor, runEffect } from './effects';
import {
	preloadIndexes,
	resolveEffect,
	transitionTime,
	type Direction,
	type SlideshowSettings,
} from './logic';

/** A slide whose image has not arrived by then is shown anyway (ms). */
const LOAD_WAIT_MS = 4000;

/**
 * Lets a slide's image load now, whether or not it is displayed.
 * @param slide A slide.
 */
export function load( slide: HTMLElement ): void {
	slide
		.querySelectorAll< HTMLImageElement >( 'img[loading="lazy"]' )
		.forEach( ( image ) => {
			image.loading = 'eager';
		} );
}

/**
 * Lets the images around the one shown load, when the settings ask for it (000 §4.2).
 * @param slides   The slides.
 * @param current  Index shown.
 * @param settings The slideshow's settings.
 */
export function preloadAround(
	slides: HTMLElement[],
	current: number,
	settings: SlideshowSettings
): void {
	if ( settings.preload ) {
		preloadIndexes(
			current,
			slides.length,
			settings.preloadCount,
			settings.loop
		).forEach( ( index ) => load( slides[ index ] ) );
	}
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
 * Changes the slide shown once the incoming image is ready, with the effect the settings and the
 * browser allow; the slides' classes end right whether or not the effect ran to its end.
 * @param root      The slideshow (its data-effect and data-last-effect tell the effect).
 * @param box       The slides' box.
 * @param from      Outgoing slide.
 * @param to        Incoming slide.
 * @param direction Which way the change goes.
 * @param settings  The slideshow's settings.
 */
export async function changeSlides(
	root: HTMLElement,
	box: HTMLElement,
	from: HTMLElement,
	to: HTMLElement,
	direction: Direction,
	settings: SlideshowSettings
): Promise< void > {
	try {
		await ready( to );
		const effect = effectFor(
			resolveEffect( settings.effect, detectSupport() ),
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
			direction,
			duration: transitionTime( settings.intervalMs, settings.effectMs ),
			effect,
		} );
		root.dataset.lastEffect = effect;
	} finally {
		from.classList.remove( 'is-leaving', 'is-current' );
		to.classList.remove( 'is-entering' );
		to.classList.add( 'is-current' );
		stopPlayers( from );
		delete root.dataset.effect;
	}
}
