<?php
/**
 * Ratings: stars (1 to max_rating) and a number scale (scale_min to scale_max), each a row of
 * radio buttons posting a whole number.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The rating and scale-rating types.
 */
final class Rating extends Field {

	public function types(): array {
		return array( 'rating', 'scale-rating' );
	}

	public function layout( string $type ): string {
		return self::LAYOUT_FIELDSET;
	}

	public function error_target( string $type, string $base ): string {
		return $base . '_1';
	}

	public function markup( FieldMarkup $markup ): string {
		return 'rating' === $markup->field['type'] ? self::stars( $markup ) : self::scale_rating( $markup );
	}

	/**
	 * The numbers of a scale, at most 101 of them.
	 *
	 * @param FieldMarkup $markup Field.
	 */
	private static function scale_rating( FieldMarkup $markup ): string {
		$min = (int) ( $markup->field['scale_min'] ?? 1 );
		$max = (int) ( $markup->field['scale_max'] ?? 10 );
		if ( $max <= $min ) {
			$max = $min + 1;
		}
		$numbers = array();
		$last    = min( $max, $min + 100 );
		for ( $n = $min; $n <= $last; $n++ ) {
			$numbers[ (string) $n ] = esc_html( (string) $n );
		}
		return self::scale( $markup, $numbers, 'evf-scale-rating' );
	}

	/**
	 * Stars, each with its text for screen readers.
	 *
	 * @param FieldMarkup $markup Field.
	 */
	private static function stars( FieldMarkup $markup ): string {
		$max     = min( 20, max( 1, (int) ( $markup->field['max_rating'] ?? 5 ) ) );
		$options = array();
		for ( $n = 1; $n <= $max; $n++ ) {
			$options[ (string) $n ] = sprintf(
				'<span class="evf-rating-star" aria-hidden="true">★</span><span class="screen-reader-text">%s</span>',
				/* translators: 1: chosen rating, 2: highest rating */
				esc_html( sprintf( __( '%1$d of %2$d', 'vista-forms' ), $n, $max ) )
			);
		}
		return self::scale( $markup, $options, 'evf-rating' );
	}

	/**
	 * A row of radio buttons for a rating or a scale.
	 *
	 * @param FieldMarkup           $markup  Field.
	 * @param array<string, string> $options value => label HTML (already escaped).
	 * @param string                $class   List class.
	 */
	private static function scale( FieldMarkup $markup, array $options, string $class ): string {
		$selected = $markup->scalar_value();
		$items    = '';
		$n        = 0;
		foreach ( $options as $value => $label_html ) {
			++$n;
			$id     = $markup->base . '_' . $n;
			$items .= sprintf(
				'<li class="choice-%1$d"><input%2$s><label class="everest-forms-field-label-inline" for="%3$s">%4$s</label></li>',
				$n,
				FieldMarkup::attrs(
					array(
						'type'     => 'radio',
						'id'       => $id,
						'name'     => FieldMarkup::input_name( $markup->field['id'] ),
						'value'    => (string) $value,
						'checked'  => (string) $value === $selected,
						'required' => $markup->field['required'],
					)
				),
				esc_attr( $id ),
				$label_html
			);
		}
		return '<ul class="evf-field-choices ' . esc_attr( $class ) . '">' . $items . '</ul>';
	}

	/**
	 * A whole number within the field's bounds.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$value = $validator->single( $field, $raw );
		if ( null === $value || '' === $value ) {
			return $value;
		}
		if ( 'rating' === $field['type'] ) {
			$min = 1;
			$max = max( 1, (int) ( $field['max_rating'] ?? 5 ) );
		} else {
			$min = (int) ( $field['scale_min'] ?? 1 );
			$max = (int) ( $field['scale_max'] ?? 10 );
		}
		if ( ! preg_match( '/^\d+$/', $value ) ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_number' ) );
		}
		if ( (int) $value < $min || (int) $value > $max ) {
			return $validator->fail(
				$field,
				Messages::server(
					'out_of_range',
					array(
						'min' => $min,
						'max' => $max,
					)
				)
			);
		}
		return (string) (int) $value;
	}
}
