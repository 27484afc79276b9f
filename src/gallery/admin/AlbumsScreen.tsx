/**
 * Albums: the list, or one album when the address says `&edit=`.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { AlbumEditor } from './AlbumEditor';
import { CollectionList } from './CollectionList';
import { PAGES, editedId } from './navigation';

export function AlbumsScreen() {
	const edit = editedId();
	if ( edit !== null ) {
		return <AlbumEditor initialId={ edit } />;
	}
	return (
		<CollectionList
			kind="vista-albums"
			page={ PAGES.albums }
			labels={ {
				addNew: __( 'Add new album', 'vista-gallery' ),
				search: __( 'Search albums', 'vista-gallery' ),
				none: __( 'No albums found.', 'vista-gallery' ),
				empty: __(
					'No albums yet. An album groups galleries and other albums: make a gallery first, then choose "Add new album".',
					'vista-gallery'
				),
				countHeading: __( 'Items', 'vista-gallery' ),
				count: ( count ) =>
					sprintf(
						/* translators: %d: number of galleries and albums. */
						_n( '%d item', '%d items', count, 'vista-gallery' ),
						count
					),
				table: __( 'Albums', 'vista-gallery' ),
			} }
		/>
	);
}
