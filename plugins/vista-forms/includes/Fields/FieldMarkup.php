<?php
/**
 * The markup of one field row, to the contract the visitor's script and the server both read
 * (001 §3: posted names and suffixes, data-* attributes; §4: row classes). Each type's inputs
 * come from its class in Fields/ (Fields\Registry); this draws the row around them and holds the
 * helpers they share.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;


/**
 * Renders one field of a form: its row, label, inputs, description and server error.
 */
final class FieldMarkup {

	/** Options beyond which a select is enhanced with a search box (001 §5). */
	public const ENHANCED_SELECT_MIN = 10;

	/**
	 * The seven Inputmask aliases of 001 §5; any other mask is an Inputmask pattern.
	 */
	public const MASK_ALIASES = array( 'cssunit', 'url', 'ip', 'email', 'mac', 'vin', 'ssn' );

	/** The field's input id, the target of its label. */
	public readonly string $base;

	private readonly FieldType $kind;

	/**
	 * @param int                  $form_id   Form id.
	 * @param array<string, mixed> $field     Normalised field (FormDefinition).
	 * @param mixed                $value     Posted value, or null to show the field's default.
	 * @param string               $error     Server error message for the field, or ''.
	 */
	public function __construct(
		public readonly int $form_id,
		public readonly array $field,
		public readonly mixed $value,
		public readonly string $error = ''
	) {
		$this->base = sprintf( 'evf-%d-field_%s', $form_id, $field['id'] );
		$this->kind = Registry::get( $field['type'] );
	}

	/**
	 * The input id of a field, the target of its label and of its error label.
	 */
	public static function input_id( int $form_id, string $field_id ): string {
		return sprintf( 'evf-%d-field_%s', $form_id, $field_id );
	}

	/**
	 * The posted name of a field, with an optional suffix such as `[]` or `[phone_field]`.
	 */
	public static function input_name( string $field_id, string $suffix = '' ): string {
		return 'everest_forms[form_fields][' . $field_id . ']' . $suffix;
	}

	/**
	 * The whole row.
	 */
	public function html(): string {
		$layout = $this->kind->layout( $this->field['type'] );
		$inner  = $this->kind->markup( $this );
		if ( FieldType::LAYOUT_HIDDEN === $layout ) {
			return $this->row( $inner );
		}
		if ( FieldType::LAYOUT_FIELDSET === $layout ) {
			$body = sprintf(
				'<fieldset class="evf-field-fieldset"%s><legend class="evf-field-label">%s</legend>%s%s%s</fieldset>',
				$this->describedby_attr(),
				$this->label_text(),
				$inner,
				$this->description(),
				$this->error_label()
			);
		} else {
			$body = $this->label() . $inner . $this->description() . $this->error_label();
		}
		return $this->row( $body );
	}

	/**
	 * The row around the field, with the state classes of 001 §4 the server knows.
	 *
	 * @param string $body Row content.
	 */
	private function row( string $body ): string {
		$type    = $this->field['type'];
		$hidden  = FieldType::LAYOUT_HIDDEN === $this->kind->layout( $type );
		$classes = array( 'evf-field', 'evf-field-' . $type, 'form-row' );
		if ( $this->field['required'] ) {
			$classes[] = 'validate-required';
		}
		$classes = array_merge( $classes, $this->kind->row_classes( $this->field ) );
		foreach ( preg_split( '/\s+/', $this->field['css'] ) ?: array() as $class ) {
			$class = sanitize_html_class( $class );
			if ( '' !== $class ) {
				$classes[] = $class;
			}
		}
		if ( '' !== $this->error ) {
			$classes[] = 'evf-has-error';
			$classes[] = 'everest-forms-invalid';
		}
		if ( $hidden ) {
			$classes[] = 'evf-field-hidden-row';
		}
		return sprintf(
			'<div%s>%s</div>',
			self::attrs(
				array(
					'class'           => implode( ' ', array_unique( $classes ) ),
					'id'              => $this->base . '-container',
					'data-field-id'   => $this->field['id'],
					'data-field-type' => $type,
					'hidden'          => $hidden,
				)
			),
			$body
		);
	}

	/**
	 * The label text with its required mark (escaped).
	 */
	private function label_text(): string {
		$mark = $this->field['required']
			? ' <abbr class="required" title="' . esc_attr__( 'required', 'vista-forms' ) . '">*</abbr>'
			: '';
		return esc_html( $this->field['label'] ) . $mark;
	}

	/**
	 * The field's label, tied to its (first) input.
	 */
	private function label(): string {
		return sprintf( '<label class="evf-field-label" for="%s">%s</label>', esc_attr( $this->base ), $this->label_text() );
	}

	/**
	 * The description under the inputs.
	 */
	private function description(): string {
		if ( '' === $this->field['description'] ) {
			return '';
		}
		return sprintf( '<div class="evf-field-description" id="%s-description">%s</div>', esc_attr( $this->base ), esc_html( $this->field['description'] ) );
	}

	/**
	 * The server's error for the field (the no-JS path), where the client puts its own.
	 */
	private function error_label(): string {
		if ( '' === $this->error ) {
			return '';
		}
		return sprintf(
			'<label class="evf-error" id="%1$s-error" for="%2$s">%3$s</label>',
			esc_attr( $this->base ),
			esc_attr( $this->error_target() ),
			esc_html( $this->error )
		);
	}

	/**
	 * The input an error label points at: the first choice of a group.
	 */
	private function error_target(): string {
		return $this->kind->error_target( $this->field['type'], $this->base );
	}

	/**
	 * Ids of the description and error, for aria-describedby.
	 */
	public function describedby(): string {
		$ids = array();
		if ( '' !== $this->field['description'] ) {
			$ids[] = $this->base . '-description';
		}
		if ( '' !== $this->error ) {
			$ids[] = $this->base . '-error';
		}
		return implode( ' ', $ids );
	}

	/**
	 * The aria-describedby attribute, or ''.
	 */
	private function describedby_attr(): string {
		$ids = $this->describedby();
		return '' === $ids ? '' : ' aria-describedby="' . esc_attr( $ids ) . '"';
	}

	/**
	 * Attributes every single input of the field carries.
	 *
	 * @return array<string, mixed>
	 */
	public function common(): array {
		return array(
			'id'               => $this->base,
			'name'             => self::input_name( $this->field['id'] ),
			'required'         => $this->field['required'],
			'aria-describedby' => $this->describedby(),
			'aria-invalid'     => '' !== $this->error ? 'true' : null,
			'placeholder'      => $this->field['placeholder'],
		);
	}

	/**
	 * The value to show: the posted one after a failed submission, else the default.
	 */
	public function scalar_value(): string {
		if ( null !== $this->value ) {
			return is_scalar( $this->value ) ? (string) $this->value : '';
		}
		return is_scalar( $this->field['default'] ) ? (string) $this->field['default'] : '';
	}

	/**
	 * A part of a posted array value (address part, phone_field, likert row…).
	 *
	 * @param string $key Part.
	 */
	public function part_value( string $key ): string {
		if ( is_array( $this->value ) && isset( $this->value[ $key ] ) && is_scalar( $this->value[ $key ] ) ) {
			return (string) $this->value[ $key ];
		}
		return '';
	}

	/**
	 * Values of a choice field that are selected.
	 *
	 * @return string[]
	 */
	public function selected_values(): array {
		$source = $this->value ?? $this->field['default'];
		if ( is_array( $source ) ) {
			return array_map( 'strval', array_filter( $source, 'is_scalar' ) );
		}
		return '' === (string) $source ? array() : array( (string) $source );
	}

	/**
	 * Attributes of text-like inputs: minimum length and words, and the mask.
	 *
	 * @return array<string, mixed>
	 */
	public function text_rules(): array {
		$mask = trim( (string) ( $this->field['mask'] ?? '' ) );
		return array(
			'data-text-min-length'  => ! empty( $this->field['min_length'] ) ? $this->field['min_length'] : null,
			'data-min-words'        => ! empty( $this->field['min_words'] ) ? $this->field['min_words'] : null,
			'data-inputmask-alias'  => in_array( $mask, self::MASK_ALIASES, true ) ? $mask : null,
			'data-mask'             => '' !== $mask && ! in_array( $mask, self::MASK_ALIASES, true ) ? $mask : null,
			'autocomplete'          => '' !== (string) ( $this->field['autocomplete'] ?? '' ) ? $this->field['autocomplete'] : null,
		);
	}

	/**
	 * A single `<input>` with the common attributes.
	 *
	 * @param string               $type  Input type.
	 * @param array<string, mixed> $extra More attributes (override the common ones).
	 */
	public function input( string $type, array $extra = array() ): string {
		return '<input' . self::attrs(
			array_merge(
				array(
					'type'  => $type,
					'class' => 'input-text',
				),
				$this->common(),
				array( 'value' => $this->scalar_value() ),
				$extra
			)
		) . '>';
	}

	/**
	 * A select's classes: long lists get the searchable select (001 §5: a search box past 10
	 * options).
	 *
	 * @param string $classes Classes of the select.
	 * @param int    $count   Number of options.
	 */
	public static function select_class( string $classes, int $count ): string {
		return $count > self::ENHANCED_SELECT_MIN ? $classes . ' evf-enhanced-select' : $classes;
	}

	/**
	 * A price as a plain decimal string.
	 *
	 * @param mixed $value Price.
	 */
	public function number( $value ): string {
		return is_numeric( $value ) ? number_format( (float) $value, 2, '.', '' ) : '0.00';
	}

	/**
	 * A price as the visitor reads it.
	 *
	 * @param mixed $value Price.
	 */
	public function money( $value ): string {
		$symbol = (string) ( $this->field['currency_symbol'] ?? '' );
		return ( '' !== $symbol ? $symbol : '$' ) . number_format_i18n( is_numeric( $value ) ? (float) $value : 0.0, 2 );
	}

	/**
	 * Escaped attributes: null, false and '' are left out, true is a bare attribute.
	 *
	 * @param array<string, mixed> $attrs name => value.
	 */
	public static function attrs( array $attrs ): string {
		$html = '';
		foreach ( $attrs as $name => $value ) {
			if ( null === $value || false === $value || ( '' === $value && 'value' !== $name && 'alt' !== $name ) ) {
				continue;
			}
			$html .= true === $value ? ' ' . $name : sprintf( ' %s="%s"', $name, esc_attr( (string) $value ) );
		}
		return $html;
	}
}
