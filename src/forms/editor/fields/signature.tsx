/**
 * A signature pad; no settings of its own.
 */
import type { FieldEditor } from './types';

function Preview() {
	return (
		<div
			className="evf-signature-wrapper"
			style={ {
				border: '1px dashed currentColor',
				height: 120,
			} }
		/>
	);
}

export const signature: FieldEditor = { Preview };
