<?php
/**
 * Card payments through Square (issue 37), against its stand-in on loopback
 * (tests/e2e/fixtures/square-stand-in.php): the Web Payments SDK's token charged with CreatePayment
 * for the server's amount, a declined card, a forged price that changes nothing, one entry however
 * often a payment is sent, a retry after a network failure, and the webhook's
 * x-square-hmacsha256-signature.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/CardGatewayTestCase.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Payments\PaymentStore;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SubmissionAjax;

/**
 * @group payments
 */
final class SquarePaymentTest extends CardGatewayTestCase {

	private const SIGNATURE_KEY = 'sq-signature-key-stand-in';

	protected static function gateway(): string {
		return 'square';
	}

	protected static function stand_in_script(): string {
		return 'square-stand-in.php';
	}

	protected static function keys(): array {
		return array(
			'squareTestApplicationId'       => 'sandbox-sq0idb-stand-in',
			'squareTestLocationId'          => 'L_STAND_IN',
			'squareTestAccessToken'         => 'EAAA_good_stand_in',
			'squareTestWebhookSignatureKey' => self::SIGNATURE_KEY,
		);
	}

	protected static function stand_in_filters( string $base ): array {
		return array( 'vista_forms_square_api_base' => $base );
	}

	protected static function descriptor(): string {
		return 'square.card_token';
	}


	/**
	 * A call to the stand-in, as the page's Web Payments SDK or the test makes it.
	 *
	 * @param string               $path Path.
	 * @param array<string, mixed> $body JSON body (a GET without one).
	 * @return array<string, mixed>
	 */
	private function stand_in( string $path, array $body = array() ): array {
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'  => array() === $body ? 'GET' : 'POST',
				'headers' => array( 'Authorization' => 'Bearer EAAA_good_stand_in' ),
				'body'    => array() === $body ? null : (string) wp_json_encode( $body ),
			)
		);
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * A card's token, as the Web Payments SDK gets it in the page.
	 *
	 * @param string $card Card number.
	 */
	private function token( string $card = '4111111111111111' ): string {
		$answer = $this->stand_in( '/test/tokenize', array( 'cardNumber' => $card ) );
		$this->assertSame( 'OK', $answer['status'] ?? null, (string) wp_json_encode( $answer ) );
		return (string) $answer['token'];
	}

	public function test_stand_in_a_successful_payment_charges_the_servers_amount_and_stores_one_paid_entry(): void {
		$answer = $this->send_paid( self::LUNCH, $this->token() );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame( array( 'paid', 3500, 'USD', 'square', 'test' ), array( $payment['status'], $payment['amount'], $payment['currency'], $payment['gateway'], $payment['mode'] ) );
		$this->assertSame( array( 'amount' => 3500, 'currency' => 'USD' ), $this->stand_in( '/v2/payments/' . $payment['reference'] )['payment']['amount_money'] );
	}

	public function test_stand_in_a_forged_price_changes_nothing_of_what_is_charged(): void {
		$answer = $this->send_paid( self::LUNCH + array( 'ticket' => '0.50' ), $this->token() );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame( 3500, $payment['amount'] );
		$this->assertSame( 3500, $this->stand_in( '/v2/payments/' . $payment['reference'] )['payment']['amount_money']['amount'] );
	}

	public function test_stand_in_a_declined_card_shows_the_gateways_message_with_no_entry(): void {
		$answer = $this->send_paid( self::LUNCH, $this->token( '4000000000000002' ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'Authorization error: \'GENERIC_DECLINE\'' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_a_token_of_another_kind_is_refused_with_nothing_charged(): void {
		$answer = SubmissionAjax::answer( $this->request( self::LUNCH + array( 'card' => array( 'opaque_data' => array( 'descriptor' => 'COMMON.ACCEPT.INAPP.PAYMENT', 'value' => $this->token() ) ) ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_stand_in_one_payment_sent_twice_makes_one_entry(): void {
		$token = $this->token();
		$first = $this->send_paid( self::LUNCH, $token );
		$again = $this->send_paid( self::LUNCH, $token );
		$this->assertTrue( $again['success'], (string) wp_json_encode( $again ) );
		$this->assertSame( $first['data']['entry_id'], $again['data']['entry_id'] );
		$this->assertSame( 1, $this->entry_count() );
		$this->assertCount( 1, self::payments() );
	}

	public function test_stand_in_a_retry_after_a_network_failure_makes_one_entry(): void {
		$token = $this->token();
		add_filter( 'vista_forms_square_api_base', static fn () => 'http://127.0.0.1:9', 11 );
		$down = $this->send_paid( self::LUNCH, $token );
		$this->assertFalse( $down['success'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
		remove_all_filters( 'vista_forms_square_api_base', 11 );

		$this->assertTrue( $this->send_paid( self::LUNCH, $token )['success'] );
		$this->assertTrue( $this->send_paid( self::LUNCH, $token )['success'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_the_card_field_carries_the_public_keys_never_a_secret(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-gateway="square"', $html );
		$this->assertStringContainsString( 'data-application-id="sandbox-sq0idb-stand-in"', $html );
		$this->assertStringContainsString( 'data-location-id="L_STAND_IN"', $html );
		$this->assertStringContainsString( 'data-script-url="https://sandbox.web.squarecdn.com/v1/square.js"', $html );
		$this->assertStringNotContainsString( 'EAAA_good_stand_in', $html );
		$this->assertStringNotContainsString( self::SIGNATURE_KEY, $html );
	}

	public function test_stand_in_test_the_keys_asks_square(): void {
		$admin = (int) wp_insert_user(
			array(
				'user_login' => 'square-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $admin );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/test-keys' );
		$request->set_body_params( array( 'gateway' => 'square' ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		Settings::save( array( 'squareTestAccessToken' => 'EAAA_wrong' ) );
		$refused = rest_do_request( $request );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'This request could not be authorized.', $refused->get_data()['message'] );
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $admin );
	}

	/**
	 * An event as Square sends it.
	 *
	 * @param string $id        event_id.
	 * @param string $status    The payment's status.
	 * @param string $reference The payment's id.
	 */
	private static function event( string $id, string $status, string $reference ): string {
		return (string) wp_json_encode(
			array(
				'merchant_id' => 'M_STAND_IN',
				'type'        => 'payment.updated',
				'event_id'    => $id,
				'created_at'  => '2026-11-29T20:00:00Z',
				'data'        => array(
					'type'   => 'payment',
					'id'     => $reference,
					'object' => array(
						'payment' => array(
							'id'     => $reference,
							'status' => $status,
						),
					),
				),
			)
		);
	}

	/**
	 * Posts an event to the webhook.
	 *
	 * @param string      $body      Body.
	 * @param string|null $signature x-square-hmacsha256-signature (the good one by default).
	 */
	private static function deliver( string $body, ?string $signature = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/square/webhook' );
		$request->set_body( $body );
		$request->set_header( 'content-type', 'application/json' );
		$url = rest_url( 'vista-forms/v1/payments/square/webhook' );
		$request->set_header( 'x-square-hmacsha256-signature', $signature ?? base64_encode( hash_hmac( 'sha256', $url . $body, self::SIGNATURE_KEY, true ) ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_stand_in_a_signed_event_updates_the_payment_once_and_a_bad_signature_changes_nothing(): void {
		$answer    = $this->send_paid( self::LUNCH, $this->token() );
		$reference = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ]['reference'];
		$changes   = 0;
		add_action(
			'vista_forms_payment_status',
			static function () use ( &$changes ) {
				++$changes;
			}
		);

		$forged = self::event( 'e-forged', 'CANCELED', $reference );
		// Signed without the notification URL: not Square's signature.
		$this->assertSame( 400, self::deliver( $forged, base64_encode( hash_hmac( 'sha256', $forged, self::SIGNATURE_KEY, true ) ) )->get_status() );
		$this->assertSame( 400, self::deliver( $forged, '' )->get_status() );
		$this->assertSame( 'paid', PaymentStore::find( 'square', $reference )['status'] );

		$canceled = self::event( 'e-1', 'CANCELED', $reference );
		$this->assertSame( 200, self::deliver( $canceled )->get_status() );
		$this->assertSame( 'failed', PaymentStore::find( 'square', $reference )['status'] );
		// Replayed: answered, counted once.
		$this->assertTrue( self::deliver( $canceled )->get_data()['duplicate'] );
		$this->assertSame( 1, $changes );
	}
}
