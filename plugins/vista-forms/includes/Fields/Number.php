<?php
/**
 * Numbers: a number input and a range slider, within the field's min, max and step.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The number and range-slider types.
 */
final class Number extends Field {

	/** Longest number typed, in characters. */
	private const CAP = 50;

	public function types(): array {
		return array( 'number', 'range-slider' );
	}

	public function markup( FieldMarkup $markup ): string {
		if ( 'number' === $markup->field['type'] ) {
			return $markup->input( 'number', self::bounds( $markup->field ) + array( 'inputmode' => 'decimal' ) );
		}
		$bounds = self::bounds( $markup->field ) + array(
			'min'  => '0',
			'max'  => '100',
			'step' => '1',
		);
		$value  = $markup->scalar_value();
		if ( '' === $value || ! is_numeric( $value ) ) {
			$value = $bounds['min'];
		}
		return sprintf(
			'<div class="evf-range-slider">%1$s<output class="evf-range-slider-value" for="%2$s">%3$s</output></div>',
			$markup->input(
				'range',
				$bounds + array(
					'class'       => 'input-text evf-field-range-slider',
					'value'       => $value,
					'placeholder' => null,
				)
			),
			esc_attr( $markup->base ),
			esc_html( $value )
		);
	}

	/**
	 * min, max and step, where set.
	 *
	 * @param array<string, mixed> $field Field.
	 * @return array<string, mixed>
	 */
	private static function bounds( array $field ): array {
		$bounds = array();
		foreach ( array( 'min', 'max', 'step' ) as $key ) {
			$value = (string) ( $field[ $key ] ?? '' );
			if ( '' !== $value ) {
				$bounds[ $key ] = $value;
			}
		}
		return $bounds;
	}

	/**
	 * A number, within min/max when the field sets them (a range slider always has bounds and a
	 * step).
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$range = 'range-slider' === $field['type'];
		$value = $validator->single( $field, $raw, $range ? Validator::DEFAULT_CAP : self::CAP );
		if ( null === $value || '' === $value ) {
			return $value;
		}
		if ( ! is_numeric( $value ) || ! is_finite( (float) $value ) ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_number' ) );
		}
		$number = (float) $value;
		$min    = self::bound( $field['min'] ?? null, $range ? 0.0 : null );
		$max    = self::bound( $field['max'] ?? null, $range ? 100.0 : null );
		if ( ( null !== $min && $number < $min ) || ( null !== $max && $number > $max ) ) {
			return $validator->fail(
				$field,
				Messages::server(
					'out_of_range',
					array(
						'min' => null === $min ? '-∞' : $min,
						'max' => null === $max ? '∞' : $max,
					)
				)
			);
		}
		$step = self::bound( $field['step'] ?? null, $range ? 1.0 : null );
		if ( null !== $step && $step > 0 ) {
			$steps = ( $number - ( $min ?? 0.0 ) ) / $step;
			if ( abs( $steps - round( $steps ) ) > 1e-9 ) {
				return $validator->fail( $field, Messages::server( 'invalid_step' ) );
			}
		}
		return $value;
	}

	/**
	 * A numeric setting, or the default when unset.
	 *
	 * @param mixed      $setting  Setting.
	 * @param float|null $fallback Default.
	 */
	private static function bound( mixed $setting, ?float $fallback ): ?float {
		return is_numeric( $setting ) ? (float) $setting : $fallback;
	}
}
