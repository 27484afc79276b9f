<?php
/**
 * An Everest Forms form definition (the JSON in its post's content) as a Vista form: the block
 * content of its fields, laid out as the original's rows and columns, and its settings.
 *
 * The JSON's shape, from the original's public source (wpeverest/everest-forms at commit
 * 7ba7e7c04c5d4b84d68b1599df363a55eb7e2621): includes/templates/contact.php and
 * includes/class-evf-form-handler.php create() (`form_fields` by id, `settings`, and `structure`:
 * row_N => grid_N => field ids); the settings' names in
 * includes/admin/builder/class-evf-builder-settings.php (`successful_form_submission_message`,
 * `redirect_to` same/custom_page/external_url with `custom_page` and `external_url`,
 * `ajax_form_submission`, `submit_button_text`, `submit_button_processing_text`,
 * `submission_message_scroll`, `preview_confirmation` with `preview_confirmation_select`, and
 * `email` with its connections' `evf_to_email` and `enable_email_notification`).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Editor\PostType;

/**
 * Definition → content, settings, the fields left out, and the ids the entries need.
 */
final class EverestFormMapper {

	/**
	 * The Vista form of an original definition.
	 *
	 * @param array<string, mixed> $definition The decoded form JSON.
	 * @return array{content: string, settings: array<string, mixed>, fields: array<string, array{id: string, type: string}>, meta_keys: array<string, string>, skipped: array<string, string>}
	 *         `fields` original id => Vista id and type; `meta_keys` the original's meta-key => original
	 *         field id (entries store values by meta-key); `skipped` original id => reason.
	 */
	public static function map( array $definition ): array {
		$form_fields = array_filter( is_array( $definition['form_fields'] ?? null ) ? $definition['form_fields'] : array(), 'is_array' );
		$fields      = array();
		$meta_keys   = array();
		$skipped     = array();
		$taken       = array();
		foreach ( $form_fields as $original => $field ) {
			$original = (string) ( is_scalar( $field['id'] ?? null ) && '' !== (string) $field['id'] ? $field['id'] : $original );
			$type     = is_scalar( $field['type'] ?? null ) ? (string) $field['type'] : '';
			$reason   = EverestFieldMapper::skip_reason( $type );
			if ( null !== $reason ) {
				$skipped[ $original ] = $reason;
				continue;
			}
			$vista_type = EverestFieldMapper::field_type( $field );
			if ( null !== $vista_type ) {
				$id                   = EverestFieldMapper::field_id( $original, $taken );
				$taken[ $id ]         = 1;
				$fields[ $original ]  = array(
					'id'   => $id,
					'type' => $vista_type,
				);
				$meta_key             = is_scalar( $field['meta-key'] ?? null ) ? sanitize_key( (string) $field['meta-key'] ) : '';
				$meta_keys[ '' !== $meta_key ? $meta_key : $original ] = $original;
			}
		}
		return array(
			'content'   => self::content( $definition, $form_fields, $fields ),
			'settings'  => self::settings( is_array( $definition['settings'] ?? null ) ? $definition['settings'] : array() ),
			'fields'    => $fields,
			'meta_keys' => $meta_keys,
			'skipped'   => $skipped,
		);
	}

	/**
	 * The block content: each row of the original's structure, its grids side by side as columns;
	 * fields the structure forgot come last.
	 *
	 * @param array<string, mixed>                             $definition  The form JSON.
	 * @param array<string, array<string, mixed>>              $form_fields The original fields by id.
	 * @param array<string, array{id: string, type: string}> $fields      The imported ones.
	 */
	private static function content( array $definition, array $form_fields, array $fields ): string {
		$by_id = array();
		foreach ( $form_fields as $key => $field ) {
			$by_id[ (string) ( is_scalar( $field['id'] ?? null ) && '' !== (string) $field['id'] ? $field['id'] : $key ) ] = $field;
		}
		$rows   = self::rows( is_array( $definition['structure'] ?? null ) ? $definition['structure'] : array(), array_keys( $by_id ) );
		$blocks = array();
		foreach ( $rows as $grids ) {
			$columns = array();
			foreach ( $grids as $ids ) {
				$column = array();
				foreach ( $ids as $original ) {
					$block = self::block( $by_id[ $original ], $fields[ $original ] ?? null );
					if ( null !== $block ) {
						$column[] = $block;
					}
				}
				$columns[] = $column;
			}
			$columns = array_values( array_filter( $columns ) );
			if ( 1 === count( $columns ) ) {
				array_push( $blocks, ...$columns[0] );
			} elseif ( count( $columns ) > 1 ) {
				$blocks[] = self::columns( $columns );
			}
		}
		return implode( "\n\n", array_map( 'serialize_block', $blocks ) );
	}

	/**
	 * The rows of the structure (grids of known field ids), then a row of the fields left out of it.
	 *
	 * @param array<string, mixed> $structure The original's structure.
	 * @param list<string|int>     $known     Field ids of the form.
	 * @return list<list<list<string>>>
	 */
	private static function rows( array $structure, array $known ): array {
		$known = array_map( 'strval', $known );
		$rows  = array();
		$seen  = array();
		foreach ( $structure as $grids ) {
			$row = array();
			foreach ( is_array( $grids ) ? $grids : array() as $ids ) {
				$grid = array();
				foreach ( is_array( $ids ) ? $ids : array() as $id ) {
					$id = is_scalar( $id ) ? (string) $id : '';
					if ( in_array( $id, $known, true ) && ! isset( $seen[ $id ] ) ) {
						$grid[]      = $id;
						$seen[ $id ] = true;
					}
				}
				$row[] = $grid;
			}
			$rows[] = $row;
		}
		$rest = array_values( array_filter( $known, static fn ( $id ) => ! isset( $seen[ $id ] ) ) );
		if ( array() !== $rest ) {
			$rows[] = array( $rest );
		}
		return $rows;
	}

	/**
	 * The block of one original field (a field block, or a heading or separator), or null.
	 *
	 * @param array<string, mixed>             $field    The original field.
	 * @param array{id: string, type: string}|null $imported Its Vista id and type, when it is a field.
	 * @return array<string, mixed>|null
	 */
	private static function block( array $field, ?array $imported ): ?array {
		$type = is_scalar( $field['type'] ?? null ) ? (string) $field['type'] : '';
		if ( null !== $imported ) {
			return self::parsed_block( FormDefinition::BLOCK_PREFIX . $imported['type'], EverestFieldMapper::attributes( $field, $imported['type'], $imported['id'] ) );
		}
		if ( 'title' === $type ) {
			$text = esc_html( is_scalar( $field['label'] ?? null ) ? (string) $field['label'] : '' );
			return self::parsed_block( 'core/heading', array( 'level' => 3 ), array( '<h3 class="wp-block-heading">' . $text . '</h3>' ) );
		}
		if ( 'divider' === $type ) {
			return self::parsed_block( 'core/separator', array(), array( '<hr class="wp-block-separator has-alpha-channel-opacity"/>' ) );
		}
		return null;
	}

	/**
	 * Grids side by side: a columns block of one column each.
	 *
	 * @param list<list<array<string, mixed>>> $columns The blocks of each grid.
	 * @return array<string, mixed>
	 */
	private static function columns( array $columns ): array {
		$inner = array();
		foreach ( $columns as $blocks ) {
			$inner[] = self::parsed_block( 'core/column', array(), array_merge( array( '<div class="wp-block-column">' ), array_fill( 0, count( $blocks ), null ), array( '</div>' ) ), $blocks );
		}
		return self::parsed_block( 'core/columns', array(), array_merge( array( '<div class="wp-block-columns">' ), array_fill( 0, count( $inner ), null ), array( '</div>' ) ), $inner );
	}

	/**
	 * A block as parse_blocks() gives it, for serialize_block().
	 *
	 * @param string                          $name          Block name.
	 * @param array<string, mixed>            $attrs         Attributes.
	 * @param list<string|null>               $inner_content Markup, null where an inner block goes.
	 * @param list<array<string, mixed>>      $inner_blocks  Inner blocks.
	 * @return array<string, mixed>
	 */
	private static function parsed_block( string $name, array $attrs, array $inner_content = array(), array $inner_blocks = array() ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => $attrs,
			'innerBlocks'  => $inner_blocks,
			'innerHTML'    => implode( '', array_filter( $inner_content, 'is_string' ) ),
			'innerContent' => $inner_content,
		);
	}

	/**
	 * The settings Vista has, read from the original's (sanitised as the editor's would be).
	 *
	 * @param array<string, mixed> $original The original's settings.
	 * @return array<string, mixed>
	 */
	public static function settings( array $original ): array {
		$text     = static fn ( string $key ): string => is_scalar( $original[ $key ] ?? null ) ? trim( (string) $original[ $key ] ) : '';
		$settings = array(
			'success_message'           => $text( 'successful_form_submission_message' ),
			'ajax_submission'           => '1' === $text( 'ajax_form_submission' ),
			'submit_label'              => $text( 'submit_button_text' ),
			'process_text'              => $text( 'submit_button_processing_text' ),
			'submission_message_scroll' => '1' === $text( 'submission_message_scroll' ),
			'preview_confirmation'      => '1' === $text( 'preview_confirmation' ) ? 'beside' : 'off',
		);
		$redirect = 'custom_page' === $text( 'redirect_to' ) ? (string) get_permalink( absint( $text( 'custom_page' ) ) ) : ( 'external_url' === $text( 'redirect_to' ) ? $text( 'external_url' ) : '' );
		if ( '' !== $redirect ) {
			$settings['redirect']     = 'same';
			$settings['redirect_url'] = $redirect;
		}
		$settings += self::notification( is_array( $original['email'] ?? null ) ? $original['email'] : array() );
		return PostType::sanitize_settings( $settings );
	}

	/**
	 * The owner's email: on when a connection of the original sends one, to its recipients.
	 *
	 * @param array<string, mixed> $email The original's email settings (connections by id).
	 * @return array<string, mixed>
	 */
	private static function notification( array $email ): array {
		if ( isset( $email['enable_email_notification'] ) && '0' === (string) $email['enable_email_notification'] ) {
			return array( 'notify_email' => false );
		}
		$recipients = array();
		foreach ( $email as $connection ) {
			if ( ! is_array( $connection ) || '0' === (string) ( $connection['enable_email_notification'] ?? '1' ) ) {
				continue;
			}
			$to = str_replace( '{admin_email}', (string) get_option( 'admin_email' ), (string) ( $connection['evf_to_email'] ?? '' ) );
			array_push( $recipients, ...array_filter( array_map( 'sanitize_email', explode( ',', $to ) ) ) );
		}
		return array(
			'notify_email' => array() !== $recipients,
			'notify_to'    => implode( ',', array_unique( $recipients ) ),
		);
	}
}
