<?php
/**
 * Single line text, text area and URL: one input with the text rules (minimum length and words,
 * mask, autofill).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The text types.
 */
final class Text extends Field {

	/** Longest value per type, in characters. */
	private const CAPS = array(
		'text'     => 1000,
		'textarea' => 10000,
		'url'      => 2048,
	);

	public function types(): array {
		return array( 'text', 'textarea', 'url' );
	}

	public function markup( FieldMarkup $markup ): string {
		return match ( $markup->field['type'] ) {
			'textarea' => self::textarea( $markup ),
			'url' => $markup->input( 'url', array_merge( $markup->text_rules(), array( 'autocomplete' => 'url' ) ) ),
			default => $markup->input( 'text', $markup->text_rules() ),
		};
	}

	/**
	 * A text area: the text rules without a mask.
	 *
	 * @param FieldMarkup $markup Field.
	 */
	private static function textarea( FieldMarkup $markup ): string {
		$rules = $markup->text_rules();
		unset( $rules['data-inputmask-alias'], $rules['data-mask'] );
		return '<textarea' . FieldMarkup::attrs(
			array_merge(
				array(
					'class' => 'input-text',
					'rows'  => 5,
				),
				$markup->common(),
				$rules
			)
		) . '>' . esc_textarea( $markup->scalar_value() ) . '</textarea>';
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$type  = $field['type'];
		$value = $validator->single( $field, $raw, self::CAPS[ $type ], 'textarea' === $type );
		if ( 'url' !== $field['type'] || null === $value || '' === $value ) {
			return $value;
		}
		if ( ! preg_match( '#^https?://#i', $value ) ) {
			$value = 'http://' . $value;
		}
		$host = wp_parse_url( $value, PHP_URL_HOST );
		if ( false === filter_var( $value, FILTER_VALIDATE_URL ) || ! is_string( $host ) || ! str_contains( $host, '.' ) ) {
			return $validator->fail( $field, Messages::get( 'i18n_messages_url' ) );
		}
		return $value;
	}
}
