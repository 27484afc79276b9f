<?php
/**
 * The form post type, its settings meta and the blocks a form may hold.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Editor\PostType;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * PostType.
 */
final class PostTypeTest extends FormTestCase {

	public function test_the_post_type_is_edited_in_the_block_editor_and_not_public(): void {
		$type = get_post_type_object( FormDefinition::POST_TYPE );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->show_in_rest );
		$this->assertTrue( $type->show_ui );
		$this->assertFalse( $type->public );
		$this->assertSame( 'Forms', $type->labels->menu_name );
		$this->assertSame( 'All forms', $type->labels->all_items );
		$this->assertSame( 'Add new', $type->labels->add_new );
		foreach ( array( 'title', 'editor', 'custom-fields' ) as $feature ) {
			$this->assertTrue( post_type_supports( FormDefinition::POST_TYPE, $feature ), $feature );
		}
	}

	public function test_settings_are_sanitised_to_known_values(): void {
		$settings = PostType::sanitize_settings(
			array(
				'message_location'          => 'sideways',
				'success_message'           => 'Thanks <strong>!</strong><script>alert(1)</script>',
				'redirect'                  => 'new_tab',
				'redirect_url'              => 'javascript:alert(1)',
				'form_state_type'           => 'hide',
				'ajax_submission'           => 'false',
				'process_text'              => '<b>Wait</b>',
				'submit_label'              => 'Go',
				'notify_email'              => '1',
				'notify_to'                 => 'owner@example.com, not an email',
				'submission_message_scroll' => true,
				'extra'                     => 'dropped',
			)
		);
		$this->assertSame( 'top', $settings['message_location'] );
		$this->assertSame( 'Thanks <strong>!</strong>alert(1)', $settings['success_message'] );
		$this->assertSame( 'none', $settings['redirect'], 'no redirect without a safe address' );
		$this->assertSame( '', $settings['redirect_url'] );
		$this->assertSame( 'hide', $settings['form_state_type'] );
		$this->assertFalse( $settings['ajax_submission'] );
		$this->assertSame( 'Wait', $settings['process_text'] );
		$this->assertTrue( $settings['notify_email'] );
		$this->assertSame( 'owner@example.com', $settings['notify_to'] );
		$this->assertTrue( $settings['submission_message_scroll'] );
		$this->assertArrayNotHasKey( 'extra', $settings );
		$this->assertSame( FormDefinition::DEFAULT_SETTINGS, PostType::sanitize_settings( 'junk' ) );
	}

	public function test_settings_are_saved_through_rest_by_editors_only(): void {
		$id = $this->form_post( self::field_block( 'text', 'a' ) );

		$request = new \WP_REST_Request( 'POST', '/wp/v2/vista-forms/' . $id );
		$request->set_body_params( array( 'meta' => array( FormDefinition::SETTINGS_META => array( 'message_location' => 'bottom' ) ) ) );
		$this->assertSame( 401, rest_do_request( $request )->get_status(), 'a visitor cannot' );

		wp_set_current_user( 1 );
		$request  = new \WP_REST_Request( 'POST', '/wp/v2/vista-forms/' . $id );
		$request->set_body_params(
			array(
				'meta' => array(
					FormDefinition::SETTINGS_META => array(
						'message_location' => 'bottom',
						'redirect'         => 'same',
						'redirect_url'     => 'https://example.com/thanks',
						'ajax_submission'  => false,
					),
				),
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$settings = FormDefinition::load( $id )->settings();
		$this->assertSame( 'bottom', $settings['message_location'] );
		$this->assertSame( 'same', $settings['redirect'] );
		$this->assertSame( 'https://example.com/thanks', $settings['redirect_url'] );
		$this->assertFalse( $settings['ajax_submission'] );

		$request = new \WP_REST_Request( 'POST', '/wp/v2/vista-forms/' . $id );
		$request->set_body_params( array( 'meta' => array( FormDefinition::SETTINGS_META => array( 'message_location' => 'nowhere' ) ) ) );
		$this->assertSame( 400, rest_do_request( $request )->get_status(), 'the schema refuses unknown values' );
	}

	public function test_a_form_holds_field_and_layout_blocks_but_no_form(): void {
		$form    = get_post( $this->form_post( '' ) );
		$allowed = PostType::allowed_blocks( true, new \WP_Block_Editor_Context( array( 'post' => $form ) ) );
		$this->assertContains( 'vista-forms/field-likert', $allowed );
		$this->assertContains( 'core/columns', $allowed );
		$this->assertNotContains( 'vista/form', $allowed );

		$page = get_post( $this->page( '' ) );
		$this->assertTrue( PostType::allowed_blocks( true, new \WP_Block_Editor_Context( array( 'post' => $page ) ) ), 'other posts are left alone' );
	}
}
