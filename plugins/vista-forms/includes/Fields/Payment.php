<?php
/**
 * Payments: a single item (a fixed price, or an amount the visitor types) and a credit card,
 * whose data only the payment gateway sees. Payment checkboxes are choices (Choice).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;
use Vista\Forms\Payments\CardMount;

/**
 * The payment-single and credit-card types.
 */
final class Payment extends Field {

	public function types(): array {
		return array( 'payment-single', 'credit-card' );
	}

	public function layout( string $type ): string {
		return 'credit-card' === $type ? self::LAYOUT_FIELDSET : self::LAYOUT_LABEL;
	}

	public function markup( FieldMarkup $markup ): string {
		return 'credit-card' === $markup->field['type'] ? self::credit_card( $markup ) : self::single( $markup );
	}

	/**
	 * A single item's price, shown and posted, or typed by the visitor.
	 *
	 * @param FieldMarkup $markup Field.
	 */
	private static function single( FieldMarkup $markup ): string {
		$price = $markup->number( $markup->field['price'] ?? '' );
		if ( ! empty( $markup->field['user_input'] ) ) {
			return $markup->input(
				'text',
				array(
					'class'     => 'input-text evf-payment-price evf-payment-user-input',
					'inputmode' => 'decimal',
					'value'     => null === $markup->value ? $price : $markup->scalar_value(),
				)
			);
		}
		// A fixed price is shown, and posted as it is; the server checks it against the form.
		return sprintf(
			'<div class="evf-payment-price-display" id="%1$s-display">%2$s</div><input%3$s>',
			esc_attr( $markup->base ),
			esc_html( $markup->money( $price ) ),
			FieldMarkup::attrs(
				array(
					'type'  => 'hidden',
					'class' => 'evf-payment-price',
					'id'    => $markup->base,
					'name'  => FieldMarkup::input_name( $markup->field['id'] ),
					'value' => $price,
				)
			)
		);
	}

	/**
	 * The gateway's mount point and the token it posts.
	 *
	 * @param FieldMarkup $markup Field.
	 */
	private static function credit_card( FieldMarkup $markup ): string {
		// The card itself never reaches this server: a gateway adapter mounts its own element here
		// and posts only an opaque token (001 §3 opaque_data descriptor and value).
		return sprintf(
			'<div class="evf-credit-card" id="%1$s" data-required="%2$s"%6$s><div class="evf-credit-card-element"></div><noscript>%3$s</noscript></div><div class="evf-card-errors" role="alert"></div><input type="hidden" name="%4$s" value=""><input type="hidden" name="%5$s" value="">',
			esc_attr( $markup->base ),
			$markup->field['required'] ? '1' : '0',
			esc_html__( 'Card payments need JavaScript.', 'vista-forms' ),
			esc_attr( FieldMarkup::input_name( $markup->field['id'], '[opaque_data][descriptor]' ) ),
			esc_attr( FieldMarkup::input_name( $markup->field['id'], '[opaque_data][value]' ) ),
			// The gateway the page starts (issue 37); attrs() escapes each value.
			FieldMarkup::attrs( CardMount::attributes( $markup->form_id ) )
		);
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		if ( 'payment-single' === $field['type'] ) {
			return self::single_amount( $field, $raw, $validator );
		}
		// The card is never stored (Validator::NOT_STORED); only whether a token came is checked.
		if ( $field['required'] && Validator::is_empty( $raw ) ) {
			$validator->fail( $field, Messages::get( 'i18n_messages_required' ) );
		}
		return null;
	}

	/**
	 * A single payment item: the price of the definition, or the visitor's amount when the field
	 * asks for one. Not required unless the visitor enters the amount (001 §5).
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted amount.
	 * @param Validator            $validator Validator.
	 */
	private static function single_amount( array $field, mixed $raw, Validator $validator ): ?string {
		if ( empty( $field['user_input'] ) ) {
			return number_format( (float) ( is_numeric( $field['price'] ?? null ) ? $field['price'] : 0 ), 2, '.', '' );
		}
		$value = Validator::plain( is_array( $raw ) ? '' : $raw );
		if ( '' === $value ) {
			return $field['required'] ? $validator->fail( $field, Messages::get( 'i18n_messages_required' ) ) : '';
		}
		if ( ! preg_match( '/^\d{1,9}(\.\d{1,2})?$/', $value ) ) {
			return $validator->fail( $field, Messages::server( 'invalid_amount' ) );
		}
		return number_format( (float) $value, 2, '.', '' );
	}
}
