/**
 * A hidden field: says what it posts.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FieldEditor, PreviewProps } from './types';

function Preview( { attributes }: PreviewProps ) {
	return (
		<p className="evf-field-description">
			{ sprintf(
				/* translators: %s: value of a hidden field */
				__( 'Hidden, posts: %s', 'vista-forms' ),
				attributes.default
			) }
		</p>
	);
}

export const hidden: FieldEditor = { Preview, valueOnly: true };
