<?php
/**
 * An address: six parts posted as [address1] … [country] (001 §3); address2 is never required.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The address type.
 */
final class Address extends Field {

	public const PARTS    = array( 'address1', 'address2', 'city', 'state', 'postal', 'country' );
	public const OPTIONAL = array( 'address2' );

	/** Longest part, in characters. */
	private const CAP = 200;

	public function types(): array {
		return array( 'address' );
	}

	public function layout( string $type ): string {
		return self::LAYOUT_FIELDSET;
	}

	public function markup( FieldMarkup $markup ): string {
		$parts = array(
			'address1' => array( __( 'Address line 1', 'vista-forms' ), 'address-line1', true ),
			'address2' => array( __( 'Address line 2', 'vista-forms' ), 'address-line2', false ),
			'city'     => array( __( 'City', 'vista-forms' ), 'address-level2', true ),
			'state'    => array( __( 'State / Province / Region', 'vista-forms' ), 'address-level1', true ),
			'postal'   => array( __( 'Zip / Postal code', 'vista-forms' ), 'postal-code', true ),
			'country'  => array( __( 'Country', 'vista-forms' ), 'country', true ),
		);
		$html  = '';
		foreach ( $parts as $part => [ $label, $autocomplete, $may_require ] ) {
			$id    = 'address1' === $part ? $markup->base : $markup->base . '-' . $part;
			$attrs = array_merge(
				$markup->common(),
				array(
					'id'           => $id,
					'name'         => FieldMarkup::input_name( $markup->field['id'], '[' . $part . ']' ),
					'required'     => $may_require && $markup->field['required'],
					'autocomplete' => $autocomplete,
					'placeholder'  => null,
					'class'        => 'input-text evf-address-' . $part,
				)
			);
			if ( 'country' === $part ) {
				$attrs['class'] = 'input-text evf-address-country evf-country-select';
				$control        = self::select_part( FieldCountries::all(), $attrs, $markup->part_value( 'country' ) );
			} else {
				$control = '<input' . FieldMarkup::attrs( array_merge( array( 'type' => 'text' ), $attrs, array( 'value' => $markup->part_value( $part ) ) ) ) . '>';
			}
			$html .= sprintf(
				'<div class="evf-field-row-block evf-address-%1$s">%2$s<label class="evf-field-sublabel after" for="%3$s">%4$s</label></div>',
				esc_attr( $part ),
				$control,
				esc_attr( $id ),
				esc_html( $label )
			);
		}
		return '<div class="evf-field-row">' . $html . '</div>';
	}

	/**
	 * A select for a part of a composite field.
	 *
	 * @param array<string, string> $options  value => label.
	 * @param array<string, mixed>  $attrs    Attributes.
	 * @param string                $selected Selected value.
	 */
	private static function select_part( array $options, array $attrs, string $selected ): string {
		unset( $attrs['placeholder'] );
		$html = '<option value="">' . esc_html__( '— Select —', 'vista-forms' ) . '</option>';
		foreach ( $options as $value => $label ) {
			$html .= '<option' . FieldMarkup::attrs(
				array(
					'value'    => (string) $value,
					'selected' => (string) $value === $selected,
				)
			) . '>' . esc_html( $label ) . '</option>';
		}
		$attrs['class'] = FieldMarkup::select_class( (string) ( $attrs['class'] ?? 'input-text' ), count( $options ) );
		return '<select' . FieldMarkup::attrs( $attrs ) . '>' . $html . '</select>';
	}

	/**
	 * An address: every part but address2 is required when the field is.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted parts.
	 * @param Validator            $validator Validator.
	 * @return array<string, string>|null
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$raw   = is_array( $raw ) ? $raw : array();
		$parts = array();
		foreach ( self::PARTS as $part ) {
			$value = Validator::plain( $raw[ $part ] ?? '' );
			if ( mb_strlen( $value ) > self::CAP ) {
				return $validator->fail( $field, Messages::server( 'too_long', array( '#' => self::CAP ) ) );
			}
			if ( '' === $value && $field['required'] && ! in_array( $part, self::OPTIONAL, true ) ) {
				return $validator->fail( $field, Messages::get( 'i18n_messages_required' ) );
			}
			$parts[ $part ] = $value;
		}
		return $parts;
	}
}
