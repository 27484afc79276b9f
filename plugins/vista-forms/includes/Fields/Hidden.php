<?php
/**
 * A hidden field: posts its value (the field's default) in a hidden row.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Validation\Validator;

/**
 * The hidden type.
 */
final class Hidden extends Field {

	public function types(): array {
		return array( 'hidden' );
	}

	public function layout( string $type ): string {
		return self::LAYOUT_HIDDEN;
	}

	public function markup( FieldMarkup $markup ): string {
		return '<input' . FieldMarkup::attrs(
			array(
				'type'  => 'hidden',
				'id'    => $markup->base,
				'name'  => FieldMarkup::input_name( $markup->field['id'] ),
				'value' => $markup->scalar_value(),
			)
		) . '>';
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$value = $validator->single( $field, $raw );
		// Left empty, the field posts what the form set.
		return '' === $value ? Validator::plain( $field['default'] ?? '' ) : $value;
	}
}
