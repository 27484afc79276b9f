/**
 * The data of the gallery admin screens, as the REST routes send it.
 */

/** One image's editable fields (GalleryRestController::image()). */
export interface GalleryImage {
	id: number;
	/** The spec's `alt` (000 §3.2): the attachment's title. */
	title: string;
	alt_text: string;
	description: string;
	redirect_url: string;
	/** Empty for a plain image, else an embed type of 000 §3.3. */
	filetype: string;
	embed_url: string;
	tags: string[];
	thumb_url: string;
	filename: string;
	mime_type: string;
}

/** The fields one bulk edit can set on many images. */
export type BulkField =
	| 'title'
	| 'alt_text'
	| 'description'
	| 'redirect_url'
	| 'filetype'
	| 'embed_url';

export const BULK_FIELDS: readonly BulkField[] = [
	'title',
	'alt_text',
	'description',
	'redirect_url',
	'filetype',
	'embed_url',
];

/** A gallery or album as the list shows it. */
export interface CollectionSummary {
	id: number;
	title: string;
	date: string;
	count: number;
}

/** A row of the Galleries or Albums list (the `vista_list` field of CollectionListRoutes.php). */
export interface CollectionRow extends CollectionSummary {
	/** When it was made, UTC. */
	dateGmt: string;
	/** The cover's thumbnail address, or '' when it has no image. */
	thumb: string;
	author: string;
	shortcode: string;
	/** The block "Add to a page" copies: the gallery's or the album's. */
	block: string;
}

/** The lists' sortable columns. */
export type CollectionOrderBy = 'id' | 'title' | 'date';

/** How a list is sorted. */
export interface CollectionSort {
	orderby: CollectionOrderBy;
	order: 'asc' | 'desc';
}

/** An entry of an album. */
export interface AlbumItem {
	type: 'gallery' | 'album';
	id: number;
}
