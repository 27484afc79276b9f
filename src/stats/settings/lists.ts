/**
 * Lists edited as text: the download extensions on one line ("pdf, zip, docx"), excluded IP
 * addresses and URLs one per line in a textarea. The text is kept as typed while editing (so a new,
 * still empty line survives) and turned into a list only to compare and save.
 */

/**
 * Items without blanks or repeats, in the order typed (the server keeps them so too).
 * @param items Items, possibly padded or empty.
 */
function distinct( items: string[] ): string[] {
	return Array.from(
		new Set( items.map( ( item ) => item.trim() ).filter( Boolean ) )
	);
}

/**
 * One item per non-empty line.
 * @param text Textarea content.
 */
export function linesToList( text: string ): string[] {
	return distinct( text.split( /\r\n|\r|\n/ ) );
}

/**
 * The textarea content of a list.
 * @param list Items.
 */
export function listToLines( list: readonly string[] ): string {
	return list.join( '\n' );
}

/**
 * Extensions from what was typed: separated by commas, spaces or lines, with or without a leading
 * dot, in any case ("PDF, .zip docx" gives pdf, zip, docx).
 * @param text Text typed.
 */
export function textToExtensions( text: string ): string[] {
	return distinct(
		text
			.split( /[\s,;]+/ )
			.map( ( item ) => item.replace( /^\.+/, '' ).toLowerCase() )
	);
}

/**
 * The text field content of a list of extensions.
 * @param list Extensions.
 */
export function extensionsToText( list: readonly string[] ): string {
	return list.join( ', ' );
}

/**
 * The role list after a checkbox changed: in the order of the site's roles, without roles the
 * site no longer has (the server refuses those).
 * @param selected Roles chosen so far.
 * @param slug     The role whose checkbox changed.
 * @param checked  Whether it is now checked.
 * @param known    The site's roles, in order.
 */
export function toggleRole(
	selected: readonly string[],
	slug: string,
	checked: boolean,
	known: readonly string[]
): string[] {
	const chosen = new Set( selected );
	if ( checked ) {
		chosen.add( slug );
	} else {
		chosen.delete( slug );
	}
	return known.filter( ( role ) => chosen.has( role ) );
}
