/**
 * One gallery: title, description, its images in a sortable grid (drag and drop or keyboard),
 * images added from the Media Library (where new files can be uploaded too) or removed, and the
 * bulk edit of the selected images. Reading, saving and the unsaved-changes warning are the shared
 * record editor's (@vista/shared/record-editor).
 */
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { RecordEditorForm } from '@vista/shared/record-editor/RecordEditorForm';
import { useRecordEditor } from '@vista/shared/record-editor/use-record-editor';
import {
	readCollection,
	readImages,
	saveCollection,
	type Collection,
} from './api';
import { mergeImages } from './bulk-edit';
import { BulkEditPanel } from './BulkEditPanel';
import { CollectionFields } from './CollectionFields';
import { adminConfig } from './config';
import { galleryEditorStrings } from './editor-strings';
import { GalleryImageGrid } from './GalleryImageGrid';
import { pageIds } from './ordering';
import { GalleryToolbar } from './GalleryToolbar';
import { hasMediaModal } from './media-modal';
import { PAGES, rememberCreated, screenUrl } from './navigation';
import {
	useAddRemove,
	useBulkEdit,
	useImageSelection,
	type ImageMap,
	useImagePage,
} from './use-gallery-images';

type Gallery = Collection< number >;

interface Props {
	initialId: number | 'new';
}

export function GalleryEditor( { initialId }: Props ) {
	const config = adminConfig();
	const strings = galleryEditorStrings();
	const [ images, setImages ] = useState< ImageMap >( () => new Map() );
	const initial: Gallery = {
		id: initialId === 'new' ? 0 : initialId,
		title: '',
		description: '',
		items: [],
	};
	const editor = useRecordEditor< Gallery >( {
		initial,
		load: initial.id
			? async () => {
					const gallery = await readCollection< number >(
						'vista-galleries',
						initial.id
					);
					// The first page's images only: the others are read as their page is shown.
					const read = await readImages(
						pageIds( gallery.items, 1 )
					);
					setImages( mergeImages( new Map(), read ) );
					return gallery;
				}
			: null,
		check: ( gallery ) =>
			gallery.title.trim() === ''
				? __( 'Give the gallery a title.', 'vista-gallery' )
				: null,
		save: async ( gallery ) => {
			const id = await saveCollection( 'vista-galleries', gallery );
			if ( ! gallery.id ) {
				rememberCreated( PAGES.galleries, id );
			}
			return { ...gallery, id };
		},
		strings,
	} );
	const { draft, change } = editor;
	const ids = draft.items;
	const [ page, setPage ] = useImagePage( ids, images, setImages );
	const changeIds = ( update: ( current: number[] ) => number[] ) =>
		change( ( current ) => ( { items: update( current.items ) } ) );
	const { selected, setSelected, selectedImages, toggle } = useImageSelection(
		ids,
		images
	);
	const { addFromLibrary, remove } = useAddRemove(
		ids,
		changeIds,
		setImages,
		setSelected
	);
	const bulk = useBulkEdit( setImages, editor.showNotice );

	return (
		<RecordEditorForm
			editor={ editor }
			strings={ strings }
			className="vista-gallery-editor"
			header={
				<CollectionFields
					backUrl={ screenUrl( PAGES.galleries ) }
					backLabel={ __( '← All galleries', 'vista-gallery' ) }
					title={ draft.title }
					description={ draft.description }
					onChange={ change }
				/>
			}
		>
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
						? screenUrl(
								PAGES.import,
								draft.id ? { gallery: draft.id } : {}
							)
						: null
				}
				count={ ids.length }
				selectedCount={ selected.size }
				onSelectAll={ () => setSelected( new Set( ids ) ) }
				onSelectNone={ () => setSelected( new Set() ) }
				onRemoveSelected={ () => remove( [ ...selected ] ) }
			/>
			<GalleryImageGrid
				ids={ ids }
				page={ page }
				onPage={ setPage }
				images={ images }
				selected={ selected }
				onSelect={ toggle }
				onRemove={ ( imageId ) => remove( [ imageId ] ) }
				onMove={ changeIds }
			/>
			{ selectedImages.length > 0 && (
				<BulkEditPanel
					key={ selectedImages
						.map( ( image ) => image.id )
						.join( ',' ) }
					images={ selectedImages }
					embedTypes={ config.embedTypes }
					tagSuggestions={ bulk.tagSuggestions }
					busy={ bulk.busy }
					errors={ bulk.errors }
					onApply={ bulk.apply }
					onCancel={ () => setSelected( new Set() ) }
				/>
			) }
		</RecordEditorForm>
	);
}
