<?php
/**
 * What a saved form is made of: its fields (from the field blocks of its post) and its settings.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

/**
 * The one reading of a form that rendering, validation, submission and entries all share.
 */
final class FormDefinition {

	public const POST_TYPE     = 'vista_form';
	public const SETTINGS_META = '_vista_form_settings';
	public const BLOCK_PREFIX  = 'vista-forms/field-';

	public const TYPES = array(
		'text',
		'textarea',
		'number',
		'select',
		'radio',
		'checkbox',
		'hidden',
		'email',
		'password',
		'address',
		'likert',
		'phone',
		'url',
		'payment-single',
		'payment-checkbox',
		'image-upload',
		'file-upload',
		'signature',
		'date-time',
		'range-slider',
		'scale-rating',
		'rating',
		'privacy-policy',
		'credit-card',
		'country',
	);

	public const DEFAULT_SETTINGS = array(
		'message_location'          => 'top',
		'success_message'           => '',
		'redirect'                  => 'none',
		'redirect_url'              => '',
		'form_state_type'           => 'reset',
		'ajax_submission'           => true,
		'process_text'              => '',
		'submit_label'              => '',
		'notify_email'              => false,
		'notify_to'                 => '',
		'submission_message_scroll' => false,
	);

	/**
	 * @param int                                 $id       Form post id.
	 * @param string                              $title    Form title.
	 * @param array<string, array<string, mixed>> $fields   Fields by id.
	 * @param array<string, mixed>                $settings Settings (keys of DEFAULT_SETTINGS).
	 */
	private function __construct(
		public readonly int $id,
		public readonly string $title,
		private array $fields,
		private array $settings
	) {}

	/**
	 * A form built from plain data (tests, imports): fields keep their given order.
	 *
	 * @param int                              $id       Form id.
	 * @param array<int, array<string, mixed>> $fields   Field arrays, each with at least `id` and `type`.
	 * @param array<string, mixed>             $settings Settings; missing keys take their defaults.
	 */
	public static function from_array( int $id, array $fields, array $settings = array(), string $title = '' ): self {
		$by_id = array();
		foreach ( $fields as $field ) {
			$field = self::normalise_field( $field );
			if ( null !== $field && ! isset( $by_id[ $field['id'] ] ) ) {
				$by_id[ $field['id'] ] = $field;
			}
		}
		return new self( $id, $title, $by_id, array_merge( self::DEFAULT_SETTINGS, array_intersect_key( $settings, self::DEFAULT_SETTINGS ) ) );
	}

	/**
	 * The published form with that id, or null.
	 */
	public static function load( int $form_id ): ?self {
		$post = $form_id > 0 ? get_post( $form_id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$fields = array();
		self::collect_fields( parse_blocks( $post->post_content ), $fields );
		$settings = get_post_meta( $post->ID, self::SETTINGS_META, true );
		return self::from_array( $post->ID, $fields, is_array( $settings ) ? $settings : array(), $post->post_title );
	}

	/**
	 * @return array<string, array<string, mixed>> Fields by id, in form order.
	 */
	public function fields(): array {
		return $this->fields;
	}

	/**
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		return $this->settings;
	}

	/**
	 * Field blocks anywhere in the tree (columns and groups may hold them) become field arrays.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param array<int, array<string, mixed>> $fields Collected fields.
	 */
	private static function collect_fields( array $blocks, array &$fields ): void {
		foreach ( $blocks as $block ) {
			$name = (string) ( $block['blockName'] ?? '' );
			if ( str_starts_with( $name, self::BLOCK_PREFIX ) ) {
				$attrs         = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$attrs['type'] = substr( $name, strlen( self::BLOCK_PREFIX ) );
				$attrs['id']   = $attrs['fieldId'] ?? '';
				unset( $attrs['fieldId'] );
				$fields[] = $attrs;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				self::collect_fields( $block['innerBlocks'], $fields );
			}
		}
	}

	/**
	 * A field with a valid id and a known type, with the common keys always present.
	 *
	 * @param mixed $field Raw field.
	 * @return array<string, mixed>|null
	 */
	private static function normalise_field( $field ): ?array {
		if ( ! is_array( $field ) ) {
			return null;
		}
		$id   = (string) ( $field['id'] ?? '' );
		$type = (string) ( $field['type'] ?? '' );
		if ( 1 !== preg_match( '/^[a-z0-9_-]{1,40}$/', $id ) || ! in_array( $type, self::TYPES, true ) ) {
			return null;
		}
		return array_merge(
			array(
				'label'       => '',
				'required'    => false,
				'placeholder' => '',
				'description' => '',
				'default'     => '',
				'css'         => '',
			),
			$field,
			array(
				'id'       => $id,
				'type'     => $type,
				'required' => ! empty( $field['required'] ),
			)
		);
	}
}
