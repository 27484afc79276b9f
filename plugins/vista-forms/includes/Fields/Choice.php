<?php
/**
 * Choice fields: select, country, radio buttons, checkboxes and payment checkboxes. The server
 * keeps the label of each choice, and only of choices the form offers.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The choice types.
 */
final class Choice extends Field {

	/** Types shown as a list of inputs in a fieldset (the others are selects). */
	private const LISTS = array( 'radio', 'checkbox', 'payment-checkbox' );

	public function types(): array {
		return array( 'select', 'radio', 'checkbox', 'payment-checkbox', 'country' );
	}

	public function layout( string $type ): string {
		return in_array( $type, self::LISTS, true ) ? self::LAYOUT_FIELDSET : self::LAYOUT_LABEL;
	}

	public function error_target( string $type, string $base ): string {
		return in_array( $type, self::LISTS, true ) ? $base . '_1' : $base;
	}

	public function markup( FieldMarkup $markup ): string {
		$id = $markup->field['id'];
		switch ( $markup->field['type'] ) {
			case 'radio':
				return self::choices( $markup, 'radio', FieldMarkup::input_name( $id ) );
			case 'checkbox':
				return self::choices( $markup, 'checkbox', FieldMarkup::input_name( $id, '[]' ) );
			case 'payment-checkbox':
				return self::choices( $markup, 'checkbox', FieldMarkup::input_name( $id, '[]' ), true );
			case 'country':
				$attrs                 = $markup->common();
				$attrs['autocomplete'] = 'country';
				$attrs['class']        = 'input-text evf-country-select';
				return self::select( $markup, FieldCountries::all(), $attrs );
			default:
				$options = array();
				foreach ( $markup->field['choices'] ?? array() as $choice ) {
					$options[ $choice['value'] ] = $choice['label'];
				}
				return self::select( $markup, $options, $markup->common() );
		}
	}

	/**
	 * A `<select>` with an empty first option showing the placeholder.
	 *
	 * @param FieldMarkup               $markup  Field.
	 * @param array<string|int, string> $options value => label.
	 * @param array<string, mixed>      $attrs   Attributes.
	 */
	private static function select( FieldMarkup $markup, array $options, array $attrs ): string {
		unset( $attrs['placeholder'] );
		$selected = $markup->selected_values();
		$html     = '<option value="">' . esc_html( '' !== $markup->field['placeholder'] ? $markup->field['placeholder'] : __( '— Select —', 'vista-forms' ) ) . '</option>';
		foreach ( $options as $value => $label ) {
			$value = (string) $value;
			$html .= '<option' . FieldMarkup::attrs(
				array(
					'value'    => $value,
					'selected' => in_array( $value, $selected, true ),
				)
			) . '>' . esc_html( $label ) . '</option>';
		}
		$attrs['class'] = FieldMarkup::select_class( (string) ( $attrs['class'] ?? 'input-text' ), count( $options ) );
		return '<select' . FieldMarkup::attrs( $attrs ) . '>' . $html . '</select>';
	}

	/**
	 * Whether a checkbox field shows its select-all box: asked for, and not beside a limit lower
	 * than its choices, where one click would check more boxes than the field accepts and show
	 * an error at once (issue 34 item 11).
	 *
	 * @param array<string, mixed> $field Field settings.
	 */
	public static function offers_select_all( array $field ): bool {
		$limit = (int) ( $field['choice_limit'] ?? 0 );
		return ! empty( $field['select_all'] ) && ( $limit <= 0 || $limit >= count( $field['choices'] ?? array() ) );
	}

	/**
	 * A list of radio buttons or checkboxes; checkboxes may have a select-all box (001 §4) and a
	 * limit (001 §3 data-choice-limit).
	 *
	 * @param FieldMarkup $markup     Field.
	 * @param string      $type       radio or checkbox.
	 * @param string      $name       Posted name.
	 * @param bool        $with_price Whether values are prices shown next to the labels.
	 */
	private static function choices( FieldMarkup $markup, string $type, string $name, bool $with_price = false ): string {
		$selected = $markup->selected_values();
		$items    = '';
		$has_img  = false;
		if ( 'checkbox' === $type && self::offers_select_all( $markup->field ) ) {
			$items .= sprintf(
				'<li class="evf-select-all"><input type="checkbox" class="evf-checkbox-select-all" id="%1$s_select-all"><label class="everest-forms-field-label-inline" for="%1$s_select-all">%2$s</label></li>',
				esc_attr( $markup->base ),
				esc_html__( 'Select all', 'vista-forms' )
			);
		}
		foreach ( array_values( $markup->field['choices'] ?? array() ) as $index => $choice ) {
			$n     = $index + 1;
			$id    = $markup->base . '_' . $n;
			$image = '';
			if ( '' !== $choice['image'] ) {
				$has_img = true;
				$image   = sprintf( '<span class="evf-image-choice"><img src="%s" alt="" loading="lazy" width="150" height="150"></span>', esc_url( $choice['image'] ) );
			}
			$text = esc_html( $choice['label'] );
			if ( $with_price ) {
				$text .= ' <span class="evf-payment-price">' . esc_html( $markup->money( $choice['value'] ) ) . '</span>';
			}
			$items .= sprintf(
				'<li class="choice-%1$d">%2$s<label class="everest-forms-field-label-inline" for="%3$s">%4$s%5$s</label></li>',
				$n,
				'<input' . FieldMarkup::attrs(
					array(
						'type'       => $type,
						'id'         => $id,
						'name'       => $name,
						'value'      => $choice['value'],
						'checked'    => in_array( $choice['value'], $selected, true ),
						'required'   => 'radio' === $type && $markup->field['required'],
						'class'      => 'input-text' . ( $with_price ? ' evf-payment-price' : '' ),
						'data-price' => $with_price ? $markup->number( $choice['value'] ) : null,
					)
				) . '>',
				esc_attr( $id ),
				$image,
				$text
			);
		}
		return '<ul' . FieldMarkup::attrs(
			array(
				'class'             => 'evf-field-choices' . ( $has_img ? ' evf-image-choices' : '' ),
				'data-choice-limit' => 'checkbox' === $type && ! empty( $markup->field['choice_limit'] ) ? $markup->field['choice_limit'] : null,
			)
		) . '>' . $items . '</ul>';
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$several = in_array( $field['type'], array( 'checkbox', 'payment-checkbox' ), true ) || ( 'select' === $field['type'] && ! empty( $field['multiple'] ) );
		return $several ? self::choice_list( $field, $raw, $validator ) : self::one( $field, $raw, $validator );
	}

	/**
	 * One choice among the field's (select, radio, country); stored as its label.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	private static function one( array $field, mixed $raw, Validator $validator ): ?string {
		if ( is_array( $raw ) ) {
			return $validator->fail( $field, Messages::server( 'invalid_choice' ) );
		}
		$value = Validator::plain( $raw );
		if ( '' === $value ) {
			return $field['required'] ? $validator->fail( $field, Messages::get( 'i18n_messages_required' ) ) : '';
		}
		$options = Validator::options( $field['choices'] ?? array() );
		if ( 'country' === $field['type'] && array() === $options ) {
			// A country field without a list offers every country: an ISO 3166 alpha-2 code.
			return preg_match( '/^[A-Za-z]{2}$/', $value ) ? strtoupper( $value ) : $validator->fail( $field, Messages::server( 'invalid_choice' ) );
		}
		$label = Validator::match_option( $options, $value );
		return null === $label ? $validator->fail( $field, Messages::server( 'invalid_choice' ) ) : $label;
	}

	/**
	 * Several choices (checkboxes, multiple select), each offered, at most choice_limit of them.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted values.
	 * @param Validator            $validator Validator.
	 * @return string[]|null Labels.
	 */
	private static function choice_list( array $field, mixed $raw, Validator $validator ): ?array {
		$posted = array_values( array_filter( array_map( array( Validator::class, 'plain' ), is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) ) ), 'strlen' ) );
		if ( array() === $posted ) {
			return $field['required'] ? $validator->fail( $field, Messages::get( 'i18n_messages_required' ) ) : array();
		}
		$limit = (int) ( $field['choice_limit'] ?? 0 );
		if ( $limit > 0 && count( $posted ) > $limit ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_check_limit', $limit ) );
		}
		$options = Validator::options( $field['choices'] ?? array() );
		$labels  = array();
		foreach ( $posted as $value ) {
			$label = Validator::match_option( $options, $value );
			if ( null === $label ) {
				return $validator->fail( $field, Messages::server( 'invalid_choice' ) );
			}
			$labels[] = $label;
		}
		return array_values( array_unique( $labels ) );
	}
}
