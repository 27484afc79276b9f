/**
 * One album: title, description, and its galleries and albums in order. An album that would
 * contain itself (directly or through one of its albums) is refused with a message; the server
 * refuses it too.
 */
import {
	Button,
	Notice,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { SortableGrid } from '@vista/shared/admin/SortableGrid';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import { parseSaveError } from '@vista/shared/settings/errors';
import type { ScreenNotice } from '@vista/shared/settings/use-settings-form';
import { useLeaveWarning } from '@vista/shared/settings/use-leave-warning';
import { findAlbumCycle } from './album-cycles';
import {
	albumItemsById,
	listCollections,
	readCollection,
	saveCollection,
} from './api';
import { sortAnnouncements, sortInstructions } from './announcements';
import { PAGES, rememberCreated, screenUrl } from './navigation';
import { moveId } from './ordering';
import type { AlbumItem, CollectionSummary } from './types';

const itemKey = ( item: AlbumItem ) => `${ item.type }-${ item.id }`;

export function AlbumEditor( { initialId }: { initialId: number | 'new' } ) {
	const [ id, setId ] = useState( initialId === 'new' ? 0 : initialId );
	const [ loaded, setLoaded ] = useState( false );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ title, setTitle ] = useState( '' );
	const [ description, setDescription ] = useState( '' );
	const [ items, setItems ] = useState< AlbumItem[] >( [] );
	const [ galleries, setGalleries ] = useState< CollectionSummary[] >( [] );
	const [ albums, setAlbums ] = useState< CollectionSummary[] >( [] );
	const [ stored, setStored ] = useState< Map< number, AlbumItem[] > >(
		() => new Map()
	);
	const [ choice, setChoice ] = useState( '' );
	const [ addError, setAddError ] = useState< string | null >( null );
	const [ dirty, setDirty ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );

	useLeaveWarning( dirty );

	const load = () => {
		setLoadError( null );
		Promise.all( [
			listCollections( 'vista-galleries' ),
			listCollections( 'vista-albums' ),
			albumItemsById(),
			id ? readCollection< AlbumItem >( 'vista-albums', id ) : null,
		] )
			.then( ( [ galleryRows, albumRows, storedItems, album ] ) => {
				setGalleries( galleryRows );
				setAlbums( albumRows );
				setStored( storedItems );
				if ( album ) {
					setTitle( album.title );
					setDescription( album.description );
					setItems( album.items );
				}
				setLoaded( true );
			} )
			.catch( ( failure ) =>
				setLoadError(
					parseSaveError(
						failure,
						__( 'The album could not be loaded.', 'vista-gallery' )
					).message
				)
			);
	};
	useEffect( load, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- loads once, when the editor opens.

	const titleOf = ( item: AlbumItem ) =>
		( item.type === 'gallery' ? galleries : albums ).find(
			( row ) => row.id === item.id
		)?.title ??
		sprintf(
			/* translators: %d: id. */
			__( '(deleted #%d)', 'vista-gallery' ),
			item.id
		);
	const albumTitle = ( albumId: number ) =>
		albumId === id && title
			? title
			: titleOf( { type: 'album', id: albumId } );

	const add = () => {
		const [ type, rawId ] = choice.split( ':' );
		const item: AlbumItem = {
			type: type === 'album' ? 'album' : 'gallery',
			id: Number( rawId ),
		};
		if ( ! item.id ) {
			return;
		}
		if ( items.some( ( entry ) => itemKey( entry ) === itemKey( item ) ) ) {
			setAddError( __( 'It is in the album already.', 'vista-gallery' ) );
			return;
		}
		if ( item.type === 'album' ) {
			const cycle =
				item.id === id
					? [ id ]
					: findAlbumCycle(
							id,
							[ item ],
							( albumId ) => stored.get( albumId ) ?? []
						);
			if ( cycle ) {
				const message =
					cycle.length === 1
						? __(
								'An album cannot contain itself.',
								'vista-gallery'
							)
						: sprintf(
								/* translators: %s: chain of albums, "A → B → A". */
								__(
									'An album cannot contain itself, even through another album: %s.',
									'vista-gallery'
								),
								[ id, ...cycle ].map( albumTitle ).join( ' → ' )
							);
				setAddError( message );
				speak( message, 'assertive' );
				return;
			}
		}
		setAddError( null );
		setItems( ( current ) => [ ...current, item ] );
		setDirty( true );
		speak(
			sprintf(
				/* translators: %s: title. */
				__( '%s added to the album.', 'vista-gallery' ),
				titleOf( item )
			)
		);
	};

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( title.trim() === '' ) {
			setNotice( {
				status: 'error',
				message: __( 'Give the album a title.', 'vista-gallery' ),
			} );
			return;
		}
		setSaving( true );
		try {
			const savedId = await saveCollection( 'vista-albums', {
				id,
				title,
				description,
				items,
			} );
			if ( ! id ) {
				setId( savedId );
				rememberCreated( PAGES.albums, savedId );
			}
			setStored( ( current ) =>
				new Map( current ).set( savedId, items )
			);
			setDirty( false );
			setNotice( {
				status: 'success',
				message: __( 'Album saved.', 'vista-gallery' ),
			} );
		} catch ( failure ) {
			setNotice( {
				status: 'error',
				message: parseSaveError(
					failure,
					__( 'The album could not be saved.', 'vista-gallery' )
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
					loading: __( 'Loading the album…', 'vista-gallery' ),
					retry: __( 'Try again', 'vista-gallery' ),
				} }
			/>
		);
	}

	const keys = items.map( itemKey );
	const byKey = new Map( items.map( ( item ) => [ itemKey( item ), item ] ) );
	const nameOf = ( key: string | number ) => {
		const item = byKey.get( String( key ) );
		return item ? titleOf( item ) : String( key );
	};

	return (
		<form className="vista-gallery-editor" onSubmit={ save }>
			<p>
				<a href={ screenUrl( PAGES.albums ) }>
					{ __( '← All albums', 'vista-gallery' ) }
				</a>
			</p>
			<div className="vista-gallery-editor__fields">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Title', 'vista-gallery' ) }
					value={ title }
					onChange={ ( value ) => {
						setTitle( value );
						setDirty( true );
					} }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Description', 'vista-gallery' ) }
					value={ description }
					rows={ 3 }
					onChange={ ( value ) => {
						setDescription( value );
						setDirty( true );
					} }
				/>
			</div>
			<h2 className="vista-gallery-editor__heading">
				{ __( 'Contents', 'vista-gallery' ) }
			</h2>
			<div className="vista-gallery-album__add">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Gallery or album to add', 'vista-gallery' ) }
					value={ choice }
					onChange={ ( value: string ) => {
						setChoice( value );
						setAddError( null );
					} }
				>
					<option value="">
						{ __( 'Choose…', 'vista-gallery' ) }
					</option>
					<optgroup label={ __( 'Galleries', 'vista-gallery' ) }>
						{ galleries.map( ( row ) => (
							<option
								key={ row.id }
								value={ `gallery:${ row.id }` }
							>
								{ row.title }
							</option>
						) ) }
					</optgroup>
					<optgroup label={ __( 'Albums', 'vista-gallery' ) }>
						{ albums.map( ( row ) => (
							<option
								key={ row.id }
								value={ `album:${ row.id }` }
							>
								{ row.title }
							</option>
						) ) }
					</optgroup>
				</SelectControl>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ add }
					disabled={ choice === '' }
					accessibleWhenDisabled
				>
					{ __( 'Add to album', 'vista-gallery' ) }
				</Button>
			</div>
			{ addError && (
				<Notice status="error" onRemove={ () => setAddError( null ) }>
					<p>{ addError }</p>
				</Notice>
			) }
			{ items.length === 0 ? (
				<p>{ __( 'The album is empty.', 'vista-gallery' ) }</p>
			) : (
				<SortableGrid< string >
					ids={ keys }
					layout="list"
					label={ __(
						'Contents of the album, in order',
						'vista-gallery'
					) }
					instructions={ sortInstructions() }
					announcements={ sortAnnouncements( keys, nameOf ) }
					onMove={ ( active, over ) => {
						const order = moveId( keys, active, over );
						setItems(
							order.map(
								( key ) => byKey.get( key ) as AlbumItem
							)
						);
						setDirty( true );
					} }
					renderItem={ ( key, handle ) => {
						const item = byKey.get( key ) as AlbumItem;
						return (
							<div className="vista-gallery-album__item">
								<Button
									size="small"
									icon="move"
									label={ sprintf(
										/* translators: %s: title. */
										__( 'Move %s', 'vista-gallery' ),
										titleOf( item )
									) }
									showTooltip={ false }
									ref={ handle.ref }
									{ ...handle.attributes }
									{ ...handle.listeners }
								/>
								<span className="vista-gallery-album__type">
									{ item.type === 'album'
										? __( 'Album', 'vista-gallery' )
										: __( 'Gallery', 'vista-gallery' ) }
								</span>
								<span className="vista-gallery-album__title">
									{ titleOf( item ) }
								</span>
								<Button
									size="small"
									variant="link"
									isDestructive
									onClick={ () => {
										setItems( ( current ) =>
											current.filter(
												( entry ) =>
													itemKey( entry ) !== key
											)
										);
										setDirty( true );
									} }
								>
									{ __( 'Remove', 'vista-gallery' ) }
									<span className="screen-reader-text">
										{ ' ' }
										{ titleOf( item ) }
									</span>
								</Button>
							</div>
						);
					} }
				/>
			) }
			<SaveBar
				saving={ saving }
				dirty={ dirty }
				notice={ notice }
				onDismissNotice={ () => setNotice( null ) }
				labels={ {
					save: __( 'Save album', 'vista-gallery' ),
					saving: __( 'Saving…', 'vista-gallery' ),
					unsaved: __( 'Unsaved changes', 'vista-gallery' ),
				} }
			/>
		</form>
	);
}
