/**
 * What asks the gallery for another view: the album's links and the history's steps through it,
 * the tag, paging and load-more links, the tag area's toggle, and the search and sort controls.
 * Each hands the state it asks for to the gallery's `go` (gallery.ts).
 */
import { backAddress, instanceKey, withInstanceOf } from '../common/album';
import {
	newSeed,
	stateFromUrl,
	type GalleryOptions,
	type GalleryState,
} from '../common/request';
import { layoutControls } from './controls';

/**
 * Shows a state: by the gallery view request when ajax is on, else by loading its address.
 * @param state    Browsing state.
 * @param action   action_{n}.
 * @param loadMore Append the page's items.
 * @param to       An album place's address (item, crumb, back, history step): shown as is.
 * @param push     Add `to` to the history (not for a history step).
 */
export type Go = (
	state: GalleryState,
	action: string,
	loadMore?: boolean,
	to?: string,
	push?: boolean
) => Promise< void >;

/**
 * Follows the history's steps (back, forward) through this instance's album places.
 * @param container Gallery container.
 * @param options   Its options.
 * @param shownKey  What the instance shows now (instanceKey of its address).
 * @param go        Shows a state.
 */
export function followAlbumHistory(
	container: HTMLElement,
	options: GalleryOptions,
	shownKey: () => string,
	go: Go
): void {
	const n = options.n;
	const onHistoryStep = () => {
		if ( ! container.isConnected ) {
			window.removeEventListener( 'popstate', onHistoryStep );
		} else if ( instanceKey( window.location.href, n ) !== shownKey() ) {
			const here = window.location.href;
			go(
				stateFromUrl( here, n, options.defaultSort ),
				'album',
				false,
				here,
				false
			);
		}
	};
	window.addEventListener( 'popstate', onHistoryStep );
}

/**
 * Opens an album place (item, crumb, back) in place, unless a modifier asks the browser for a new
 * tab or window.
 * @param event   The click.
 * @param link    The album link clicked.
 * @param options The gallery's options.
 * @param go      Shows a state.
 */
function openAlbumLink(
	event: MouseEvent,
	link: HTMLAnchorElement,
	options: GalleryOptions,
	go: Go
): boolean {
	if ( event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ) {
		return false;
	}
	const n = options.n;
	let to: string | null = withInstanceOf(
		window.location.href,
		link.href,
		n
	);
	if ( link.classList.contains( 'vista-album__back' ) ) {
		to = backAddress( window.location.href, document.referrer, n );
	}
	event.preventDefault();
	if ( to === null ) {
		window.history.back();
	} else {
		go( stateFromUrl( to, n, options.defaultSort ), 'album', false, to );
	}
	return true;
}

/**
 * Opens or closes the collapsed tag area (000 §9.3).
 * @param toggle    Its toggle button.
 * @param container Gallery container.
 */
function toggleTags( toggle: HTMLButtonElement, container: HTMLElement ): void {
	const expanded = toggle.getAttribute( 'aria-expanded' ) !== 'true';
	toggle.setAttribute( 'aria-expanded', String( expanded ) );
	toggle.textContent =
		( expanded ? toggle.dataset.less : toggle.dataset.more ) ?? '';
	layoutControls( container );
}

/**
 * Follows the gallery's links: album places, the tag toggle, and (with ajax on) the tag, paging,
 * load-more and search-reset links.
 * @param container Gallery container.
 * @param options   Its options.
 * @param go        Shows a state.
 */
export function followLinks(
	container: HTMLElement,
	options: GalleryOptions,
	go: Go
): void {
	container.addEventListener( 'click', ( event ) => {
		const target = event.target as HTMLElement;
		const albumLink = options.album
			? target.closest< HTMLAnchorElement >(
					'a.vista-album__link, a.vista-album__crumb, a.vista-album__back'
				)
			: null;
		if ( albumLink && openAlbumLink( event, albumLink, options, go ) ) {
			return;
		}
		const toggle = target.closest< HTMLButtonElement >(
			'.vista-gallery__tags-toggle'
		);
		if ( toggle ) {
			toggleTags( toggle, container );
			return;
		}
		const link = target.closest< HTMLAnchorElement >(
			'a.vista-gallery__tag, a.vista-gallery__page, a.vista-gallery__load-more, a.vista-gallery__search-reset'
		);
		if ( ! link || ! options.ajax ) {
			return;
		}
		event.preventDefault();
		const state = stateFromUrl( link.href, options.n, options.defaultSort );
		let action = 'page';
		if ( link.classList.contains( 'vista-gallery__tag' ) ) {
			action = 'tag';
		} else if ( link.classList.contains( 'vista-gallery__search-reset' ) ) {
			action = 'search';
		}
		const loadMore = link.classList.contains( 'vista-gallery__load-more' );
		go( state, loadMore ? 'load_more' : action, loadMore );
	} );
}

/**
 * Searches on the search form's submission and sorts on a change of the sort select.
 * @param container Gallery container.
 * @param current   The state shown (kept up to date by the gallery).
 * @param go        Shows a state.
 */
export function followControls(
	container: HTMLElement,
	current: GalleryState,
	go: Go
): void {
	const form = container.querySelector< HTMLFormElement >(
		'.vista-gallery__controls'
	);
	const fromForm = (): GalleryState => {
		const input = form?.querySelector< HTMLInputElement >(
			'.vista-gallery__search-input'
		);
		const select = form?.querySelector< HTMLSelectElement >(
			'.vista-gallery__sort-select'
		);
		const sort = select?.value ?? current.sort;
		return {
			...current,
			search: input ? input.value.trim().slice( 0, 200 ) : current.search,
			sort,
			page: 1,
			seed: sort === 'random' ? current.seed || newSeed() : 0,
		};
	};
	form?.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		go( fromForm(), 'search' );
	} );
	form?.querySelector( '.vista-gallery__sort-select' )?.addEventListener(
		'change',
		() => go( fromForm(), 'sort' )
	);
}
