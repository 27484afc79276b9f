<?php
/**
 * Spam without a third-party service: honeypot, minimum duration, per-client rate limit.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Clock;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;
use Vista\Forms\Submit\SpamGuard;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\TimedForm;

/**
 * SpamGuard through call 5.
 */
final class SpamGuardTest extends SubmissionTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'vista_forms_rate_limits' );
		Clock::set( null );
		parent::tearDown();
	}

	public function test_a_filled_honeypot_pretends_success_and_stores_nothing(): void {
		$request                        = $this->request( $this->valid_contact() );
		$request['everest_forms']['hp'] = 'http://spam.example';
		$answer                         = SubmissionAjax::answer( $request );
		$this->assertTrue( $answer['success'] );
		$this->assertSame( 'success', $answer['data']['response'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_a_form_sent_too_quickly_gets_a_clear_error(): void {
		$now    = (int) ( microtime( true ) * 1000 );
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact(), array( SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, $now - 1000 ) ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'too_fast' ), $answer['data']['message'] );
		$this->assertSame( 0, $this->entry_count() );

		$token = SpamGuard::start_token( 5, 1000 );
		$this->assertTrue( SpamGuard::is_too_fast( $token, null, 5, 3999 ) );
		$this->assertFalse( SpamGuard::is_too_fast( $token, null, 5, 4000 ) );
		$this->assertTrue( SpamGuard::is_too_fast( $token, '2000', 5, 4000 ), 'the visitor\'s later start counts' );
		$this->assertFalse( SpamGuard::is_too_fast( $token, '1', 5, 4000 ), 'an earlier client start does not' );
		$this->assertFalse( SpamGuard::is_too_fast( $token, '9000', 5, 4000 ), 'a visitor clock running ahead is not a robot' );
	}

	/**
	 * The time limit's signed start and the least time's are signed for different purposes: one
	 * cannot stand in for the other, nor for another form.
	 */
	public function test_a_timer_token_does_not_pass_as_a_signed_start(): void {
		$timer = TimedForm::start_token( 5, 1000 );
		$start = SpamGuard::start_token( 5, 1000 );
		$this->assertNotSame( $timer, $start );
		$this->assertNull( SpamGuard::signed_start( $timer, 5 ) );
		$this->assertNull( TimedForm::signed_start( $start, 5 ) );
		$this->assertSame( 1000, SpamGuard::signed_start( $start, 5 ) );
		$this->assertSame( 1000, TimedForm::signed_start( $timer, 5 ) );
		$this->assertNull( SpamGuard::signed_start( $start, 6 ) );
		$this->assertTrue( SpamGuard::is_too_fast( $timer, null, 5, 9000 ), 'a timer token is no start time' );
	}

	/**
	 * Issue 13 item 9: any start time older than 3 s, or in the future, passed. The server signs
	 * the time it rendered the form; a forged, missing, future or borrowed one fails.
	 *
	 * @return array<string, array{callable(int, int): array<string, string>}>
	 */
	public static function forged_starts(): array {
		return array(
			'an old start time, unsigned'       => array( static fn ( $form, $now ) => array( 'evf_submission_start_time' => (string) ( $now - 60000 ), SpamGuard::SIGNED_START_FIELD => '' ) ),
			'an old start time, bad signature'  => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => ( $now - 60000 ) . '.' . str_repeat( 'a', 64 ) ) ),
			'a signed time moved back'          => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => ( $now - 60000 ) . substr( SpamGuard::start_token( $form, $now ), strlen( (string) $now ) ) ) ),
			'a start time in the future'        => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $form, $now + 3600000 ) ) ),
			'the signature of another form'     => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $form + 1, $now - 60000 ) ) ),
			'no start time at all'              => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => null, 'evf_submission_start_time' => null ) ),
			'a token given as an array'         => array( static fn ( $form, $now ) => array( SpamGuard::SIGNED_START_FIELD => array( SpamGuard::start_token( $form, $now - 60000 ) ) ) ),
		);
	}

	/**
	 * @dataProvider forged_starts
	 *
	 * @param callable(int, int): array<string, mixed> $forge The forged fields.
	 */
	public function test_a_forged_start_time_is_refused_and_stores_nothing( callable $forge ): void {
		$now     = (int) ( microtime( true ) * 1000 );
		$request = array_filter( array_merge( $this->request( $this->valid_contact() ), $forge( $this->form_id, $now ) ), static fn ( $value ) => null !== $value );
		$answer  = SubmissionAjax::answer( $request );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'too_fast' ), $answer['data']['message'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_a_week_old_signed_start_from_a_cached_page_is_old_enough(): void {
		$week_ago = (int) ( microtime( true ) * 1000 ) - 8 * DAY_IN_SECONDS * 1000;
		$answer   = SubmissionAjax::answer(
			$this->request(
				$this->valid_contact(),
				array(
					SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, $week_ago ),
					// The visitor's script stamped the time it loaded the cached page, a minute ago.
					'evf_submission_start_time'   => (string) ( (int) ( microtime( true ) * 1000 ) - 60000 ),
				)
			)
		);
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_the_rendered_form_carries_a_valid_signed_start(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertSame( 1, preg_match( '/name="' . SpamGuard::SIGNED_START_FIELD . '" value="([^"]+)"/', $html, $match ) );
		$signed = SpamGuard::signed_start( html_entity_decode( $match[1] ), $this->form_id );
		$this->assertNotNull( $signed );
		$this->assertEqualsWithDelta( microtime( true ) * 1000, $signed, 60000 );
	}

	public function test_more_than_ten_a_minute_are_refused_and_not_stored(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		for ( $i = 1; $i <= 10; $i++ ) {
			$this->assertTrue( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'], "submission {$i}" );
		}
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact() ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'rate_limited' ), $answer['data']['message'] );
		$this->assertSame( 10, $this->entry_count() );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertTrue( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'], 'another client is not limited' );
	}

	public function test_fifty_in_a_second_are_refused_beyond_the_limit(): void {
		// Raise the minute limit so only the per-second rule applies.
		add_filter( 'vista_forms_rate_limits', static fn () => array( 60 => 1000, 1 => 50 ) );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		// The clock stands still: all 60 arrive within one second however slow the machine is.
		$now = Clock::now_ms();
		Clock::set( $now );
		$accepted = 0;
		$refused  = 0;
		for ( $i = 0; $i < 60; $i++ ) {
			$answer = SubmissionAjax::answer( $this->request( $this->valid_contact() ) );
			$answer['success'] ? ++$accepted : ++$refused;
		}
		$this->assertSame( 50, $accepted );
		$this->assertSame( 10, $refused );
		$this->assertSame( 50, $this->entry_count() );

		// Two seconds later the per-second window is empty again.
		Clock::set( $now + 2000 );
		$this->assertTrue( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'] );
		$this->assertSame( 51, $this->entry_count() );
	}

	public function test_the_minute_limit_counts_only_the_last_minute(): void {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.21';
		$now                    = Clock::now_ms();
		Clock::set( $now );
		for ( $i = 1; $i <= 10; $i++ ) {
			$this->assertTrue( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'], "submission {$i}" );
		}
		Clock::set( $now + 59000 );
		$this->assertFalse( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'], 'still within the minute' );
		Clock::set( $now + 61000 );
		$this->assertTrue( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'], 'a minute later' );
		$this->assertSame( 11, $this->entry_count() );
	}

	public function test_limits_are_filterable_and_invalid_ones_ignored(): void {
		$this->assertSame( array( 60 => 10, 1 => 50 ), SpamGuard::limits() );
		add_filter( 'vista_forms_rate_limits', static fn () => array( 3600 => 2, 0 => 5, 10 => -1 ) );
		$this->assertSame( array( 3600 => 2 ), SpamGuard::limits() );
	}
}
