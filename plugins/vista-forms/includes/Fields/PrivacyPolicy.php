<?php
/**
 * The privacy policy box: a checkbox with the consent text (links kept).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The privacy-policy type.
 */
final class PrivacyPolicy extends Field {

	public function types(): array {
		return array( 'privacy-policy' );
	}

	public function layout( string $type ): string {
		return self::LAYOUT_FIELDSET;
	}

	public function markup( FieldMarkup $markup ): string {
		$text = (string) ( $markup->field['privacy_text'] ?? '' );
		if ( '' === $text ) {
			$text = __( 'I have read and agree to the privacy policy.', 'vista-forms' );
		}
		return sprintf(
			'<div class="evf-privacy-policy"><input%1$s><label class="everest-forms-field-label-inline evf-privacy-policy-consent-message" for="%2$s">%3$s</label></div>',
			FieldMarkup::attrs(
				array(
					'type'     => 'checkbox',
					'class'    => 'input-text',
					'id'       => $markup->base,
					'name'     => FieldMarkup::input_name( $markup->field['id'] ),
					'value'    => '1',
					'checked'  => '' !== $markup->scalar_value() && '0' !== $markup->scalar_value(),
					'required' => $markup->field['required'],
				)
			),
			esc_attr( $markup->base ),
			wp_kses(
				$text,
				array(
					'a'      => array(
						'href'   => true,
						'target' => true,
						'rel'    => true,
					),
					'strong' => array(),
					'em'     => array(),
				)
			)
		);
	}

	/**
	 * The box must be checked when the field is required.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$checked = ! Validator::is_empty( $raw );
		if ( ! $checked && $field['required'] ) {
			return $validator->fail( $field, Messages::server( 'privacy_required' ) );
		}
		return $checked ? 'yes' : '';
	}
}
