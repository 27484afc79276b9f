/**
 * Bulk edit of the selected images: title (the spec's `alt`), alt text, description, redirect URL,
 * file type with embed URL, and tags added or removed on all of them. A field the images differ
 * in shows "Mixed values" and is only changed once typed in.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import type { FieldErrors } from '@vista/shared/settings/errors';
import {
	buildBulkRequest,
	isEmptyRequest,
	showsMixed,
	type BulkRequest,
} from './bulk-edit';
import { BulkTagsField } from './BulkTagsField';
import type { GalleryImage } from './types';
import { useBulkDraft } from './use-bulk-draft';

interface Props {
	images: GalleryImage[];
	embedTypes: string[];
	tagSuggestions: string[];
	busy: boolean;
	errors: FieldErrors;
	onApply: ( request: BulkRequest ) => Promise< boolean >;
	onCancel: () => void;
}

// A value no file type has: the select shows "Mixed values" until a type is chosen.
const MIXED = '__mixed';

function FileTypeSelect( {
	value,
	mixed,
	embedTypes,
	onChange,
	error,
}: {
	value: string;
	mixed: boolean;
	embedTypes: string[];
	onChange: ( filetype: string ) => void;
	error: string | undefined;
} ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'File type', 'vista-gallery' ) }
			value={ mixed ? MIXED : value }
			onChange={ ( next: string ) => next !== MIXED && onChange( next ) }
			options={ [
				...( mixed
					? [
							{
								value: MIXED,
								label: __( 'Mixed values', 'vista-gallery' ),
							},
						]
					: [] ),
				{ value: '', label: __( 'Image', 'vista-gallery' ) },
				...embedTypes.map( ( type ) => ( {
					value: type,
					label: type,
				} ) ),
			] }
			{ ...fieldProps( error ) }
		/>
	);
}

/**
 * "Edit 3 selected images".
 * @param count Selected images.
 */
const panelTitle = ( count: number ) =>
	sprintf(
		/* translators: %d: number of selected images. */
		_n(
			'Edit %d selected image',
			'Edit %d selected images',
			count,
			'vista-gallery'
		),
		count
	);

/**
 * "Apply to 3 images".
 * @param count Selected images.
 */
const applyLabel = ( count: number ) =>
	sprintf(
		/* translators: %d: number of selected images. */
		_n( 'Apply to %d image', 'Apply to %d images', count, 'vista-gallery' ),
		count
	);

export function BulkEditPanel( {
	images,
	embedTypes,
	tagSuggestions,
	busy,
	errors,
	onApply,
	onCancel,
}: Props ) {
	const form = useBulkDraft( images, errors );
	const { draft, shared, textProps } = form;
	const request = buildBulkRequest(
		images.map( ( image ) => image.id ),
		shared,
		draft
	);
	const filetype = form.value( 'filetype' );
	const headingId = 'vista-gallery-bulk-heading';

	const submit = async () => {
		if ( await onApply( request ) ) {
			form.reset();
		}
	};

	return (
		<section className="vista-gallery-bulk" aria-labelledby={ headingId }>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="vista-settings-section__title"
					>
						{ panelTitle( images.length ) }
					</h2>
				</CardHeader>
				<CardBody>
					<div className="vista-settings-fields">
						<TextControl
							label={ __( 'Title', 'vista-gallery' ) }
							{ ...textProps( 'title' ) }
						/>
						<TextControl
							label={ __( 'Alt text', 'vista-gallery' ) }
							{ ...textProps( 'alt_text' ) }
						/>
						<TextareaControl
							label={ __( 'Description', 'vista-gallery' ) }
							rows={ 3 }
							{ ...textProps( 'description' ) }
						/>
						<TextControl
							label={ __( 'Redirect URL', 'vista-gallery' ) }
							type="url"
							{ ...textProps( 'redirect_url' ) }
							{ ...fieldProps(
								errors.redirect_url,
								__(
									'Where a click on the image leads, when the gallery is set to redirect.',
									'vista-gallery'
								)
							) }
						/>
						<FileTypeSelect
							value={ filetype }
							mixed={ showsMixed( shared, draft, 'filetype' ) }
							embedTypes={ embedTypes }
							onChange={ form.setField( 'filetype' ) }
							error={ errors.filetype }
						/>
						{ filetype !== '' && (
							<TextControl
								label={ __( 'Embed URL', 'vista-gallery' ) }
								type="url"
								{ ...textProps( 'embed_url' ) }
							/>
						) }
						<BulkTagsField
							tags={ form.tags }
							removing={ draft.tagsRemove }
							onToggleRemove={ form.toggleRemove }
							adding={ draft.tagsAdd }
							suggestions={ tagSuggestions }
							onAdd={ form.setTagsAdd }
							error={ errors.tags_add }
						/>
						<div className="vista-gallery-bulk__actions">
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ submit }
								disabled={ busy || isEmptyRequest( request ) }
								accessibleWhenDisabled
								isBusy={ busy }
							>
								{ applyLabel( images.length ) }
							</Button>
							<Button
								__next40pxDefaultSize
								variant="tertiary"
								onClick={ onCancel }
							>
								{ __( 'Clear selection', 'vista-gallery' ) }
							</Button>
						</div>
					</div>
				</CardBody>
			</Card>
		</section>
	);
}
