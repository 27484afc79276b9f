/**
 * Album navigation state of one instance (000 §2.1 album view, §3.10): where the visitor is, as
 * the address holds it (`type_{n}`, `album_gallery_id_{n}`, `bwg_album_breadcrumb_{n}`, written in
 * that order before the instance's other parameters), as the gallery view request sends it, and where "back" goes.
 * The server checks every step against the album contents again (AlbumPath); these functions
 * only keep the values well-formed and bounded.
 */

export interface AlbumCrumb {
	id: number;
	page: number;
	search: string;
}

/** The place shown: type '' is the block's own album. */
export interface AlbumPlace {
	root: number;
	type: '' | 'album' | 'gallery';
	id: number;
	crumbs: AlbumCrumb[];
}

/** Albums a breadcrumb holds at most (the server's AlbumPath::MAX_CRUMBS). */
export const MAX_CRUMBS = 10;
/** Longest breadcrumb value read (AlbumPath::MAX_BREADCRUMB_CHARS). */
export const MAX_BREADCRUMB_CHARS = 8000;
const MAX_PAGE = 10000;
const MAX_SEARCH = 200;

/**
 * Every address parameter of instance n, the album's first.
 * @param n Instance number.
 */
export function instanceParams( n: number ): string[] {
	return [
		`type_${ n }`,
		`album_gallery_id_${ n }`,
		`bwg_album_breadcrumb_${ n }`,
		`bwg_search_${ n }`,
		`sort_by_${ n }`,
		`filter_tag_${ n }`,
		`page_number_${ n }`,
		`bwg_random_seed_${ n }`,
	];
}

const isPositiveInteger = ( value: unknown, max: number ): value is number =>
	Number.isSafeInteger( value ) &&
	( value as number ) >= 1 &&
	( value as number ) <= max;

/**
 * The well-formed leading entries of a breadcrumb value: a JSON list of `{id, page, search}`
 * with a positive integer id, an optional page (1 … 10000) and search (string). Reading stops at
 * the first entry that is not, and after MAX_CRUMBS.
 * @param value Parameter value.
 */
export function parseBreadcrumb(
	value: string | null | undefined
): AlbumCrumb[] {
	if ( ! value || value.length > MAX_BREADCRUMB_CHARS ) {
		return [];
	}
	let list: unknown;
	try {
		list = JSON.parse( value );
	} catch {
		return [];
	}
	const crumbs: AlbumCrumb[] = [];
	if ( ! Array.isArray( list ) ) {
		return crumbs;
	}
	for ( const entry of list.slice( 0, MAX_CRUMBS ) ) {
		if ( ! entry || typeof entry !== 'object' || Array.isArray( entry ) ) {
			break;
		}
		const {
			id,
			page = 1,
			search = '',
		} = entry as Record< string, unknown >;
		if (
			! isPositiveInteger( id, Number.MAX_SAFE_INTEGER ) ||
			! isPositiveInteger( page, MAX_PAGE ) ||
			typeof search !== 'string'
		) {
			break;
		}
		crumbs.push( { id, page, search: search.slice( 0, MAX_SEARCH ) } );
	}
	return crumbs;
}

/**
 * A breadcrumb as its parameter holds it.
 * @param crumbs Crumbs.
 */
export function serialiseBreadcrumb( crumbs: AlbumCrumb[] ): string {
	return JSON.stringify(
		crumbs.map( ( { id, page, search } ) => ( { id, page, search } ) )
	);
}

/**
 * The place of instance n an address names.
 * @param url  Address.
 * @param n    Instance number.
 * @param root The block's album.
 */
export function placeFromUrl(
	url: string,
	n: number,
	root: number
): AlbumPlace {
	const params = new URL( url, 'http://localhost/' ).searchParams;
	const type = params.get( `type_${ n }` );
	const id = Number( params.get( `album_gallery_id_${ n }` ) );
	if (
		( type !== 'album' && type !== 'gallery' ) ||
		! isPositiveInteger( id, Number.MAX_SAFE_INTEGER )
	) {
		return { root, type: '', id: 0, crumbs: [] };
	}
	return {
		root,
		type,
		id,
		crumbs: parseBreadcrumb( params.get( `bwg_album_breadcrumb_${ n }` ) ),
	};
}

/**
 * The gallery view request's album fields (000 §3.10) for a place of instance n.
 * @param n     Instance number.
 * @param place Place.
 */
export function albumFields(
	n: number,
	place: AlbumPlace
): Record< string, string > {
	return {
		album_id: String( place.root ),
		[ `type_${ n }` ]: place.type,
		[ `album_gallery_id_${ n }` ]: String( place.id ),
		[ `bwg_album_breadcrumb_${ n }` ]: serialiseBreadcrumb( place.crumbs ),
	};
}

/**
 * What instance n shows at an address: its parameters, so a history step that changes only
 * another instance (or the fragment) leaves it alone.
 * @param url Address.
 * @param n   Instance number.
 */
export function instanceKey( url: string, n: number ): string {
	const params = new URL( url, 'http://localhost/' ).searchParams;
	return instanceParams( n )
		.map( ( name ) => `${ name }=${ params.get( name ) ?? '' }` )
		.join( '&' );
}

/**
 * The current address with instance n's parameters taken from a link: a link rendered before
 * another instance moved on must not take that instance back. Instance n's parameters go last,
 * in the link's order (`type_{n}` first); the fragment is dropped.
 * @param current The page address.
 * @param link    A link of instance n.
 * @param n       Instance number.
 */
export function withInstanceOf(
	current: string,
	link: string,
	n: number
): string {
	const address = new URL( current );
	const own = instanceParams( n );
	const params = new URLSearchParams();
	address.searchParams.forEach( ( value, name ) => {
		if ( ! own.includes( name ) ) {
			params.append( name, value );
		}
	} );
	new URL( link, current ).searchParams.forEach( ( value, name ) => {
		if ( own.includes( name ) ) {
			params.append( name, value );
		}
	} );
	address.search = params.toString();
	address.hash = '';
	return address.toString();
}

/**
 * Where "back" goes (000 §2.1). When the visitor came from this site (the referrer has the
 * page's origin), browser history does: null. When the referrer is outside the site (or there is
 * none), the address cut at the album type marker: `type_{n}` and every parameter of instance n
 * after it are dropped, with the fragment; the other parameters keep their order. That is the
 * block's own album, as its first page.
 * @param href     The page address.
 * @param referrer document.referrer.
 * @param n        Instance number.
 */
export function backAddress(
	href: string,
	referrer: string,
	n: number
): string | null {
	const address = new URL( href );
	try {
		if ( referrer && new URL( referrer ).origin === address.origin ) {
			return null;
		}
	} catch {
		// An unreadable referrer is not this site.
	}
	const own = instanceParams( n );
	let cut = false;
	const kept = new URLSearchParams();
	address.searchParams.forEach( ( value, name ) => {
		cut = cut || name === `type_${ n }`;
		if ( ! cut || ! own.includes( name ) ) {
			kept.append( name, value );
		}
	} );
	address.search = kept.toString();
	address.hash = '';
	return address.toString();
}
