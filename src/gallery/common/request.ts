/**
 * Browsing state of one gallery instance and its two transports: the address (000 §2.1 `_{n}`
 * query parameters) and the gallery view request's form fields (000 §3.10).
 */

import type { AlbumPlace } from './album';

export const SORTS = [ 'order', 'title', 'date', 'filename', 'random' ];

export interface GalleryState {
	search: string;
	sort: string;
	tags: number[];
	page: number;
	seed: number;
}

export interface GalleryOptions {
	n: number;
	layout: string;
	thumbWidth: number;
	thumbHeight: number;
	maxColumns: number;
	resizable: boolean;
	ajax: boolean;
	pagination: string;
	defaultSort: string;
	galleryType: string;
	galleryId: number;
	pages: number;
	total: number;
	shortcode: string;
	nonce: string;
	rightClickLock: boolean;
	/** The gallery theme's id (000 §3.10 theme_id); its look is in the container's style. */
	themeId?: number;
	/** Where a click opens the lightbox: its data request's nonce, and its box size in px. */
	lightboxNonce?: string;
	lightboxBox?: [ number, number ];
	/** Source album only: the place shown (AlbumPath::script_data). */
	album?: AlbumPlace;
}

/** The gallery view request's action name (admin-ajax). */
export const AJAX_ACTION = 'vista_gallery_view';

/**
 * Comma-separated positive integers; anything else ignored.
 * @param value Text.
 */
export function parseTags( value: string | null ): number[] {
	const ids: number[] = [];
	for ( const part of ( value ?? '' ).split( ',' ) ) {
		const trimmed = part.trim();
		if ( /^[1-9][0-9]{0,9}$/.test( trimmed ) ) {
			const id = Number( trimmed );
			if ( ! ids.includes( id ) ) {
				ids.push( id );
			}
		}
	}
	return ids;
}

/**
 * The state of instance n as an address holds it; anything missing or invalid falls back.
 * @param url         Address.
 * @param n           Instance number.
 * @param defaultSort The block's sort.
 */
export function stateFromUrl(
	url: string,
	n: number,
	defaultSort: string
): GalleryState {
	const params = new URL( url, 'http://localhost/' ).searchParams;
	const sort = params.get( `sort_by_${ n }` ) ?? '';
	const page = Number( params.get( `page_number_${ n }` ) ?? '1' );
	const seed = Number( params.get( `bwg_random_seed_${ n }` ) ?? '0' );
	return {
		search: ( params.get( `bwg_search_${ n }` ) ?? '' ).slice( 0, 200 ),
		sort: SORTS.includes( sort ) ? sort : defaultSort,
		tags: parseTags( params.get( `filter_tag_${ n }` ) ),
		page:
			Number.isInteger( page ) && page >= 1 ? Math.min( page, 10000 ) : 1,
		seed: Number.isInteger( seed ) && seed > 0 ? seed : 0,
	};
}

/**
 * The address with instance n's state (000 §2.1): other parameters untouched, empty and default
 * values removed (clearing a search removes its parameter).
 * @param url         Current address.
 * @param n           Instance number.
 * @param state       State.
 * @param defaultSort The block's sort.
 */
export function urlWithState(
	url: string,
	n: number,
	state: GalleryState,
	defaultSort: string
): string {
	const address = new URL( url );
	const params = address.searchParams;
	const set = ( key: string, value: string | false ) => {
		if ( value === false ) {
			params.delete( key );
		} else {
			params.set( key, value );
		}
	};
	set( `bwg_search_${ n }`, state.search !== '' && state.search );
	set( `sort_by_${ n }`, state.sort !== defaultSort && state.sort );
	set(
		`bwg_random_seed_${ n }`,
		state.sort === 'random' && state.seed > 0 && String( state.seed )
	);
	set( `filter_tag_${ n }`, state.tags.length > 0 && state.tags.join( ',' ) );
	set( `page_number_${ n }`, state.page > 1 && String( state.page ) );
	address.search = params.toString();
	return address.toString();
}

/**
 * The gallery view request's fields (000 §3.10) for a state of instance n.
 * @param options    The instance's options (from the server).
 * @param state      State to show.
 * @param action     What the visitor did (action_{n}).
 * @param currentUrl The page address (current_url).
 * @param loadMore   Append the page to the shown items (bwg_load_more_{n}).
 */
export function ajaxFields(
	options: GalleryOptions,
	state: GalleryState,
	action: string,
	currentUrl: string,
	loadMore = false
): Record< string, string > {
	const n = options.n;
	return {
		action: AJAX_ACTION,
		nonce: options.nonce,
		gallery_type: options.layout,
		gallery_id:
			options.galleryType === 'gallery'
				? String( options.galleryId )
				: '0',
		tag: options.galleryType === 'tag' ? String( options.galleryId ) : '0',
		shortcode_id: options.shortcode,
		// 000 §3.10; the server renders the theme of the signed options, not this field.
		theme_id: String( options.themeId ?? 0 ),
		bwg: String( n ),
		current_url: currentUrl,
		[ `page_number_${ n }` ]: String( state.page ),
		[ `bwg_load_more_${ n }` ]: loadMore ? '1' : '0',
		[ `sortImagesByValue_${ n }` ]: state.sort,
		[ `bwg_random_seed_${ n }` ]: String( state.seed ),
		[ `bwg_search_${ n }` ]: state.search,
		[ `bwg_tag_id_${ options.galleryId }` ]: state.tags.join( ',' ),
		[ `action_${ n }` ]: action,
	};
}

/**
 * A fresh seed for a random order, kept for the visit (000 §3.10 bwg_random_seed_{n}).
 */
export function newSeed(): number {
	return 1 + Math.floor( Math.random() * 2147483646 );
}
