/**
 * Email and password: the Validation panel (confirmation, length) and the input, twice when the
 * field asks to confirm.
 */
import { __ } from '@wordpress/i18n';
import { textProps } from './controls';
import { ValidationPanel } from './validation';
import type { FieldEditor, PreviewProps } from './types';

// The server's markup (Fields/Confirmable.php): one input, or two side by side with the second's
// sub-label under it.
function Preview( { type, attributes }: PreviewProps ) {
	const input = (
		<input type={ type } { ...textProps( attributes ) } defaultValue="" />
	);
	if ( ! attributes.confirm ) {
		return input;
	}
	const confirmLabel =
		type === 'email'
			? __( 'Confirm email', 'vista-forms' )
			: __( 'Confirm password', 'vista-forms' );
	return (
		<div className="evf-field-row">
			<div className="evf-field-row-block evf-one-half evf-first">
				{ input }
			</div>
			<div className="evf-field-row-block evf-one-half evf-last">
				<input
					type={ type }
					className="input-text"
					readOnly
					tabIndex={ -1 }
					aria-label={ confirmLabel }
				/>
				<div className="evf-field-sublabel after">{ confirmLabel }</div>
			</div>
		</div>
	);
}

export const confirmable: FieldEditor = { Preview, Settings: ValidationPanel };
