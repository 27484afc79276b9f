/**
 * One image of the gallery editor's grid: thumbnail, selection, move handle, remove.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { HandleProps } from '@vista/shared/admin/SortableGrid';
import type { GalleryImage } from './types';

interface Props {
	image: GalleryImage | undefined;
	id: number;
	position: number;
	selected: boolean;
	onSelect: ( selected: boolean ) => void;
	onRemove: () => void;
	handle: HandleProps;
}

export function imageName( image: GalleryImage | undefined, id: number ) {
	return image?.title || image?.filename || `#${ id }`;
}

export function ImageCard( {
	image,
	id,
	position,
	selected,
	onSelect,
	onRemove,
	handle,
}: Props ) {
	const name = imageName( image, id );
	return (
		<div
			className={ `vista-gallery-image${
				selected ? ' is-selected' : ''
			}` }
			data-image-id={ id }
		>
			<div className="vista-gallery-image__thumb">
				{ image?.thumb_url ? (
					<img src={ image.thumb_url } alt="" loading="lazy" />
				) : (
					<span className="vista-gallery-image__missing">
						{ __( 'Missing image', 'vista-gallery' ) }
					</span>
				) }
				<span className="vista-gallery-image__position">
					{ position }
				</span>
				{ image?.filetype && (
					<span className="vista-gallery-image__type">
						{ image.filetype }
					</span>
				) }
			</div>
			<div className="vista-gallery-image__bar">
				<input
					type="checkbox"
					className="vista-gallery-image__select"
					checked={ selected }
					onChange={ ( event ) =>
						onSelect( event.currentTarget.checked )
					}
					aria-label={ sprintf(
						/* translators: %s: image title. */
						__( 'Select %s', 'vista-gallery' ),
						name
					) }
				/>
				<span className="vista-gallery-image__title" title={ name }>
					{ name }
				</span>
				<Button
					size="small"
					icon="move"
					className="vista-gallery-image__handle"
					label={ sprintf(
						/* translators: %s: image title. */
						__( 'Move %s', 'vista-gallery' ),
						name
					) }
					showTooltip={ false }
					ref={ handle.ref }
					{ ...handle.attributes }
					{ ...handle.listeners }
				/>
				<Button
					size="small"
					icon="no-alt"
					isDestructive
					label={ sprintf(
						/* translators: %s: image title. */
						__( 'Remove %s from the gallery', 'vista-gallery' ),
						name
					) }
					onClick={ onRemove }
				/>
			</div>
			{ image && image.tags.length > 0 && (
				<p className="vista-gallery-image__tags">
					{ image.tags.join( ', ' ) }
				</p>
			) }
		</div>
	);
}
