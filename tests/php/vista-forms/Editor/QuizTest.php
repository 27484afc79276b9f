<?php
/**
 * The quiz and the preview confirmation through call 5 (001 §7 call 5: quiz_result_shown,
 * quiz_reporting, is_preview_confirmation, preview_confirmation).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Editor\PostType;
use Vista\Forms\Editor\Quiz;
use Vista\Forms\Submit\SubmissionAjax;

/**
 * Server-side scoring, stored with the entry, reported escaped.
 */
final class QuizTest extends SubmissionTestCase {

	/**
	 * A quiz: a radio question worth 2, a checkbox question worth 3 (two right choices), a
	 * select worth 1 (points left unset), and a name that is no question.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function quiz_fields(): array {
		return array(
			array( 'fieldId' => 'name', 'type' => 'text', 'label' => 'Name <b>' ),
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
			array(
				'fieldId'     => 'primes',
				'type'        => 'checkbox',
				'label'       => 'Primes',
				'quiz_points' => 3,
				'choices'     => array(
					array( 'label' => '2', 'correct' => true ),
					array( 'label' => '3', 'correct' => true ),
					array( 'label' => '4' ),
				),
			),
			array(
				'fieldId' => 'colour',
				'type'    => 'select',
				'label'   => 'Colour of <em>the</em> sky',
				'choices' => array(
					array( 'label' => 'Blue <b>bright</b>', 'value' => 'blue', 'correct' => true ),
					array( 'label' => '<script>alert(1)</script>' ),
				),
			),
		);
	}

	private function make_quiz( array $settings = array() ): int {
		$this->form_id = $this->make_form( self::quiz_fields(), $settings + array( 'quiz' => true ) );
		return $this->form_id;
	}

	public function test_the_server_scores_each_question_by_its_points(): void {
		$form   = FormDefinition::load( $this->make_quiz() );
		$result = Quiz::score(
			$form,
			array(
				'capital' => 'Paris',
				'primes'  => array( '2', '3' ),
				'colour'  => '<script>alert(1)</script>',
			)
		);
		$this->assertSame( 5, $result['score'] );
		$this->assertSame( 6, $result['total'] );
		$this->assertSame( array( 2, 3, 0 ), array_column( $result['questions'], 'earned' ) );
		$this->assertSame( array( 'Blue <b>bright</b>' ), $result['questions'][2]['correct'] );
	}

	public function test_a_checkbox_question_needs_exactly_the_right_choices(): void {
		$form = FormDefinition::load( $this->make_quiz() );
		$this->assertSame( 0, Quiz::score( $form, array( 'primes' => array( '2' ) ) )['score'], 'one of two is not enough' );
		$this->assertSame( 0, Quiz::score( $form, array( 'primes' => array( '2', '3', '4' ) ) )['score'], 'an extra wrong choice spoils it' );
		$this->assertSame( 3, Quiz::score( $form, array( 'primes' => array( '3', '2' ) ) )['score'], 'order does not matter' );
		$this->assertSame( 0, Quiz::score( $form, array() )['score'], 'no answer earns nothing' );
	}

	public function test_a_submission_stores_the_score_and_answers_the_report(): void {
		$this->make_quiz( array( 'quiz_show_correct_answers' => true ) );
		$answer = SubmissionAjax::answer(
			$this->request(
				array(
					'name'    => 'Ada',
					'capital' => 'lyon',
					'primes'  => array( '2', '3' ),
					'colour'  => 'blue',
					// What a page might claim: the server never reads it.
					'score'   => '999',
				),
				array( 'quiz_score' => '6' )
			)
		);
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( '1', $answer['data']['quiz_result_shown'] );
		$this->assertStringContainsString( 'Your score: 4 out of 6', $answer['data']['quiz_reporting'] );
		$this->assertStringContainsString( 'Correct answer: Paris', $answer['data']['quiz_reporting'] );
		$this->assertSame( 2, substr_count( $answer['data']['quiz_reporting'], 'evf-quiz-question--correct' ) );

		$entry  = EntryStore::get( (int) $answer['data']['entry_id'] );
		$stored = Quiz::stored_result( $entry['values'] );
		$this->assertSame( 4, $stored['score'] );
		$this->assertSame( 6, $stored['total'] );
		$lines = \Vista\Forms\Entries\EntryValue::lines( FormDefinition::load( $this->form_id ), $entry['values'] );
		$this->assertNotContains( Quiz::ENTRY_FIELD, array_column( $lines, 'id' ), 'the result is no field of the entry' );
	}

	public function test_item_18_the_report_hides_the_correct_answers_and_send_again_can_be_refused(): void {
		$this->make_quiz( array( 'time_limit' => 600 ) );
		$wrong  = array(
			'capital' => 'lyon',
			'primes'  => array( '4' ),
		);
		$answer = SubmissionAjax::answer( $this->request( $wrong ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$report = $answer['data']['quiz_reporting'];
		$this->assertStringContainsString( 'Wrong', $report );
		$this->assertStringNotContainsString( 'Correct answer', $report, 'a timed, scored form keeps its answers by default' );
		$this->assertStringNotContainsString( 'Paris', $report );

		// The owner turns sending again off: a second try is refused, whatever the request says.
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, PostType::sanitize_settings( array( 'quiz' => true, 'allow_send_again' => false ) ) );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:6::1';
		$this->assertTrue( SubmissionAjax::answer( $this->request( $wrong ) )['success'] );
		$stored = $this->entry_count();
		foreach ( array( '2001:db8:5:6::1', '2001:db8:5:6::beef' ) as $address ) {
			$_SERVER['REMOTE_ADDR']     = $address;
			$_SERVER['HTTP_USER_AGENT'] = 'Another browser ' . $address;
			$again                      = SubmissionAjax::answer(
				$this->request(
					array(
						'capital' => 'paris',
						'primes'  => array( '2', '3' ),
						'colour'  => 'blue',
					),
					array( 'allow_send_again' => '1' )
				)
			);
			$this->assertFalse( $again['success'] );
			$this->assertSame( 'You have already sent this form.', $again['data']['message'] );
		}
		$this->assertSame( $stored, $this->entry_count(), 'nothing more is stored' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertTrue( SubmissionAjax::answer( $this->request( $wrong ) )['success'], 'another visitor still can' );
	}

	public function test_both_settings_are_form_settings_with_safe_defaults(): void {
		$defaults = PostType::sanitize_settings( array() );
		$this->assertFalse( $defaults['quiz_show_correct_answers'] );
		$this->assertTrue( $defaults['allow_send_again'] );
		$set = PostType::sanitize_settings( array( 'quiz_show_correct_answers' => true, 'allow_send_again' => false ) );
		$this->assertTrue( $set['quiz_show_correct_answers'] );
		$this->assertFalse( $set['allow_send_again'] );
		$schema = PostType::settings_schema()['properties'];
		$this->assertSame( 'boolean', $schema['quiz_show_correct_answers']['type'] );
		$this->assertSame( 'boolean', $schema['allow_send_again']['type'] );
	}

	public function test_the_entry_view_gets_the_stored_score(): void {
		$this->make_quiz();
		$answer = SubmissionAjax::answer( $this->request( array( 'capital' => 'paris', 'primes' => array( '2' ) ) ) );
		$admin  = (int) wp_insert_user( array( 'user_login' => 'quiz-admin-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'administrator' ) );
		wp_set_current_user( $admin );
		$entry = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/vista-forms/v1/entries/' . $answer['data']['entry_id'] ) )->get_data();
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $admin );
		$this->assertSame( 2, $entry['quiz']['score'] );
		$this->assertSame( 6, $entry['quiz']['total'] );
		$this->assertSame( array( 'Capital of France', 'Primes', 'Colour of <em>the</em> sky' ), array_column( $entry['quiz']['questions'], 'label' ) );
		$this->assertNotContains( Quiz::ENTRY_FIELD, array_column( $entry['fields'], 'id' ) );
	}

	public function test_the_report_escapes_labels_and_answers(): void {
		$this->make_quiz();
		$answer = SubmissionAjax::answer( $this->request( array( 'colour' => 'blue' ) ) );
		$this->assertTrue( $answer['success'] );
		$report = $answer['data']['quiz_reporting'];
		$this->assertStringNotContainsString( '<em>', $report );
		$this->assertStringNotContainsString( '<b>', $report );
		$this->assertStringContainsString( 'Colour of &lt;em&gt;the&lt;/em&gt; sky', $report );
		$this->assertStringContainsString( 'Your answer: Blue &lt;b&gt;bright&lt;/b&gt;', $report );
	}

	public function test_report_and_score_follow_the_settings(): void {
		$this->make_quiz( array( 'quiz_result_shown' => false, 'quiz_reporting' => true ) );
		$answer = SubmissionAjax::answer( $this->request( array( 'capital' => 'paris' ) ) );
		$this->assertSame( '0', $answer['data']['quiz_result_shown'] );
		$this->assertStringNotContainsString( 'Your score', $answer['data']['quiz_reporting'] );
		$this->assertStringContainsString( 'Capital of France', $answer['data']['quiz_reporting'] );

		wp_delete_post( $this->form_id, true );
		$this->make_quiz( array( 'quiz_result_shown' => false, 'quiz_reporting' => false ) );
		$answer = SubmissionAjax::answer( $this->request( array( 'capital' => 'paris' ) ) );
		$this->assertArrayNotHasKey( 'quiz_reporting', $answer['data'] );
		$this->assertNotNull( Quiz::stored_result( EntryStore::get( (int) $answer['data']['entry_id'] )['values'] ), 'still stored for the owner' );
	}

	public function test_a_form_that_is_not_a_quiz_answers_no_quiz_fields(): void {
		$this->form_id = $this->make_form( self::quiz_fields(), array( 'quiz' => false ) );
		$answer        = SubmissionAjax::answer( $this->request( array( 'capital' => 'paris' ) ) );
		$this->assertTrue( $answer['success'] );
		$this->assertArrayNotHasKey( 'quiz_result_shown', $answer['data'] );
		$this->assertNull( Quiz::stored_result( EntryStore::get( (int) $answer['data']['entry_id'] )['values'] ) );
	}

	public function test_the_rendered_form_does_not_reveal_the_right_answers(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->make_quiz() ) );
		$this->assertStringContainsString( 'Paris', $html );
		$this->assertStringNotContainsString( 'correct', $html );
		$this->assertStringNotContainsString( 'quiz', $html );
	}

	public function test_the_preview_shows_what_was_stored_beside_the_message(): void {
		$this->form_id = $this->make_form( self::quiz_fields(), array( 'preview_confirmation' => 'beside', 'success_message' => 'Thanks!' ) );
		$answer        = SubmissionAjax::answer( $this->request( array( 'name' => 'Ada <img src=x onerror=alert(1)>', 'capital' => 'paris' ) ) );
		$this->assertTrue( $answer['success'] );
		$this->assertSame( 'Thanks!', $answer['data']['message'] );
		$this->assertSame( '1', $answer['data']['is_preview_confirmation'] );
		$preview = $answer['data']['preview_confirmation'];
		$this->assertStringContainsString( '<dt>Capital of France</dt><dd>Paris</dd>', $preview );
		$this->assertStringContainsString( '<dt>Name &lt;b&gt;</dt>', $preview );
		$this->assertStringNotContainsString( '<img', $preview );
	}

	public function test_the_preview_in_place_of_the_message_empties_it(): void {
		$this->form_id = $this->make_form( self::quiz_fields(), array( 'preview_confirmation' => 'replace', 'success_message' => 'Thanks!' ) );
		$answer        = SubmissionAjax::answer( $this->request( array( 'capital' => 'lyon' ) ) );
		$this->assertSame( '', $answer['data']['message'] );
		$this->assertStringContainsString( '<dd>Lyon</dd>', $answer['data']['preview_confirmation'] );
	}

	public function test_settings_are_sanitised(): void {
		$clean = \Vista\Forms\Editor\PostType::sanitize_settings( array( 'quiz' => '1', 'preview_confirmation' => 'evil', 'time_limit' => '999999' ) );
		$this->assertTrue( $clean['quiz'] );
		$this->assertSame( 'off', $clean['preview_confirmation'] );
		$this->assertSame( 86400, $clean['time_limit'] );
	}
}
