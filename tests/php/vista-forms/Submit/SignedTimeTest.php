<?php
/**
 * The forms' signed times on the kit's purpose-keyed MAC (issue 30 item 6): a time printed into a
 * page before the change (an HMAC under the nonce salt), which a week-old cached page still holds,
 * still reads; one purpose's time does not read for the other, nor for another form.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Submit\SignedTime;
use Vista\Tests\VistaTestCase;

/**
 * Vista\Forms\Submit\SignedTime.
 */
final class SignedTimeTest extends VistaTestCase {

	public function test_a_time_printed_before_the_change_still_reads(): void {
		$ms  = 1_700_000_000_123;
		$old = $ms . '.' . hash_hmac( 'sha256', "form-start|7|{$ms}", wp_salt( 'nonce' ) );
		$this->assertSame( $ms, SignedTime::read( 'form-start', $old, 7 ) );
		$this->assertNull( SignedTime::read( 'form-timer', $old, 7 ) );
		$this->assertNull( SignedTime::read( 'form-start', $old, 8 ) );
	}

	public function test_a_new_time_reads_for_its_form_and_purpose_only(): void {
		$ms    = 1_700_000_000_456;
		$token = SignedTime::token( 'form-start', 7, $ms );
		$this->assertMatchesRegularExpression( '/^\d+\.[a-f0-9]{64}$/', $token, 'the format pages hold' );
		$this->assertNotSame( $ms . '.' . hash_hmac( 'sha256', "form-start|7|{$ms}", wp_salt( 'nonce' ) ), $token, 'keyed by purpose now' );
		$this->assertSame( $ms, SignedTime::read( 'form-start', $token, 7 ) );
		$this->assertNull( SignedTime::read( 'form-timer', $token, 7 ) );
		$this->assertNull( SignedTime::read( 'form-start', $token, 8 ) );
		$this->assertNull( SignedTime::read( 'form-start', ( $ms - 5000 ) . substr( $token, strpos( $token, '.' ) ), 7 ), 'another time' );
	}
}
