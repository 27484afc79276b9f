/**
 * When a slider that is in view takes over (issue 18 goal 3): once its first slide's images are
 * decoded and the frame that shows them has been painted. Splide's set-up is a long task on a
 * phone's processor; run before that frame, it comes between the page's first paint and its
 * largest one (the hero's first image), and the visitor waits for it. Until then the stylesheet
 * shows the slider as Splide will, so nothing changes on screen when it takes over.
 */
import { afterPaint } from '../../shared/after-paint';

/**
 * The images of a slider's first slide.
 * @param root The slider.
 */
export function firstSlideImages( root: ParentNode ): HTMLImageElement[] {
	const first = root.querySelector( '.splide__slide' );
	return first ? Array.from( first.querySelectorAll( 'img' ) ) : [];
}

/**
 * Settles once the image is loaded (or failed) and decoded.
 * @param image The image.
 */
export function decoded( image: HTMLImageElement ): Promise< void > {
	const loaded = image.complete
		? Promise.resolve()
		: new Promise< void >( ( resolve ) => {
				image.addEventListener( 'load', () => resolve(), {
					once: true,
				} );
				image.addEventListener( 'error', () => resolve(), {
					once: true,
				} );
			} );
	return loaded
		.then( () => image.decode?.() )
		.then(
			() => undefined,
			() => undefined
		);
}

/**
 * Calls `start` once: after the first slide's images are decoded, the next frame and a task after
 * it; at the latest after `latest` ms (an image that never settles, a tab that paints no frame).
 * @param root   The slider.
 * @param start  Starts it.
 * @param view   The window (tests pass their own).
 * @param latest At most this many ms from now.
 */
export function startAfterFirstSlide(
	root: ParentNode,
	start: () => void,
	view: Window & typeof globalThis = window,
	latest = 3000
): void {
	afterPaint(
		start,
		view,
		latest,
		Promise.all( firstSlideImages( root ).map( decoded ) )
	);
}

/**
 * Images of the slides after the first are fetched lazily (render.php): once the slider moves,
 * the next ones are wanted before they slide in, so they load now.
 * @param root The slider.
 */
export function loadOtherSlides( root: ParentNode ): void {
	root.querySelectorAll< HTMLImageElement >(
		'.splide__slide img[loading="lazy"]'
	).forEach( ( image ) => image.setAttribute( 'loading', 'eager' ) );
}
