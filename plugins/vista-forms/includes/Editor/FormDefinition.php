<?php
/**
 * What a saved form is made of: its fields (from the field blocks of its post) and its settings.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Editor;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Fields;

/**
 * The one reading of a form that rendering, validation, submission and entries all share.
 */
final class FormDefinition {

	public const POST_TYPE     = 'vista_form';
	public const SETTINGS_META = '_vista_form_settings';
	public const BLOCK_PREFIX  = 'vista-forms/field-';

	/** Every field type (001 §3 field types); Fields\Registry says which class renders and checks each. */
	public const TYPES = Fields\Registry::TYPES;

	/**
	 * Per-type field settings and the kind each is read as (see cast()).
	 */
	public const SETTING_KINDS = array(
		'default'         => 'default',
		'choices'         => 'choices',
		'choice_limit'    => 'int',
		'select_all'      => 'bool',
		'min_length'      => 'int',
		'min_words'       => 'int',
		'confirm'         => 'bool',
		'mask'            => 'string',
		'min'             => 'number',
		'max'             => 'number',
		'step'            => 'number',
		'date'            => 'map',
		'rows'            => 'strings',
		'columns'         => 'strings',
		'max_rating'      => 'int',
		'scale_min'       => 'int',
		'scale_max'       => 'int',
		'smart_phone'     => 'bool',
		'extensions'      => 'string',
		'max_size_mb'     => 'number',
		'max_files'       => 'int',
		'price'           => 'number',
		'user_input'      => 'bool',
		'privacy_text'    => 'string',
		'autocomplete'    => 'string',
		'currency_symbol' => 'string',
		'quiz_points'     => 'int',
	);

	/**
	 * Longest time limit a form may set, in seconds (a day). Here, beside the settings, so the
	 * post type's schema does not load TimedForm, the timer's admin-ajax endpoint.
	 */
	public const TIME_LIMIT_MAX = 86400;

	/**
	 * The card gateways a form may take payments through (issue 37; 001 §7 call 7). Here, beside
	 * the settings, so the post type's schema does not load the payments.
	 */
	public const PAYMENT_GATEWAYS = array( 'stripe', 'authorize_net', 'square', 'razorpay' );

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
		'pdf_download'              => false,
		'captcha'                   => true,
		'quiz'                      => false,
		'quiz_result_shown'         => true,
		'quiz_reporting'            => true,
		// Off by default (issue 31 item 18): on a scored or timed form, a second try would copy them.
		'quiz_show_correct_answers' => false,
		'allow_send_again'          => true,
		'preview_confirmation'      => 'off',
		'time_limit'                => 0,
		'payment_gateway'           => 'stripe',
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
		private array $settings,
		private string $content = ''
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
		$form     = self::from_array( $post->ID, $fields, is_array( $settings ) ? $settings : array(), $post->post_title );
		return new self( $form->id, $form->title, $form->fields, $form->settings, $post->post_content );
	}

	/**
	 * The block content the form was built from ('' for a form made from plain data): the
	 * renderer lays the fields out in its columns and groups.
	 */
	public function content(): string {
		return $this->content;
	}

	/**
	 * One field by id, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public function field( string $id ): ?array {
		return $this->fields[ $id ] ?? null;
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
				$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				// Attributes left at their block.json default are not stored in the content.
				$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
				if ( $type ) {
					$attrs = $type->prepare_attributes_for_render( $attrs );
				}
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
		$field = array_merge(
			array(
				'label'       => '',
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
		foreach ( array( 'label', 'placeholder', 'description', 'css' ) as $key ) {
			$field[ $key ] = is_scalar( $field[ $key ] ) ? (string) $field[ $key ] : '';
		}
		foreach ( self::SETTING_KINDS as $key => $kind ) {
			if ( array_key_exists( $key, $field ) ) {
				$field[ $key ] = self::cast( $field[ $key ], $kind );
			}
		}
		return $field;
	}

	/**
	 * A per-type setting in the kind the renderer and the validator expect.
	 *
	 * @param mixed  $value Stored value.
	 * @param string $kind  One of SETTING_KINDS.
	 * @return mixed
	 */
	private static function cast( $value, string $kind ) {
		switch ( $kind ) {
			case 'int':
				return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
			case 'bool':
				return ! empty( $value ) && 'false' !== $value;
			case 'number':
				return is_numeric( $value ) ? (string) ( 0 + $value ) : '';
			case 'strings':
				return array_values( array_map( 'strval', array_filter( is_array( $value ) ? $value : array(), 'is_scalar' ) ) );
			case 'choices':
				$choices = array();
				foreach ( is_array( $value ) ? $value : array() as $choice ) {
					if ( is_scalar( $choice ) ) {
						$choice = array( 'label' => (string) $choice );
					}
					if ( ! is_array( $choice ) ) {
						continue;
					}
					$label     = is_scalar( $choice['label'] ?? null ) ? (string) $choice['label'] : '';
					$raw_value = $choice['value'] ?? '';
					$choices[] = array(
						'label' => $label,
						'value' => is_scalar( $raw_value ) && '' !== (string) $raw_value ? (string) $raw_value : $label,
						'image' => is_string( $choice['image'] ?? null ) ? $choice['image'] : '',
						// A quiz's right answer (Quiz); never printed in the form.
						'correct' => ! empty( $choice['correct'] ) && 'false' !== $choice['correct'],
					);
				}
				return $choices;
			case 'default':
				// A choice field may be preset to several values (checkboxes).
				return is_array( $value ) ? array_values( array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) : ( is_scalar( $value ) ? (string) $value : '' );
			case 'map':
				return is_array( $value ) ? array_filter( $value, 'is_scalar' ) : array();
			default:
				return is_scalar( $value ) ? (string) $value : '';
		}
	}
}
