/**
 * The field blocks: their attributes and titles come from their block.json, registered by the
 * server; this gives each one the shared editor (preview + sidebar) and its stable field id.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { FieldPreview } from './field-preview';
import { FieldSettings } from './field-settings';
import { SubmitPreview } from './submit-preview';
import { newFieldId, needsNewFieldId } from './field-id';
import {
	FIELD_BLOCK_PREFIX,
	FIELD_TYPES,
	type FieldAttributes,
	type FieldType,
} from './field-types';

interface BlockEditorSelectors {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
}

/**
 * Field ids of the field blocks before this one, in document order.
 * @param clientId This block.
 */
function useEarlierFieldIds( clientId: string ): string[] {
	return useSelect(
		( select ) => {
			const editor = select(
				blockEditorStore
			) as unknown as BlockEditorSelectors;
			const ids: string[] = [];
			for ( const id of editor.getClientIdsWithDescendants() ) {
				if ( id === clientId ) {
					break;
				}
				if (
					editor.getBlockName( id )?.startsWith( FIELD_BLOCK_PREFIX )
				) {
					const fieldId = editor.getBlockAttributes( id )?.fieldId;
					if ( typeof fieldId === 'string' ) {
						ids.push( fieldId );
					}
				}
			}
			return ids;
		},
		[ clientId ]
	);
}

function editFor( type: FieldType ) {
	return function FieldEdit( {
		attributes,
		setAttributes,
		clientId,
	}: {
		attributes: FieldAttributes;
		setAttributes: ( next: Partial< FieldAttributes > ) => void;
		clientId: string;
	} ) {
		const earlier = useEarlierFieldIds( clientId );
		const earlierKey = earlier.join( ' ' );
		useEffect( () => {
			if ( needsNewFieldId( attributes.fieldId, earlier ) ) {
				setAttributes( {
					fieldId: newFieldId( type, new Set( earlier ) ),
				} );
			}
			// eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the ids before it can make this one a duplicate.
		}, [ attributes.fieldId, earlierKey ] );
		const ref = useRef< HTMLDivElement >( null );
		// Each field block is a piece of the page's form (FormRenderer's container and form
		// classes), so the form's stylesheet and the theme style it in the canvas as on the page.
		const blockProps = useBlockProps( {
			ref,
			className:
				'vista-forms-field-block evf-container everest-forms everest-form',
		} );
		return (
			<div { ...blockProps }>
				<SubmitPreview block={ ref } shown={ earlier.length === 0 } />
				<FieldSettings
					type={ type }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<FieldPreview type={ type } attributes={ attributes } />
			</div>
		);
	};
}

/**
 * Registers every field block; they are offered in the inserter only while editing a form.
 * @param inForm Whether the post being edited is a form.
 */
export function registerFieldBlocks( inForm: boolean ): void {
	for ( const type of FIELD_TYPES ) {
		registerBlockType( FIELD_BLOCK_PREFIX + type, {
			supports: {
				html: false,
				reusable: false,
				customClassName: false,
				className: false,
				inserter: inForm,
			},
			edit: editFor( type ) as unknown as BlockConfiguration[ 'edit' ],
			save: () => null,
		} as unknown as BlockConfiguration );
	}
}
