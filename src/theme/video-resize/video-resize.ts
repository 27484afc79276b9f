/**
 * The video resize helper (001 §1, §4, §9): a video frame in content that is not already in a
 * responsive wrapper gets one that keeps its ratio at every width. 10 ms later a resize event lets
 * other scripts measure again; 100 ms later a wrapper whose padding exceeds the video's height by
 * more than 20 px (the frame was held at another height by the site's styles) is undone.
 */

export const RESIZE_EVENT_AFTER_MS = 10;
export const CHECK_WRAPPER_AFTER_MS = 100;
export const PADDING_TOLERANCE_PX = 20;
/** 000 §9.3: a video without its own size is 16:9. */
export const DEFAULT_RATIO = 0.5625;

const VIDEO_HOSTS =
	/(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|dailymotion\.com|wistia\.(com|net)|videopress\.com|twitch\.tv)\//i;

/** Where content is: posts and pages, and classic themes' entry content. */
const CONTENT = '.wp-block-post-content, .entry-content';

/**
 * Whether a frame is a video frame this helper should size: one with its own width and height,
 * or one from a video host.
 * @param frame The frame.
 */
export function isVideoFrame( frame: HTMLIFrameElement ): boolean {
	const sized =
		Number( frame.getAttribute( 'width' ) ) > 0 &&
		Number( frame.getAttribute( 'height' ) ) > 0;
	return sized || VIDEO_HOSTS.test( frame.getAttribute( 'src' ) ?? '' );
}

/**
 * Whether a frame already sits in a wrapper that keeps its ratio: WordPress's responsive embeds,
 * ours, or a parent sized by aspect-ratio or a padding ratio.
 * @param frame The frame.
 */
export function isInResponsiveWrapper( frame: HTMLIFrameElement ): boolean {
	if (
		frame.closest(
			'.vista-video-wrap, .wp-has-aspect-ratio, .wp-block-embed__wrapper'
		)
	) {
		return true;
	}
	const parent = frame.parentElement;
	if ( ! parent ) {
		return false;
	}
	const style = getComputedStyle( parent );
	return (
		( style.aspectRatio !== '' && style.aspectRatio !== 'auto' ) ||
		parseFloat( style.paddingTop ) + parseFloat( style.paddingBottom ) >
			0.3 * parent.clientWidth
	);
}

/**
 * The frame's height over its width.
 * @param frame The frame.
 */
export function frameRatio( frame: HTMLIFrameElement ): number {
	const width = Number( frame.getAttribute( 'width' ) );
	const height = Number( frame.getAttribute( 'height' ) );
	return width > 0 && height > 0 ? height / width : DEFAULT_RATIO;
}

type MovingParent = ParentNode & {
	moveBefore?: ( node: Node, child: Node | null ) => void;
};

/**
 * Moves a frame within the document. Taken out and put back (`insertBefore`), a frame unloads
 * its page and loads it again: on a phone's processor a long task of its own, for a video player
 * often the longest of the page's load (issue 18). `moveBefore` (Chromium 133 and later) moves
 * it with its page as it is; other browsers reload it as before.
 * @param parent Where the frame goes.
 * @param frame  The frame, in the document.
 * @param before The child it goes before; null for the end.
 */
export function moveFrame(
	parent: ParentNode,
	frame: HTMLIFrameElement,
	before: Node | null = null
): void {
	const { moveBefore } = parent as MovingParent;
	if ( typeof moveBefore === 'function' && parent.isConnected ) {
		try {
			moveBefore.call( parent, frame, before );
			return;
		} catch {
			// Refused (a node of another document, a parent being built): move it the old way.
		}
	}
	parent.insertBefore( frame, before );
}

/**
 * Wraps a frame in a box whose padding keeps its ratio.
 * @param frame The frame.
 */
export function wrapFrame( frame: HTMLIFrameElement ): HTMLElement {
	const wrapper = document.createElement( 'div' );
	wrapper.className = 'vista-video-wrap';
	wrapper.style.paddingTop = `${ ( frameRatio( frame ) * 100 ).toFixed(
		4
	) }%`;
	frame.before( wrapper );
	moveFrame( wrapper, frame );
	return wrapper;
}

/**
 * Whether a wrapper's padding exceeds its frame's height by more than 001 §4's 20 px (the frame
 * was held at another height by the site's styles). Reads layout only.
 * @param wrapper The wrapper.
 */
export function isPaddingTooTall( wrapper: HTMLElement ): boolean {
	const frame = wrapper.querySelector( 'iframe' );
	if ( ! frame ) {
		return false;
	}
	const padding = parseFloat( getComputedStyle( wrapper ).paddingTop ) || 0;
	return padding - frame.offsetHeight > PADDING_TOLERANCE_PX;
}

/**
 * Puts a wrapper's frame back in its place.
 * @param wrapper The wrapper.
 */
export function unwrapFrame( wrapper: HTMLElement ): void {
	const frame = wrapper.querySelector( 'iframe' );
	if ( frame && wrapper.parentNode ) {
		moveFrame( wrapper.parentNode, frame, wrapper );
	}
	wrapper.remove();
}

/**
 * Undoes the wrappers whose padding no longer matches their frame (001 §4: by more than 20 px).
 * Every wrapper is measured before any is undone: measuring after a change would make the
 * browser lay the page out again, once a wrapper.
 * @param wrappers The wrappers.
 * @return Those undone.
 */
export function undoWrappersTooTall( wrappers: HTMLElement[] ): HTMLElement[] {
	const tooTall = wrappers.filter( isPaddingTooTall );
	tooTall.forEach( unwrapFrame );
	return tooTall;
}

/**
 * Wraps every unwrapped video frame in the content, then fires the resize event and checks the
 * wrappers at the spec's delays.
 * @param root Where to look.
 */
export function resizeVideos( root: ParentNode = document ): HTMLElement[] {
	const frames = Array.from(
		root.querySelectorAll< HTMLIFrameElement >( `:is(${ CONTENT }) iframe` )
	).filter(
		( frame ) => isVideoFrame( frame ) && ! isInResponsiveWrapper( frame )
	);
	const wrappers = frames.map( wrapFrame );
	if ( wrappers.length ) {
		window.setTimeout(
			() => window.dispatchEvent( new Event( 'resize' ) ),
			RESIZE_EVENT_AFTER_MS
		);
		window.setTimeout(
			() => undoWrappersTooTall( wrappers ),
			CHECK_WRAPPER_AFTER_MS
		);
	}
	return wrappers;
}
