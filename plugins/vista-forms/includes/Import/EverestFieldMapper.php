<?php
/**
 * One Everest Forms field (an item of the form JSON's `form_fields`) as a Vista field block: its
 * type, and the settings Vista has under their Vista names.
 *
 * The original's field settings, from its public source (wpeverest/everest-forms at commit
 * 7ba7e7c04c5d4b84d68b1599df363a55eb7e2621): the common ones (`label`, `meta-key`, `description`,
 * `required` '1', `placeholder`, `default_value`, `css`, `choices` keyed 1.. with `label`, `value`,
 * `image`, `default`, `input_mask`, `min_length_enabled`/`min_length_count`/`min_length_mode`) in
 * includes/abstracts/class-evf-form-fields.php; the type's own in includes/fields/class-evf-field-
 * <type>.php (`confirmation`, `min_value`/`max_value`/`step`, `choice_limit`, `select_all`,
 * `choices_images`, `show_values`, `multiple_choices`, `date_format`/`date_mode`/`datetime_format`/`datetime_style`/
 * `disable_dates`/`past_date_disable`/`time_interval`/`min_date`/`max_date`, `phone_format`,
 * `consent_message`, `likert_rows`/`likert_columns`, `number_of_stars`, `lowest_rating_point`/
 * `highest_rating_point`, `item_price`) and includes/abstracts/class-evf-form-fields-upload.php
 * (`extensions`, `max_size` in MB, `max_file_number`).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;

/**
 * Field JSON → block name and attributes, or the reason it has no Vista counterpart.
 */
final class EverestFieldMapper {

	/** The original's types Vista has under another name (the rest keep theirs, when Vista has them). */
	private const RENAMED = array(
		'first-name' => 'text',
		'last-name'  => 'text',
	);

	/** The original's layout items and the core block each becomes. */
	public const LAYOUT = array(
		'title'   => 'core/heading',
		'divider' => 'core/separator',
	);

	/**
	 * The Vista type of an original field type, or null when Vista has none.
	 *
	 * @param string $type The original's type.
	 */
	public static function vista_type( string $type ): ?string {
		$type = self::RENAMED[ $type ] ?? $type;
		return in_array( $type, FormDefinition::TYPES, true ) ? $type : null;
	}

	/**
	 * The Vista type of an original field: a dropdown allowing several choices
	 * (`multiple_choices`) becomes checkboxes, as Vista's dropdown takes one.
	 *
	 * @param array<string, mixed> $field The original field.
	 */
	public static function field_type( array $field ): ?string {
		$type = is_scalar( $field['type'] ?? null ) ? (string) $field['type'] : '';
		if ( 'select' === $type && '1' === self::text( $field, 'multiple_choices' ) ) {
			return 'checkbox';
		}
		return self::vista_type( $type );
	}

	/**
	 * Why a field the original has is left out (for the report), or null when it is imported.
	 *
	 * @param string $type The original's type.
	 */
	public static function skip_reason( string $type ): ?string {
		if ( null !== self::vista_type( $type ) || isset( self::LAYOUT[ $type ] ) ) {
			return null;
		}
		if ( in_array( $type, array( 'captcha', 'recaptcha', 'hcaptcha', 'turnstile' ), true ) ) {
			return __( 'Vista asks for the captcha of Forms → Settings instead of a captcha field; the form keeps asking for it.', 'vista-forms' );
		}
		/* translators: %s: a field type of Everest Forms, e.g. "repeater". */
		return sprintf( __( 'Vista Forms has no "%s" field.', 'vista-forms' ), $type );
	}

	/**
	 * A Vista field id for an original one: lowercase letters, digits, _ and -, at most 40, unique
	 * in the form (the same original id always gives the same Vista id, so a second run matches).
	 *
	 * @param string             $original The original field id.
	 * @param array<string, int> $taken    Vista ids given so far (id => 1).
	 */
	public static function field_id( string $original, array $taken ): string {
		$id = substr( trim( (string) preg_replace( '/[^a-z0-9_-]+/', '-', strtolower( $original ) ), '-' ), 0, 40 );
		$id = '' === $id ? 'field' : $id;
		$base = substr( $id, 0, 34 );
		for ( $n = 2; isset( $taken[ $id ] ); $n++ ) {
			$id = $base . '-' . $n;
		}
		return $id;
	}

	/**
	 * The block attributes of an imported field.
	 *
	 * @param array<string, mixed> $field    The original field.
	 * @param string               $type     Its Vista type.
	 * @param string               $field_id Its Vista id.
	 * @return array<string, mixed>
	 */
	public static function attributes( array $field, string $type, string $field_id ): array {
		$attrs = array(
			'fieldId'  => $field_id,
			'label'    => self::text( $field, 'label' ),
			'required' => '1' === self::text( $field, 'required' ),
		);
		foreach ( array( 'placeholder' => 'placeholder', 'description' => 'description', 'default_value' => 'default', 'css' => 'css' ) as $from => $to ) {
			if ( '' !== self::text( $field, $from ) ) {
				$attrs[ $to ] = self::text( $field, $from );
			}
		}
		return array_merge( $attrs, self::own_settings( $field, $type ) );
	}

	/**
	 * The settings of the field's own kind.
	 *
	 * @param array<string, mixed> $field The original field.
	 * @param string               $type  Its Vista type.
	 * @return array<string, mixed>
	 */
	private static function own_settings( array $field, string $type ): array {
		switch ( $type ) {
			case 'text':
			case 'textarea':
			case 'password':
				return self::min_length( $field ) + self::non_empty( array( 'mask' => self::text( $field, 'input_mask' ) ) );
			case 'email':
				return array( 'confirm' => '1' === self::text( $field, 'confirmation' ) );
			case 'number':
			case 'range-slider':
				return self::non_empty(
					array(
						'min'  => self::text( $field, 'min_value' ),
						'max'  => self::text( $field, 'max_value' ),
						'step' => self::text( $field, 'step' ),
					)
				);
			case 'select':
			case 'radio':
			case 'checkbox':
			case 'payment-checkbox':
				return self::choices( $field, $type );
			case 'date-time':
				return array( 'date' => self::date( $field ) );
			case 'file-upload':
			case 'image-upload':
				return self::upload( $field );
			case 'phone':
				return array( 'smart_phone' => 'smart' === self::text( $field, 'phone_format' ) ) + self::non_empty( array( 'mask' => self::text( $field, 'input_mask' ) ) );
			case 'privacy-policy':
				return self::non_empty( array( 'privacy_text' => wp_strip_all_tags( self::text( $field, 'consent_message' ) ) ) );
			case 'likert':
				return array(
					'rows'    => self::strings( $field['likert_rows'] ?? array() ),
					'columns' => self::strings( $field['likert_columns'] ?? array() ),
				);
			case 'rating':
				return self::non_empty( array( 'max_rating' => absint( self::text( $field, 'number_of_stars' ) ) ) );
			case 'scale-rating':
				// A scale may start at 0, so a number given is kept even when it is 0.
				return array_map(
					'absint',
					array_filter(
						array(
							'scale_min' => self::text( $field, 'lowest_rating_point' ),
							'scale_max' => self::text( $field, 'highest_rating_point' ),
						),
						'is_numeric'
					)
				);
			case 'payment-single':
				return self::non_empty( array( 'price' => self::text( $field, 'item_price' ) ) );
		}
		return array();
	}

	/**
	 * The minimum length (the original counts characters or words).
	 *
	 * @param array<string, mixed> $field The original field.
	 * @return array<string, int>
	 */
	private static function min_length( array $field ): array {
		$count = absint( self::text( $field, 'min_length_count' ) );
		if ( '1' !== self::text( $field, 'min_length_enabled' ) || 0 === $count ) {
			return array();
		}
		return 'words' === self::text( $field, 'min_length_mode' ) ? array( 'min_words' => $count ) : array( 'min_length' => $count );
	}

	/**
	 * Choices (label, value when the original shows values, image), the preset ones as the default.
	 *
	 * @param array<string, mixed> $field The original field.
	 * @param string               $type  Its Vista type.
	 * @return array<string, mixed>
	 */
	private static function choices( array $field, string $type ): array {
		$choices  = array();
		$defaults = array();
		foreach ( is_array( $field['choices'] ?? null ) ? $field['choices'] : array() as $choice ) {
			if ( ! is_array( $choice ) ) {
				continue;
			}
			$label = self::text( $choice, 'label' );
			$item  = array(
				'label' => $label,
				'value' => 'payment-checkbox' === $type || '1' === self::text( $field, 'show_values' ) ? self::text( $choice, 'value' ) : $label,
			);
			if ( '1' === self::text( $field, 'choices_images' ) && '' !== self::text( $choice, 'image' ) ) {
				$item['image'] = esc_url_raw( self::text( $choice, 'image' ) );
			}
			$choices[] = $item;
			if ( '1' === self::text( $choice, 'default' ) ) {
				$defaults[] = $label;
			}
		}
		$attrs = array( 'choices' => $choices );
		if ( array() !== $defaults ) {
			$attrs['default'] = 'checkbox' === $type ? $defaults : $defaults[0];
		}
		if ( 'checkbox' === $type ) {
			$attrs += self::non_empty(
				array(
					'choice_limit' => absint( self::text( $field, 'choice_limit' ) ),
					'select_all'   => '1' === self::text( $field, 'select_all' ),
				)
			);
		}
		return $attrs;
	}

	/**
	 * The date settings, keyed as Vista's date-time block keeps them.
	 *
	 * @param array<string, mixed> $field The original field.
	 * @return array<string, mixed>
	 */
	private static function date( array $field ): array {
		$date = array(
			'mode'            => 'range' === self::text( $field, 'date_mode' ) ? 'range' : 'single',
			'dateFormat'      => '' !== self::text( $field, 'date_format' ) ? self::text( $field, 'date_format' ) : 'Y-m-d',
			'dateTime'        => in_array( self::text( $field, 'datetime_format' ), array( 'date', 'time', 'date-time' ), true ) ? self::text( $field, 'datetime_format' ) : 'date',
			'style'           => 'dropdown' === self::text( $field, 'datetime_style' ) ? 'dropdown' : 'picker',
			'disableDates'    => self::text( $field, 'disable_dates' ),
			'pastDisableDate' => '1' === self::text( $field, 'past_date_disable' ),
		);
		if ( absint( self::text( $field, 'time_interval' ) ) > 0 ) {
			$date['timeInterval'] = absint( self::text( $field, 'time_interval' ) );
		}
		if ( '1' === self::text( $field, 'enable_min_max' ) ) {
			$date['minDate'] = self::text( $field, 'min_date' );
			$date['maxDate'] = self::text( $field, 'max_date' );
		}
		return $date;
	}

	/**
	 * The upload limits: extensions, size in MB, number of files.
	 *
	 * @param array<string, mixed> $field The original field.
	 * @return array<string, mixed>
	 */
	private static function upload( array $field ): array {
		$extensions = implode( ',', array_filter( array_map( static fn ( $ext ) => sanitize_key( ltrim( trim( $ext ), '.' ) ), explode( ',', self::text( $field, 'extensions' ) ) ) ) );
		$size       = self::text( $field, 'max_size' );
		return self::non_empty(
			array(
				'extensions'  => $extensions,
				'max_size_mb' => is_numeric( $size ) && (float) $size > 0 ? (string) ( 0 + $size ) : '',
				'max_files'   => absint( self::text( $field, 'max_file_number' ) ),
			)
		);
	}

	/**
	 * A field setting as text ('' when missing or not scalar).
	 *
	 * @param array<string, mixed> $field The original field.
	 * @param string               $key   The setting.
	 */
	private static function text( array $field, string $key ): string {
		return is_scalar( $field[ $key ] ?? null ) ? trim( (string) $field[ $key ] ) : '';
	}

	/**
	 * The non-empty texts of a list (likert rows and columns are kept keyed 1..).
	 *
	 * @param mixed $list The original's list.
	 * @return list<string>
	 */
	private static function strings( $list ): array {
		$list = is_array( $list ) ? array_filter( $list, 'is_scalar' ) : array();
		return array_values( array_filter( array_map( static fn ( $item ) => trim( (string) $item ), $list ), 'strlen' ) );
	}

	/**
	 * The settings that say something (the block's default stands for the others).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	private static function non_empty( array $settings ): array {
		return array_filter( $settings, static fn ( $value ) => '' !== $value && 0 !== $value && false !== $value );
	}
}
