<?php
/**
 * Issue 20: a plain (no-JavaScript) submission shows after its redirect what call 5's answer
 * shows with the script (001 §7 call 5: the quiz report, the preview of what was sent), read from
 * the stored entry for the browser whose address carries the entry's signed key, and nothing of the
 * entry without it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\View\FormEmbed;
use Vista\Forms\Submit\SubmissionPage;

/**
 * The success notice after a plain submission's redirect.
 */
final class PlainSubmissionNoticeTest extends SubmissionTestCase {

	protected function tearDown(): void {
		SubmissionPage::reset();
		$_GET = array();
		unset( $_SERVER['REQUEST_METHOD'] );
		parent::tearDown();
	}

	/**
	 * A one-question quiz worth 2 points, and a name.
	 *
	 * @param array<string, mixed> $settings Form settings.
	 */
	private function make_quiz( array $settings ): void {
		wp_delete_post( $this->form_id, true );
		$this->form_id = $this->make_form(
			array(
				array( 'fieldId' => 'name', 'type' => 'text', 'label' => 'Name' ),
				array(
					'fieldId'     => 'capital',
					'type'        => 'radio',
					'label'       => 'Capital of France',
					'quiz_points' => 2,
					'choices'     => array(
						array( 'label' => 'Paris', 'value' => 'paris', 'correct' => true ),
						array( 'label' => 'Lyon', 'value' => 'lyon' ),
					),
				),
			),
			$settings + array( 'success_message' => 'Thanks for taking part!' )
		);
	}

	/**
	 * Posts the form without JavaScript, follows the redirect (optionally changing its query) and
	 * returns the page's form.
	 *
	 * @param array<string, string> $answers Field values.
	 * @param array<string, string> $tamper  Query arguments to change in the redirect.
	 */
	private function post_and_follow( array $answers, array $tamper = array() ): string {
		$redirect = SubmissionPage::handle_post( $this->request( $answers ), array(), home_url( '/quiz/' ) );
		$this->assertIsString( $redirect, 'a stored entry redirects' );
		wp_parse_str( (string) wp_parse_url( $redirect, PHP_URL_QUERY ), $query );
		$_GET                      = array_merge( $query, $tamper );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		SubmissionPage::handle();
		return FormEmbed::render( array( 'formId' => $this->form_id ) );
	}

	public function test_the_quiz_report_shows_after_the_redirect(): void {
		$this->make_quiz( array( 'quiz' => true, 'quiz_result_shown' => true, 'quiz_reporting' => true, 'quiz_show_correct_answers' => true ) );

		$html = $this->post_and_follow( array( 'name' => 'Ada', 'capital' => 'lyon' ) );

		$this->assertStringContainsString( 'Thanks for taking part!', $html );
		$this->assertStringContainsString( 'Your score: 0 out of 2', $html );
		$this->assertStringContainsString( 'Correct answer: Paris', $html );
		$this->assertStringContainsString( 'everest-forms-notice--success', $html );
	}

	public function test_without_the_entrys_key_nothing_of_the_entry_shows(): void {
		$this->make_quiz( array( 'quiz' => true, 'quiz_result_shown' => true, 'quiz_reporting' => true ) );

		$html = $this->post_and_follow( array( 'capital' => 'paris' ), array( SubmissionPage::KEY_MARKER => '9999999999.' . str_repeat( 'a', 64 ) ) );

		$this->assertStringContainsString( 'Thanks for taking part!', $html, 'the message still shows' );
		$this->assertStringNotContainsString( 'Your score', $html );
	}

	public function test_the_preview_in_place_of_the_message_shows_what_was_stored(): void {
		$this->make_quiz( array( 'preview_confirmation' => 'replace' ) );

		$html = $this->post_and_follow( array( 'name' => 'Ada <b>Lovelace</b>', 'capital' => 'paris' ) );

		$notice = strstr( $html, '<form', true );
		$this->assertStringContainsString( '<dt>Capital of France</dt><dd>Paris</dd>', $notice );
		$this->assertStringNotContainsString( 'Thanks for taking part!', $notice, 'the preview stands in place of the message' );
		$this->assertStringNotContainsString( '<b>Lovelace', $html );
	}

	public function test_a_form_with_nothing_of_the_entry_to_show_keeps_its_address_clean(): void {
		$redirect = SubmissionPage::handle_post( $this->request( $this->valid_contact() ), array(), home_url( '/contact/' ) );
		$this->assertStringNotContainsString( SubmissionPage::KEY_MARKER, (string) $redirect );
	}
}
