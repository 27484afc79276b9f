/**
 * One image of the gallery editor's grid: thumbnail, selection, move handle, remove. The buttons
 * are plain buttons in the components' classes, not `Button`: a page shows 100 cards, and 200
 * `Button`s (each with its tooltip machinery) took most of the large gallery's first render
 * (issue 36).
 */
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
	const removeLabel = sprintf(
		/* translators: %s: image title. */
		__( 'Remove %s from the gallery', 'vista-gallery' ),
		name
	);
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
				<button
					type="button"
					className="components-button is-small has-icon vista-gallery-image__handle"
					aria-label={ sprintf(
						/* translators: %s: image title. */
						__( 'Move %s', 'vista-gallery' ),
						name
					) }
					ref={ handle.ref }
					{ ...handle.attributes }
					{ ...handle.listeners }
				>
					<span className="dashicons dashicons-move" aria-hidden />
				</button>
				<button
					type="button"
					className="components-button is-small has-icon is-destructive"
					aria-label={ removeLabel }
					title={ removeLabel }
					onClick={ onRemove }
				>
					<span className="dashicons dashicons-no-alt" aria-hidden />
				</button>
			</div>
			{ image && image.tags.length > 0 && (
				<p className="vista-gallery-image__tags">
					{ image.tags.join( ', ' ) }
				</p>
			) }
		</div>
	);
}
