<?php
/**
 * The form templates (issue 34 item 6): each makes a form that renders and takes its entry, and
 * the route that makes one asks for the right to make forms and, for a signed-in browser, the
 * REST nonce; a refused call makes nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Templates\FormTemplates;
use Vista\Forms\View\FormRenderer;

/**
 * Templates and their route.
 */
final class FormTemplatesTest extends FormTestCase {

	/** @var int[] Users made by the test. */
	private array $users = array();

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		foreach ( get_posts( array( 'post_type' => FormDefinition::POST_TYPE, 'post_status' => 'any', 's' => 'Template test', 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		parent::tearDown();
	}

	private function user( string $role ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => 'templates-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	/**
	 * A browser's call that WordPress refuses before the route (as WP_REST_Server::serve_request()
	 * checks the nonce first): signed in by its cookie, without a good nonce. (A good one passes
	 * and sends the next nonce as a header, which a test cannot; the other tests make their
	 * calls as the signed-in user the nonce would vouch for.)
	 *
	 * @param string               $template Template slug.
	 * @param array<string, mixed> $body     Body.
	 * @param string|null          $nonce    X-WP-Nonce, or none.
	 */
	private function browser_call( string $template, array $body, ?string $nonce ): int {
		$GLOBALS['wp_rest_auth_cookie'] = true;
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		$auth = rest_get_server()->check_authentication();
		if ( is_wp_error( $auth ) ) {
			return (int) ( $auth->get_error_data()['status'] ?? 403 );
		}
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/' . $template );
		$request->set_body_params( $body );
		$response = rest_do_request( $request );
		return $response->get_status();
	}

	private static function forms_count(): int {
		return count( get_posts( array( 'post_type' => FormDefinition::POST_TYPE, 'post_status' => 'any', 'posts_per_page' => -1, 'fields' => 'ids' ) ) );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function templates(): array {
		return array_combine( FormTemplates::ORDER, array_map( static fn ( $slug ) => array( $slug ), FormTemplates::ORDER ) );
	}

	/**
	 * @dataProvider templates
	 */
	public function test_each_template_makes_a_form_that_renders_every_field_and_its_button( string $slug ): void {
		$template = FormTemplates::get( $slug );
		$this->assertNotNull( $template );
		$this->assertNotSame( '', $template['title'] );
		$form = FormDefinition::load( $this->form_post( FormTemplates::content( $template ), FormTemplates::settings( $template ) ) );
		$this->assertNotNull( $form );
		$this->assertSame( array_column( $template['fields'], 'id' ), array_keys( $form->fields() ), 'every field kept, with a valid and unique id' );
		$this->assertSame( array_column( $template['fields'], 'type' ), array_column( $form->fields(), 'type' ) );
		if ( 'blank' !== $slug ) {
			$this->assertGreaterThan( 3, count( $form->fields() ) );
		}
		$xpath = self::dom( FormRenderer::render( $form ) );
		foreach ( $template['fields'] as $field ) {
			$this->assertSame( 1, $xpath->query( '//*[@id="evf-' . $form->id . '-field_' . $field['id'] . '-container"]' )->length, $field['id'] . ' is rendered' );
		}
		$label = (string) ( $template['settings']['submit_label'] ?? 'Submit' );
		$this->assertSame( $label, trim( (string) $xpath->query( '//button[@type="submit"]' )->item( 0 )?->textContent ) );
	}

	public function test_the_survey_has_a_likert_and_a_rating_and_the_job_application_a_file_upload(): void {
		$this->assertContains( 'likert', array_column( FormTemplates::get( 'survey' )['fields'], 'type' ) );
		$this->assertContains( 'rating', array_column( FormTemplates::get( 'survey' )['fields'], 'type' ) );
		$this->assertContains( 'file-upload', array_column( FormTemplates::get( 'job-application' )['fields'], 'type' ) );
	}

	public function test_an_editor_with_the_nonce_gets_a_draft_form_made_from_the_template(): void {
		wp_set_current_user( $this->user( 'editor' ) );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/contact' );
		$request->set_body_params( array( 'title' => 'Template test contact' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 201, $response->get_status() );
		$id   = (int) $response->get_data()['id'];
		$post = get_post( $id );
		$this->assertSame( 'draft', $post->post_status );
		$this->assertSame( 'Template test contact', $post->post_title );
		$this->assertStringContainsString( '<!-- wp:vista-forms/field-email {"fieldId":"email"', $post->post_content );
		$this->assertSame( 'Send message', get_post_meta( $id, FormDefinition::SETTINGS_META, true )['submit_label'] );
		$this->assertStringContainsString( 'post=' . $id, (string) $response->get_data()['edit'] );
	}

	public function test_without_the_nonce_or_the_right_to_make_forms_nothing_is_made(): void {
		$before = self::forms_count();
		wp_set_current_user( $this->user( 'administrator' ) );
		$this->assertSame( 401, $this->browser_call( 'contact', array( 'title' => 'Template test' ), null ), 'no nonce: a visitor' );
		wp_set_current_user( $this->users[0] );
		$this->assertSame( 403, $this->browser_call( 'contact', array( 'title' => 'Template test' ), 'not-a-nonce' ) );
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/contact' );
		$request->set_body_params( array( 'title' => 'Template test' ) );
		$this->assertSame( 403, rest_do_request( $request )->get_status(), 'a subscriber may not make forms' );
		$this->assertSame( $before, self::forms_count() );
	}

	public function test_a_template_fills_only_an_empty_form_and_refuses_an_unknown_name(): void {
		wp_set_current_user( $this->user( 'administrator' ) );
		$full    = $this->form_post( self::field_block( 'text', 'name' ), array(), 'draft' );
		$content = get_post_field( 'post_content', $full );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/survey' );
		$request->set_body_params( array( 'form' => $full ) );
		$this->assertSame( 409, rest_do_request( $request )->get_status() );
		$this->assertSame( $content, get_post_field( 'post_content', $full ) );

		$empty   = $this->form_post( '', array(), 'auto-draft' );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/survey' );
		$request->set_body_params( array( 'form' => $empty ) );
		$response = rest_do_request( $request );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $empty, $response->get_data()['id'] );
		$this->assertSame( 'draft', get_post_status( $empty ) );
		$this->assertSame( 'Survey', get_the_title( $empty ) );
		$this->assertStringContainsString( 'vista-forms/field-likert', get_post_field( 'post_content', $empty ) );

		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'POST', '/vista-forms/v1/templates/no-such' ) )->get_status() );
	}
}
