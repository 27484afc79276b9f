/**
 * Templates in the form editor: the picker opens on a new form, and an empty form says so above
 * the canvas with a "Use a template" button that opens it again.
 */
import { __ } from '@wordpress/i18n';
import { parse } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect, useState } from '@wordpress/element';
import { FIELD_BLOCK_PREFIX } from '../field-types';
import { TemplatePicker } from './template-picker';
import type { TemplateSummary } from './types';

const EMPTY_NOTICE = 'vista-forms-empty-form';

interface EditorSelectors {
	getCurrentPostType: () => string | null;
	getCurrentPostId: () => number | null;
	isEditedPostNew: () => boolean;
	getEditedPostAttribute: ( name: string ) => unknown;
}

interface BlockSelectors {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( clientId: string ) => string | null;
}

function useForm( formType: string ) {
	return useSelect(
		( select ) => {
			const editor = select( editorStore ) as unknown as EditorSelectors;
			const blocks = select(
				blockEditorStore
			) as unknown as BlockSelectors;
			const isForm = editor.getCurrentPostType() === formType;
			return {
				isForm,
				isNew: isForm && editor.isEditedPostNew(),
				id: editor.getCurrentPostId() ?? 0,
				title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
				hasFields:
					! isForm ||
					blocks
						.getClientIdsWithDescendants()
						.some( ( id ) =>
							blocks
								.getBlockName( id )
								?.startsWith( FIELD_BLOCK_PREFIX )
						),
			};
		},
		[ formType ]
	);
}

/**
 * Keeps the empty form's notice while the form has no field.
 * @param empty Whether the form is a form with no field.
 * @param open  Opens the picker.
 */
function useEmptyFormNotice( empty: boolean, open: () => void ) {
	// By the store's name: wp.notices is always on the editor's page, and no package is added.
	const { createInfoNotice, removeNotice } = useDispatch(
		'core/notices'
	) as unknown as {
		createInfoNotice: (
			message: string,
			options: Record< string, unknown >
		) => void;
		removeNotice: ( id: string ) => void;
	};
	useEffect( () => {
		if ( ! empty ) {
			removeNotice( EMPTY_NOTICE );
			return;
		}
		createInfoNotice( __( 'This form has no fields yet.', 'vista-forms' ), {
			id: EMPTY_NOTICE,
			isDismissible: false,
			actions: [
				{
					label: __( 'Use a template', 'vista-forms' ),
					onClick: open,
				},
			],
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the notice's action opens the one picker.
	}, [ empty ] );
}

export function FormTemplatesPlugin() {
	const context = window.vistaFormsEditor;
	const templates: TemplateSummary[] = context?.templates ?? [];
	const form = useForm( context?.formType ?? '' );
	const [ open, setOpen ] = useState( form.isNew && templates.length > 0 );
	const { resetEditorBlocks } = useDispatch( editorStore ) as unknown as {
		resetEditorBlocks: ( blocks: unknown[] ) => void;
	};
	useEmptyFormNotice( form.isForm && ! form.hasFields, () =>
		setOpen( true )
	);
	if ( ! open || ! form.isForm ) {
		return null;
	}
	return (
		<TemplatePicker
			templates={ templates }
			postType={ context?.formType ?? '' }
			formId={ form.id }
			title={ form.title }
			onBlank={ () => {
				resetEditorBlocks( parse( '' ) );
				setOpen( false );
			} }
			onClose={ () => setOpen( false ) }
		/>
	);
}
