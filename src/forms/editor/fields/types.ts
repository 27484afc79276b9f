/**
 * What each field type (or family of types) gives the editor: its sidebar panels and its preview.
 */
import type { ComponentType } from '@wordpress/element';
import type { FieldAttributes, FieldType } from '../field-types';

export type SetAttributes = ( next: Partial< FieldAttributes > ) => void;

export interface PreviewProps {
	type: FieldType;
	attributes: FieldAttributes;
}

export interface SettingsProps extends PreviewProps {
	setAttributes: SetAttributes;
}

export interface FieldEditor {
	/** The inputs as the page shows them, inert (FieldMarkup and the type's class in Fields/). */
	Preview: ComponentType< PreviewProps >;
	/** The type's panels after the common one, if it has settings of its own. */
	Settings?: ComponentType< SettingsProps >;
	/** A value the form posts, not a question: no required flag or placeholder. */
	valueOnly?: boolean;
}
