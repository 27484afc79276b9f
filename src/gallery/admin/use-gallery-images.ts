/**
 * The images of the gallery being edited, beyond its list of ids (which is the record's): what is
 * known of each image, which are selected, adding from the Media Library and removing (both
 * announced to screen readers), and the bulk edit of the selected images.
 */
import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import {
	parseSaveError,
	type FieldErrors,
} from '@vista/shared/settings/errors';
import type { ScreenNotice } from '@vista/shared/form/notice';
import { bulkEditImages, listTags, readImages } from './api';
import { mergeImages, type BulkRequest } from './bulk-edit';
import { openMediaModal } from './media-modal';
import { appendIds, pageIds, removeIds } from './ordering';
import type { GalleryImage } from './types';

export type ImageMap = Map< number, GalleryImage >;

/** Changes the gallery's list of image ids. */
type ChangeIds = ( update: ( ids: number[] ) => number[] ) => void;

/**
 * The selected images, in the gallery's order.
 * @param ids    The gallery's image ids.
 * @param images What is known of each image.
 */
export function useImageSelection( ids: number[], images: ImageMap ) {
	const [ selected, setSelected ] = useState< Set< number > >(
		() => new Set()
	);
	const selectedImages = useMemo(
		() =>
			ids
				.filter( ( imageId ) => selected.has( imageId ) )
				.map( ( imageId ) => images.get( imageId ) )
				.filter( ( image ): image is GalleryImage => !! image ),
		[ ids, images, selected ]
	);
	const toggle = ( imageId: number, on: boolean ) =>
		setSelected( ( current ) => {
			const next = new Set( current );
			if ( on ) {
				next.add( imageId );
			} else {
				next.delete( imageId );
			}
			return next;
		} );
	return { selected, setSelected, selectedImages, toggle };
}

/**
 * Adding images from the Media Library and removing images, each announced.
 * @param ids         The gallery's image ids.
 * @param changeIds   Changes them.
 * @param setImages   Records what is known of newly added images.
 * @param setSelected Drops removed images from the selection.
 */
export function useAddRemove(
	ids: number[],
	changeIds: ChangeIds,
	setImages: Dispatch< SetStateAction< ImageMap > >,
	setSelected: Dispatch< SetStateAction< Set< number > > >
) {
	const addFromLibrary = () =>
		openMediaModal(
			{
				title: __( 'Add images to the gallery', 'vista-gallery' ),
				button: __( 'Add to gallery', 'vista-gallery' ),
			},
			async ( added ) => {
				const fresh = added.filter(
					( imageId ) => ! ids.includes( imageId )
				);
				changeIds( ( current ) => appendIds( current, added ) );
				if ( fresh.length > 0 ) {
					const read = await readImages( fresh );
					setImages( ( current ) => mergeImages( current, read ) );
				}
				speak(
					sprintf(
						/* translators: %d: number of images. */
						_n(
							'%d image added. Save the gallery to keep it.',
							'%d images added. Save the gallery to keep them.',
							fresh.length,
							'vista-gallery'
						),
						fresh.length
					)
				);
			}
		);

	const remove = ( removed: number[] ) => {
		changeIds( ( current ) => removeIds( current, removed ) );
		setSelected(
			( current ) => new Set( removeIds( [ ...current ], removed ) )
		);
		speak(
			sprintf(
				/* translators: %d: number of images. */
				_n(
					'%d image removed from the gallery.',
					'%d images removed from the gallery.',
					removed.length,
					'vista-gallery'
				),
				removed.length
			)
		);
	};
	return { addFromLibrary, remove };
}

/**
 * The bulk edit of the selected images: sends the change, records the images as updated, and
 * shows the outcome in the editor's notice (the server's messages by field in the panel).
 * @param setImages  Records the images as updated.
 * @param showNotice Shows the outcome.
 */
export function useBulkEdit(
	setImages: Dispatch< SetStateAction< ImageMap > >,
	showNotice: ( notice: ScreenNotice ) => void
) {
	const [ busy, setBusy ] = useState( false );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ tagSuggestions, setTagSuggestions ] = useState< string[] >( [] );
	const refreshTags = () =>
		listTags().then( setTagSuggestions, () => undefined );
	useEffect( () => {
		listTags().then( setTagSuggestions, () => undefined );
	}, [] );

	const apply = async ( request: BulkRequest ) => {
		setBusy( true );
		setErrors( {} );
		try {
			const updated = await bulkEditImages( request );
			setImages( ( current ) => mergeImages( current, updated ) );
			refreshTags();
			const message = sprintf(
				/* translators: %d: number of images. */
				_n(
					'%d image updated.',
					'%d images updated.',
					updated.length,
					'vista-gallery'
				),
				updated.length
			);
			showNotice( { status: 'success', message } );
			return true;
		} catch ( failure ) {
			const error = parseSaveError(
				failure,
				__( 'The images could not be updated.', 'vista-gallery' )
			);
			setErrors( error.fieldErrors );
			showNotice( { status: 'error', message: error.message } );
			return false;
		} finally {
			setBusy( false );
		}
	};
	return { busy, errors, tagSuggestions, apply };
}

/**
 * The page of the image grid shown, its images read from the server as it is shown (the first
 * page's come with the gallery).
 * @param ids       The gallery's image ids.
 * @param images    What is known of each image.
 * @param setImages Records what is read.
 */
export function useImagePage(
	ids: number[],
	images: ImageMap,
	setImages: Dispatch< SetStateAction< ImageMap > >
) {
	const [ page, setPage ] = useState( 1 );
	useEffect( () => {
		const missing = pageIds( ids, page ).filter(
			( imageId ) => ! images.has( imageId )
		);
		if ( missing.length > 0 ) {
			readImages( missing ).then(
				( read ) => setImages( ( held ) => mergeImages( held, read ) ),
				() => undefined
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- read when the page or the list changes, not on each image read.
	}, [ page, ids ] );
	return [ page, setPage ] as const;
}
