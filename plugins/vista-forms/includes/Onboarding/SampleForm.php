<?php
/**
 * The forms plugin's card on the getting started screen, and its sample: a contact form (name,
 * email, message) that sends its entries to Forms → Entries.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Kit\StarterContent;
use Vista\Forms\View\Shortcode;

/**
 * The card and the sample form.
 */
final class SampleForm {

	use StarterContent;

	/**
	 * The card's texts.
	 *
	 * @return array<string, string|int>
	 */
	public static function card_texts(): array {
		return array(
			'order'       => 20,
			'title'       => __( 'Forms', 'vista-forms' ),
			'description' => __( 'Build contact forms, surveys and registrations from blocks; read and export the entries.', 'vista-forms' ),
			'screenUrl'   => admin_url( 'edit.php?post_type=' . FormDefinition::POST_TYPE ),
			'screenLabel' => __( 'Open Forms', 'vista-forms' ),
			'demoLabel'   => __( 'Create a sample form', 'vista-forms' ),
		);
	}

	/**
	 * The forms' post type.
	 */
	public static function item_type(): string {
		return FormDefinition::POST_TYPE;
	}

	/**
	 * The form block of the item.
	 *
	 * @param int $id The form.
	 */
	public static function block_markup( int $id ): string {
		return '<!-- wp:vista/form ' . wp_json_encode( array( 'formId' => $id ) ) . ' /-->';
	}

	/**
	 * The form shortcode of the item.
	 *
	 * @param int $id The form.
	 */
	public static function shortcode( int $id ): string {
		return sprintf( '[%s id="%d"]', Shortcode::TAG, $id );
	}

	/**
	 * Makes the sample form.
	 *
	 * @return int|\WP_Error
	 */
	protected static function make_sample() {
		$fields = array(
			array( 'text', 'name', __( 'Name', 'vista-forms' ), array( 'autocomplete' => 'name' ) ),
			array( 'email', 'email', __( 'Email', 'vista-forms' ), array() ),
			array( 'textarea', 'message', __( 'Message', 'vista-forms' ), array() ),
		);
		$content = '';
		foreach ( $fields as [ $type, $field_id, $label, $more ] ) {
			$attributes = array(
				'fieldId'  => $field_id,
				'label'    => $label,
				'required' => true,
			) + $more;
			$content   .= '<!-- wp:vista-forms/field-' . $type . ' ' . serialize_block_attributes( $attributes ) . " /-->\n\n";
		}
		return wp_insert_post(
			array(
				'post_type'    => FormDefinition::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => __( 'Sample contact form', 'vista-forms' ),
				// wp_insert_post() unslashes: the attributes' JSON keeps its escapes this way.
				'post_content' => wp_slash( $content ),
				'meta_input'   => array(
					FormDefinition::SETTINGS_META => array(
						'submit_label'    => __( 'Send message', 'vista-forms' ),
						'success_message' => __( 'Thanks for your message!', 'vista-forms' ),
						'ajax_submission' => true,
					),
				),
			),
			true
		);
	}
}
