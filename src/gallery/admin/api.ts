/**
 * REST calls of the gallery screens: core routes for galleries, albums and media, and
 * vista-gallery/v1 for reading and bulk-editing images.
 */
import apiFetch from '@wordpress/api-fetch';
import type { BulkRequest } from './bulk-edit';
import type {
	AlbumItem,
	CollectionRow,
	CollectionSort,
	CollectionSummary,
	GalleryImage,
} from './types';

export type CollectionKind = 'vista-galleries' | 'vista-albums';

const META = {
	'vista-galleries': '_vista_gallery_images',
	'vista-albums': '_vista_album_items',
} as const;

interface RestPost {
	id: number;
	date: string;
	date_gmt?: string;
	vista_list?: {
		count: number;
		thumb: string;
		author: string;
		shortcode: string;
		block?: string;
	} | null;
	title: { raw?: string; rendered: string };
	content?: { raw?: string };
	meta: Record< string, unknown >;
}

/** A gallery or album as edited. */
export interface Collection< Item > {
	id: number;
	title: string;
	description: string;
	items: Item[];
}

/**
 * Rows a page of the admin lists. The first page, as listCollectionPage() asks for it, comes with
 * the page (AdminPreload::LIST_PAGE_SIZE on the server: keep the two equal).
 */
export const LIST_PAGE_SIZE = 20;

/** One page of a list, with the totals the REST API reports in its headers. */
export interface ListPage< Row > {
	rows: Row[];
	total: number;
	pages: number;
}

async function fetchPage< Row >( path: string ): Promise< ListPage< Row > > {
	const response = await apiFetch< Response, false >( {
		path,
		parse: false,
	} );
	const rows = ( await response.json() ) as Row[];
	return {
		rows,
		total: Number( response.headers.get( 'X-WP-Total' ) ?? rows.length ),
		pages: Math.max(
			1,
			Number( response.headers.get( 'X-WP-TotalPages' ) ?? 1 )
		),
	};
}

/**
 * Every row of a collection route, 100 a request (pickers and checks need them all).
 * @param path Route with its query, without page arguments.
 */
async function fetchAll< Row >( path: string ): Promise< Row[] > {
	const rows: Row[] = [];
	for ( let page = 1; ; page++ ) {
		const answer = await fetchPage< Row >(
			`${ path }&per_page=100&page=${ page }`
		);
		rows.push( ...answer.rows );
		if ( page >= answer.pages ) {
			return rows;
		}
	}
}

function collectionQuery( search: string ): URLSearchParams {
	const query = new URLSearchParams( {
		context: 'edit',
		status: 'publish,draft,private',
		// Newest first by id: dates tie within a second, and a tie would let rows swap pages.
		orderby: 'id',
		order: 'desc',
		_fields: 'id,date,title,meta',
	} );
	if ( search.trim() ) {
		query.set( 'search', search.trim() );
	}
	return query;
}

function summary( kind: CollectionKind, post: RestPost ): CollectionSummary {
	const items = post.meta?.[ META[ kind ] ];
	return {
		id: post.id,
		title: post.title.raw ?? post.title.rendered,
		date: post.date,
		count: Array.isArray( items ) ? items.length : 0,
	};
}

function row( kind: CollectionKind, post: RestPost ): CollectionRow {
	const list = post.vista_list;
	return {
		...summary( kind, post ),
		count: list?.count ?? summary( kind, post ).count,
		dateGmt: post.date_gmt ?? post.date,
		thumb: list?.thumb ?? '',
		author: list?.author ?? '',
		shortcode: list?.shortcode ?? '',
		block: list?.block ?? '',
	};
}

/** The lists' order when no column is chosen: newest first. */
export const DEFAULT_SORT: CollectionSort = { orderby: 'id', order: 'desc' };

/**
 * One page of galleries or albums, with what the list shows of each.
 * @param kind   Galleries or albums.
 * @param search Words to look for.
 * @param page   1-based page.
 * @param sort   The column and direction.
 */
export async function listCollectionPage(
	kind: CollectionKind,
	search: string,
	page: number,
	sort: CollectionSort = DEFAULT_SORT
): Promise< ListPage< CollectionRow > > {
	const query = collectionQuery( search );
	query.set( 'per_page', String( LIST_PAGE_SIZE ) );
	query.set( 'page', String( page ) );
	query.set( 'orderby', sort.orderby );
	query.set( 'order', sort.order );
	// Not `meta`: a gallery's list of ids (10,000 for a large one) is not what a row shows; its
	// count comes with `vista_list`, kept with the gallery (issue 36 goal 2).
	query.set( '_fields', 'id,date,date_gmt,title,vista_list' );
	const answer = await fetchPage< RestPost >( `/wp/v2/${ kind }?${ query }` );
	return {
		...answer,
		rows: answer.rows.map( ( post ) => row( kind, post ) ),
	};
}

/**
 * Copies a gallery (its images' links, not the files) or an album; answers with the copy's id.
 * @param id The gallery or album.
 */
export async function duplicateCollection( id: number ): Promise< number > {
	const copy = await apiFetch< { id: number } >( {
		path: `/vista-gallery/v1/collections/${ id }/duplicate`,
		method: 'POST',
	} );
	return copy.id;
}

/**
 * Every gallery or album (for pickers), newest first.
 * @param kind Galleries or albums.
 */
export async function listCollections(
	kind: CollectionKind
): Promise< CollectionSummary[] > {
	const posts = await fetchAll< RestPost >(
		`/wp/v2/${ kind }?${ collectionQuery( '' ) }`
	);
	return posts.map( ( post ) => summary( kind, post ) );
}

export async function readCollection< Item >(
	kind: CollectionKind,
	id: number
): Promise< Collection< Item > > {
	const post = await apiFetch< RestPost >( {
		path: `/wp/v2/${ kind }/${ id }?context=edit`,
	} );
	const items = post.meta?.[ META[ kind ] ];
	return {
		id: post.id,
		title: post.title.raw ?? '',
		description: post.content?.raw ?? '',
		items: Array.isArray( items ) ? ( items as Item[] ) : [],
	};
}

/**
 * Creates (id 0) or updates a gallery or album; answers with its id.
 * @param kind       Galleries or albums.
 * @param collection What to save.
 */
export async function saveCollection< Item >(
	kind: CollectionKind,
	collection: Collection< Item >
): Promise< number > {
	const post = await apiFetch< RestPost >( {
		path: `/wp/v2/${ kind }${ collection.id ? `/${ collection.id }` : '' }`,
		method: 'POST',
		data: {
			title: collection.title,
			content: collection.description,
			status: 'publish',
			meta: { [ META[ kind ] ]: collection.items },
		},
	} );
	return post.id;
}

export function deleteCollection(
	kind: CollectionKind,
	id: number
): Promise< unknown > {
	return apiFetch( {
		path: `/wp/v2/${ kind }/${ id }?force=true`,
		method: 'DELETE',
	} );
}

/** The albums' stored items, by album id (for the cycle check). */
export async function albumItemsById(): Promise< Map< number, AlbumItem[] > > {
	const posts = await fetchAll< RestPost >(
		'/wp/v2/vista-albums?context=edit&status=publish,draft,private&_fields=id,meta'
	);
	return new Map(
		posts.map( ( post ) => {
			const items = post.meta?._vista_album_items;
			return [ post.id, Array.isArray( items ) ? items : [] ];
		} )
	);
}

export async function readImages( ids: number[] ): Promise< GalleryImage[] > {
	if ( ids.length === 0 ) {
		return [];
	}
	const images: GalleryImage[] = [];
	for ( let start = 0; start < ids.length; start += 100 ) {
		const chunk = ids.slice( start, start + 100 );
		const answer = await apiFetch< { images: GalleryImage[] } >( {
			path: `/vista-gallery/v1/images?include=${ chunk.join( ',' ) }`,
		} );
		images.push( ...answer.images );
	}
	return images;
}

export async function bulkEditImages(
	request: BulkRequest
): Promise< GalleryImage[] > {
	const answer = await apiFetch< { images: GalleryImage[] } >( {
		path: '/vista-gallery/v1/images/bulk',
		method: 'POST',
		data: request,
	} );
	return answer.images;
}

/** Tag names for suggestions (printed with the editor's page: AdminPreload::TAGS_PATH). */
export async function listTags(): Promise< string[] > {
	const terms = await apiFetch< { name: string }[] >( {
		path: '/wp/v2/vista-tags?per_page=100&_fields=name&orderby=count&order=desc',
	} );
	return terms.map( ( term ) => term.name );
}

/**
 * Uploads one file to the Media Library; answers with the new attachment's id.
 * @param file The file.
 */
export async function uploadFile( file: File ): Promise< number > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	const media = await apiFetch< { id: number } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	return media.id;
}
