<?php
/**
 * What a submission costs, decided by the server from the form as stored (issue 37): the fixed
 * price of each payment single field, the price of each payment checkbox the visitor ticked, and
 * the amount typed into a payment single field that asks for one. Prices a page posts are never
 * read: a forged price changes nothing.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Validation\Validator;

/**
 * Amounts in the currency's smallest unit (cents), as the gateways take them.
 */
final class Amount {

	/** Currencies without minor units (Stripe's and Square's list of zero-decimal currencies). */
	public const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * The card field of a form, or null when it takes no payments.
	 *
	 * @param FormDefinition $form Form.
	 * @return array<string, mixed>|null
	 */
	public static function card_field( FormDefinition $form ): ?array {
		foreach ( $form->fields() as $field ) {
			if ( 'credit-card' === $field['type'] ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The total of a submission, in minor units, from its values as the Validator cleaned them
	 * (a payment single field holds its price from the definition or the visitor's amount, a
	 * payment checkbox field the labels of the ticked choices).
	 *
	 * @param FormDefinition       $form     Form.
	 * @param array<string, mixed> $values   Validated values by field id.
	 * @param string               $currency ISO 4217 code.
	 */
	public static function total( FormDefinition $form, array $values, string $currency ): int {
		$total = 0;
		foreach ( $form->fields() as $id => $field ) {
			if ( 'payment-single' === $field['type'] && is_string( $values[ $id ] ?? null ) && is_numeric( $values[ $id ] ) ) {
				$total += self::minor_units( $values[ $id ], $currency );
			}
			if ( 'payment-checkbox' === $field['type'] && is_array( $values[ $id ] ?? null ) ) {
				$total += self::ticked_prices( $field, $values[ $id ], $currency );
			}
		}
		return $total;
	}

	/**
	 * The total of a form posted as the page posts it (the field values only; prices ignored).
	 *
	 * @param FormDefinition       $form   Form.
	 * @param array<string, mixed> $posted   Posted `form_fields`.
	 * @param string               $currency ISO 4217 code.
	 * @return int|null Minor units, or null when a payment field's value is refused.
	 */
	public static function of_posted( FormDefinition $form, array $posted, string $currency ): ?int {
		$payment_fields = array();
		foreach ( $form->fields() as $field ) {
			if ( in_array( $field['type'], array( 'payment-single', 'payment-checkbox' ), true ) ) {
				$payment_fields[] = $field;
			}
		}
		$only_payments = FormDefinition::from_array( $form->id, $payment_fields );
		$checked       = ( new Validator( $only_payments ) )->validate( array_intersect_key( $posted, $only_payments->fields() ) );
		return array() === $checked['errors'] ? self::total( $form, $checked['values'], $currency ) : null;
	}

	/**
	 * A decimal amount ("12.50") in minor units.
	 *
	 * @param string $amount   Decimal amount.
	 * @param string $currency ISO 4217 code.
	 */
	public static function minor_units( string $amount, string $currency ): int {
		$factor = in_array( strtoupper( $currency ), self::ZERO_DECIMAL, true ) ? 1 : 100;
		return (int) round( (float) $amount * $factor );
	}

	/**
	 * Minor units as a decimal amount for people ("12.50 EUR").
	 *
	 * @param int    $minor    Minor units.
	 * @param string $currency ISO 4217 code.
	 */
	public static function format( int $minor, string $currency ): string {
		$zero = in_array( strtoupper( $currency ), self::ZERO_DECIMAL, true );
		return ( $zero ? (string) $minor : number_format( $minor / 100, 2, '.', '' ) ) . ' ' . strtoupper( $currency );
	}

	/**
	 * The prices, from the definition, of the ticked choices of a payment checkbox field.
	 *
	 * @param array<string, mixed> $field    Field.
	 * @param string[]             $labels   Ticked choices' labels, as validated.
	 * @param string               $currency ISO 4217 code.
	 */
	private static function ticked_prices( array $field, array $labels, string $currency ): int {
		$total = 0;
		foreach ( $field['choices'] ?? array() as $choice ) {
			if ( in_array( $choice['label'], $labels, true ) && is_numeric( $choice['value'] ) ) {
				$total += self::minor_units( $choice['value'], $currency );
			}
		}
		return $total;
	}
}
