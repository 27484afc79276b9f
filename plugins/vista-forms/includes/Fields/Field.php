<?php
/**
 * The defaults most field types share: a labelled row, no row classes of their own, errors
 * pointing at the one input.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the field type classes.
 */
abstract class Field implements FieldType {

	public function layout( string $type ): string {
		return self::LAYOUT_LABEL;
	}

	public function row_classes( array $field ): array {
		return array();
	}

	public function error_target( string $type, string $base ): string {
		return $base;
	}
}
