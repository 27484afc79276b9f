/**
 * Addresses of the screens: the list, and one gallery or album (`&edit=ID`, `&edit=new`).
 */
export const PAGES = {
	galleries: 'vista-galleries',
	albums: 'vista-albums',
	import: 'vista-gallery-import',
} as const;

export function screenUrl(
	page: string,
	params: Record< string, string | number > = {}
): string {
	const query = new URLSearchParams( { page } );
	for ( const [ key, value ] of Object.entries( params ) ) {
		query.set( key, String( value ) );
	}
	return `admin.php?${ query }`;
}

/** The `edit` parameter: an id, 'new', or null for the list. */
export function editedId(): number | 'new' | null {
	const value = new URLSearchParams( window.location.search ).get( 'edit' );
	if ( value === 'new' ) {
		return 'new';
	}
	const id = Number( value );
	return Number.isInteger( id ) && id > 0 ? id : null;
}

/**
 * Puts the saved id in the address, so a reload shows what was just created.
 * @param page Page slug.
 * @param id   The new id.
 */
export function rememberCreated( page: string, id: number ): void {
	window.history.replaceState( null, '', screenUrl( page, { edit: id } ) );
}
