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
	FormTokenField,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import type { FieldErrors } from '@vista/shared/settings/errors';
import {
	buildBulkRequest,
	emptyDraft,
	isEmptyRequest,
	sharedFields,
	tagSummary,
	type BulkDraft,
	type BulkRequest,
} from './bulk-edit';
import type { BulkField, GalleryImage } from './types';

interface Props {
	images: GalleryImage[];
	embedTypes: string[];
	tagSuggestions: string[];
	busy: boolean;
	errors: FieldErrors;
	onApply: ( request: BulkRequest ) => Promise< boolean >;
	onCancel: () => void;
}

export function BulkEditPanel( {
	images,
	embedTypes,
	tagSuggestions,
	busy,
	errors,
	onApply,
	onCancel,
}: Props ) {
	const [ draft, setDraft ] = useState< BulkDraft >( emptyDraft );
	const shared = useMemo( () => sharedFields( images ), [ images ] );
	const tags = useMemo( () => tagSummary( images ), [ images ] );
	const mixed = __( 'Mixed values', 'vista-gallery' );

	const value = ( field: BulkField ) =>
		draft.fields[ field ] ?? shared[ field ].value;
	const setField = ( field: BulkField ) => ( next: string ) =>
		setDraft( ( current ) => ( {
			...current,
			fields: { ...current.fields, [ field ]: next },
		} ) );
	const textProps = ( field: BulkField ) => ( {
		__next40pxDefaultSize: true,
		__nextHasNoMarginBottom: true,
		value: value( field ),
		onChange: setField( field ),
		placeholder:
			shared[ field ].mixed && draft.fields[ field ] === undefined
				? mixed
				: undefined,
		...fieldProps( errors[ field ] ),
	} );
	const toggleRemove = ( tag: string ) =>
		setDraft( ( current ) => ( {
			...current,
			tagsRemove: current.tagsRemove.includes( tag )
				? current.tagsRemove.filter( ( name ) => name !== tag )
				: [ ...current.tagsRemove, tag ],
		} ) );

	const request = buildBulkRequest(
		images.map( ( image ) => image.id ),
		shared,
		draft
	);
	const filetype = value( 'filetype' );
	const headingId = 'vista-gallery-bulk-heading';

	const submit = async () => {
		if ( await onApply( request ) ) {
			setDraft( emptyDraft() );
		}
	};

	const tagButton = ( tag: string ) => {
		const removing = draft.tagsRemove.includes( tag );
		return (
			<li key={ tag }>
				<Button
					size="small"
					variant="secondary"
					className={ removing ? 'is-removing' : undefined }
					aria-pressed={ removing }
					onClick={ () => toggleRemove( tag ) }
				>
					{ removing
						? sprintf(
								/* translators: %s: tag name. */
								__( 'Keep %s', 'vista-gallery' ),
								tag
							)
						: sprintf(
								/* translators: %s: tag name. */
								__( 'Remove %s', 'vista-gallery' ),
								tag
							) }
				</Button>
			</li>
		);
	};

	return (
		<section className="vista-gallery-bulk" aria-labelledby={ headingId }>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="vista-settings-section__title"
					>
						{ sprintf(
							/* translators: %d: number of selected images. */
							_n(
								'Edit %d selected image',
								'Edit %d selected images',
								images.length,
								'vista-gallery'
							),
							images.length
						) }
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
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'File type', 'vista-gallery' ) }
							value={
								shared.filetype.mixed &&
								draft.fields.filetype === undefined
									? '__mixed'
									: filetype
							}
							onChange={ ( next: string ) =>
								next !== '__mixed' &&
								setField( 'filetype' )( next )
							}
							options={ [
								...( shared.filetype.mixed &&
								draft.fields.filetype === undefined
									? [ { value: '__mixed', label: mixed } ]
									: [] ),
								{
									value: '',
									label: __( 'Image', 'vista-gallery' ),
								},
								...embedTypes.map( ( type ) => ( {
									value: type,
									label: type,
								} ) ),
							] }
							{ ...fieldProps( errors.filetype ) }
						/>
						{ filetype !== '' && (
							<TextControl
								label={ __( 'Embed URL', 'vista-gallery' ) }
								type="url"
								{ ...textProps( 'embed_url' ) }
							/>
						) }
						<fieldset className="vista-gallery-bulk__tags">
							<legend>{ __( 'Tags', 'vista-gallery' ) }</legend>
							{ tags.all.length + tags.some.length === 0 ? (
								<p>
									{ __(
										'The selected images have no tags.',
										'vista-gallery'
									) }
								</p>
							) : (
								<>
									{ tags.all.length > 0 && (
										<>
											<p>
												{ __(
													'On all selected images:',
													'vista-gallery'
												) }
											</p>
											<ul className="vista-gallery-bulk__tag-list">
												{ tags.all.map( tagButton ) }
											</ul>
										</>
									) }
									{ tags.some.length > 0 && (
										<>
											<p>
												{ __(
													'On some of them:',
													'vista-gallery'
												) }
											</p>
											<ul className="vista-gallery-bulk__tag-list">
												{ tags.some.map( tagButton ) }
											</ul>
										</>
									) }
								</>
							) }
							<FormTokenField
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __(
									'Add tags to all selected images',
									'vista-gallery'
								) }
								value={ draft.tagsAdd }
								suggestions={ tagSuggestions }
								onChange={ ( tokens ) =>
									setDraft( ( current ) => ( {
										...current,
										tagsAdd: tokens.map( ( token ) =>
											typeof token === 'string'
												? token
												: token.value
										),
									} ) )
								}
								{ ...fieldProps( errors.tags_add ) }
							/>
						</fieldset>
						<div className="vista-gallery-bulk__actions">
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ submit }
								disabled={ busy || isEmptyRequest( request ) }
								accessibleWhenDisabled
								isBusy={ busy }
							>
								{ sprintf(
									/* translators: %d: number of selected images. */
									_n(
										'Apply to %d image',
										'Apply to %d images',
										images.length,
										'vista-gallery'
									),
									images.length
								) }
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
