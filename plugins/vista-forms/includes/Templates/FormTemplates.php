<?php
/**
 * The form templates offered when a form is made (issue 34 item 6): one data file each in
 * forms/ beside this file, listed in ORDER, read in the site's language when asked for.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Templates;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Editor\PostType;

/**
 * Reads the templates and turns one into a form's block content and settings.
 */
final class FormTemplates {

	/** The templates, in the picker's order: each is forms/<slug>.php. */
	public const ORDER = array( 'blank', 'contact', 'quote-request', 'survey', 'registration', 'event-booking', 'job-application' );

	/**
	 * Every template, by slug.
	 *
	 * @return array<string, array{title: string, description: string, fields: array<int, array<string, mixed>>, settings: array<string, mixed>}>
	 */
	public static function all(): array {
		$templates = array();
		foreach ( self::ORDER as $slug ) {
			$templates[ $slug ] = self::get( $slug );
		}
		return $templates;
	}

	/**
	 * One template, or null for a slug that is not one.
	 *
	 * @param string $slug Template slug.
	 * @return array{title: string, description: string, fields: array<int, array<string, mixed>>, settings: array<string, mixed>}|null
	 */
	public static function get( string $slug ): ?array {
		if ( ! in_array( $slug, self::ORDER, true ) ) {
			return null;
		}
		$data = require __DIR__ . '/forms/' . $slug . '.php';
		return array(
			'title'       => (string) $data['title'],
			'description' => (string) $data['description'],
			'fields'      => array_map( array( self::class, 'with_choice_values' ), $data['fields'] ?? array() ),
			'settings'    => $data['settings'] ?? array(),
		);
	}

	/**
	 * The form's block content: one field block per field, its id in `fieldId`.
	 *
	 * @param array{fields: array<int, array<string, mixed>>} $template A template.
	 */
	public static function content( array $template ): string {
		$blocks = array();
		foreach ( $template['fields'] as $field ) {
			$attrs = array( 'fieldId' => (string) $field['id'] ) + array_diff_key( $field, array_flip( array( 'id', 'type' ) ) );
			$blocks[] = serialize_block(
				array(
					'blockName'    => FormDefinition::BLOCK_PREFIX . $field['type'],
					'attrs'        => $attrs,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
		}
		return implode( "\n\n", $blocks );
	}

	/**
	 * The form's settings: the defaults with the template's own, as the settings meta stores them.
	 *
	 * @param array{settings: array<string, mixed>} $template A template.
	 * @return array<string, mixed>
	 */
	public static function settings( array $template ): array {
		return PostType::sanitize_settings( $template['settings'] + FormDefinition::DEFAULT_SETTINGS );
	}

	/**
	 * What the picker shows of each template: its title, description and fields' labels and types.
	 *
	 * @return array<int, array{slug: string, title: string, description: string, fields: array<int, array{label: string, type: string}>}>
	 */
	public static function summaries(): array {
		$summaries = array();
		foreach ( self::all() as $slug => $template ) {
			$summaries[] = array(
				'slug'        => $slug,
				'title'       => $template['title'],
				'description' => $template['description'],
				'fields'      => array_map(
					static fn ( $field ) => array(
						'label' => (string) ( $field['label'] ?? '' ),
						'type'  => (string) $field['type'],
					),
					$template['fields']
				),
			);
		}
		return $summaries;
	}

	/**
	 * A choice field's choices as the editor keeps them: each with its value (its label).
	 *
	 * @param array<string, mixed> $field A template's field.
	 * @return array<string, mixed>
	 */
	private static function with_choice_values( array $field ): array {
		if ( isset( $field['choices'] ) && is_array( $field['choices'] ) ) {
			$field['choices'] = array_map(
				static fn ( $choice ) => array(
					'label' => (string) $choice['label'],
					'value' => (string) ( $choice['value'] ?? $choice['label'] ),
				),
				$field['choices']
			);
		}
		return $field;
	}
}
