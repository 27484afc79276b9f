/**
 * One album: title, description, and its galleries and albums in order. An album that would
 * contain itself (directly or through one of its albums) is refused with a message; the server
 * refuses it too. Reading, saving and the unsaved-changes warning are the shared record editor's
 * (@vista/shared/record-editor).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { RecordEditorForm } from '@vista/shared/record-editor/RecordEditorForm';
import { useRecordEditor } from '@vista/shared/record-editor/use-record-editor';
import { entryTitle, type AlbumSurroundings } from './album-contents';
import { AlbumEntryList } from './AlbumEntryList';
import { AlbumEntryPicker } from './AlbumEntryPicker';
import {
	albumItemsById,
	listCollections,
	readCollection,
	saveCollection,
	type Collection,
} from './api';
import { CollectionFields } from './CollectionFields';
import { albumEditorStrings } from './editor-strings';
import { PAGES, rememberCreated, screenUrl } from './navigation';
import type { AlbumItem } from './types';

type Album = Collection< AlbumItem >;

/**
 * Reads an album (none for a new one) with the galleries and albums it may hold.
 * @param album The album as it starts (id 0 for a new one).
 */
async function readAlbum(
	album: Album
): Promise< { album: Album; surroundings: AlbumSurroundings } > {
	const [ galleries, albums, stored, read ] = await Promise.all( [
		listCollections( 'vista-galleries' ),
		listCollections( 'vista-albums' ),
		albumItemsById(),
		album.id
			? readCollection< AlbumItem >( 'vista-albums', album.id )
			: null,
	] );
	return {
		album: read ?? album,
		surroundings: { galleries, albums, stored },
	};
}

export function AlbumEditor( { initialId }: { initialId: number | 'new' } ) {
	const strings = albumEditorStrings();
	const [ surroundings, setSurroundings ] = useState< AlbumSurroundings >(
		() => ( { galleries: [], albums: [], stored: new Map() } )
	);
	const initial: Album = {
		id: initialId === 'new' ? 0 : initialId,
		title: '',
		description: '',
		items: [],
	};
	const editor = useRecordEditor< Album >( {
		initial,
		load: async () => {
			const read = await readAlbum( initial );
			setSurroundings( read.surroundings );
			return read.album;
		},
		check: ( album ) =>
			album.title.trim() === ''
				? __( 'Give the album a title.', 'vista-gallery' )
				: null,
		save: async ( album ) => {
			const id = await saveCollection( 'vista-albums', album );
			if ( ! album.id ) {
				rememberCreated( PAGES.albums, id );
			}
			// The cycle check reads this album's items as saved from now on.
			setSurroundings( ( current ) => ( {
				...current,
				stored: new Map( current.stored ).set( id, album.items ),
			} ) );
			return { ...album, id };
		},
		strings,
	} );
	const { draft, change } = editor;

	return (
		<RecordEditorForm
			editor={ editor }
			strings={ strings }
			className="vista-gallery-editor"
			header={
				<CollectionFields
					backUrl={ screenUrl( PAGES.albums ) }
					backLabel={ __( '← All albums', 'vista-gallery' ) }
					title={ draft.title }
					description={ draft.description }
					onChange={ change }
				/>
			}
		>
			<h2 className="vista-gallery-editor__heading">
				{ __( 'Contents', 'vista-gallery' ) }
			</h2>
			<AlbumEntryPicker
				album={ draft }
				surroundings={ surroundings }
				onAdd={ ( item ) =>
					change( ( current ) => ( {
						items: [ ...current.items, item ],
					} ) )
				}
			/>
			<AlbumEntryList
				items={ draft.items }
				titleOf={ ( item ) => entryTitle( surroundings, item ) }
				onChange={ ( items ) => change( { items } ) }
			/>
		</RecordEditorForm>
	);
}
