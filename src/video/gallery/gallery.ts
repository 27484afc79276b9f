/**
 * A video gallery (000 §2.4, §4.4): thumbnails are buttons that make their video the current one
 * (and play it with `thumbplay`); page buttons set the loading state and ask for a page by call 13;
 * with `autonext` the end of a video plays the next thumbnail, or the first of the next page.
 * After a page change the view scrolls to 100 px above the gallery over 500 ms (§9.3) and a polite
 * announcement says which page is shown.
 */
import { fetchPage } from './paging';
import { initFacade, initVideo, showVideo, type PlayerEvents } from './player';
import type { Gallery, GalleryOptions, GalleryTexts, VideoData } from './types';

/** `gallery_scrolloffset` (000 §9.3). */
export const SCROLL_OFFSET = 100;
export const SCROLL_MS = 500;

const THUMB = '.vista-video__thumb';

/**
 * Pauses every player on the page but one: <video> and <audio>, and hosts' iframes by their
 * postMessage commands.
 * @param playing The player that started.
 */
export function pauseOthers( playing: Element ): void {
	document.querySelectorAll( 'video, audio, iframe' ).forEach( ( other ) => {
		if ( other === playing ) {
			return;
		}
		if ( other instanceof HTMLMediaElement ) {
			other.pause();
		} else if ( other instanceof HTMLIFrameElement ) {
			const target = other.contentWindow;
			if ( /youtube/.test( other.src ) ) {
				target?.postMessage(
					'{"event":"command","func":"pauseVideo","args":""}',
					'*'
				);
			} else if ( /vimeo/.test( other.src ) ) {
				target?.postMessage( '{"method":"pause"}', '*' );
			}
		}
	} );
}

/**
 * Scrolls so the top of an element is 100 px below the top of the window, over 500 ms.
 * @param target The element.
 */
export function scrollToGallery( target: HTMLElement ): void {
	const from = window.scrollY;
	const to = Math.max(
		0,
		from + target.getBoundingClientRect().top - SCROLL_OFFSET
	);
	const start = performance.now();
	const step = ( now: number ) => {
		const progress = Math.min( 1, ( now - start ) / SCROLL_MS );
		window.scrollTo(
			0,
			from + ( to - from ) * progress * ( 2 - progress )
		);
		if ( progress < 1 ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

function thumbs( gallery: Gallery ): HTMLButtonElement[] {
	return Array.from( gallery.list.querySelectorAll( THUMB ) );
}

function markCurrent( gallery: Gallery ): void {
	thumbs( gallery ).forEach( ( thumb ) =>
		thumb.dataset.videoid === gallery.current
			? thumb.setAttribute( 'aria-current', 'true' )
			: thumb.removeAttribute( 'aria-current' )
	);
}

function play( gallery: Gallery, thumb: HTMLElement, start: boolean ): void {
	gallery.current = thumb.dataset.videoid || '';
	markCurrent( gallery );
	showVideo(
		gallery,
		thumb.dataset as unknown as VideoData,
		events( gallery ),
		start
	);
}

async function loadPage(
	gallery: Gallery,
	token: string,
	then?: () => void
): Promise< void > {
	const { list } = gallery;
	if ( list.classList.contains( 'is-loading' ) ) {
		return;
	}
	list.classList.add( 'is-loading' );
	list.setAttribute( 'aria-busy', 'true' );
	try {
		list.innerHTML = await fetchPage( gallery, token );
		markCurrent( gallery );
		const page = list.querySelector< HTMLElement >( '[data-page]' );
		gallery.status.textContent = gallery.texts.loaded.replace(
			'%d',
			page?.dataset.page || ''
		);
		scrollToGallery( gallery.root );
		then?.();
	} catch {
		// 000 §8: the paging failure's alert, and the loading state is cleared.
		// eslint-disable-next-line no-alert -- the spec's own alert.
		window.alert( gallery.texts.error );
	} finally {
		list.classList.remove( 'is-loading' );
		list.removeAttribute( 'aria-busy' );
	}
}

function next( gallery: Gallery ): void {
	const all = thumbs( gallery );
	const index = all.findIndex(
		( thumb ) => thumb.dataset.videoid === gallery.current
	);
	if ( index >= 0 && index < all.length - 1 ) {
		play( gallery, all[ index + 1 ], true );
		return;
	}
	const nextPage = gallery.list.querySelector< HTMLButtonElement >(
		'.vista-video__page--next:not([disabled])'
	);
	if ( index === all.length - 1 && nextPage ) {
		loadPage( gallery, nextPage.dataset.pagetoken || '', () => {
			const first = thumbs( gallery )[ 0 ];
			if ( first ) {
				play( gallery, first, true );
			}
		} );
	}
}

function events( gallery: Gallery ): PlayerEvents {
	return {
		started: ( playing ) => {
			if ( gallery.options.pauseOthers ) {
				pauseOthers( playing );
			}
		},
		ended: () => {
			if ( gallery.options.autonext ) {
				next( gallery );
			}
		},
	};
}

function parse< T >( value: string | undefined, fallback: T ): T {
	try {
		return value ? ( JSON.parse( value ) as T ) : fallback;
	} catch {
		return fallback;
	}
}

/**
 * Takes over one server-rendered gallery.
 * @param root The gallery's container.
 */
export function initGallery( root: HTMLElement ): void {
	const stage = root.querySelector< HTMLElement >( '.vista-video__stage' );
	const list = root.querySelector< HTMLElement >( '.vista-video__list' );
	const status = root.querySelector< HTMLElement >( '.vista-video__status' );
	if ( ! stage || ! list || ! status ) {
		return;
	}
	const gallery: Gallery = {
		root,
		stage,
		list,
		status,
		options: parse< GalleryOptions >(
			root.dataset.options,
			{} as GalleryOptions
		),
		texts: parse< GalleryTexts >( root.dataset.texts, {} as GalleryTexts ),
		consent: root.dataset.consent === '1',
		current:
			list.querySelector< HTMLElement >( '[aria-current]' )?.dataset
				.videoid || '',
	};
	const facade = stage.querySelector< HTMLElement >( '.vista-video__facade' );
	const video = stage.querySelector( 'video' );
	if ( facade ) {
		initFacade( facade, gallery, events( gallery ) );
	} else if ( video ) {
		initVideo( video, events( gallery ) );
	}
	list.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const thumb = target.closest< HTMLElement >( THUMB );
		const pageButton =
			target.closest< HTMLButtonElement >( '.vista-video__page' );
		if ( thumb ) {
			play( gallery, thumb, gallery.options.thumbplay );
		} else if ( pageButton && ! pageButton.disabled ) {
			loadPage( gallery, pageButton.dataset.pagetoken || '' );
		}
	} );
}
