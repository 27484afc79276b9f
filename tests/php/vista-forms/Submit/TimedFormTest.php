<?php
/**
 * Timed forms (001 §3 duration display, §4 countdown): the server renders the time left and
 * refuses an entry sent well after the limit, judged from a start it signed.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Clock;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\FormRenderer;
use Vista\Forms\View\Messages;
use Vista\Forms\Submit\SpamGuard;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\TimedForm;

/**
 * Time limit through call 5, with the clock held still.
 */
final class TimedFormTest extends SubmissionTestCase {

	private int $now = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->now = Clock::now_ms();
		Clock::set( $this->now );
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array( 'time_limit' => 60 ) );
	}

	protected function tearDown(): void {
		Clock::set( null );
		parent::tearDown();
	}

	/**
	 * A submission whose timer the server signed `$ago` ms before now (the page's own start a week old).
	 *
	 * @param int|null $ago Milliseconds; null for no timer token.
	 * @return array<string, mixed>
	 */
	private function sent_after( ?int $ago ): array {
		return SubmissionAjax::answer(
			$this->request(
				$this->valid_contact(),
				array(
					SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, $this->now - 7 * DAY_IN_SECONDS * 1000 ),
					TimedForm::FIELD              => null === $ago ? '' : TimedForm::start_token( $this->form_id, $this->now - $ago ),
				)
			)
		);
	}

	public function test_the_form_renders_its_duration_display_and_countdown(): void {
		$html = FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-time-limit="60"', $html );
		$this->assertMatchesRegularExpression( '/<p class="evf-duration"[^>]*>Time left: <span class="evf-countdown" id="evf_submission_duration" data-duration="60" role="timer">60<\/span> seconds<\/p>/', $html );
		$this->assertStringContainsString( 'name="' . TimedForm::FIELD . '"', $html );
		$this->assertStringContainsString( esc_attr( Messages::server( 'time_up' ) ), $html );
	}

	public function test_a_form_without_a_limit_has_no_countdown(): void {
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array() );
		$html = FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringNotContainsString( 'evf-countdown', $html );
		$this->assertStringNotContainsString( 'data-time-limit', $html );
		$this->assertTrue( $this->sent_after( null )['success'], 'untimed forms from a week-old page still work' );
	}

	public function test_within_the_limit_and_its_grace_the_entry_is_stored(): void {
		$this->assertTrue( $this->sent_after( 50000 )['success'] );
		$this->assertTrue( $this->sent_after( ( 60 + TimedForm::GRACE_SECONDS ) * 1000 )['success'], 'a slow connection is not cheating' );
		$this->assertSame( 2, $this->entry_count() );
	}

	public function test_well_past_the_limit_it_is_refused_and_nothing_stored(): void {
		$answer = $this->sent_after( ( 60 + TimedForm::GRACE_SECONDS ) * 1000 + 1 );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'time_up' ), $answer['data']['message'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_a_client_start_time_cannot_buy_more_time(): void {
		$request = $this->request(
			$this->valid_contact(),
			array(
				SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, $this->now - 7 * DAY_IN_SECONDS * 1000 ),
				'evf_submission_start_time'   => (string) ( $this->now - 10000 ),
				TimedForm::FIELD              => ( $this->now - 10000 ) . '.' . str_repeat( 'b', 64 ),
			)
		);
		$this->assertFalse( SubmissionAjax::answer( $request )['success'], 'a forged timer and the visitor\'s own start count for nothing' );
		$request[ TimedForm::FIELD ] = TimedForm::start_token( $this->form_id + 1, $this->now - 10000 );
		$this->assertFalse( SubmissionAjax::answer( $request )['success'], 'the timer of another form counts for nothing' );
		$request[ TimedForm::FIELD ] = TimedForm::start_token( $this->form_id, $this->now + 3600000 );
		$this->assertFalse( SubmissionAjax::answer( $request )['success'], 'a start in the future counts for nothing' );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_the_page_start_counts_when_the_script_could_not_fetch_one(): void {
		$answer = SubmissionAjax::answer(
			$this->request(
				$this->valid_contact(),
				array( SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, $this->now - 20000 ) )
			)
		);
		$this->assertTrue( $answer['success'] );
	}

	public function test_the_start_endpoint_signs_the_server_time_for_timed_forms_only(): void {
		$_POST = array( 'form_id' => (string) $this->form_id );
		$json  = $this->ajax_answer();
		$this->assertTrue( $json['success'] );
		$this->assertSame( 60, $json['data']['limit'] );
		$this->assertSame( $this->now, TimedForm::signed_start( $json['data']['token'], $this->form_id ) );

		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array() );
		$this->assertFalse( $this->ajax_answer()['success'], 'an untimed form gets no timer' );
		$_POST = array( 'form_id' => '999999' );
		$this->assertFalse( $this->ajax_answer()['success'] );
	}

	public function test_item_4_a_fresh_start_token_does_not_lift_the_time_limit(): void {
		$_SERVER['REMOTE_ADDR']     = '203.0.113.9';
		$_SERVER['HTTP_USER_AGENT'] = 'Quiz taker/1';
		$_POST                      = array( 'form_id' => (string) $this->form_id );
		$first                      = $this->ajax_answer();
		$this->assertSame( $this->now, TimedForm::signed_start( $first['data']['token'], $this->form_id ) );

		// Ten minutes later, a new browser string and a fresh start asked for: the first one comes back.
		Clock::set( $this->now + 600000 );
		$_SERVER['HTTP_USER_AGENT'] = 'Quiz taker/2';
		$again                      = $this->ajax_answer();
		$this->assertSame( $this->now, TimedForm::signed_start( $again['data']['token'], $this->form_id ) );

		$form_id = $this->form_id;
		$late    = static fn ( string $timer ) => array(
			SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $form_id, Clock::now_ms() - 10000 ),
			TimedForm::FIELD              => $timer,
		);
		foreach ( array( $again['data']['token'], TimedForm::start_token( $this->form_id, Clock::now_ms() - 5000 ), '' ) as $timer ) {
			$answer = SubmissionAjax::answer( $this->request( $this->valid_contact(), $late( $timer ) ) );
			$this->assertFalse( $answer['success'], 'neither the start fetched again, another fresh one nor the page start lifts the limit' );
			$this->assertSame( Messages::server( 'time_up' ), $answer['data']['message'] );
		}
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array( 60, 0 ), array( $first['data']['remaining'] ?? null, $again['data']['remaining'] ?? null ), 'the countdown shows the time the attempt has left' );
	}

	public function test_an_attempt_in_time_is_stored_and_a_form_that_may_be_sent_again_starts_anew(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.10';
		$_POST                  = array( 'form_id' => (string) $this->form_id );
		$token                  = $this->ajax_answer()['data']['token'];
		Clock::set( $this->now + 30000 );
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact(), array( TimedForm::FIELD => $token ) ) );
		$this->assertTrue( $answer['success'] );
		$next = $this->ajax_answer();
		$this->assertSame( $this->now + 30000, TimedForm::signed_start( $next['data']['token'], $this->form_id ), 'the next try has its own time' );
	}

	/**
	 * Runs the start endpoint and decodes what it sent.
	 *
	 * @return array<string, mixed>
	 */
	private function ajax_answer(): array {
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', static fn () => static function () {
			throw new \RuntimeException( 'sent' );
		} );
		ob_start();
		try {
			TimedForm::handle();
		} catch ( \RuntimeException $sent ) {
			unset( $sent );
		} finally {
			$output = (string) ob_get_clean();
			remove_all_filters( 'wp_doing_ajax' );
			remove_all_filters( 'wp_die_ajax_handler' );
		}
		return (array) json_decode( $output, true );
	}
}
