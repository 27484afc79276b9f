<?php
/**
 * Issue 13 item 6: GET /wp/v2/vista-forms showed anonymous visitors each form's settings, the
 * notification recipients' addresses among them. Only those who may edit a form see its settings.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * The forms' REST route as a visitor, a subscriber, an author and an editor read it.
 */
final class FormSettingsPrivacyTest extends FormTestCase {

	private const RECIPIENT = 'owner-secret@example.org';

	private int $form = 0;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$this->form = $this->form_post(
			'<!-- wp:vista-forms/field-email {"fieldId":"email","label":"Email"} /-->',
			array(
				'notify_email' => true,
				'notify_to'    => self::RECIPIENT,
				'redirect'     => 'same',
				'redirect_url' => 'https://example.org/thanks-secret',
			)
		);
	}

	/**
	 * The collection and the single form, as the REST API answers the current user.
	 *
	 * @return string[] Both answers as JSON.
	 */
	private function read(): array {
		$answers = array();
		foreach ( array( '/wp/v2/vista-forms', '/wp/v2/vista-forms/' . $this->form ) as $route ) {
			$response = rest_do_request( new \WP_REST_Request( 'GET', $route ) );
			$this->assertSame( 200, $response->get_status(), $route );
			$answers[] = (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) );
		}
		return $answers;
	}

	private function user( string $role ): int {
		$id = (int) wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		wp_set_current_user( $id );
		return $id;
	}

	public function test_visitors_subscribers_and_authors_do_not_see_the_settings(): void {
		foreach ( array( '', 'subscriber', 'author' ) as $role ) {
			$user = '' === $role ? 0 : $this->user( $role );
			foreach ( $this->read() as $answer ) {
				$this->assertStringContainsString( (string) $this->form, $answer, 'the form itself is still listed' );
				$this->assertStringNotContainsString( self::RECIPIENT, $answer, $role );
				$this->assertStringNotContainsString( 'thanks-secret', $answer, $role );
				$this->assertStringNotContainsString( FormDefinition::SETTINGS_META, $answer, $role );
			}
			if ( $user ) {
				wp_delete_user( $user );
			}
			wp_set_current_user( 0 );
		}
	}

	public function test_editors_still_read_and_edit_the_settings(): void {
		$editor = $this->user( 'editor' );
		foreach ( $this->read() as $answer ) {
			$this->assertStringContainsString( self::RECIPIENT, $answer );
		}
		$request = new \WP_REST_Request( 'POST', '/wp/v2/vista-forms/' . $this->form );
		$request->set_param( 'meta', array( FormDefinition::SETTINGS_META => array( 'notify_to' => 'new@example.org' ) ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		$this->assertSame( 'new@example.org', get_post_meta( $this->form, FormDefinition::SETTINGS_META, true )['notify_to'] );
		wp_delete_user( $editor );
	}
}
