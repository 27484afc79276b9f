<?php
/**
 * A likert table: one radio row per statement, posted as [{row}] with rows numbered from 1
 * (001 §3).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The likert type.
 */
final class Likert extends Field {

	public function types(): array {
		return array( 'likert' );
	}

	public function layout( string $type ): string {
		return self::LAYOUT_FIELDSET;
	}

	public function error_target( string $type, string $base ): string {
		return $base . '_1_1';
	}

	/**
	 * The table. On a narrow form (a phone) view.css stacks it: each row a group of choices, each
	 * choice with its column's name beside it (a label hidden from screen readers, which read the
	 * radio's own name). The roles are the table's own, written out because some browsers drop a
	 * table's semantics once its parts are not displayed as table parts.
	 *
	 * @param FieldMarkup $markup The field's markup context.
	 */
	public function markup( FieldMarkup $markup ): string {
		$columns = $markup->field['columns'] ?? array();
		$head    = '<td role="cell"></td>';
		foreach ( $columns as $column ) {
			$head .= '<th scope="col" role="columnheader">' . esc_html( $column ) . '</th>';
		}
		$body = '';
		foreach ( array_values( $markup->field['rows'] ?? array() ) as $r => $row ) {
			$key   = (string) ( $r + 1 );
			$cells = '';
			foreach ( array_values( $columns ) as $c => $column ) {
				$id     = $markup->base . '_' . $key . '_' . ( $c + 1 );
				$cells .= '<td role="cell"><input' . FieldMarkup::attrs(
					array(
						'type'       => 'radio',
						'id'         => $id,
						'name'       => FieldMarkup::input_name( $markup->field['id'], '[' . $key . ']' ),
						'value'      => $column,
						'checked'    => $markup->part_value( $key ) === $column,
						'required'   => $markup->field['required'],
						'aria-label' => sprintf( /* translators: 1: likert row, 2: likert column */ __( '%1$s: %2$s', 'vista-forms' ), $row, $column ),
						'data-row'   => $key,
					)
				) . '><label class="evf-likert-choice" for="' . esc_attr( $id ) . '" aria-hidden="true">' . esc_html( $column ) . '</label></td>';
			}
			$body .= sprintf( '<tr role="row"><th scope="row" role="rowheader">%s</th>%s</tr>', esc_html( $row ), $cells );
		}
		return '<div class="evf-likert"><table class="evf-likert-table" role="table"><thead role="rowgroup"><tr role="row">' . $head . '</tr></thead><tbody role="rowgroup">' . $body . '</tbody></table></div>';
	}

	/**
	 * A likert answer: each row's column among the field's columns; required fields answer every
	 * row.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted row => column.
	 * @param Validator            $validator Validator.
	 * @return array<string, string>|null Row label => column label.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$raw     = is_array( $raw ) ? $raw : array();
		$columns = Validator::options( $field['columns'] ?? array() );
		$answers = array();
		$number  = 0;
		foreach ( Validator::options( $field['rows'] ?? array() ) as $row => $row_label ) {
			// The form posts each row under its number from 1 (markup()); a row's value or label
			// is accepted too, for posts built by hand or by an import.
			++$number;
			$posted = $raw[ (string) $number ] ?? $raw[ $row ] ?? $raw[ $row_label ] ?? null;
			$value  = Validator::plain( is_scalar( $posted ) ? $posted : '' );
			if ( '' === $value ) {
				if ( $field['required'] ) {
					return $validator->fail( $field, Messages::get( 'i18n_messages_required' ) );
				}
				continue;
			}
			$label = Validator::match_option( $columns, $value );
			if ( null === $label ) {
				return $validator->fail( $field, Messages::server( 'invalid_choice' ) );
			}
			$answers[ $row_label ] = $label;
		}
		return $answers;
	}
}
