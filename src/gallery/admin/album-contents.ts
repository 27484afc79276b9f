/**
 * What an album's contents need besides the album: the titles of its entries, and whether an entry
 * may go in (once only, and no album inside itself, even through another album).
 */
import { __, sprintf } from '@wordpress/i18n';
import { findAlbumCycle } from './album-cycles';
import type { AlbumItem, CollectionSummary } from './types';

/** What the album editor reads besides the album. */
export interface AlbumSurroundings {
	galleries: CollectionSummary[];
	albums: CollectionSummary[];
	/** The stored items of every album. */
	stored: Map< number, AlbumItem[] >;
}

export const itemKey = ( item: AlbumItem ) => `${ item.type }-${ item.id }`;

/**
 * The title of an entry, or a placeholder naming the id of one deleted since.
 * @param surroundings The galleries and albums.
 * @param item         The entry.
 */
export function entryTitle(
	surroundings: AlbumSurroundings,
	item: AlbumItem
): string {
	const rows =
		item.type === 'gallery' ? surroundings.galleries : surroundings.albums;
	return (
		rows.find( ( row ) => row.id === item.id )?.title ??
		sprintf(
			/* translators: %d: id. */
			__( '(deleted #%d)', 'vista-gallery' ),
			item.id
		)
	);
}

interface Album {
	id: number;
	title: string;
	items: AlbumItem[];
}

/**
 * Why an entry cannot go into the album, or null when it can.
 * @param album        The album as edited.
 * @param item         The entry to add.
 * @param surroundings The galleries and albums, with their stored items.
 */
export function refusedEntry(
	album: Album,
	item: AlbumItem,
	surroundings: AlbumSurroundings
): string | null {
	if (
		album.items.some( ( entry ) => itemKey( entry ) === itemKey( item ) )
	) {
		return __( 'It is in the album already.', 'vista-gallery' );
	}
	if ( item.type !== 'album' ) {
		return null;
	}
	const cycle =
		item.id === album.id
			? [ album.id ]
			: findAlbumCycle(
					album.id,
					[ item ],
					( albumId ) => surroundings.stored.get( albumId ) ?? []
				);
	if ( ! cycle ) {
		return null;
	}
	if ( cycle.length === 1 ) {
		return __( 'An album cannot contain itself.', 'vista-gallery' );
	}
	const albumTitle = ( albumId: number ) =>
		albumId === album.id && album.title
			? album.title
			: entryTitle( surroundings, { type: 'album', id: albumId } );
	return sprintf(
		/* translators: %s: chain of albums, "A → B → A". */
		__(
			'An album cannot contain itself, even through another album: %s.',
			'vista-gallery'
		),
		[ album.id, ...cycle ].map( albumTitle ).join( ' → ' )
	);
}
