/**
 * The popup's rules without the DOM (000 §4.1, §9.2): steps with the loop rule, preload order,
 * side panel width, which keys are shortcuts, and the share links.
 */
import { arrowKeyStep } from '../common/reading-direction';
import { targetOf } from '../slideshow/logic';

/** 000 §9.2 timings (ms). */
export const CLICK_DEBOUNCE_MS = 100;
export const INFO_RECALC_MS = 200;
export const ECOMMERCE_OPEN_DELAY_MS = 400;
/** Thumbnails the filmstrip shows at most on a narrow screen (000 §5), and that width. */
export const NARROW_FILMSTRIP_THUMBS = 5;
export const NARROW_MAX_WIDTH = 767;

/**
 * The image a previous (-1) or next (+1) step leads to, or null: past an end with loop off
 * (the arrow is hidden there), or a gallery of one image. With loop on it wraps around.
 * @param current Index shown.
 * @param by      -1 or +1.
 * @param count   Images.
 * @param loop    enable_loop.
 */
export function stepTarget(
	current: number,
	by: number,
	count: number,
	loop: boolean
): number | null {
	return targetOf( { kind: 'step', by }, current, count, loop );
}

/**
 * Images to preload around the one shown, nearest first (000 §9.2): none when preloading is off;
 * every other image when the count is 0 or at least the total; else that many, alternating after
 * and before the current image (around the ends only with loop on).
 * @param current      Index shown.
 * @param count        Images.
 * @param enabled      preload_images.
 * @param preloadCount preload_images_count.
 * @param loop         enable_loop.
 */
export function preloadOrder(
	current: number,
	count: number,
	enabled: boolean,
	preloadCount: number,
	loop: boolean
): number[] {
	if ( ! enabled || count < 2 ) {
		return [];
	}
	const all = preloadCount <= 0 || preloadCount >= count;
	const order: number[] = [];
	for ( let d = 1; d < count; d++ ) {
		for ( const index of [ current + d, current - d ] ) {
			const wrapped = ( ( index % count ) + count ) % count;
			const inside = index >= 0 && index < count;
			if (
				( inside || loop || all ) &&
				wrapped !== current &&
				! order.includes( wrapped )
			) {
				order.push( wrapped );
			}
		}
	}
	return all ? order : order.slice( 0, preloadCount );
}

/**
 * A side panel's width (000 §4.1): the setting capped to the window; `full` when it had to be
 * capped (then the close buttons are hidden and playing pauses).
 * @param setting     lightbox_comment_width.
 * @param windowWidth Window width.
 */
export function panelWidth(
	setting: number,
	windowWidth: number
): { width: number; full: boolean } {
	const wanted = setting > 0 ? setting : 400;
	return wanted >= windowWidth
		? { width: windowWidth, full: true }
		: { width: wanted, full: false };
}

/**
 * Whether keys typed in this element are text (the comment name, email, comment and captcha
 * fields, or any other field): shortcuts are ignored there (000 §4.1).
 * @param target The focused element.
 */
export function isTextEntry( target: EventTarget | null ): boolean {
	if ( ! target || typeof ( target as Element ).closest !== 'function' ) {
		return false;
	}
	const element = target as HTMLElement;
	return (
		element.isContentEditable ||
		[ 'INPUT', 'TEXTAREA', 'SELECT' ].includes( element.tagName )
	);
}

export type Command =
	| 'close'
	| 'previous'
	| 'next'
	| 'first'
	| 'last'
	| 'play'
	| 'fullscreen'
	| 'maximize'
	| 'info'
	| 'comments'
	| 'controls';

/**
 * The command of a key (000 §4.1 Escape and arrows, plus ours), or null. Space plays only when no
 * button or link has the focus (there it presses what is focused). The arrows follow the reading
 * order: on a right-to-left page the next image is on the left.
 * @param key       KeyboardEvent.key.
 * @param onControl Focus is on a button or link.
 * @param rtl       The page reads right to left.
 */
export function commandOf(
	key: string,
	onControl: boolean,
	rtl = false
): Command | null {
	switch ( key ) {
		case 'Escape':
			return 'close';
		case 'ArrowLeft':
		case 'ArrowRight':
			return arrowKeyStep( key, rtl ) > 0 ? 'next' : 'previous';
		case 'Home':
			return 'first';
		case 'End':
			return 'last';
		case ' ':
			return onControl ? null : 'play';
	}
	const letters: Record< string, Command > = {
		p: 'play',
		f: 'fullscreen',
		m: 'maximize',
		i: 'info',
		c: 'comments',
		t: 'controls',
	};
	return letters[ key.toLowerCase() ] ?? null;
}

/** A network's share address (000 §7: four networks plus the generic share). */
export interface ShareLink {
	network: 'facebook' | 'twitter' | 'pinterest' | 'tumblr';
	label: string;
	href: string;
}

/**
 * The share addresses of an image.
 * @param pageUrl  The image's address (the page with its hash).
 * @param imageUrl The image file.
 * @param title    Its title.
 */
export function shareLinks(
	pageUrl: string,
	imageUrl: string,
	title: string
): Array< Omit< ShareLink, 'label' > > {
	const u = encodeURIComponent( pageUrl );
	const media = encodeURIComponent( imageUrl );
	const text = encodeURIComponent( title );
	return [
		{
			network: 'facebook',
			href: `https://www.facebook.com/sharer/sharer.php?u=${ u }`,
		},
		{
			network: 'twitter',
			href: `https://twitter.com/intent/tweet?url=${ u }&text=${ text }`,
		},
		{
			network: 'pinterest',
			href: `https://pinterest.com/pin/create/button/?url=${ u }&media=${ media }&description=${ text }`,
		},
		{
			network: 'tumblr',
			href: `https://www.tumblr.com/widgets/share/tool?posttype=photo&canonicalUrl=${ u }&content=${ media }&caption=${ text }`,
		},
	];
}

/**
 * Whether an entry is embedded media (000 §3.3: the filetype contains EMBED_), or has a player.
 * @param filetype  Entry filetype.
 * @param embedHtml Its player markup.
 */
export function isEmbed( filetype: string, embedHtml: string ): boolean {
	return filetype.includes( 'EMBED_' ) || embedHtml !== '';
}
