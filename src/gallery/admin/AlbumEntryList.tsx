/**
 * The entries of the album being edited, in order: moved by drag and drop or the keyboard (with
 * what screen readers hear), or removed.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	SortableGrid,
	type HandleProps,
} from '@vista/shared/admin/SortableGrid';
import { itemKey } from './album-contents';
import { sortAnnouncements, sortInstructions } from './announcements';
import { moveId } from './ordering';
import type { AlbumItem } from './types';

interface Props {
	items: AlbumItem[];
	titleOf: ( item: AlbumItem ) => string;
	onChange: ( items: AlbumItem[] ) => void;
}

interface EntryProps {
	item: AlbumItem;
	title: string;
	handle: HandleProps;
	onRemove: () => void;
}

function AlbumEntry( { item, title, handle, onRemove }: EntryProps ) {
	return (
		<div className="vista-gallery-album__item">
			<Button
				size="small"
				icon="move"
				label={ sprintf(
					/* translators: %s: title. */
					__( 'Move %s', 'vista-gallery' ),
					title
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
			<span className="vista-gallery-album__title">{ title }</span>
			<Button
				size="small"
				variant="link"
				isDestructive
				onClick={ onRemove }
			>
				{ __( 'Remove', 'vista-gallery' ) }
				<span className="screen-reader-text"> { title }</span>
			</Button>
		</div>
	);
}

export function AlbumEntryList( { items, titleOf, onChange }: Props ) {
	if ( items.length === 0 ) {
		return <p>{ __( 'The album is empty.', 'vista-gallery' ) }</p>;
	}
	const keys = items.map( itemKey );
	const byKey = new Map( items.map( ( item ) => [ itemKey( item ), item ] ) );
	const entry = ( key: string ) => byKey.get( key ) as AlbumItem;
	const nameOf = ( key: string | number ) => {
		const item = byKey.get( String( key ) );
		return item ? titleOf( item ) : String( key );
	};
	return (
		<SortableGrid< string >
			ids={ keys }
			layout="list"
			label={ __( 'Contents of the album, in order', 'vista-gallery' ) }
			instructions={ sortInstructions() }
			announcements={ sortAnnouncements( keys, nameOf ) }
			onMove={ ( active, over ) =>
				onChange( moveId( keys, active, over ).map( entry ) )
			}
			renderItem={ ( key, handle ) => (
				<AlbumEntry
					item={ entry( key ) }
					title={ titleOf( entry( key ) ) }
					handle={ handle }
					onRemove={ () =>
						onChange(
							items.filter( ( item ) => itemKey( item ) !== key )
						)
					}
				/>
			) }
		/>
	);
}
