<?php
/**
 * Email and password: one input, or two when the field asks to confirm (posted as [primary] and
 * [secondary]).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The email and password types.
 */
final class Confirmable extends Field {

	/** Longest value per type, in characters. */
	private const CAPS = array(
		'email'    => 254,
		'password' => 200,
	);

	public function types(): array {
		return array( 'email', 'password' );
	}

	public function row_classes( array $field ): array {
		return 'email' === $field['type'] ? array( 'validate-email' ) : array();
	}

	public function markup( FieldMarkup $markup ): string {
		$type  = $markup->field['type'];
		$rules = array_merge( $markup->text_rules(), array( 'autocomplete' => 'email' === $type ? 'email' : 'new-password' ) );
		// A password is never written back into the page.
		$keep = 'password' !== $type;
		if ( empty( $markup->field['confirm'] ) ) {
			return $markup->input( $type, $rules + ( $keep ? array() : array( 'value' => null ) ) );
		}
		$primary   = $markup->input(
			$type,
			array_merge(
				$rules,
				array(
					'class' => 'input-text evf-field-confirm-primary',
					'name'  => FieldMarkup::input_name( $markup->field['id'], '[primary]' ),
					'value' => $keep ? ( null === $markup->value ? $markup->scalar_value() : $markup->part_value( 'primary' ) ) : null,
				)
			)
		);
		$secondary = $markup->input(
			$type,
			array_merge(
				$rules,
				array(
					'class'       => 'input-text evf-field-confirm-secondary',
					'id'          => $markup->base . '-secondary',
					'name'        => FieldMarkup::input_name( $markup->field['id'], '[secondary]' ),
					'value'       => $keep ? $markup->part_value( 'secondary' ) : null,
					'placeholder' => '',
				)
			)
		);
		$confirm_label = 'email' === $type ? __( 'Confirm email', 'vista-forms' ) : __( 'Confirm password', 'vista-forms' );
		return sprintf(
			'<div class="evf-field-row"><div class="evf-field-row-block evf-one-half evf-first">%1$s</div><div class="evf-field-row-block evf-one-half evf-last">%2$s<label class="evf-field-sublabel after" for="%3$s">%4$s</label></div></div>',
			$primary,
			$secondary,
			esc_attr( $markup->base . '-secondary' ),
			esc_html( $confirm_label )
		);
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		if ( empty( $field['confirm'] ) ) {
			return $this->value( $field, $raw, $validator );
		}
		$primary   = is_array( $raw ) ? ( $raw['primary'] ?? '' ) : $raw;
		$secondary = is_array( $raw ) ? ( $raw['secondary'] ?? '' ) : '';
		$value     = $this->value( $field, $primary, $validator );
		$typed     = is_array( $primary ) ? '' : Validator::plain( $primary );
		$again     = Validator::plain( $secondary );
		// Addresses compare without case; passwords exactly (the stored value is only a hash).
		$same = 'email' === $field['type'] ? strtolower( $typed ) === strtolower( $again ) : $typed === $again;
		if ( null !== $value && '' !== $typed && ! $same ) {
			$validator->fail( $field, Messages::get( 'i18n_messages_confirm' ) );
			return null;
		}
		return $value;
	}

	/**
	 * One address or password: the shared rules, then its own.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	private function value( array $field, mixed $raw, Validator $validator ): ?string {
		$value = $validator->single( $field, $raw, self::CAPS[ $field['type'] ] );
		if ( null === $value || '' === $value ) {
			return $value;
		}
		if ( 'password' === $field['type'] ) {
			// Kept only as a hash: an entry never reveals a visitor's password.
			return wp_hash_password( $value );
		}
		if ( ! is_email( $value ) ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_email' ) );
		}
		return strtolower( $value );
	}
}
