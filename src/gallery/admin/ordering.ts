/**
 * The order of a gallery's images (or an album's items): pure list operations.
 */

/**
 * Moves the entry `activeId` to where `overId` is.
 * @param ids      Ids in order.
 * @param activeId The id moved.
 * @param overId   The id whose place it takes.
 */
export function moveId< T >( ids: readonly T[], activeId: T, overId: T ): T[] {
	const from = ids.indexOf( activeId );
	const to = ids.indexOf( overId );
	if ( from < 0 || to < 0 || from === to ) {
		return [ ...ids ];
	}
	const next = [ ...ids ];
	next.splice( from, 1 );
	next.splice( to, 0, activeId );
	return next;
}

/**
 * Appends ids that are not there yet, keeping the order they came in.
 * @param ids   Ids in order.
 * @param added New ids.
 */
export function appendIds< T >( ids: readonly T[], added: readonly T[] ): T[] {
	const next = [ ...ids ];
	for ( const id of added ) {
		if ( ! next.includes( id ) ) {
			next.push( id );
		}
	}
	return next;
}

/**
 * The ids without the removed ones.
 * @param ids     Ids in order.
 * @param removed Ids to remove.
 */
export function removeIds< T >(
	ids: readonly T[],
	removed: Iterable< T >
): T[] {
	const gone = new Set( removed );
	return ids.filter( ( id ) => ! gone.has( id ) );
}

/**
 * The editor shows and reads a gallery's images this many at a time (issue 36); the first page's
 * come with the page (AdminPreload::EDITOR_PAGE_SIZE on the server: keep the two equal).
 */
export const EDITOR_PAGE_SIZE = 100;

/**
 * The ids of a page of the gallery's list.
 * @param ids  The gallery's image ids.
 * @param page 1-based page.
 */
export function pageIds( ids: number[], page: number ): number[] {
	return ids.slice(
		( page - 1 ) * EDITOR_PAGE_SIZE,
		page * EDITOR_PAGE_SIZE
	);
}
