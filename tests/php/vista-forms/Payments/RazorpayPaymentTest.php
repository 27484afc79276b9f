<?php
/**
 * Card payments through Razorpay Checkout (issue 37), against its stand-in on loopback
 * (tests/e2e/fixtures/razorpay-stand-in.php): the order created for the server's amount, Checkout's
 * answer checked by its signature, a forged amount or order refused, one entry however often a
 * payment is sent, a retry after a network failure, and the webhook's X-Razorpay-Signature.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/CardGatewayTestCase.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Payments\PaymentStore;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SpamGuard;

/**
 * @group payments
 */
final class RazorpayPaymentTest extends CardGatewayTestCase {

	private const KEY_SECRET = 'good_key_secret_stand_in';

	private const WEBHOOK_SECRET = 'rzp-webhook-secret-stand-in';

	protected static function gateway(): string {
		return 'razorpay';
	}

	protected static function stand_in_script(): string {
		return 'razorpay-stand-in.php';
	}

	/**
	 * Razorpay's test keys, in rupees (its orders are in the currency's smallest unit).
	 *
	 * @return array<string, string>
	 */
	protected static function keys(): array {
		return array(
			'paymentCurrency'           => 'INR',
			'razorpayTestKeyId'         => 'rzp_test_StandIn',
			'razorpayTestKeySecret'     => self::KEY_SECRET,
			'razorpayTestWebhookSecret' => self::WEBHOOK_SECRET,
		);
	}

	/**
	 * The API address, pointed at the stand-in.
	 *
	 * @param string $base The stand-in's address.
	 * @return array<string, string>
	 */
	protected static function stand_in_filters( string $base ): array {
		return array( 'vista_forms_razorpay_api_base' => $base );
	}

	protected static function descriptor(): string {
		return 'razorpay.checkout';
	}

	protected function setUp(): void {
		parent::setUp();
		// The order route takes requests from this site's pages only.
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tearDown();
	}

	/**
	 * The page's request for an order, as the form is filled in.
	 *
	 * @param array<string, mixed> $fields  Posted form fields.
	 * @param string               $attempt The page's sending.
	 */
	private function ask_order( array $fields, string $attempt = 'attempt-0001' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/razorpay/order' );
		$request->set_body_params(
			array(
				'form_id'                      => $this->form_id,
				SpamGuard::SIGNED_START_FIELD  => SpamGuard::start_token( $this->form_id, \Vista\Forms\Clock::now_ms() - 10000 ),
				'attempt'                      => $attempt,
				'everest_forms'                => array( 'form_fields' => $fields ),
			)
		);
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * A call to the stand-in, as Checkout in the page or the test makes it.
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
				'headers' => array( 'Authorization' => 'Basic ' . base64_encode( 'rzp_test_StandIn:' . self::KEY_SECRET ) ),
				'body'    => array() === $body ? null : (string) wp_json_encode( $body ),
			)
		);
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * An order for the fields, paid in "Checkout" with a card: its handler's answer.
	 *
	 * @param array<string, mixed> $fields Posted form fields (for the order).
	 * @param string               $card   Card number.
	 * @return array<string, string> razorpay_order_id, razorpay_payment_id, razorpay_signature.
	 */
	private function checkout( array $fields, string $card = '4111111111111111' ): array {
		$order = $this->ask_order( $fields );
		$this->assertSame( 200, $order->get_status(), (string) wp_json_encode( $order->get_data() ) );
		return $this->stand_in( '/test/pay', array( 'order_id' => $order->get_data()['orderId'], 'card' => $card ) );
	}

	/**
	 * Sends the form (call 5) with Checkout's answer as the card field's opaque_data value.
	 *
	 * @param array<string, mixed>  $fields Form fields.
	 * @param array<string, string> $paid   Checkout's answer.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	private function send_checkout( array $fields, array $paid ): array {
		return $this->send_paid( $fields, $paid['razorpay_order_id'] . '|' . $paid['razorpay_payment_id'] . '|' . $paid['razorpay_signature'] );
	}

	public function test_stand_in_the_order_is_created_for_the_servers_amount_whatever_price_the_page_posts(): void {
		$answer = $this->ask_order( self::LUNCH + array( 'ticket' => '0.50' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array( 3500, 'INR', 'rzp_test_StandIn' ), array( $answer->get_data()['amount'], $answer->get_data()['currency'], $answer->get_data()['keyId'] ) );
		$order = $this->stand_in( '/v1/orders/' . $answer->get_data()['orderId'] );
		$this->assertSame( array( 3500, 'INR', (string) $this->form_id ), array( $order['amount'], $order['currency'], $order['notes']['vista_form'] ) );
		$this->assertStringNotContainsString( self::KEY_SECRET, (string) wp_json_encode( $answer->get_data() ) );
		// The same sending asked again (its answer lost) gets the same order.
		$this->assertSame( $answer->get_data()['orderId'], $this->ask_order( self::LUNCH )->get_data()['orderId'] );
	}

	public function test_stand_in_a_successful_payment_stores_one_paid_entry_with_its_reference(): void {
		$paid   = $this->checkout( self::LUNCH );
		$answer = $this->send_checkout( self::LUNCH, $paid );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame(
			array( 'paid', 3500, 'INR', 'razorpay', 'test', $paid['razorpay_payment_id'] ),
			array( $payment['status'], $payment['amount'], $payment['currency'], $payment['gateway'], $payment['mode'], $payment['reference'] )
		);
	}

	public function test_stand_in_an_order_for_a_smaller_amount_is_refused_with_no_entry(): void {
		// Ordered for the ticket alone (25.00), then sent with Dinner added (55.00).
		$paid   = $this->checkout( array( 'name' => 'Ada' ) );
		$answer = $this->send_checkout( array( 'name' => 'Ada', 'extras' => array( 'Dinner' ) ), $paid );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'The payment does not match this form’s total. Please send the form again.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_another_forms_order_is_refused_with_no_entry(): void {
		$paid  = $this->checkout( self::LUNCH );
		$other = $this->stand_in( '/v1/orders', array( 'amount' => 3500, 'currency' => 'INR', 'receipt' => 'elsewhere', 'notes' => array( 'vista_form' => '999999' ) ) );
		$forged = $this->stand_in( '/test/pay', array( 'order_id' => $other['id'], 'card' => '4111111111111111' ) );
		$answer = $this->send_checkout( self::LUNCH, $forged );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertTrue( $this->send_checkout( self::LUNCH, $paid )['success'] );
	}

	public function test_stand_in_a_bad_payment_signature_is_refused_with_no_paid_entry(): void {
		$paid = $this->checkout( self::LUNCH );
		// Signed by someone without the key secret.
		$paid['razorpay_signature'] = hash_hmac( 'sha256', $paid['razorpay_order_id'] . '|' . $paid['razorpay_payment_id'], 'not-the-secret' );
		$answer                     = $this->send_checkout( self::LUNCH, $paid );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'The payment’s signature does not match. Please send the form again.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_a_declined_card_shows_razorpays_message_with_no_entry(): void {
		$order  = $this->ask_order( self::LUNCH )->get_data();
		$failed = $this->stand_in( '/test/pay', array( 'order_id' => $order['orderId'], 'card' => '4000000000000002' ) );
		$this->assertSame( 'Your payment has been declined by the bank. Try another card.', $failed['error']['description'] );
		$payment_id = $failed['error']['metadata']['payment_id'];
		// Even signed, a failed payment makes no entry.
		$answer = $this->send_checkout(
			self::LUNCH,
			array(
				'razorpay_order_id'   => $order['orderId'],
				'razorpay_payment_id' => $payment_id,
				'razorpay_signature'  => hash_hmac( 'sha256', $order['orderId'] . '|' . $payment_id, self::KEY_SECRET ),
			)
		);
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'Your payment has been declined by the bank. Try another card.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_stand_in_one_payment_sent_twice_makes_one_entry(): void {
		$paid  = $this->checkout( self::LUNCH );
		$first = $this->send_checkout( self::LUNCH, $paid );
		$again = $this->send_checkout( self::LUNCH, $paid );
		$this->assertTrue( $again['success'], (string) wp_json_encode( $again ) );
		$this->assertSame( $first['data']['entry_id'], $again['data']['entry_id'] );
		$this->assertSame( 1, $this->entry_count() );
		$this->assertCount( 1, self::payments() );
	}

	public function test_stand_in_a_retry_after_a_network_failure_makes_one_entry(): void {
		$paid = $this->checkout( self::LUNCH );
		add_filter( 'vista_forms_razorpay_api_base', static fn () => 'http://127.0.0.1:9', 11 );
		$down = $this->send_checkout( self::LUNCH, $paid );
		$this->assertFalse( $down['success'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
		remove_all_filters( 'vista_forms_razorpay_api_base', 11 );

		$this->assertTrue( $this->send_checkout( self::LUNCH, $paid )['success'] );
		$this->assertTrue( $this->send_checkout( self::LUNCH, $paid )['success'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_the_card_field_carries_the_order_route_never_a_secret(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-gateway="razorpay"', $html );
		$this->assertStringContainsString( 'data-script-url="https://checkout.razorpay.com/v1/checkout.js"', $html );
		$this->assertStringContainsString( 'payments/razorpay/order', $html );
		$this->assertStringNotContainsString( self::KEY_SECRET, $html );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $html );
	}

	public function test_stand_in_test_the_keys_asks_razorpay(): void {
		$admin = (int) wp_insert_user(
			array(
				'user_login' => 'razorpay-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $admin );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/test-keys' );
		$request->set_body_params( array( 'gateway' => 'razorpay' ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		Settings::save( array( 'razorpayTestKeySecret' => 'wrong' ) );
		$refused = rest_do_request( $request );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'Authentication failed', $refused->get_data()['message'] );
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $admin );
	}

	/**
	 * An event as Razorpay sends it.
	 *
	 * @param string $type      payment.captured, payment.failed, order.paid.
	 * @param string $reference The payment's id.
	 */
	private static function event( string $type, string $reference ): string {
		return (string) wp_json_encode(
			array(
				'entity'     => 'event',
				'account_id' => 'acc_StandIn',
				'event'      => $type,
				'contains'   => array( 'payment' ),
				'payload'    => array(
					'payment' => array(
						'entity' => array(
							'id'     => $reference,
							'entity' => 'payment',
							'status' => 'payment.failed' === $type ? 'failed' : 'captured',
						),
					),
				),
				'created_at' => 1796000000,
			)
		);
	}

	/**
	 * Posts an event to the webhook.
	 *
	 * @param string      $body      Body.
	 * @param string      $event_id  X-Razorpay-Event-Id.
	 * @param string|null $signature X-Razorpay-Signature (the good one by default).
	 */
	private static function deliver( string $body, string $event_id, ?string $signature = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/razorpay/webhook' );
		$request->set_body( $body );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_header( 'x-razorpay-event-id', $event_id );
		$request->set_header( 'x-razorpay-signature', $signature ?? hash_hmac( 'sha256', $body, self::WEBHOOK_SECRET ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_stand_in_a_signed_event_updates_the_payment_once_and_a_bad_signature_changes_nothing(): void {
		$answer    = $this->send_checkout( self::LUNCH, $this->checkout( self::LUNCH ) );
		$reference = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ]['reference'];
		$changes   = 0;
		add_action(
			'vista_forms_payment_status',
			static function () use ( &$changes ) {
				++$changes;
			}
		);

		$failed = self::event( 'payment.failed', $reference );
		// Signed with the key secret, not the webhook secret: not the webhook's signature.
		$this->assertSame( 400, self::deliver( $failed, 'evt_forged', hash_hmac( 'sha256', $failed, self::KEY_SECRET ) )->get_status() );
		$this->assertSame( 400, self::deliver( $failed, 'evt_forged', '' )->get_status() );
		$this->assertSame( 'paid', PaymentStore::find( 'razorpay', $reference )['status'] );

		$this->assertSame( 200, self::deliver( $failed, 'evt_1' )->get_status() );
		$this->assertSame( 'failed', PaymentStore::find( 'razorpay', $reference )['status'] );
		// Replayed: answered, counted once.
		$this->assertTrue( self::deliver( $failed, 'evt_1' )->get_data()['duplicate'] );
		$this->assertSame( 1, $changes );

		$this->assertSame( 200, self::deliver( self::event( 'payment.captured', $reference ), 'evt_2' )->get_status() );
		$this->assertSame( 'paid', PaymentStore::find( 'razorpay', $reference )['status'] );
	}
}
