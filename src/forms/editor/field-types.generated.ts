/**
 * Generated from blocks/vista-forms/field-<type>/block.json by `npm run generate` (tools/generate): do not edit.
 * A field type is a block folder blocks/vista-forms/field-<type>; its place in the inserter is
 * its block.json's "inserterOrder".
 */
export const FIELD_TYPES = [
	'text',
	'textarea',
	'number',
	'select',
	'radio',
	'checkbox',
	'hidden',
	'email',
	'password',
	'address',
	'likert',
	'phone',
	'url',
	'payment-single',
	'payment-checkbox',
	'image-upload',
	'file-upload',
	'signature',
	'date-time',
	'range-slider',
	'scale-rating',
	'rating',
	'privacy-policy',
	'credit-card',
	'country',
] as const;
