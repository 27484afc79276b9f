/**
 * The template picker (issue 34 item 6): a dialog listing the templates as a group of radio
 * buttons (arrow keys move between them, each reads its description and its fields), each with
 * the fields it makes. "Use this template" asks the server to make the form from it
 * (TemplateRoutes), into this form while it is empty, then opens it; Blank empties the editor.
 */
import { __, sprintf } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { getBlockType } from '@wordpress/blocks';
import { Button, Modal, Notice, Flex } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { FIELD_BLOCK_PREFIX } from '../field-types';
import { BLANK, type TemplateSummary } from './types';

interface MadeForm {
	id: number;
	edit: string;
}

interface CoreSelectors {
	getRawEntityRecord: (
		kind: string,
		name: string,
		id: number
	) => Record< string, unknown > | undefined;
	getEntityRecordNonTransientEdits: (
		kind: string,
		name: string,
		id: number
	) => Record< string, unknown >;
}

/**
 * Opens the form the server made. Its content replaces what the editor holds (the starter
 * fields of a new form), so the editor's own edits are dropped first (each set back to the
 * stored value, which removes it): they would make the editor ask whether to leave.
 * @param url      The made form's editor.
 * @param postType The edited post's type.
 * @param postId   The edited post's id.
 */
function openMadeForm( url: string, postType: string, postId: number ) {
	if ( postId > 0 ) {
		const core = select( 'core' ) as unknown as CoreSelectors;
		const stored = core.getRawEntityRecord( 'postType', postType, postId );
		const edits = core.getEntityRecordNonTransientEdits(
			'postType',
			postType,
			postId
		);
		(
			dispatch( 'core' ) as unknown as {
				editEntityRecord: (
					kind: string,
					name: string,
					id: number,
					edits: Record< string, unknown >,
					options: { undoIgnore: boolean }
				) => void;
			}
		 ).editEntityRecord(
			'postType',
			postType,
			postId,
			Object.fromEntries(
				Object.keys( edits ).map( ( key ) => [ key, stored?.[ key ] ] )
			),
			{ undoIgnore: true }
		);
	}
	window.location.assign( url );
}

function fieldTypeTitle( type: string ): string {
	return getBlockType( FIELD_BLOCK_PREFIX + type )?.title ?? type;
}

function TemplateChoice( {
	template,
	checked,
	onChoose,
}: {
	template: TemplateSummary;
	checked: boolean;
	onChoose: () => void;
} ) {
	const id = `vista-forms-template-${ template.slug }`;
	return (
		<li className="vista-forms-template" data-checked={ checked }>
			<input
				type="radio"
				name="vista-forms-template"
				id={ id }
				value={ template.slug }
				checked={ checked }
				onChange={ onChoose }
				aria-describedby={ `${ id }-description ${ id }-fields` }
			/>
			<label htmlFor={ id } className="vista-forms-template__title">
				{ template.title }
			</label>
			<p
				id={ `${ id }-description` }
				className="vista-forms-template__description"
			>
				{ template.description }
			</p>
			<ul
				id={ `${ id }-fields` }
				className="vista-forms-template__fields"
			>
				{ template.fields.length === 0 && (
					<li>{ __( 'No fields yet', 'vista-forms' ) }</li>
				) }
				{ template.fields.map( ( field, index ) => (
					<li key={ index }>
						{ field.label }
						<span className="vista-forms-template__type">
							{ fieldTypeTitle( field.type ) }
						</span>
					</li>
				) ) }
			</ul>
		</li>
	);
}

/**
 * @param props           The picker.
 * @param props.templates The templates, Blank first.
 * @param props.postType  The form post type.
 * @param props.formId    The form being edited (filled when empty), or 0.
 * @param props.title     Its title as typed, for the form made.
 * @param props.onBlank   Empties the editor (Blank).
 * @param props.onClose   Closes the picker, keeping the form as it is.
 */
export function TemplatePicker( {
	templates,
	postType,
	formId,
	title,
	onBlank,
	onClose,
}: {
	templates: TemplateSummary[];
	postType: string;
	formId: number;
	title: string;
	onBlank: () => void;
	onClose: () => void;
} ) {
	const [ chosen, setChosen ] = useState(
		templates.find( ( template ) => template.slug !== BLANK )?.slug ?? BLANK
	);
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const chosenTitle =
		templates.find( ( template ) => template.slug === chosen )?.title ?? '';

	const use = async () => {
		if ( chosen === BLANK ) {
			onBlank();
			return;
		}
		setBusy( true );
		setError( '' );
		try {
			const made = await apiFetch< MadeForm >( {
				path: `/vista-forms/v1/templates/${ chosen }`,
				method: 'POST',
				data: { ...( formId > 0 ? { form: formId } : {} ), title },
			} );
			openMadeForm( made.edit, postType, formId );
		} catch ( caught ) {
			setBusy( false );
			setError(
				( caught as { message?: string } ).message ??
					__( 'The form could not be made.', 'vista-forms' )
			);
		}
	};

	return (
		<Modal
			title={ __( 'Start from a template', 'vista-forms' ) }
			onRequestClose={ onClose }
			size="large"
			className="vista-forms-template-picker"
		>
			<Flex
				direction="column"
				gap={ 4 }
				align="stretch"
				justify="flex-start"
			>
				<fieldset className="vista-forms-templates">
					<legend className="screen-reader-text">
						{ __( 'Template', 'vista-forms' ) }
					</legend>
					<ul className="vista-forms-templates__list">
						{ templates.map( ( template ) => (
							<TemplateChoice
								key={ template.slug }
								template={ template }
								checked={ template.slug === chosen }
								onChoose={ () => setChosen( template.slug ) }
							/>
						) ) }
					</ul>
				</fieldset>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
				<Flex justify="flex-end" gap={ 3 }>
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'vista-forms' ) }
					</Button>
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ busy }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ use }
					>
						{ sprintf(
							/* translators: %s: a form template's name, such as Contact */
							__( 'Use “%s”', 'vista-forms' ),
							chosenTitle
						) }
					</Button>
				</Flex>
			</Flex>
		</Modal>
	);
}
