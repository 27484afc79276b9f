/**
 * Single line text, text area and URL: the Validation panel and one input.
 */
import { textProps } from './controls';
import { ValidationPanel } from './validation';
import type { FieldEditor, PreviewProps } from './types';

function Preview( { type, attributes }: PreviewProps ) {
	const text = textProps( attributes );
	if ( type === 'textarea' ) {
		return <textarea { ...text } rows={ 3 } />;
	}
	return <input type={ type === 'url' ? 'url' : 'text' } { ...text } />;
}

export const text: FieldEditor = { Preview, Settings: ValidationPanel };
