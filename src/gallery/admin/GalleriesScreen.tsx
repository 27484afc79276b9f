/**
 * Galleries: the list, or one gallery when the address says `&edit=`.
 */
import { __ } from '@wordpress/i18n';
import { CollectionList, imageCount } from './CollectionList';
import { GalleryEditor } from './GalleryEditor';
import { PAGES, editedId } from './navigation';

export function GalleriesScreen() {
	const edit = editedId();
	if ( edit !== null ) {
		return <GalleryEditor initialId={ edit } />;
	}
	return (
		<CollectionList
			kind="vista-galleries"
			page={ PAGES.galleries }
			labels={ {
				addNew: __( 'Add new gallery', 'vista-gallery' ),
				search: __( 'Search galleries', 'vista-gallery' ),
				none: __( 'No galleries found.', 'vista-gallery' ),
				empty: __(
					'No galleries yet. Choose "Add new gallery" and pick images from the Media Library; then "Add to a page" puts the gallery on a page.',
					'vista-gallery'
				),
				countHeading: __( 'Images', 'vista-gallery' ),
				count: imageCount,
				table: __( 'Galleries', 'vista-gallery' ),
			} }
		/>
	);
}
