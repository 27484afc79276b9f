<?php
/**
 * Spam without a third-party service: honeypot, minimum duration, per-client rate limit.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once __DIR__ . '/SubmissionTestCase.php';

use Vista\Forms\Messages;
use Vista\Forms\SpamGuard;
use Vista\Forms\SubmissionAjax;

/**
 * SpamGuard through call 5.
 */
final class SpamGuardTest extends SubmissionTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'vista_forms_rate_limits' );
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
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact(), array( 'evf_submission_start_time' => (string) ( $now - 1000 ) ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'too_fast' ), $answer['data']['message'] );
		$this->assertFalse( SubmissionAjax::answer( $this->request( $this->valid_contact(), array( 'evf_submission_start_time' => 'soon' ) ) )['success'] );
		$this->assertSame( 0, $this->entry_count() );

		$this->assertTrue( SpamGuard::is_too_fast( 1000, 3999 ) );
		$this->assertFalse( SpamGuard::is_too_fast( 1000, 4000 ) );
		$this->assertFalse( SpamGuard::is_too_fast( 9000, 4000 ), 'a visitor clock running ahead is not a robot' );
		$this->assertTrue( SpamGuard::is_too_fast( null ) );
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
		$accepted               = 0;
		$refused                = 0;
		$start                  = time();
		for ( $i = 0; $i < 60; $i++ ) {
			$answer = SubmissionAjax::answer( $this->request( $this->valid_contact() ) );
			$answer['success'] ? ++$accepted : ++$refused;
		}
		if ( time() - $start > 1 ) {
			$this->markTestSkipped( 'The machine was too slow to send 60 submissions within the window.' );
		}
		$this->assertSame( 50, $accepted );
		$this->assertSame( 10, $refused );
		$this->assertSame( 50, $this->entry_count() );
	}

	public function test_limits_are_filterable_and_invalid_ones_ignored(): void {
		$this->assertSame( array( 60 => 10, 1 => 50 ), SpamGuard::limits() );
		add_filter( 'vista_forms_rate_limits', static fn () => array( 3600 => 2, 0 => 5, 10 => -1 ) );
		$this->assertSame( array( 3600 => 2 ), SpamGuard::limits() );
	}
}
