<?php
/**
 * The payments' rate limit (issue 37): past the limit a client gets no PaymentIntent (429) and no
 * card charged, before the gateway is asked; another client, or the next minute, may pay.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/StripeTestCase.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SubmissionAjax;

/**
 * @group payments
 */
final class PaymentRateLimitTest extends StripeTestCase {

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'vista_forms_payment_rate_limit', static fn () => 2 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		// Held at the start of a minute, so no test sees the minute turn.
		\Vista\Forms\Clock::set( ( intdiv( time(), 60 ) * 60 + 1 ) * 1000 );
	}

	protected function tearDown(): void {
		remove_all_filters( 'vista_forms_payment_rate_limit' );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		\Vista\Forms\Clock::set( null );
		parent::tearDown();
	}

	public function test_stand_in_past_the_limit_a_client_gets_no_intent_until_the_next_minute(): void {
		$this->assertSame( 200, $this->ask_intent( self::LUNCH, 'attempt-a001' )->get_status() );
		$this->assertSame( 200, $this->ask_intent( self::LUNCH, 'attempt-a002' )->get_status() );
		$refused = $this->ask_intent( self::LUNCH, 'attempt-a003' );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'Too many payment attempts from your connection. Please wait a minute and try again.', $refused->get_data()['message'] );
		// A new attempt id changes nothing: the key is the client's network and the form.
		$this->assertSame( 429, $this->ask_intent( self::LUNCH, 'attempt-a004' )->get_status() );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->assertSame( 200, $this->ask_intent( self::LUNCH, 'attempt-b001' )->get_status() );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		\Vista\Forms\Clock::set( \Vista\Forms\Clock::now_ms() + 60000 );
		$this->assertSame( 200, $this->ask_intent( self::LUNCH, 'attempt-a005' )->get_status() );
	}

	public function test_past_the_limit_no_card_is_charged_through_a_charging_gateway(): void {
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array( 'payment_gateway' => 'square' ) );
		Settings::save(
			array(
				'squareTestApplicationId'       => 'sandbox-sq0idb-x',
				'squareTestLocationId'          => 'L_X',
				'squareTestAccessToken'         => 'EAAA_good_x',
				'squareTestWebhookSignatureKey' => 'k',
			)
		);
		$asked = 0;
		add_filter(
			'pre_http_request',
			static function () use ( &$asked ) {
				++$asked;
				return new \WP_Error( 'offline', 'Square is not reached in this test.' );
			}
		);
		for ( $i = 1; $i <= 3; $i++ ) {
			$fields         = self::LUNCH;
			$fields['card'] = array( 'opaque_data' => array( 'descriptor' => 'square.card_token', 'value' => "cnon:try-{$i}" ) );
			$answer         = SubmissionAjax::answer( $this->request( $fields ) );
			$this->assertFalse( $answer['success'] );
		}
		$this->assertSame( array( array( 'card' => 'Too many payment attempts from your connection. Please wait a minute and try again.' ) ), $answer['data']['error'] );
		$this->assertSame( 2, $asked );
		$this->assertSame( array(), self::payments() );
		remove_all_filters( 'pre_http_request' );
	}
}
