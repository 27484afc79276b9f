<?php
/**
 * The form post type: forms are built in the block editor from field blocks, with their
 * settings kept in one meta value edited in the document sidebar.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Editor;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\PreviewConfirmation;
use Vista\Forms\Submit\TimedForm;
use Vista\Forms\Kit;
use Vista\Forms\Templates\FormTemplates;

/**
 * Registers the `vista_form` post type, its settings meta and the editor script of its blocks.
 */
final class PostType {

	public const EDITOR_HANDLE = 'vista-forms-editor';

	/**
	 * Blocks a form may hold besides its fields: layout and text around them.
	 */
	public const LAYOUT_BLOCKS = array(
		'core/columns',
		'core/column',
		'core/group',
		'core/heading',
		'core/paragraph',
		'core/separator',
		'core/spacer',
		'core/list',
		'core/list-item',
		'core/image',
	);

	private const LOCATIONS   = array( 'top', 'bottom', 'hide', 'popup' );
	private const REDIRECTS   = array( 'none', 'same', 'new_tab' );
	private const STATE_TYPES = array( 'reset', 'hide' );

	/**
	 * The inserter category of the field blocks.
	 *
	 * @param array<int, array<string, mixed>> $categories Block categories.
	 * @return array<int, array<string, mixed>>
	 */
	public static function block_category( $categories ): array {
		$categories   = is_array( $categories ) ? $categories : array();
		$categories[] = array(
			'slug'  => 'vista-forms',
			'title' => __( 'Form fields', 'vista-forms' ),
			'icon'  => null,
		);
		return $categories;
	}

	/**
	 * The post type and its settings meta.
	 */
	public static function register_post_type(): void {
		register_post_type(
			FormDefinition::POST_TYPE,
			array(
				'labels'          => array(
					'name'               => __( 'Forms', 'vista-forms' ),
					'singular_name'      => __( 'Form', 'vista-forms' ),
					'menu_name'          => __( 'Forms', 'vista-forms' ),
					'all_items'          => __( 'All forms', 'vista-forms' ),
					'add_new'            => __( 'Add new', 'vista-forms' ),
					'add_new_item'       => __( 'Add new form', 'vista-forms' ),
					'edit_item'          => __( 'Edit form', 'vista-forms' ),
					'new_item'           => __( 'New form', 'vista-forms' ),
					'view_item'          => __( 'View form', 'vista-forms' ),
					'search_items'       => __( 'Search forms', 'vista-forms' ),
					'not_found'          => __( 'No forms found.', 'vista-forms' ),
					'not_found_in_trash' => __( 'No forms found in the trash.', 'vista-forms' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'show_in_rest'    => true,
				'rest_base'       => 'vista-forms',
				'menu_icon'       => 'dashicons-feedback',
				'menu_position'   => 26,
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'supports'        => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'template'        => array(
					array(
						'vista-forms/field-text',
						array(
							'label'    => __( 'Name', 'vista-forms' ),
							'required' => true,
						),
					),
					array(
						'vista-forms/field-email',
						array(
							'label'    => __( 'Email', 'vista-forms' ),
							'required' => true,
						),
					),
					array(
						'vista-forms/field-textarea',
						array( 'label' => __( 'Message', 'vista-forms' ) ),
					),
				),
			)
		);
		register_post_meta(
			FormDefinition::POST_TYPE,
			FormDefinition::SETTINGS_META,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => FormDefinition::DEFAULT_SETTINGS,
				'sanitize_callback' => array( self::class, 'sanitize_settings' ),
				'auth_callback'     => static fn ( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
				'show_in_rest'      => array( 'schema' => self::settings_schema() ),
			)
		);
	}

	/**
	 * A form's settings (notification recipients, redirects, messages) are the owner's business:
	 * WordPress shows a published form's meta to anyone who reads /wp/v2/vista-forms, so whoever
	 * cannot edit the form gets it without them (issue 13 item 6).
	 *
	 * @param \WP_REST_Response $response The form as the REST API answers it.
	 * @param \WP_Post          $post     The form.
	 * @return \WP_REST_Response
	 */
	public static function hide_settings_from_readers( $response, $post ) {
		if ( ! $response instanceof \WP_REST_Response || ( $post instanceof \WP_Post && current_user_can( 'edit_post', $post->ID ) ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['meta'] ) && is_array( $data['meta'] ) ) {
			unset( $data['meta'][ FormDefinition::SETTINGS_META ] );
			if ( array() === $data['meta'] ) {
				$data['meta'] = (object) array();
			}
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * The REST schema of the settings meta.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings_schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'message_location'          => array(
					'type' => 'string',
					'enum' => self::LOCATIONS,
				),
				'success_message'           => array( 'type' => 'string' ),
				'redirect'                  => array(
					'type' => 'string',
					'enum' => self::REDIRECTS,
				),
				'redirect_url'              => array( 'type' => 'string' ),
				'form_state_type'           => array(
					'type' => 'string',
					'enum' => self::STATE_TYPES,
				),
				'ajax_submission'           => array( 'type' => 'boolean' ),
				'process_text'              => array( 'type' => 'string' ),
				'submit_label'              => array( 'type' => 'string' ),
				'notify_email'              => array( 'type' => 'boolean' ),
				'notify_to'                 => array( 'type' => 'string' ),
				'submission_message_scroll' => array( 'type' => 'boolean' ),
				'pdf_download'              => array( 'type' => 'boolean' ),
				'captcha'                   => array( 'type' => 'boolean' ),
				'quiz'                      => array( 'type' => 'boolean' ),
				'quiz_result_shown'         => array( 'type' => 'boolean' ),
				'quiz_reporting'            => array( 'type' => 'boolean' ),
				'quiz_show_correct_answers' => array( 'type' => 'boolean' ),
				'allow_send_again'          => array( 'type' => 'boolean' ),
				'preview_confirmation'      => array(
					'type' => 'string',
					'enum' => PreviewConfirmation::MODES,
				),
				'time_limit'                => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => FormDefinition::TIME_LIMIT_MAX,
				),
				'payment_gateway'           => array(
					'type' => 'string',
					'enum' => FormDefinition::PAYMENT_GATEWAYS,
				),
			),
		);
	}

	/**
	 * Settings as stored: known keys only, each of its kind; anything else takes the default.
	 *
	 * @param mixed $value Settings from the editor or an import.
	 * @return array<string, mixed>
	 */
	public static function sanitize_settings( $value ): array {
		$value    = is_array( $value ) ? $value : ( is_object( $value ) ? get_object_vars( $value ) : array() );
		$settings = FormDefinition::DEFAULT_SETTINGS;
		$text     = static fn ( $key ) => is_scalar( $value[ $key ] ?? null ) ? (string) $value[ $key ] : '';
		$choice   = static fn ( $key, $allowed ) => in_array( $text( $key ), $allowed, true ) ? $text( $key ) : FormDefinition::DEFAULT_SETTINGS[ $key ];
		$flag     = static fn ( $key ) => array_key_exists( $key, $value ) ? filter_var( $value[ $key ], FILTER_VALIDATE_BOOLEAN ) : FormDefinition::DEFAULT_SETTINGS[ $key ];

		$settings['message_location']          = $choice( 'message_location', self::LOCATIONS );
		$settings['redirect']                  = $choice( 'redirect', self::REDIRECTS );
		$settings['form_state_type']           = $choice( 'form_state_type', self::STATE_TYPES );
		$settings['success_message']           = wp_kses_post( $text( 'success_message' ) );
		$settings['redirect_url']              = esc_url_raw( $text( 'redirect_url' ), array( 'http', 'https' ) );
		$settings['process_text']              = sanitize_text_field( $text( 'process_text' ) );
		$settings['submit_label']              = sanitize_text_field( $text( 'submit_label' ) );
		$settings['notify_to']                 = implode( ',', array_filter( array_map( 'sanitize_email', explode( ',', $text( 'notify_to' ) ) ) ) );
		$settings['ajax_submission']           = $flag( 'ajax_submission' );
		$settings['notify_email']              = $flag( 'notify_email' );
		$settings['submission_message_scroll'] = $flag( 'submission_message_scroll' );
		$settings['pdf_download']              = $flag( 'pdf_download' );
		$settings['captcha']                   = $flag( 'captcha' );
		$settings['quiz']                      = $flag( 'quiz' );
		$settings['quiz_result_shown']         = $flag( 'quiz_result_shown' );
		$settings['quiz_reporting']            = $flag( 'quiz_reporting' );
		$settings['quiz_show_correct_answers'] = $flag( 'quiz_show_correct_answers' );
		$settings['allow_send_again']          = $flag( 'allow_send_again' );
		$settings['preview_confirmation']      = $choice( 'preview_confirmation', PreviewConfirmation::MODES );
		$settings['payment_gateway']           = $choice( 'payment_gateway', FormDefinition::PAYMENT_GATEWAYS );
		$settings['time_limit']                = min( FormDefinition::TIME_LIMIT_MAX, absint( $text( 'time_limit' ) ) );
		if ( '' === $settings['redirect_url'] ) {
			$settings['redirect'] = 'none';
		}
		return $settings;
	}

	/**
	 * The editor script of the field blocks and the form settings panel (one bundle for all).
	 */
	public static function register_editor_script(): void {
		Kit\AdminBundle::register_script( 'editor', self::EDITOR_HANDLE );
	}

	/**
	 * Tells the editor script which post it edits: field blocks are offered only in a form, and
	 * a form's editor gets the template picker's list.
	 */
	public static function editor_context(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$data   = array(
			'postType' => $screen && $screen->post_type ? $screen->post_type : '',
			'formType' => FormDefinition::POST_TYPE,
		);
		if ( FormDefinition::POST_TYPE === $data['postType'] ) {
			$data['templates'] = FormTemplates::summaries();
			// The template picker's look (the editor's page, not its canvas).
			if ( is_readable( Kit\Bootstrap::build_dir() . '/editor.css' ) ) {
				wp_enqueue_style( self::EDITOR_HANDLE, Kit\Bootstrap::build_url( 'editor.css' ), array( 'wp-components' ), Kit\AdminBundle::version( 'editor' ) );
				wp_style_add_data( self::EDITOR_HANDLE, 'rtl', 'replace' );
			}
		}
		wp_add_inline_script( self::EDITOR_HANDLE, 'window.vistaFormsEditor = ' . wp_json_encode( $data ) . ';', 'before' );
	}

	/**
	 * In a form, the field blocks and the layout blocks around them; a form never embeds a form.
	 *
	 * @param bool|string[]            $allowed Allowed block names, or true for all.
	 * @param \WP_Block_Editor_Context $context Editor context.
	 * @return bool|string[]
	 */
	public static function allowed_blocks( $allowed, $context ) {
		$post = $context instanceof \WP_Block_Editor_Context ? $context->post : null;
		if ( ! $post instanceof \WP_Post || FormDefinition::POST_TYPE !== $post->post_type ) {
			return $allowed;
		}
		$fields = array_map( static fn ( $type ) => FormDefinition::BLOCK_PREFIX . $type, FormDefinition::TYPES );
		$blocks = array_merge( $fields, self::LAYOUT_BLOCKS );
		return is_array( $allowed ) ? array_values( array_intersect( $blocks, $allowed ) ) : $blocks;
	}
}
