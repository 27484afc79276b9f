/**
 * Call 13 (000 §7): the next or previous page of thumbnails, asked of admin-ajax.php with
 * `action=my_embedplus_gallery_page`, the `security` field (the gallery's signed spec) and the
 * `options` object, posted as form fields the way jQuery posts an object (`options[playlistId]`).
 */
import type { Gallery } from './types';

export const ACTION = 'my_embedplus_gallery_page';

/**
 * The HTML of the thumbnail list of a page.
 * @param gallery   The gallery.
 * @param pageToken The page's token.
 */
export async function fetchPage(
	gallery: Gallery,
	pageToken: string
): Promise< string > {
	const { options } = gallery;
	const body = new URLSearchParams( {
		action: ACTION,
		security: gallery.root.dataset.security || '',
	} );
	const fields: Record< string, string | number | boolean > = {
		playlistId: options.playlistId,
		pageToken,
		pageSize: options.pageSize,
		columns: options.columns,
		showTitle: options.showTitle,
		showPaging: options.showPaging,
		autonext: options.autonext,
		thumbplay: options.thumbplay,
	};
	Object.entries( fields ).forEach( ( [ name, value ] ) =>
		body.append(
			`options[${ name }]`,
			typeof value === 'boolean'
				? String( Number( value ) )
				: String( value )
		)
	);
	const response = await window.fetch( gallery.root.dataset.ajax || '', {
		method: 'POST',
		credentials: 'same-origin',
		body,
	} );
	if ( ! response.ok ) {
		throw new Error( String( response.status ) );
	}
	return response.text();
}
