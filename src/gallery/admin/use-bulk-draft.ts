/**
 * What the bulk edit form holds: the user's changes over what the selected images share, and the
 * props that make each text field show the shared value, or "Mixed values" until typed in.
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import type { FieldErrors } from '@vista/shared/settings/errors';
import {
	emptyDraft,
	sharedFields,
	showsMixed,
	tagSummary,
	toggledRemoval,
	type BulkDraft,
} from './bulk-edit';
import type { BulkField, GalleryImage } from './types';

export function useBulkDraft( images: GalleryImage[], errors: FieldErrors ) {
	const [ draft, setDraft ] = useState< BulkDraft >( emptyDraft );
	const shared = useMemo( () => sharedFields( images ), [ images ] );
	const tags = useMemo( () => tagSummary( images ), [ images ] );

	const value = ( field: BulkField ) =>
		draft.fields[ field ] ?? shared[ field ].value;
	const setField = ( field: BulkField ) => ( next: string ) =>
		setDraft( ( current ) => ( {
			...current,
			fields: { ...current.fields, [ field ]: next },
		} ) );
	const textProps = ( field: BulkField ) => ( {
		__next40pxDefaultSize: true,
		__nextHasNoMarginBottom: true,
		value: value( field ),
		onChange: setField( field ),
		placeholder: showsMixed( shared, draft, field )
			? __( 'Mixed values', 'vista-gallery' )
			: undefined,
		...fieldProps( errors[ field ] ),
	} );
	const toggleRemove = ( tag: string ) =>
		setDraft( ( current ) => ( {
			...current,
			tagsRemove: toggledRemoval( current.tagsRemove, tag ),
		} ) );
	const setTagsAdd = ( tagsAdd: string[] ) =>
		setDraft( ( current ) => ( { ...current, tagsAdd } ) );

	return {
		draft,
		shared,
		tags,
		value,
		setField,
		textProps,
		toggleRemove,
		setTagsAdd,
		reset: () => setDraft( emptyDraft() ),
	};
}
