/**
 * Editor of vista/form: a picker over the published forms, and the form itself as the server
 * renders it.
 */
import { __ } from '@wordpress/i18n';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	InspectorControls,
	useBlockProps,
	BlockControls,
} from '@wordpress/block-editor';
import {
	ComboboxControl,
	PanelBody,
	Placeholder,
	Spinner,
	ToolbarButton,
	Disabled,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import ServerSideRender from '@wordpress/server-side-render';
import metadata from './block.json';
import type { FormAttributes } from '../block-attributes';

interface FormRecord {
	id: number;
	slug: string;
	title: { raw?: string; rendered: string };
}

function useForms(): FormRecord[] | null {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => FormRecord[] | null;
				}
			 ).getEntityRecords( 'postType', 'vista_form', {
				per_page: -1,
				status: 'publish',
				context: 'edit',
			} ),
		[]
	);
}

function FormPicker( {
	value,
	onChange,
}: {
	value: number;
	onChange: ( id: number ) => void;
} ) {
	const forms = useForms();
	if ( forms === null ) {
		return <Spinner />;
	}
	return (
		<ComboboxControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Form', 'vista-forms' ) }
			value={ value ? String( value ) : null }
			options={ forms.map( ( form ) => ( {
				value: String( form.id ),
				label:
					form.title.raw ||
					form.title.rendered ||
					__( '(no title)', 'vista-forms' ),
			} ) ) }
			onChange={ ( id ) => onChange( id ? Number( id ) : 0 ) }
			help={
				forms.length === 0
					? __(
							'No published form yet: build one under Forms → Add new.',
							'vista-forms'
						)
					: undefined
			}
		/>
	);
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: FormAttributes;
	setAttributes: ( next: Partial< FormAttributes > ) => void;
} ) {
	const [ choosing, setChoosing ] = useState( false );
	const blockProps = useBlockProps();
	const chosen = attributes.formId > 0 || attributes.formSlug !== '';
	const choose = ( formId: number ) => {
		setAttributes( { formId, formSlug: '' } );
		setChoosing( false );
	};
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'vista-forms' ) }>
					<FormPicker
						value={ attributes.formId }
						onChange={ choose }
					/>
				</PanelBody>
			</InspectorControls>
			{ chosen && (
				<BlockControls group="other">
					<ToolbarButton onClick={ () => setChoosing( true ) }>
						{ __( 'Change form', 'vista-forms' ) }
					</ToolbarButton>
				</BlockControls>
			) }
			{ ! chosen || choosing ? (
				<Placeholder
					icon="feedback"
					label={ __( 'Vista Form', 'vista-forms' ) }
					instructions={ __(
						'Choose the form to embed here.',
						'vista-forms'
					) }
				>
					<FormPicker
						value={ attributes.formId }
						onChange={ choose }
					/>
				</Placeholder>
			) : (
				<Disabled>
					<ServerSideRender
						block={ metadata.name }
						attributes={ {
							formId: attributes.formId,
							formSlug: attributes.formSlug,
						} }
						skipBlockSupportAttributes
					/>
				</Disabled>
			) }
		</div>
	);
}

registerBlockType( metadata.name, {
	...( metadata as unknown as BlockConfiguration ),
	edit: Edit as unknown as BlockConfiguration[ 'edit' ],
	save: () => null,
} );
