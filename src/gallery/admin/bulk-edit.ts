/**
 * Bulk editing of the selected images: what the form shows for many images at once (a field's
 * value when all share it, "mixed" otherwise; tags on all or on some), and the request built from
 * what the user changed, which only carries the fields they touched.
 */
import { BULK_FIELDS, type BulkField, type GalleryImage } from './types';

export interface SharedField {
	value: string;
	/** Whether the images differ in this field. */
	mixed: boolean;
}

export type SharedFields = Record< BulkField, SharedField >;

/**
 * Each field's common value among the images.
 * @param images The selected images.
 */
export function sharedFields( images: readonly GalleryImage[] ): SharedFields {
	const shared = {} as SharedFields;
	for ( const field of BULK_FIELDS ) {
		const values = new Set( images.map( ( image ) => image[ field ] ) );
		shared[ field ] =
			values.size === 1
				? { value: [ ...values ][ 0 ], mixed: false }
				: { value: '', mixed: values.size > 1 };
	}
	return shared;
}

export interface TagSummary {
	/** Tags every selected image has. */
	all: string[];
	/** Tags only some of them have. */
	some: string[];
}

/**
 * Which tags the selected images carry.
 * @param images The selected images.
 */
export function tagSummary( images: readonly GalleryImage[] ): TagSummary {
	const counts = new Map< string, number >();
	for ( const image of images ) {
		for ( const tag of new Set( image.tags ) ) {
			counts.set( tag, ( counts.get( tag ) ?? 0 ) + 1 );
		}
	}
	const all: string[] = [];
	const some: string[] = [];
	for ( const [ tag, count ] of counts ) {
		( count === images.length ? all : some ).push( tag );
	}
	const byName = ( a: string, b: string ) => a.localeCompare( b );
	return { all: all.sort( byName ), some: some.sort( byName ) };
}

/** What the user set in the bulk form. */
export interface BulkDraft {
	/** Field values the user edited (untouched fields are absent). */
	fields: Partial< Record< BulkField, string > >;
	tagsAdd: string[];
	tagsRemove: string[];
}

export const emptyDraft = (): BulkDraft => ( {
	fields: {},
	tagsAdd: [],
	tagsRemove: [],
} );

/**
 * Whether a field shows "Mixed values": the images differ in it and the user has not typed in it.
 * @param shared The images' shared fields.
 * @param draft  What the user set.
 * @param field  The field.
 */
export function showsMixed(
	shared: SharedFields,
	draft: BulkDraft,
	field: BulkField
): boolean {
	return shared[ field ].mixed && draft.fields[ field ] === undefined;
}

/**
 * The tags to remove once the user pressed a tag's button: a second press keeps the tag again.
 * @param removing The tags marked for removal.
 * @param tag      The tag pressed.
 */
export function toggledRemoval(
	removing: readonly string[],
	tag: string
): string[] {
	return removing.includes( tag )
		? removing.filter( ( name ) => name !== tag )
		: [ ...removing, tag ];
}

/** The body of POST /vista-gallery/v1/images/bulk. */
export interface BulkRequest {
	ids: number[];
	changes: Partial< Record< BulkField, string > >;
	tags_add: string[];
	tags_remove: string[];
}

function uniqueTrimmed( names: readonly string[] ): string[] {
	return [
		...new Set( names.map( ( name ) => name.trim() ).filter( Boolean ) ),
	];
}

/**
 * The request for a draft: only fields whose value differs from what the images share (a field
 * the images differ in is sent once the user typed in it); changing the file type sends the embed
 * URL with it, and a plain image clears its embed URL; a tag both added and removed is only added.
 * @param ids    The selected images.
 * @param shared Their shared fields.
 * @param draft  What the user set.
 */
export function buildBulkRequest(
	ids: readonly number[],
	shared: SharedFields,
	draft: BulkDraft
): BulkRequest {
	const changes: Partial< Record< BulkField, string > > = {};
	for ( const field of BULK_FIELDS ) {
		const value = draft.fields[ field ];
		if ( value === undefined ) {
			continue;
		}
		const trimmed = value.trim();
		if ( shared[ field ].mixed || trimmed !== shared[ field ].value ) {
			changes[ field ] = trimmed;
		}
	}
	if ( 'filetype' in changes ) {
		if ( changes.filetype === '' ) {
			changes.embed_url = '';
		} else if ( ! ( 'embed_url' in changes ) ) {
			changes.embed_url = (
				draft.fields.embed_url ?? shared.embed_url.value
			).trim();
		}
	}
	const tagsAdd = uniqueTrimmed( draft.tagsAdd );
	const tagsRemove = uniqueTrimmed( draft.tagsRemove ).filter(
		( tag ) => ! tagsAdd.includes( tag )
	);
	return {
		ids: [ ...ids ],
		changes,
		tags_add: tagsAdd,
		tags_remove: tagsRemove,
	};
}

/**
 * Whether a request would change anything.
 * @param request The request.
 */
export function isEmptyRequest( request: BulkRequest ): boolean {
	return (
		Object.keys( request.changes ).length === 0 &&
		request.tags_add.length === 0 &&
		request.tags_remove.length === 0
	);
}

/**
 * The images after the server's answer: answered images replace the old ones.
 * @param images  Images by id.
 * @param updated The images as saved.
 */
export function mergeImages(
	images: ReadonlyMap< number, GalleryImage >,
	updated: readonly GalleryImage[]
): Map< number, GalleryImage > {
	const next = new Map( images );
	for ( const image of updated ) {
		next.set( image.id, image );
	}
	return next;
}
