/**
 * What a field looks like in the editor: the same elements and classes as the server's markup
 * (FieldMarkup and the type's class in Fields/), inert, so the theme styles it as on the page.
 * Each type's inputs come from its file in fields/.
 */
import { __ } from '@wordpress/i18n';
import type { FieldAttributes, FieldType } from './field-types';
import { FIELD_EDITORS } from './fields/registry';

export function FieldPreview( {
	type,
	attributes,
}: {
	type: FieldType;
	attributes: FieldAttributes;
} ) {
	const { Preview } = FIELD_EDITORS[ type ];
	return (
		<div
			className={ `evf-field evf-field-${ type } form-row${
				attributes.required ? ' validate-required' : ''
			}` }
		>
			<div className="evf-field-label">
				{ attributes.label }
				{ attributes.required && (
					<abbr
						className="required"
						title={ __( 'required', 'vista-forms' ) }
					>
						{ ' *' }
					</abbr>
				) }
			</div>
			<Preview type={ type } attributes={ attributes } />
			{ attributes.description && (
				<div className="evf-field-description">
					{ attributes.description }
				</div>
			) }
		</div>
	);
}
