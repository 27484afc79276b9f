<?php
/**
 * A phone number, plain or international (posted as [phone_field]; 001 §3).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The phone type.
 */
final class Phone extends Field {

	/** Longest number, in characters. */
	private const CAP = 40;

	public function types(): array {
		return array( 'phone' );
	}

	public function row_classes( array $field ): array {
		return ! empty( $field['smart_phone'] ) ? array( 'evf-field-smart-phone' ) : array();
	}

	public function markup( FieldMarkup $markup ): string {
		return $markup->input(
			'tel',
			array_merge(
				$markup->text_rules(),
				array(
					'name'         => FieldMarkup::input_name( $markup->field['id'], '[phone_field]' ),
					'value'        => null === $markup->value ? $markup->scalar_value() : $markup->part_value( 'phone_field' ),
					'autocomplete' => 'tel',
					'class'        => 'input-text' . ( ! empty( $markup->field['smart_phone'] ) ? ' evf-smart-phone-field' : '' ),
				)
			)
		);
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		if ( is_array( $raw ) ) {
			$raw = $raw['phone_field'] ?? '';
		}
		$value = $validator->single( $field, $raw, self::CAP );
		if ( null === $value || '' === $value ) {
			return $value;
		}
		if ( ! preg_match( '/^[0-9()\-+\s]+$/', $value ) || ! preg_match( '/\d/', $value ) ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_phone' ) );
		}
		if ( ! empty( $field['smart_phone'] ) ) {
			$e164 = (string) preg_replace( '/[\s()\-]/', '', $value );
			if ( ! preg_match( '/^\+[1-9]\d{6,14}$/', $e164 ) ) {
				return $validator->fail( $field, Messages::get( 'i18n_messages_phone' ) );
			}
			return $e164;
		}
		return $value;
	}
}
