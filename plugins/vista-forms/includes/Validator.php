<?php
/**
 * Server validation of a submission (001 §5): the same rules as the visitor's script, applied again
 * because the server is the authority, plus what only the server can check (choices really offered,
 * dates and ranges within the field's settings, prices from the definition, length caps).
 *
 * Every value comes out as plain text: HTML and scripts are stripped here, and every output escapes
 * again for its own context.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

/**
 * Validates the posted `everest_forms[form_fields]` of one form.
 */
final class Validator {

	/** Longest value per type, in characters; other types take DEFAULT_CAP. */
	public const CAPS = array(
		'text'     => 1000,
		'textarea' => 10000,
		'email'    => 254,
		'url'      => 2048,
		'phone'    => 40,
		'number'   => 50,
		'password' => 200,
	);

	public const DEFAULT_CAP = 1000;

	/** Largest decoded signature image. */
	public const SIGNATURE_MAX_BYTES = 512 * 1024;

	public const ADDRESS_PARTS    = array( 'address1', 'address2', 'city', 'state', 'postal', 'country' );
	public const ADDRESS_OPTIONAL = array( 'address2' );

	/** Types whose value the server never keeps (card data belongs to the payment gateway). */
	public const NOT_STORED = array( 'credit-card' );

	/** Types validated and stored by Upload, from the posted files. */
	public const UPLOAD_TYPES = array( 'file-upload', 'image-upload' );

	/** @var array<string, string> Messages by field id. */
	private array $errors = array();

	public function __construct( private FormDefinition $form ) {}

	/**
	 * Validates the posted fields (unslashed).
	 *
	 * @param array<string, mixed> $posted The `form_fields` array as posted.
	 * @return array{values: array<string, mixed>, errors: array<string, string>} Clean values of the
	 *         valid fields and one message per invalid field, both by field id.
	 */
	public function validate( array $posted ): array {
		$this->errors = array();
		$values       = array();
		foreach ( $this->form->fields() as $id => $field ) {
			if ( in_array( $field['type'], self::UPLOAD_TYPES, true ) ) {
				continue;
			}
			$value = $this->field( $field, $posted[ $id ] ?? null );
			if ( null !== $value && ! isset( $this->errors[ $id ] ) && ! in_array( $field['type'], self::NOT_STORED, true ) ) {
				$values[ $id ] = $value;
			}
		}
		return array(
			'values' => $values,
			'errors' => $this->errors,
		);
	}

	/**
	 * A value as stored text: valid UTF-8, no tags (script and style lose their content too), no
	 * control characters; single-line values have their whitespace collapsed.
	 *
	 * @param mixed $raw       Posted value.
	 * @param bool  $multiline Keeps line breaks.
	 */
	public static function plain( $raw, bool $multiline = false ): string {
		if ( ! is_scalar( $raw ) ) {
			return '';
		}
		$text = wp_check_invalid_utf8( (string) $raw, true );
		$text = wp_strip_all_tags( $text, false );
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( $multiline ? '/[^\P{C}\n\t]/u' : '/\p{C}/u', $multiline ? '' : ' ', $text );
		if ( ! $multiline ) {
			$text = (string) preg_replace( '/\s+/u', ' ', $text );
		}
		return trim( $text );
	}

	/**
	 * A list of choices (strings or {label, value, …}) as value => label, in order.
	 *
	 * @param mixed $choices Choices, rows or columns of a field.
	 * @return array<string, string>
	 */
	public static function options( $choices ): array {
		$options = array();
		foreach ( is_array( $choices ) ? $choices : array() as $choice ) {
			if ( is_array( $choice ) ) {
				$label = (string) ( $choice['label'] ?? '' );
				$value = (string) ( $choice['value'] ?? '' );
				$value = '' === $value ? $label : $value;
			} elseif ( is_scalar( $choice ) ) {
				$label = (string) $choice;
				$value = $label;
			} else {
				continue;
			}
			if ( '' !== $value ) {
				$options[ $value ] = '' === $label ? $value : $label;
			}
		}
		return $options;
	}

	/**
	 * Validates one field; records an error or returns its clean value (null: nothing to store).
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted value.
	 * @return mixed
	 */
	private function field( array $field, $raw ) {
		switch ( $field['type'] ) {
			case 'checkbox':
			case 'payment-checkbox':
				return $this->choice_list( $field, $raw );
			case 'select':
				return ! empty( $field['multiple'] ) ? $this->choice_list( $field, $raw ) : $this->choice( $field, $raw );
			case 'radio':
			case 'country':
				return $this->choice( $field, $raw );
			case 'likert':
				return $this->likert( $field, $raw );
			case 'address':
				return $this->address( $field, $raw );
			case 'signature':
				return $this->signature( $field, is_array( $raw ) ? ( $raw['signature_image'] ?? '' ) : $raw );
			case 'payment-single':
				return $this->payment_single( $field, $raw );
			case 'privacy-policy':
				return $this->privacy( $field, $raw );
			case 'credit-card':
				if ( $field['required'] && $this->is_empty( $raw ) ) {
					$this->fail( $field, Messages::get( 'i18n_messages_required' ) );
				}
				return null;
		}

		if ( ! empty( $field['confirm'] ) && in_array( $field['type'], array( 'email', 'password' ), true ) ) {
			$primary   = is_array( $raw ) ? ( $raw['primary'] ?? '' ) : $raw;
			$secondary = is_array( $raw ) ? ( $raw['secondary'] ?? '' ) : '';
			$value     = $this->single( $field, $primary );
			$typed     = is_array( $primary ) ? '' : $this->scalar_text( $field, $primary );
			$again     = $this->scalar_text( $field, $secondary );
			// Addresses compare without case; passwords exactly (the stored value is only a hash).
			$same = 'email' === $field['type'] ? strtolower( $typed ) === strtolower( $again ) : $typed === $again;
			if ( null !== $value && '' !== $typed && ! $same ) {
				$this->fail( $field, Messages::get( 'i18n_messages_confirm' ) );
				return null;
			}
			return $value;
		}
		if ( 'phone' === $field['type'] && is_array( $raw ) ) {
			$raw = $raw['phone_field'] ?? '';
		}
		return $this->single( $field, $raw );
	}

	/**
	 * A one-value field: required, length cap, then the rules of its type.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted value.
	 */
	private function single( array $field, $raw ): ?string {
		if ( is_array( $raw ) ) {
			$this->fail( $field, Messages::server( 'invalid_choice' ) );
			return null;
		}
		$value = $this->scalar_text( $field, $raw );
		if ( '' === $value ) {
			if ( $field['required'] ) {
				$this->fail( $field, Messages::get( 'i18n_messages_required' ) );
				return null;
			}
			return 'hidden' === $field['type'] ? self::plain( $field['default'] ?? '' ) : '';
		}
		$cap = self::CAPS[ $field['type'] ] ?? self::DEFAULT_CAP;
		if ( mb_strlen( $value ) > $cap ) {
			$this->fail( $field, Messages::server( 'too_long', array( '#' => $cap ) ) );
			return null;
		}
		$min_length = (int) ( $field['min_length'] ?? 0 );
		if ( $min_length > 0 && mb_strlen( $value ) < $min_length ) {
			$this->fail( $field, Messages::get( 'i18n_messages_min_length', $min_length ) );
			return null;
		}
		$min_words = (int) ( $field['min_words'] ?? 0 );
		if ( $min_words > 0 && count( preg_split( '/\s+/u', $value, -1, PREG_SPLIT_NO_EMPTY ) ?: array() ) < $min_words ) {
			$this->fail( $field, Messages::get( 'i18n_min_words_length', $min_words ) );
			return null;
		}
		return $this->typed( $field, $value );
	}

	/**
	 * Rules of the one-value types.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $value Non-empty clean value.
	 */
	private function typed( array $field, string $value ): ?string {
		switch ( $field['type'] ) {
			case 'email':
				if ( ! is_email( $value ) ) {
					return $this->fail( $field, Messages::get( 'i18n_messages_email' ) );
				}
				return strtolower( $value );
			case 'url':
				if ( ! preg_match( '#^https?://#i', $value ) ) {
					$value = 'http://' . $value;
				}
				$host = wp_parse_url( $value, PHP_URL_HOST );
				if ( false === filter_var( $value, FILTER_VALIDATE_URL ) || ! is_string( $host ) || ! str_contains( $host, '.' ) ) {
					return $this->fail( $field, Messages::get( 'i18n_messages_url' ) );
				}
				return $value;
			case 'phone':
				if ( ! preg_match( '/^[0-9()\-+\s]+$/', $value ) || ! preg_match( '/\d/', $value ) ) {
					return $this->fail( $field, Messages::get( 'i18n_messages_phone' ) );
				}
				if ( ! empty( $field['smart_phone'] ) ) {
					$e164 = (string) preg_replace( '/[\s()\-]/', '', $value );
					if ( ! preg_match( '/^\+[1-9]\d{6,14}$/', $e164 ) ) {
						return $this->fail( $field, Messages::get( 'i18n_messages_phone' ) );
					}
					return $e164;
				}
				return $value;
			case 'number':
				return $this->number( $field, $value, false );
			case 'range-slider':
				return $this->number( $field, $value, true );
			case 'rating':
				return $this->whole_number( $field, $value, 1, max( 1, (int) ( $field['max_rating'] ?? 5 ) ) );
			case 'scale-rating':
				return $this->whole_number( $field, $value, (int) ( $field['scale_min'] ?? 1 ), (int) ( $field['scale_max'] ?? 10 ) );
			case 'date-time':
				return $this->date_time( $field, $value );
			case 'password':
				// Kept only as a hash: an entry never reveals a visitor's password.
				return wp_hash_password( $value );
		}
		return $value;
	}

	/**
	 * A number, within min/max when the field sets them (a range slider always has bounds and a step).
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $value Value.
	 * @param bool                 $range Range slider defaults (0-100, step 1).
	 */
	private function number( array $field, string $value, bool $range ): ?string {
		if ( ! is_numeric( $value ) || ! is_finite( (float) $value ) ) {
			return $this->fail( $field, Messages::get( 'i18n_messages_number' ) );
		}
		$number = (float) $value;
		$min    = self::bound( $field['min'] ?? null, $range ? 0.0 : null );
		$max    = self::bound( $field['max'] ?? null, $range ? 100.0 : null );
		if ( ( null !== $min && $number < $min ) || ( null !== $max && $number > $max ) ) {
			return $this->fail(
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
				return $this->fail( $field, Messages::server( 'invalid_step' ) );
			}
		}
		return $value;
	}

	/**
	 * A numeric setting, or the default when unset.
	 *
	 * @param mixed      $setting Setting.
	 * @param float|null $fallback Default.
	 */
	private static function bound( $setting, ?float $fallback ): ?float {
		return is_numeric( $setting ) ? (float) $setting : $fallback;
	}

	/**
	 * A whole number within bounds (ratings).
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $value Value.
	 * @param int                  $min   Least.
	 * @param int                  $max   Most.
	 */
	private function whole_number( array $field, string $value, int $min, int $max ): ?string {
		if ( ! preg_match( '/^\d+$/', $value ) ) {
			return $this->fail( $field, Messages::get( 'i18n_messages_number' ) );
		}
		if ( (int) $value < $min || (int) $value > $max ) {
			return $this->fail(
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

	/**
	 * A date, time, date-time or date range, in the field's format, within its settings.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $value Value.
	 */
	private function date_time( array $field, string $value ): ?string {
		$settings = is_array( $field['date'] ?? null ) ? $field['date'] : array();
		$kind     = (string) ( $settings['dateTime'] ?? 'date' );
		$format   = (string) ( $settings['dateFormat'] ?? '' );
		if ( '' === $format ) {
			$format = array(
				'time'      => 'H:i',
				'date-time' => 'Y-m-d H:i',
			)[ $kind ] ?? 'Y-m-d';
		}
		$parts = 'range' === ( $settings['mode'] ?? 'single' ) ? explode( ' to ', $value ) : array( $value );
		if ( count( $parts ) > 2 ) {
			return $this->fail( $field, Messages::server( 'invalid_date' ) );
		}
		$dates = array();
		foreach ( $parts as $part ) {
			$date = self::parse_date( trim( $part ), $format );
			if ( null === $date ) {
				return $this->fail( $field, Messages::server( 'invalid_date' ) );
			}
			$dates[] = $date;
		}
		if ( 'time' === $kind ) {
			return $value;
		}
		$today = new \DateTimeImmutable( 'today', wp_timezone() );
		$min   = self::relative_date( $settings['minDate'] ?? '', $format, $today ) ?? self::relative_date( $settings['minDateRange'] ?? '', $format, $today );
		$max   = self::relative_date( $settings['maxDate'] ?? '', $format, $today ) ?? self::relative_date( $settings['maxDateRange'] ?? '', $format, $today );
		if ( ! empty( $settings['pastDisableDate'] ) && ( null === $min || $min < $today ) ) {
			$min = $today;
		}
		$disabled = array();
		foreach ( explode( ',', (string) ( $settings['disableDates'] ?? '' ) ) as $item ) {
			$off = self::relative_date( $item, $format, $today );
			if ( null !== $off ) {
				$disabled[] = $off->format( 'Y-m-d' );
			}
		}
		foreach ( $dates as $date ) {
			$day = $date->setTime( 0, 0 );
			if ( ( null !== $min && $day < $min ) || ( null !== $max && $day > $max ) || in_array( $day->format( 'Y-m-d' ), $disabled, true ) ) {
				return $this->fail( $field, Messages::server( 'date_unavailable' ) );
			}
		}
		if ( 2 === count( $dates ) && $dates[1] < $dates[0] ) {
			return $this->fail( $field, Messages::server( 'invalid_date' ) );
		}
		return $value;
	}

	/**
	 * A value in a date format of the picker (flatpickr tokens), strictly.
	 *
	 * @param string $value  Text.
	 * @param string $format Picker format.
	 */
	private static function parse_date( string $value, string $format ): ?\DateTimeImmutable {
		$php  = strtr(
			$format,
			array(
				'h' => 'g',
				'G' => 'h',
				'K' => 'A',
				'S' => 's',
				'J' => 'jS',
			)
		);
		$date = \DateTimeImmutable::createFromFormat( '!' . $php, $value, wp_timezone() );
		if ( false === $date ) {
			return null;
		}
		$problems = \DateTimeImmutable::getLastErrors();
		if ( is_array( $problems ) && ( $problems['warning_count'] > 0 || $problems['error_count'] > 0 ) ) {
			return null;
		}
		return $date;
	}

	/**
	 * A date setting: 'today', a signed number of days ('+7d', '-1d'), or a date (Y-m-d or the
	 * field's format). Null when empty or unreadable.
	 *
	 * @param mixed              $setting Setting.
	 * @param string             $format  Field format.
	 * @param \DateTimeImmutable $today   Today, midnight.
	 */
	private static function relative_date( $setting, string $format, \DateTimeImmutable $today ): ?\DateTimeImmutable {
		$setting = trim( is_scalar( $setting ) ? (string) $setting : '' );
		if ( '' === $setting ) {
			return null;
		}
		if ( 'today' === strtolower( $setting ) ) {
			return $today;
		}
		if ( preg_match( '/^([+-]?\d+)\s*d$/i', $setting, $match ) ) {
			return $today->modify( ( (int) $match[1] >= 0 ? '+' : '' ) . (int) $match[1] . ' days' );
		}
		$date = self::parse_date( $setting, 'Y-m-d' ) ?? self::parse_date( $setting, $format );
		return null === $date ? null : $date->setTime( 0, 0 );
	}

	/**
	 * One choice among the field's (select, radio, country); stored as its label.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted value.
	 */
	private function choice( array $field, $raw ): ?string {
		if ( is_array( $raw ) ) {
			return $this->fail( $field, Messages::server( 'invalid_choice' ) );
		}
		$value = self::plain( $raw );
		if ( '' === $value ) {
			return $field['required'] ? $this->fail( $field, Messages::get( 'i18n_messages_required' ) ) : '';
		}
		$options = self::options( $field['choices'] ?? array() );
		if ( 'country' === $field['type'] && array() === $options ) {
			// A country field without a list offers every country: an ISO 3166 alpha-2 code.
			return preg_match( '/^[A-Za-z]{2}$/', $value ) ? strtoupper( $value ) : $this->fail( $field, Messages::server( 'invalid_choice' ) );
		}
		$label = self::match_option( $options, $value );
		return null === $label ? $this->fail( $field, Messages::server( 'invalid_choice' ) ) : $label;
	}

	/**
	 * The label of the option a posted value names (by value, or by label).
	 *
	 * @param array<string, string> $options Options.
	 * @param string                $value   Posted.
	 */
	private static function match_option( array $options, string $value ): ?string {
		if ( isset( $options[ $value ] ) ) {
			return $options[ $value ];
		}
		$found = array_search( $value, $options, true );
		return false === $found ? null : $options[ $found ];
	}

	/**
	 * Several choices (checkboxes, multiple select), each offered, at most choice_limit of them.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted values.
	 * @return string[]|null Labels.
	 */
	private function choice_list( array $field, $raw ): ?array {
		$posted = array_values( array_filter( array_map( array( self::class, 'plain' ), is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) ) ), 'strlen' ) );
		if ( array() === $posted ) {
			return $field['required'] ? $this->fail( $field, Messages::get( 'i18n_messages_required' ) ) : array();
		}
		$limit = (int) ( $field['choice_limit'] ?? 0 );
		if ( $limit > 0 && count( $posted ) > $limit ) {
			return $this->fail( $field, Messages::get( 'i18n_messages_check_limit', $limit ) );
		}
		$options = self::options( $field['choices'] ?? array() );
		$labels  = array();
		foreach ( $posted as $value ) {
			$label = self::match_option( $options, $value );
			if ( null === $label ) {
				return $this->fail( $field, Messages::server( 'invalid_choice' ) );
			}
			$labels[] = $label;
		}
		return array_values( array_unique( $labels ) );
	}

	/**
	 * A likert answer: each row's column among the field's columns; required fields answer every row.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted row => column.
	 * @return array<string, string>|null Row label => column label.
	 */
	private function likert( array $field, $raw ): ?array {
		$raw     = is_array( $raw ) ? $raw : array();
		$columns = self::options( $field['columns'] ?? array() );
		$answers = array();
		$number  = 0;
		foreach ( self::options( $field['rows'] ?? array() ) as $row => $row_label ) {
			// The form posts each row under its number from 1 (FieldMarkup); a row's value or label
			// is accepted too, for posts built by hand or by an import.
			++$number;
			$posted = $raw[ (string) $number ] ?? $raw[ $row ] ?? $raw[ $row_label ] ?? null;
			$value  = self::plain( is_scalar( $posted ) ? $posted : '' );
			if ( '' === $value ) {
				if ( $field['required'] ) {
					return $this->fail( $field, Messages::get( 'i18n_messages_required' ) );
				}
				continue;
			}
			$label = self::match_option( $columns, $value );
			if ( null === $label ) {
				return $this->fail( $field, Messages::server( 'invalid_choice' ) );
			}
			$answers[ $row_label ] = $label;
		}
		return $answers;
	}

	/**
	 * An address: every part but address2 is required when the field is.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted parts.
	 * @return array<string, string>|null
	 */
	private function address( array $field, $raw ): ?array {
		$raw   = is_array( $raw ) ? $raw : array();
		$parts = array();
		foreach ( self::ADDRESS_PARTS as $part ) {
			$value = self::plain( $raw[ $part ] ?? '' );
			if ( mb_strlen( $value ) > 200 ) {
				return $this->fail( $field, Messages::server( 'too_long', array( '#' => 200 ) ) );
			}
			if ( '' === $value && $field['required'] && ! in_array( $part, self::ADDRESS_OPTIONAL, true ) ) {
				return $this->fail( $field, Messages::get( 'i18n_messages_required' ) );
			}
			$parts[ $part ] = $value;
		}
		return $parts;
	}

	/**
	 * A signature: a PNG data URL, really a PNG, not too large.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted data URL.
	 * @return array{png: string}|null The decoded image.
	 */
	private function signature( array $field, $raw ): ?array {
		$raw = is_string( $raw ) ? trim( $raw ) : '';
		if ( '' === $raw ) {
			return $field['required'] ? $this->fail( $field, Messages::get( 'i18n_messages_required' ) ) : null;
		}
		$prefix = 'data:image/png;base64,';
		if ( ! str_starts_with( $raw, $prefix ) || strlen( $raw ) > (int) ceil( self::SIGNATURE_MAX_BYTES * 4 / 3 ) + strlen( $prefix ) + 4 ) {
			return $this->fail( $field, Messages::server( 'signature' ) );
		}
		$png  = base64_decode( substr( $raw, strlen( $prefix ) ), true );
		$info = is_string( $png ) && str_starts_with( $png, "\x89PNG\r\n\x1a\n" ) ? @getimagesizefromstring( $png ) : false; // phpcs:ignore Generic.PHP.NoSilencedErrors -- a broken image is an answer here, not a warning.
		if ( false === $info || IMAGETYPE_PNG !== $info[2] || strlen( (string) $png ) > self::SIGNATURE_MAX_BYTES ) {
			return $this->fail( $field, Messages::server( 'signature' ) );
		}
		return array( 'png' => (string) $png );
	}

	/**
	 * A single payment item: the price of the definition, or the visitor's amount when the field
	 * asks for one. Not required unless the visitor enters the amount (001 §5).
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted amount.
	 */
	private function payment_single( array $field, $raw ): ?string {
		if ( empty( $field['user_input'] ) ) {
			return number_format( (float) ( is_numeric( $field['price'] ?? null ) ? $field['price'] : 0 ), 2, '.', '' );
		}
		$value = self::plain( is_array( $raw ) ? '' : $raw );
		if ( '' === $value ) {
			return $field['required'] ? $this->fail( $field, Messages::get( 'i18n_messages_required' ) ) : '';
		}
		if ( ! preg_match( '/^\d{1,9}(\.\d{1,2})?$/', $value ) ) {
			return $this->fail( $field, Messages::server( 'invalid_amount' ) );
		}
		return number_format( (float) $value, 2, '.', '' );
	}

	/**
	 * The privacy policy box: must be checked when required.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Posted value.
	 */
	private function privacy( array $field, $raw ): ?string {
		$checked = ! $this->is_empty( $raw );
		if ( ! $checked && $field['required'] ) {
			return $this->fail( $field, Messages::server( 'privacy_required' ) );
		}
		return $checked ? 'yes' : '';
	}

	/**
	 * A posted scalar as plain text (textareas keep their lines).
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $raw   Value.
	 */
	private function scalar_text( array $field, $raw ): string {
		return self::plain( $raw, 'textarea' === $field['type'] );
	}

	/**
	 * Whether a posted value holds nothing.
	 *
	 * @param mixed $raw Value.
	 */
	private function is_empty( $raw ): bool {
		if ( is_array( $raw ) ) {
			return array() === array_filter( $raw, fn ( $item ) => ! $this->is_empty( $item ) );
		}
		return '' === trim( is_scalar( $raw ) ? (string) $raw : '' );
	}

	/**
	 * Records a field's error.
	 *
	 * @param array<string, mixed> $field   Field.
	 * @param string               $message Message.
	 * @return null
	 */
	private function fail( array $field, string $message ) {
		$this->errors[ $field['id'] ] = $message;
		return null;
	}
}
