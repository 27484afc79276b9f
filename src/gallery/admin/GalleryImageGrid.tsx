/**
 * The images of the gallery being edited, in order, as cards to select, remove, or move by drag and
 * drop or the keyboard (with what screen readers hear); a hint when there are none yet. A page of
 * EDITOR_PAGE_SIZE at a time, so a gallery of 10,000 images opens as fast as one of 100 (issue 36).
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { SortableGrid } from '@vista/shared/admin/SortableGrid';
import { sortAnnouncements, sortInstructions } from './announcements';
import { ListPages } from './CollectionTable';
import { ImageCard, imageName } from './ImageCard';
import { EDITOR_PAGE_SIZE, moveId, pageIds } from './ordering';
import type { ImageMap } from './use-gallery-images';

interface Props {
	ids: number[];
	page: number;
	onPage: ( page: number ) => void;
	images: ImageMap;
	selected: ReadonlySet< number >;
	onSelect: ( imageId: number, on: boolean ) => void;
	onRemove: ( imageId: number ) => void;
	onMove: ( update: ( ids: number[] ) => number[] ) => void;
}

export function GalleryImageGrid( {
	ids,
	page,
	onPage,
	images,
	selected,
	onSelect,
	onRemove,
	onMove,
}: Props ) {
	if ( ids.length === 0 ) {
		return (
			<Notice status="info" isDismissible={ false }>
				<p>
					{ __(
						'No images yet: add some from the Media Library.',
						'vista-gallery'
					) }
				</p>
			</Notice>
		);
	}
	const nameOf = ( imageId: string | number ) =>
		imageName( images.get( Number( imageId ) ), Number( imageId ) );
	const pages = Math.ceil( ids.length / EDITOR_PAGE_SIZE );
	const shown = Math.min( page, pages );
	return (
		<>
			{ pages > 1 && (
				<ListPages
					total={ ids.length }
					listPage={ shown }
					pages={ pages }
					onPage={ onPage }
				/>
			) }
			<SortableGrid< number >
				ids={ pageIds( ids, shown ) }
				label={ __(
					'Images of the gallery, in order',
					'vista-gallery'
				) }
				instructions={ sortInstructions() }
				announcements={ sortAnnouncements( ids, nameOf ) }
				onMove={ ( active, over ) =>
					onMove( ( current ) => moveId( current, active, over ) )
				}
				renderItem={ ( imageId, handle ) => (
					<ImageCard
						id={ imageId }
						image={ images.get( imageId ) }
						position={ ids.indexOf( imageId ) + 1 }
						selected={ selected.has( imageId ) }
						onSelect={ ( on ) => onSelect( imageId, on ) }
						onRemove={ () => onRemove( imageId ) }
						handle={ handle }
					/>
				) }
			/>
		</>
	);
}
