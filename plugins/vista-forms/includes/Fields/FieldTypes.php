<?php
/**
 * Generated from blocks/vista-forms/field-<type>/block.json by `npm run generate` (tools/generate): do not edit.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * The field types, one per field block, in the order of the block inserter (001 §3 field types).
 */
final class FieldTypes {

	/** Every field type. */
	public const TYPES = array(
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
	);
}
