/**
 * The tags part of the bulk edit: the tags the selected images carry, on all of them or on some,
 * each a button that marks it for removal (pressed again, it stays), and the tags to add to all.
 */
import { Button, FormTokenField } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import type { TagSummary } from './bulk-edit';

interface Props {
	tags: TagSummary;
	removing: string[];
	onToggleRemove: ( tag: string ) => void;
	adding: string[];
	suggestions: string[];
	onAdd: ( tags: string[] ) => void;
	error: string | undefined;
}

function TagButtons( {
	heading,
	tags,
	removing,
	onToggleRemove,
}: {
	heading: string;
	tags: string[];
	removing: string[];
	onToggleRemove: ( tag: string ) => void;
} ) {
	if ( tags.length === 0 ) {
		return null;
	}
	return (
		<>
			<p>{ heading }</p>
			<ul className="vista-gallery-bulk__tag-list">
				{ tags.map( ( tag ) => {
					const isRemoving = removing.includes( tag );
					return (
						<li key={ tag }>
							<Button
								size="small"
								variant="secondary"
								className={
									isRemoving ? 'is-removing' : undefined
								}
								aria-pressed={ isRemoving }
								onClick={ () => onToggleRemove( tag ) }
							>
								{ isRemoving
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
				} ) }
			</ul>
		</>
	);
}

export function BulkTagsField( {
	tags,
	removing,
	onToggleRemove,
	adding,
	suggestions,
	onAdd,
	error,
}: Props ) {
	return (
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
					<TagButtons
						heading={ __(
							'On all selected images:',
							'vista-gallery'
						) }
						tags={ tags.all }
						removing={ removing }
						onToggleRemove={ onToggleRemove }
					/>
					<TagButtons
						heading={ __( 'On some of them:', 'vista-gallery' ) }
						tags={ tags.some }
						removing={ removing }
						onToggleRemove={ onToggleRemove }
					/>
				</>
			) }
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Add tags to all selected images',
					'vista-gallery'
				) }
				value={ adding }
				suggestions={ suggestions }
				onChange={ ( tokens ) =>
					onAdd(
						tokens.map( ( token ) =>
							typeof token === 'string' ? token : token.value
						)
					)
				}
				{ ...fieldProps( error ) }
			/>
		</fieldset>
	);
}
