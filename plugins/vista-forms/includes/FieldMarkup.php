<?php
/**
 * The markup of one field row, to the contract the visitor's script and the server both read
 * (001 §3: posted names and suffixes, data-* attributes; §4: row classes).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

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

	/**
	 * Types whose inputs form a group: a fieldset with a legend instead of a label.
	 */
	private const GROUPS = array( 'radio', 'checkbox', 'likert', 'rating', 'scale-rating', 'payment-checkbox', 'address', 'privacy-policy', 'credit-card' );

	private const DATE_DEFAULTS = array(
		'mode'            => 'single',
		'dateFormat'      => 'Y-m-d',
		'minDate'         => '',
		'maxDate'         => '',
		'minDateRange'    => '',
		'maxDateRange'    => '',
		'disableDates'    => '',
		'pastDisableDate' => false,
		'dateTime'        => 'date',
		'timeInterval'    => 5,
		'style'           => 'picker',
		'minHour'         => 0,
		'maxHour'         => 23,
		'minMinute'       => 0,
		'maxMinute'       => 59,
	);

	private readonly string $base;

	/**
	 * @param int                  $form_id   Form id.
	 * @param array<string, mixed> $field     Normalised field (FormDefinition).
	 * @param mixed                $value     Posted value, or null to show the field's default.
	 * @param string               $error     Server error message for the field, or ''.
	 */
	public function __construct(
		private readonly int $form_id,
		private readonly array $field,
		private readonly mixed $value,
		private readonly string $error = ''
	) {
		$this->base = sprintf( 'evf-%d-field_%s', $form_id, $field['id'] );
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
		$type = $this->field['type'];
		if ( 'hidden' === $type ) {
			return $this->row( $this->hidden() );
		}
		$method = 'input_' . str_replace( '-', '_', $type );
		$inner  = $this->$method();
		if ( in_array( $type, self::GROUPS, true ) ) {
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
		$classes = array( 'evf-field', 'evf-field-' . $type, 'form-row' );
		if ( $this->field['required'] ) {
			$classes[] = 'validate-required';
		}
		if ( 'email' === $type ) {
			$classes[] = 'validate-email';
		}
		if ( 'phone' === $type && ! empty( $this->field['smart_phone'] ) ) {
			$classes[] = 'evf-field-smart-phone';
		}
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
		if ( 'hidden' === $type ) {
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
					'hidden'          => 'hidden' === $type,
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
		return match ( $this->field['type'] ) {
			'radio', 'checkbox', 'payment-checkbox', 'rating', 'scale-rating' => $this->base . '_1',
			'likert' => $this->base . '_1_1',
			default => $this->base,
		};
	}

	/**
	 * Ids of the description and error, for aria-describedby.
	 */
	private function describedby(): string {
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
	private function common(): array {
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
	private function scalar_value(): string {
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
	private function part_value( string $key ): string {
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
	private function selected_values(): array {
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
	private function text_rules(): array {
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
	private function input( string $type, array $extra = array() ): string {
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

	private function input_text(): string {
		return $this->input( 'text', $this->text_rules() );
	}

	private function input_textarea(): string {
		$rules = $this->text_rules();
		unset( $rules['data-inputmask-alias'], $rules['data-mask'] );
		return '<textarea' . self::attrs(
			array_merge(
				array(
					'class' => 'input-text',
					'rows'  => 5,
				),
				$this->common(),
				$rules
			)
		) . '>' . esc_textarea( $this->scalar_value() ) . '</textarea>';
	}

	private function input_number(): string {
		return $this->input( 'number', $this->bounds() + array( 'inputmode' => 'decimal' ) );
	}

	/**
	 * min, max and step, where set.
	 *
	 * @return array<string, mixed>
	 */
	private function bounds(): array {
		$bounds = array();
		foreach ( array( 'min', 'max', 'step' ) as $key ) {
			$value = (string) ( $this->field[ $key ] ?? '' );
			if ( '' !== $value ) {
				$bounds[ $key ] = $value;
			}
		}
		return $bounds;
	}

	private function hidden(): string {
		return '<input' . self::attrs(
			array(
				'type'  => 'hidden',
				'id'    => $this->base,
				'name'  => self::input_name( $this->field['id'] ),
				'value' => $this->scalar_value(),
			)
		) . '>';
	}

	private function input_email(): string {
		return $this->confirmable( 'email', 'email' );
	}

	private function input_password(): string {
		return $this->confirmable( 'password', 'new-password' );
	}

	/**
	 * An email or password input, with its confirmation input when the field asks for one
	 * (posted as [primary] and [secondary]).
	 *
	 * @param string $type         Input type.
	 * @param string $autocomplete Autocomplete token.
	 */
	private function confirmable( string $type, string $autocomplete ): string {
		$rules = array_merge( $this->text_rules(), array( 'autocomplete' => $autocomplete ) );
		// A password is never written back into the page.
		$keep = 'password' !== $type;
		if ( empty( $this->field['confirm'] ) ) {
			return $this->input( $type, $rules + ( $keep ? array() : array( 'value' => null ) ) );
		}
		$primary   = $this->input(
			$type,
			array_merge(
				$rules,
				array(
					'class' => 'input-text evf-field-confirm-primary',
					'name'  => self::input_name( $this->field['id'], '[primary]' ),
					'value' => $keep ? ( null === $this->value ? $this->scalar_value() : $this->part_value( 'primary' ) ) : null,
				)
			)
		);
		$secondary = $this->input(
			$type,
			array_merge(
				$rules,
				array(
					'class'       => 'input-text evf-field-confirm-secondary',
					'id'          => $this->base . '-secondary',
					'name'        => self::input_name( $this->field['id'], '[secondary]' ),
					'value'       => $keep ? $this->part_value( 'secondary' ) : null,
					'placeholder' => '',
				)
			)
		);
		$confirm_label = 'email' === $type ? __( 'Confirm email', 'vista-forms' ) : __( 'Confirm password', 'vista-forms' );
		return sprintf(
			'<div class="evf-field-row"><div class="evf-field-row-block evf-one-half evf-first">%1$s</div><div class="evf-field-row-block evf-one-half evf-last">%2$s<label class="evf-field-sublabel after" for="%3$s">%4$s</label></div></div>',
			$primary,
			$secondary,
			esc_attr( $this->base . '-secondary' ),
			esc_html( $confirm_label )
		);
	}

	private function input_url(): string {
		return $this->input( 'url', array_merge( $this->text_rules(), array( 'autocomplete' => 'url' ) ) );
	}

	private function input_phone(): string {
		return $this->input(
			'tel',
			array_merge(
				$this->text_rules(),
				array(
					'name'         => self::input_name( $this->field['id'], '[phone_field]' ),
					'value'        => null === $this->value ? $this->scalar_value() : $this->part_value( 'phone_field' ),
					'autocomplete' => 'tel',
					'class'        => 'input-text' . ( ! empty( $this->field['smart_phone'] ) ? ' evf-smart-phone-field' : '' ),
				)
			)
		);
	}

	private function input_select(): string {
		return $this->select( $this->choice_options(), $this->common() );
	}

	private function input_country(): string {
		$attrs                 = $this->common();
		$attrs['autocomplete'] = 'country';
		$attrs['class']        = 'input-text evf-country-select';
		return $this->select( FieldCountries::all(), $attrs );
	}

	/**
	 * value => label of the field's choices.
	 *
	 * @return array<string, string>
	 */
	private function choice_options(): array {
		$options = array();
		foreach ( $this->field['choices'] ?? array() as $choice ) {
			$options[ $choice['value'] ] = $choice['label'];
		}
		return $options;
	}

	/**
	 * A `<select>` with an empty first option showing the placeholder.
	 *
	 * @param array<string|int, string> $options value => label.
	 * @param array<string, mixed>      $attrs   Attributes.
	 */
	private function select( array $options, array $attrs ): string {
		unset( $attrs['placeholder'] );
		$selected = $this->selected_values();
		$html     = '<option value="">' . esc_html( '' !== $this->field['placeholder'] ? $this->field['placeholder'] : __( '— Select —', 'vista-forms' ) ) . '</option>';
		foreach ( $options as $value => $label ) {
			$value = (string) $value;
			$html .= '<option' . self::attrs(
				array(
					'value'    => $value,
					'selected' => in_array( $value, $selected, true ),
				)
			) . '>' . esc_html( $label ) . '</option>';
		}
		$attrs['class'] = self::select_class( (string) ( $attrs['class'] ?? 'input-text' ), count( $options ) );
		return '<select' . self::attrs( $attrs ) . '>' . $html . '</select>';
	}

	private function input_radio(): string {
		return $this->choices( 'radio', self::input_name( $this->field['id'] ) );
	}

	private function input_checkbox(): string {
		return $this->choices( 'checkbox', self::input_name( $this->field['id'], '[]' ) );
	}

	private function input_payment_checkbox(): string {
		return $this->choices( 'checkbox', self::input_name( $this->field['id'], '[]' ), true );
	}

	/**
	 * A list of radio buttons or checkboxes; checkboxes may have a select-all box (001 §4) and a
	 * limit (001 §3 data-choice-limit).
	 *
	 * @param string $type      radio or checkbox.
	 * @param string $name      Posted name.
	 * @param bool   $with_price Whether values are prices shown next to the labels.
	 */
	private function choices( string $type, string $name, bool $with_price = false ): string {
		$selected = $this->selected_values();
		$items    = '';
		$has_img  = false;
		if ( 'checkbox' === $type && ! empty( $this->field['select_all'] ) ) {
			$items .= sprintf(
				'<li class="evf-select-all"><input type="checkbox" class="evf-checkbox-select-all" id="%1$s_select-all"><label class="everest-forms-field-label-inline" for="%1$s_select-all">%2$s</label></li>',
				esc_attr( $this->base ),
				esc_html__( 'Select all', 'vista-forms' )
			);
		}
		foreach ( array_values( $this->field['choices'] ?? array() ) as $index => $choice ) {
			$n     = $index + 1;
			$id    = $this->base . '_' . $n;
			$image = '';
			if ( '' !== $choice['image'] ) {
				$has_img = true;
				$image   = sprintf( '<span class="evf-image-choice"><img src="%s" alt="" loading="lazy" width="150" height="150"></span>', esc_url( $choice['image'] ) );
			}
			$text = esc_html( $choice['label'] );
			if ( $with_price ) {
				$text .= ' <span class="evf-payment-price">' . esc_html( $this->money( $choice['value'] ) ) . '</span>';
			}
			$items .= sprintf(
				'<li class="choice-%1$d">%2$s<label class="everest-forms-field-label-inline" for="%3$s">%4$s%5$s</label></li>',
				$n,
				'<input' . self::attrs(
					array(
						'type'       => $type,
						'id'         => $id,
						'name'       => $name,
						'value'      => $choice['value'],
						'checked'    => in_array( $choice['value'], $selected, true ),
						'required'   => 'radio' === $type && $this->field['required'],
						'class'      => 'input-text' . ( $with_price ? ' evf-payment-price' : '' ),
						'data-price' => $with_price ? $this->number( $choice['value'] ) : null,
					)
				) . '>',
				esc_attr( $id ),
				$image,
				$text
			);
		}
		return '<ul' . self::attrs(
			array(
				'class'             => 'evf-field-choices' . ( $has_img ? ' evf-image-choices' : '' ),
				'data-choice-limit' => 'checkbox' === $type && ! empty( $this->field['choice_limit'] ) ? $this->field['choice_limit'] : null,
			)
		) . '>' . $items . '</ul>';
	}

	private function input_likert(): string {
		$columns = $this->field['columns'] ?? array();
		$head    = '<td></td>';
		foreach ( $columns as $column ) {
			$head .= '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		$body = '';
		foreach ( array_values( $this->field['rows'] ?? array() ) as $r => $row ) {
			$key   = (string) ( $r + 1 );
			$cells = '';
			foreach ( array_values( $columns ) as $c => $column ) {
				$cells .= '<td><input' . self::attrs(
					array(
						'type'       => 'radio',
						'id'         => $this->base . '_' . $key . '_' . ( $c + 1 ),
						'name'       => self::input_name( $this->field['id'], '[' . $key . ']' ),
						'value'      => $column,
						'checked'    => $this->part_value( $key ) === $column,
						'required'   => $this->field['required'],
						'aria-label' => sprintf( /* translators: 1: likert row, 2: likert column */ __( '%1$s: %2$s', 'vista-forms' ), $row, $column ),
						'data-row'   => $key,
					)
				) . '></td>';
			}
			$body .= sprintf( '<tr><th scope="row">%s</th>%s</tr>', esc_html( $row ), $cells );
		}
		return '<table class="evf-likert-table"><thead><tr>' . $head . '</tr></thead><tbody>' . $body . '</tbody></table>';
	}

	private function input_address(): string {
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
			$id    = 'address1' === $part ? $this->base : $this->base . '-' . $part;
			$attrs = array_merge(
				$this->common(),
				array(
					'id'           => $id,
					'name'         => self::input_name( $this->field['id'], '[' . $part . ']' ),
					'required'     => $may_require && $this->field['required'],
					'autocomplete' => $autocomplete,
					'placeholder'  => null,
					'class'        => 'input-text evf-address-' . $part,
				)
			);
			if ( 'country' === $part ) {
				$attrs['class'] = 'input-text evf-address-country evf-country-select';
				$control        = $this->select_part( FieldCountries::all(), $attrs, $this->part_value( 'country' ) );
			} else {
				$control = '<input' . self::attrs( array_merge( array( 'type' => 'text' ), $attrs, array( 'value' => $this->part_value( $part ) ) ) ) . '>';
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
	private function select_part( array $options, array $attrs, string $selected ): string {
		unset( $attrs['placeholder'] );
		$html = '<option value="">' . esc_html__( '— Select —', 'vista-forms' ) . '</option>';
		foreach ( $options as $value => $label ) {
			$html .= '<option' . self::attrs(
				array(
					'value'    => (string) $value,
					'selected' => (string) $value === $selected,
				)
			) . '>' . esc_html( $label ) . '</option>';
		}
		$attrs['class'] = self::select_class( (string) ( $attrs['class'] ?? 'input-text' ), count( $options ) );
		return '<select' . self::attrs( $attrs ) . '>' . $html . '</select>';
	}

	/**
	 * A select's classes: long lists get the searchable select (001 §5: a search box past 10
	 * options).
	 *
	 * @param string $classes Classes of the select.
	 * @param int    $count   Number of options.
	 */
	private static function select_class( string $classes, int $count ): string {
		return $count > self::ENHANCED_SELECT_MIN ? $classes . ' evf-enhanced-select' : $classes;
	}

	private function input_payment_single(): string {
		$price = $this->number( $this->field['price'] ?? '' );
		if ( ! empty( $this->field['user_input'] ) ) {
			return $this->input(
				'text',
				array(
					'class'     => 'input-text evf-payment-price evf-payment-user-input',
					'inputmode' => 'decimal',
					'value'     => null === $this->value ? $price : $this->scalar_value(),
				)
			);
		}
		// A fixed price is shown, and posted as it is; the server checks it against the form.
		return sprintf(
			'<div class="evf-payment-price-display" id="%1$s-display">%2$s</div><input%3$s>',
			esc_attr( $this->base ),
			esc_html( $this->money( $price ) ),
			self::attrs(
				array(
					'type'  => 'hidden',
					'class' => 'evf-payment-price',
					'id'    => $this->base,
					'name'  => self::input_name( $this->field['id'] ),
					'value' => $price,
				)
			)
		);
	}

	private function input_image_upload(): string {
		return $this->upload( 'jpg,jpeg,png,gif,webp' );
	}

	private function input_file_upload(): string {
		return $this->upload( 'pdf,doc,docx,txt,jpg,jpeg,png' );
	}

	/**
	 * A file input, posted as evf_{formid}_{id} (001 §3), `[]` when it takes several files.
	 *
	 * @param string $default_extensions Allowed extensions when the field names none.
	 */
	private function upload( string $default_extensions ): string {
		$extensions = (string) ( $this->field['extensions'] ?? '' );
		$extensions = '' !== trim( $extensions ) ? $extensions : $default_extensions;
		$list       = array_values( array_filter( array_map( static fn ( $ext ) => sanitize_key( ltrim( trim( $ext ), '.' ) ), explode( ',', $extensions ) ) ) );
		$max_files  = max( 1, (int) ( $this->field['max_files'] ?? 1 ) );
		$max_size   = (string) ( $this->field['max_size_mb'] ?? '' );
		return '<input' . self::attrs(
			array(
				'type'             => 'file',
				'class'            => 'input-text evf-uploader',
				'id'               => $this->base,
				'name'             => sprintf( 'evf_%d_%s', $this->form_id, $this->field['id'] ) . ( $max_files > 1 ? '[]' : '' ),
				'required'         => $this->field['required'],
				'multiple'         => $max_files > 1,
				'accept'           => implode( ',', array_map( static fn ( $ext ) => '.' . $ext, $list ) ),
				'data-extensions'  => implode( ',', $list ),
				'data-max-size'    => '' !== $max_size ? $max_size : null,
				'data-max-files'   => $max_files,
				'aria-describedby' => $this->describedby(),
				'aria-invalid'     => '' !== $this->error ? 'true' : null,
			)
		) . '>';
	}

	private function input_signature(): string {
		return sprintf(
			'<div class="evf-signature-wrapper"><canvas class="evf-signature-canvas" width="400" height="150" role="img" aria-label="%1$s"></canvas><button type="button" class="evf-signature-reset button">%2$s</button><input%3$s></div>',
			esc_attr__( 'Signature pad: draw your signature', 'vista-forms' ),
			esc_html__( 'Clear', 'vista-forms' ),
			self::attrs(
				array(
					'type'     => 'hidden',
					'class'    => 'evf-signature-input',
					'id'       => $this->base,
					'name'     => self::input_name( $this->field['id'], '[signature_image]' ),
					'value'    => '',
					'required' => $this->field['required'],
				)
			)
		);
	}

	private function input_date_time(): string {
		$date = array_merge( self::DATE_DEFAULTS, is_array( $this->field['date'] ?? null ) ? $this->field['date'] : array() );
		$flag = static fn ( $value ) => ! empty( $value ) && 'false' !== $value;
		$attrs = array(
			'class'                => 'input-text evf-field-date-time ' . ( 'dropdown' === $date['style'] ? 'date-dropdown-field' : 'flatpickr-field' ),
			'autocomplete'         => 'off',
			'data-date-time'       => in_array( $date['dateTime'], array( 'date', 'time', 'date-time' ), true ) ? $date['dateTime'] : 'date',
			'data-date-format'     => (string) $date['dateFormat'],
			'data-mode'            => 'range' === $date['mode'] ? 'range' : 'single',
			'data-min-date'        => (string) $date['minDate'],
			'data-max-date'        => (string) $date['maxDate'],
			'data-min-date-range'  => (string) $date['minDateRange'],
			'data-max-date-range'  => (string) $date['maxDateRange'],
			'data-disable-dates'   => (string) $date['disableDates'],
			'data-past-disable-date' => $flag( $date['pastDisableDate'] ) ? '1' : '0',
			'data-time-interval'   => (string) max( 1, (int) $date['timeInterval'] ),
		);
		if ( 'dropdown' === $date['style'] ) {
			$attrs += array(
				'data-min-hour'   => (string) min( 23, max( 0, (int) $date['minHour'] ) ),
				'data-max-hour'   => (string) min( 23, max( 0, (int) $date['maxHour'] ) ),
				'data-min-minute' => (string) min( 59, max( 0, (int) $date['minMinute'] ) ),
				'data-max-minute' => (string) min( 59, max( 0, (int) $date['maxMinute'] ) ),
			);
		}
		return $this->input( 'text', $attrs );
	}

	private function input_range_slider(): string {
		$bounds = $this->bounds() + array(
			'min'  => '0',
			'max'  => '100',
			'step' => '1',
		);
		$value  = $this->scalar_value();
		if ( '' === $value || ! is_numeric( $value ) ) {
			$value = $bounds['min'];
		}
		return sprintf(
			'<div class="evf-range-slider">%1$s<output class="evf-range-slider-value" for="%2$s">%3$s</output></div>',
			$this->input(
				'range',
				$bounds + array(
					'class'       => 'input-text evf-field-range-slider',
					'value'       => $value,
					'placeholder' => null,
				)
			),
			esc_attr( $this->base ),
			esc_html( $value )
		);
	}

	private function input_scale_rating(): string {
		$min = (int) ( $this->field['scale_min'] ?? 1 );
		$max = (int) ( $this->field['scale_max'] ?? 10 );
		if ( $max <= $min ) {
			$max = $min + 1;
		}
		$numbers = array();
		$last    = min( $max, $min + 100 );
		for ( $n = $min; $n <= $last; $n++ ) {
			$numbers[ (string) $n ] = esc_html( (string) $n );
		}
		return $this->scale( $numbers, 'evf-scale-rating' );
	}

	private function input_rating(): string {
		$max     = min( 20, max( 1, (int) ( $this->field['max_rating'] ?? 5 ) ) );
		$options = array();
		for ( $n = 1; $n <= $max; $n++ ) {
			$options[ (string) $n ] = sprintf(
				'<span class="evf-rating-star" aria-hidden="true">★</span><span class="screen-reader-text">%s</span>',
				/* translators: 1: chosen rating, 2: highest rating */
				esc_html( sprintf( __( '%1$d of %2$d', 'vista-forms' ), $n, $max ) )
			);
		}
		return $this->scale( $options, 'evf-rating' );
	}

	/**
	 * A row of radio buttons for a rating or a scale.
	 *
	 * @param array<string, string> $options value => label HTML (already escaped).
	 * @param string                $class   List class.
	 */
	private function scale( array $options, string $class ): string {
		$selected = $this->scalar_value();
		$items    = '';
		$n        = 0;
		foreach ( $options as $value => $label_html ) {
			++$n;
			$id     = $this->base . '_' . $n;
			$items .= sprintf(
				'<li class="choice-%1$d"><input%2$s><label class="everest-forms-field-label-inline" for="%3$s">%4$s</label></li>',
				$n,
				self::attrs(
					array(
						'type'     => 'radio',
						'id'       => $id,
						'name'     => self::input_name( $this->field['id'] ),
						'value'    => (string) $value,
						'checked'  => (string) $value === $selected,
						'required' => $this->field['required'],
					)
				),
				esc_attr( $id ),
				$label_html
			);
		}
		return '<ul class="evf-field-choices ' . esc_attr( $class ) . '">' . $items . '</ul>';
	}

	private function input_privacy_policy(): string {
		$text = (string) ( $this->field['privacy_text'] ?? '' );
		if ( '' === $text ) {
			$text = __( 'I have read and agree to the privacy policy.', 'vista-forms' );
		}
		return sprintf(
			'<div class="evf-privacy-policy"><input%1$s><label class="everest-forms-field-label-inline evf-privacy-policy-consent-message" for="%2$s">%3$s</label></div>',
			self::attrs(
				array(
					'type'     => 'checkbox',
					'class'    => 'input-text',
					'id'       => $this->base,
					'name'     => self::input_name( $this->field['id'] ),
					'value'    => '1',
					'checked'  => '' !== $this->scalar_value() && '0' !== $this->scalar_value(),
					'required' => $this->field['required'],
				)
			),
			esc_attr( $this->base ),
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

	private function input_credit_card(): string {
		// The card itself never reaches this server: a gateway adapter mounts its own element here
		// and posts only an opaque token (001 §3 opaque_data descriptor and value).
		return sprintf(
			'<div class="evf-credit-card" id="%1$s" data-required="%2$s"><div class="evf-credit-card-element"></div><noscript>%3$s</noscript></div><div class="evf-card-errors" role="alert"></div><input type="hidden" name="%4$s" value=""><input type="hidden" name="%5$s" value="">',
			esc_attr( $this->base ),
			$this->field['required'] ? '1' : '0',
			esc_html__( 'Card payments need JavaScript.', 'vista-forms' ),
			esc_attr( self::input_name( $this->field['id'], '[opaque_data][descriptor]' ) ),
			esc_attr( self::input_name( $this->field['id'], '[opaque_data][value]' ) )
		);
	}

	/**
	 * A price as a plain decimal string.
	 *
	 * @param mixed $value Price.
	 */
	private function number( $value ): string {
		return is_numeric( $value ) ? number_format( (float) $value, 2, '.', '' ) : '0.00';
	}

	/**
	 * A price as the visitor reads it.
	 *
	 * @param mixed $value Price.
	 */
	private function money( $value ): string {
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
