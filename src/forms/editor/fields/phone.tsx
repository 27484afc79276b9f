/**
 * A phone number: the Validation panel (international, mask) and a tel input.
 */
import { textProps } from './controls';
import { ValidationPanel } from './validation';
import type { FieldEditor, PreviewProps } from './types';

function Preview( { attributes }: PreviewProps ) {
	return <input type="tel" { ...textProps( attributes ) } />;
}

export const phone: FieldEditor = { Preview, Settings: ValidationPanel };
