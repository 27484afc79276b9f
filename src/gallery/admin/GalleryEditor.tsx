/**
 * One gallery: title, description, its images in a sortable grid (drag and drop or keyboard),
 * images added from the Media Library (where new files can be uploaded too) or removed, and the
 * bulk edit of the selected images.
 */
import { Notice, TextControl, TextareaControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { SortableGrid } from '@vista/shared/admin/SortableGrid';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import {
	parseSaveError,
	type FieldErrors,
} from '@vista/shared/settings/errors';
import type { ScreenNotice } from '@vista/shared/settings/use-settings-form';
import { useLeaveWarning } from '@vista/shared/settings/use-leave-warning';
import {
	bulkEditImages,
	listTags,
	readCollection,
	readImages,
	saveCollection,
} from './api';
import { sortAnnouncements, sortInstructions } from './announcements';
import { mergeImages, type BulkRequest } from './bulk-edit';
import { BulkEditPanel } from './BulkEditPanel';
import { GalleryToolbar } from './GalleryToolbar';
import { adminConfig } from './config';
import { ImageCard, imageName } from './ImageCard';
import { hasMediaModal, openMediaModal } from './media-modal';
import { PAGES, rememberCreated, screenUrl } from './navigation';
import { appendIds, moveId, removeIds } from './ordering';
import type { GalleryImage } from './types';

interface Props {
	initialId: number | 'new';
}

export function GalleryEditor( { initialId }: Props ) {
	const config = adminConfig();
	const [ id, setId ] = useState( initialId === 'new' ? 0 : initialId );
	const [ loaded, setLoaded ] = useState( initialId === 'new' );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ title, setTitle ] = useState( '' );
	const [ description, setDescription ] = useState( '' );
	const [ ids, setIds ] = useState< number[] >( [] );
	const [ images, setImages ] = useState< Map< number, GalleryImage > >(
		() => new Map()
	);
	const [ selected, setSelected ] = useState< Set< number > >(
		() => new Set()
	);
	const [ dirty, setDirty ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );
	const [ bulkBusy, setBulkBusy ] = useState( false );
	const [ bulkErrors, setBulkErrors ] = useState< FieldErrors >( {} );
	const [ tagSuggestions, setTagSuggestions ] = useState< string[] >( [] );

	useLeaveWarning( dirty );

	const load = () => {
		if ( ! id ) {
			return;
		}
		setLoadError( null );
		readCollection< number >( 'vista-galleries', id )
			.then( async ( gallery ) => {
				setTitle( gallery.title );
				setDescription( gallery.description );
				setIds( gallery.items );
				setImages(
					mergeImages( new Map(), await readImages( gallery.items ) )
				);
				setLoaded( true );
			} )
			.catch( ( failure ) =>
				setLoadError(
					parseSaveError(
						failure,
						__(
							'The gallery could not be loaded.',
							'vista-gallery'
						)
					).message
				)
			);
	};
	useEffect( load, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- loads once, when the editor opens.
	useEffect( () => {
		listTags().then( setTagSuggestions, () => undefined );
	}, [] );

	const selectedImages = useMemo(
		() =>
			ids
				.filter( ( imageId ) => selected.has( imageId ) )
				.map( ( imageId ) => images.get( imageId ) )
				.filter( ( image ): image is GalleryImage => !! image ),
		[ ids, images, selected ]
	);

	const change =
		< T, >( setter: ( value: T ) => void ) =>
		( value: T ) => {
			setter( value );
			setDirty( true );
		};

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
				setIds( ( current ) => appendIds( current, added ) );
				setDirty( true );
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
		setIds( ( current ) => removeIds( current, removed ) );
		setSelected(
			( current ) => new Set( removeIds( [ ...current ], removed ) )
		);
		setDirty( true );
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

	const applyBulk = async ( request: BulkRequest ) => {
		setBulkBusy( true );
		setBulkErrors( {} );
		try {
			const updated = await bulkEditImages( request );
			setImages( ( current ) => mergeImages( current, updated ) );
			listTags().then( setTagSuggestions, () => undefined );
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
			setNotice( { status: 'success', message } );
			return true;
		} catch ( failure ) {
			const error = parseSaveError(
				failure,
				__( 'The images could not be updated.', 'vista-gallery' )
			);
			setBulkErrors( error.fieldErrors );
			setNotice( { status: 'error', message: error.message } );
			return false;
		} finally {
			setBulkBusy( false );
		}
	};

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( title.trim() === '' ) {
			setNotice( {
				status: 'error',
				message: __( 'Give the gallery a title.', 'vista-gallery' ),
			} );
			return;
		}
		setSaving( true );
		try {
			const savedId = await saveCollection( 'vista-galleries', {
				id,
				title,
				description,
				items: ids,
			} );
			if ( ! id ) {
				setId( savedId );
				rememberCreated( PAGES.galleries, savedId );
			}
			setDirty( false );
			setNotice( {
				status: 'success',
				message: __( 'Gallery saved.', 'vista-gallery' ),
			} );
		} catch ( failure ) {
			setNotice( {
				status: 'error',
				message: parseSaveError(
					failure,
					__( 'The gallery could not be saved.', 'vista-gallery' )
				).message,
			} );
		} finally {
			setSaving( false );
		}
	};

	if ( ! loaded ) {
		return (
			<SettingsLoadState
				error={ loadError }
				onRetry={ load }
				labels={ {
					loading: __( 'Loading the gallery…', 'vista-gallery' ),
					retry: __( 'Try again', 'vista-gallery' ),
				} }
			/>
		);
	}

	const nameOf = ( imageId: string | number ) =>
		imageName( images.get( Number( imageId ) ), Number( imageId ) );

	return (
		<form className="vista-gallery-editor" onSubmit={ save }>
			<p>
				<a href={ screenUrl( PAGES.galleries ) }>
					{ __( '← All galleries', 'vista-gallery' ) }
				</a>
			</p>
			<div className="vista-gallery-editor__fields">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Title', 'vista-gallery' ) }
					value={ title }
					onChange={ change( setTitle ) }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Description', 'vista-gallery' ) }
					value={ description }
					rows={ 3 }
					onChange={ change( setDescription ) }
				/>
			</div>
			<h2 className="vista-gallery-editor__heading">
				{ sprintf(
					/* translators: %d: number of images. */
					_n( '%d image', '%d images', ids.length, 'vista-gallery' ),
					ids.length
				) }
			</h2>
			<GalleryToolbar
				canAdd={ hasMediaModal() }
				onAdd={ addFromLibrary }
				importUrl={
					config.canUpload
						? screenUrl( PAGES.import, id ? { gallery: id } : {} )
						: null
				}
				count={ ids.length }
				selectedCount={ selected.size }
				onSelectAll={ () => setSelected( new Set( ids ) ) }
				onSelectNone={ () => setSelected( new Set() ) }
				onRemoveSelected={ () => remove( [ ...selected ] ) }
			/>
			{ ids.length === 0 ? (
				<Notice status="info" isDismissible={ false }>
					<p>
						{ __(
							'No images yet: add some from the Media Library.',
							'vista-gallery'
						) }
					</p>
				</Notice>
			) : (
				<SortableGrid< number >
					ids={ ids }
					label={ __(
						'Images of the gallery, in order',
						'vista-gallery'
					) }
					instructions={ sortInstructions() }
					announcements={ sortAnnouncements( ids, nameOf ) }
					onMove={ ( active, over ) => {
						setIds( ( current ) =>
							moveId( current, active, over )
						);
						setDirty( true );
					} }
					renderItem={ ( imageId, handle ) => (
						<ImageCard
							id={ imageId }
							image={ images.get( imageId ) }
							position={ ids.indexOf( imageId ) + 1 }
							selected={ selected.has( imageId ) }
							onSelect={ ( on ) => toggle( imageId, on ) }
							onRemove={ () => remove( [ imageId ] ) }
							handle={ handle }
						/>
					) }
				/>
			) }
			{ selectedImages.length > 0 && (
				<BulkEditPanel
					key={ selectedImages
						.map( ( image ) => image.id )
						.join( ',' ) }
					images={ selectedImages }
					embedTypes={ config.embedTypes }
					tagSuggestions={ tagSuggestions }
					busy={ bulkBusy }
					errors={ bulkErrors }
					onApply={ applyBulk }
					onCancel={ () => setSelected( new Set() ) }
				/>
			) }
			<SaveBar
				saving={ saving }
				dirty={ dirty }
				notice={ notice }
				onDismissNotice={ () => setNotice( null ) }
				labels={ {
					save: __( 'Save gallery', 'vista-gallery' ),
					saving: __( 'Saving…', 'vista-gallery' ),
					unsaved: __( 'Unsaved changes', 'vista-gallery' ),
				} }
			/>
		</form>
	);
}
