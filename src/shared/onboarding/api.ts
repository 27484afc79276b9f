/**
 * The getting started routes of one plugin (kit/StarterContent.php), and the pages an item can
 * be added to (WordPress's own pages route).
 */
import apiFetch from '@wordpress/api-fetch';
import type { StarterItem, StarterPage } from './types';

/**
 * Makes the plugin's sample, or finds the one made before.
 * @param path The plugin's getting-started routes.
 */
export function makeSample( path: string ): Promise< StarterItem > {
	return apiFetch( { path: `${ path }/sample`, method: 'POST' } );
}

/**
 * Puts an item on a new page (page 0) or at the end of an existing one.
 * @param path    The plugin's getting-started routes.
 * @param id      The item.
 * @param page    The page, 0 for a new one.
 * @param publish Whether to publish the page.
 */
export async function addToPage(
	path: string,
	id: number,
	page: number,
	publish: boolean
): Promise< StarterPage > {
	const answer: { page: StarterPage } = await apiFetch( {
		path: `${ path }/add-to-page`,
		method: 'POST',
		data: { id, page, publish },
	} );
	return answer.page;
}

export interface PageChoice {
	id: number;
	title: string;
	status: string;
}

/** The site's latest pages the user may edit, drafts and published. */
export async function editablePages(): Promise< PageChoice[] > {
	const pages: Array< {
		id: number;
		title: { raw: string };
		status: string;
	} > = await apiFetch( {
		path: '/wp/v2/pages?context=edit&status=draft,publish,pending,private&per_page=50&orderby=modified&_fields=id,title,status',
	} );
	return pages.map( ( page ) => ( {
		id: page.id,
		title: page.title.raw,
		status: page.status,
	} ) );
}

/**
 * Turns a card's setting on (idempotent: the route answers the same when it is on already).
 * @param path The plugin's route.
 */
export function turnOn( path: string ): Promise< unknown > {
	return apiFetch( { path, method: 'POST' } );
}
