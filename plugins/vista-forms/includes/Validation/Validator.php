<?php
/**
 * Server validation of a submission (001 §5): the same rules as the visitor's script, applied again
 * because the server is the authority, plus what only the server can check (choices really offered,
 * dates and ranges within the field's settings, prices from the definition, length caps).
 *
 * Each type's own rules are in its class in Fields/ (Fields\Registry); this runs them over the
 * posted fields and holds the rules they share.
 *
 * Every value comes out as plain text: HTML and scripts are stripped here, and every output escapes
 * again for its own context.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Validation;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Fields\Registry;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;

/**
 * Validates the posted `everest_forms[form_fields]` of one form.
 */
final class Validator {

	/** Longest value of a one-value field, in characters, unless its type sets its own. */
	public const DEFAULT_CAP = 1000;

	/** Largest decoded signature image. */
	public const SIGNATURE_MAX_BYTES = 512 * 1024;

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
			$value = Registry::get( $field['type'] )->validate( $field, $posted[ $id ] ?? null, $this );
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
	 * The shared rules of a one-value field: required, length cap, minimum length and words. The
	 * field's class applies the rules of its type to what comes out.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param int                  $cap       Longest value, in characters.
	 * @param bool                 $multiline Keeps line breaks (text areas).
	 * @return string|null The clean value ('' when empty and not required), or null after an error.
	 */
	public function single( array $field, mixed $raw, int $cap = self::DEFAULT_CAP, bool $multiline = false ): ?string {
		if ( is_array( $raw ) ) {
			return $this->fail( $field, Messages::server( 'invalid_choice' ) );
		}
		$value = self::plain( $raw, $multiline );
		if ( '' === $value ) {
			return $field['required'] ? $this->fail( $field, Messages::get( 'i18n_messages_required' ) ) : '';
		}
		if ( mb_strlen( $value ) > $cap ) {
			return $this->fail( $field, Messages::server( 'too_long', array( '#' => $cap ) ) );
		}
		$min_length = (int) ( $field['min_length'] ?? 0 );
		if ( $min_length > 0 && mb_strlen( $value ) < $min_length ) {
			return $this->fail( $field, Messages::get( 'i18n_messages_min_length', $min_length ) );
		}
		$min_words = (int) ( $field['min_words'] ?? 0 );
		if ( $min_words > 0 && count( preg_split( '/\s+/u', $value, -1, PREG_SPLIT_NO_EMPTY ) ?: array() ) < $min_words ) {
			return $this->fail( $field, Messages::get( 'i18n_min_words_length', $min_words ) );
		}
		return $value;
	}

	/**
	 * The label of the option a posted value names (by value, or by label).
	 *
	 * @param array<string, string> $options Options.
	 * @param string                $value   Posted.
	 */
	public static function match_option( array $options, string $value ): ?string {
		if ( isset( $options[ $value ] ) ) {
			return $options[ $value ];
		}
		$found = array_search( $value, $options, true );
		return false === $found ? null : $options[ $found ];
	}

	/**
	 * Whether a posted value holds nothing.
	 *
	 * @param mixed $raw Value.
	 */
	public static function is_empty( mixed $raw ): bool {
		if ( is_array( $raw ) ) {
			return array() === array_filter( $raw, static fn ( $item ) => ! self::is_empty( $item ) );
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
	public function fail( array $field, string $message ) {
		$this->errors[ $field['id'] ] = $message;
		return null;
	}
}
