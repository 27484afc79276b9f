/**
 * An album must not contain itself, directly or through one of its albums.
 */
import type { AlbumItem } from './types';

/**
 * The chain of albums through which `albumId` would contain itself with these items, or null.
 * @param albumId  The album being edited.
 * @param items    Its items as edited.
 * @param subItems The stored items of any other album.
 * @return The album ids from a direct item of `albumId` down to the one that contains it.
 */
export function findAlbumCycle(
	albumId: number,
	items: readonly AlbumItem[],
	subItems: ( id: number ) => readonly AlbumItem[]
): number[] | null {
	const queue: number[][] = items
		.filter( ( item ) => item.type === 'album' )
		.map( ( item ) => [ item.id ] );
	const seen = new Set< number >();
	while ( queue.length > 0 ) {
		const path = queue.shift() as number[];
		const id = path[ path.length - 1 ];
		if ( id === albumId ) {
			return path;
		}
		if ( seen.has( id ) ) {
			continue;
		}
		seen.add( id );
		for ( const item of subItems( id ) ) {
			if ( item.type === 'album' ) {
				queue.push( [ ...path, item.id ] );
			}
		}
	}
	return null;
}

/**
 * The albums that can be added to `albumId` without a cycle.
 * @param albumId  The album being edited.
 * @param albumIds All albums.
 * @param subItems The stored items of any other album.
 */
export function addableAlbums(
	albumId: number,
	albumIds: readonly number[],
	subItems: ( id: number ) => readonly AlbumItem[]
): number[] {
	return albumIds.filter(
		( id ) =>
			findAlbumCycle( albumId, [ { type: 'album', id } ], subItems ) ===
			null
	);
}
