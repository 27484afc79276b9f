/**
 * An address: six parts, each with its sublabel; no settings of its own.
 */
import { __ } from '@wordpress/i18n';
import type { FieldEditor } from './types';

const ADDRESS_PARTS = (): Array< [ string, string ] > => [
	[ 'address1', __( 'Address line 1', 'vista-forms' ) ],
	[ 'address2', __( 'Address line 2', 'vista-forms' ) ],
	[ 'city', __( 'City', 'vista-forms' ) ],
	[ 'state', __( 'State / Province / Region', 'vista-forms' ) ],
	[ 'postal', __( 'Zip / Postal code', 'vista-forms' ) ],
	[ 'country', __( 'Country', 'vista-forms' ) ],
];

function Preview() {
	return (
		<div className="evf-field-row">
			{ ADDRESS_PARTS().map( ( [ part, label ] ) => (
				<div
					key={ part }
					className={ `evf-field-row-block evf-address-${ part }` }
				>
					<input
						type="text"
						className="input-text"
						readOnly
						tabIndex={ -1 }
						aria-label={ label }
					/>
					<span className="evf-field-sublabel">{ label }</span>
				</div>
			) ) }
		</div>
	);
}

export const address: FieldEditor = { Preview };
