/**
 * The field types of a form (FormDefinition::TYPES) and the attributes of their blocks.
 */
import { FIELD_TYPES } from './field-types.generated';

/** Every field type: one per field block, in the inserter's order (generated from their block.json). */
export { FIELD_TYPES };

export type FieldType = ( typeof FIELD_TYPES )[ number ];

export const FIELD_BLOCK_PREFIX = 'vista-forms/field-';

export interface Choice {
	label: string;
	value: string;
	image?: string;
	/** A quiz's right answer (scored by the server, never shown to visitors). */
	correct?: boolean;
}

export interface DateSettings {
	mode: 'single' | 'range';
	dateFormat: string;
	minDate: string;
	maxDate: string;
	minDateRange: string;
	maxDateRange: string;
	disableDates: string;
	pastDisableDate: boolean;
	dateTime: 'date' | 'time' | 'date-time';
	timeInterval: number;
	style: 'picker' | 'dropdown';
	minHour: number;
	maxHour: number;
	minMinute: number;
	maxMinute: number;
}

/** Attributes of a field block; each type has the common ones and some of the others. */
export interface FieldAttributes {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	choices?: Choice[];
	quiz_points?: number;
	choice_limit?: number;
	select_all?: boolean;
	min_length?: number;
	min_words?: number;
	confirm?: boolean;
	mask?: string;
	autocomplete?: string;
	min?: string;
	max?: string;
	step?: string;
	date?: DateSettings;
	rows?: string[];
	columns?: string[];
	max_rating?: number;
	scale_min?: number;
	scale_max?: number;
	smart_phone?: boolean;
	extensions?: string;
	max_size_mb?: number;
	max_files?: number;
	price?: string;
	user_input?: boolean;
	currency_symbol?: string;
	privacy_text?: string;
}

/** The seven Inputmask aliases of 001 §5, as the visitor's mask module defines them. */
export { ALIAS_NAMES as MASK_ALIASES } from '../masks/aliases';

/**
 * The type of a field block from its name.
 * @param blockName Block name, such as `vista-forms/field-text`.
 */
export function fieldTypeOf( blockName: string ): FieldType | null {
	const type = blockName.startsWith( FIELD_BLOCK_PREFIX )
		? blockName.slice( FIELD_BLOCK_PREFIX.length )
		: '';
	return ( FIELD_TYPES as readonly string[] ).includes( type )
		? ( type as FieldType )
		: null;
}
