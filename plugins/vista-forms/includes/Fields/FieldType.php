<?php
/**
 * What each field type (or family of types) provides: its markup and its server validation.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Validation\Validator;

/**
 * One field type or family; Registry maps each type name to one of these.
 */
interface FieldType {

	/** The row shows a label tied to the first input. */
	public const LAYOUT_LABEL = 'label';

	/** The inputs form a group: a fieldset with a legend instead of a label. */
	public const LAYOUT_FIELDSET = 'fieldset';

	/** A hidden row: the input only, no label, description or error. */
	public const LAYOUT_HIDDEN = 'hidden';

	/**
	 * The type names this class renders and checks (001 §3 field types).
	 *
	 * @return string[]
	 */
	public function types(): array;

	/**
	 * How the row lays out the inputs: one of the LAYOUT_ constants.
	 *
	 * @param string $type Field type.
	 */
	public function layout( string $type ): string;

	/**
	 * Row classes of the type (001 §4), after the required class.
	 *
	 * @param array<string, mixed> $field Normalised field.
	 * @return string[]
	 */
	public function row_classes( array $field ): array;

	/**
	 * The input an error label points at.
	 *
	 * @param string $type Field type.
	 * @param string $base The field's input id.
	 */
	public function error_target( string $type, string $base ): string;

	/**
	 * The inputs of the field, between its label and its description.
	 *
	 * @param FieldMarkup $markup The field being rendered, with the shared helpers.
	 */
	public function markup( FieldMarkup $markup ): string;

	/**
	 * Checks a posted value; records an error on the validator or returns the clean value
	 * (null: nothing to store).
	 *
	 * @param array<string, mixed> $field     Normalised field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator The submission's validator, with the shared rules.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed;
}
