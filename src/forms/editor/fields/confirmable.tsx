/**
 * Email and password: the Validation panel (confirmation, length) and the input, twice when the
 * field asks to confirm.
 */
import { __ } from '@wordpress/i18n';
import { textProps } from './controls';
import { ValidationPanel } from './validation';
import type { FieldEditor, PreviewProps } from './types';

function Preview( { type, attributes }: PreviewProps ) {
	const confirmLabel =
		type === 'email'
			? __( 'Confirm email', 'vista-forms' )
			: __( 'Confirm password', 'vista-forms' );
	return (
		<div className="evf-field-row">
			<input
				type={ type }
				{ ...textProps( attributes ) }
				defaultValue=""
			/>
			{ attributes.confirm && (
				<input
					type={ type }
					className="input-text"
					readOnly
					tabIndex={ -1 }
					aria-label={ confirmLabel }
					placeholder={ confirmLabel }
				/>
			) }
		</div>
	);
}

export const confirmable: FieldEditor = { Preview, Settings: ValidationPanel };
