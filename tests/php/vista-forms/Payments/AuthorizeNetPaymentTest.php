<?php
/**
 * Card payments through Authorize.Net (issue 37; 001 line 75), against its stand-in on loopback
 * (tests/e2e/fixtures/authorize-net-stand-in.php): the page's Accept.js token (opaque_data
 * descriptor and value) charged for the server's amount, a declined card, a forged price that
 * changes nothing, one entry however often a payment is sent, a retry after a network failure, and
 * the webhook's X-ANET-Signature.
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
final class AuthorizeNetPaymentTest extends CardGatewayTestCase {

	private const SIGNATURE_KEY = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F9';

	protected static function gateway(): string {
		return 'authorize_net';
	}

	protected static function stand_in_script(): string {
		return 'authorize-net-stand-in.php';
	}

	protected static function keys(): array {
		return array(
			'authorizeNetTestApiLoginId'     => 'login_good_stand_in',
			'authorizeNetTestClientKey'      => 'client_good_stand_in',
			'authorizeNetTestTransactionKey' => 'tkey_good_stand_in',
			'authorizeNetTestSignatureKey'   => self::SIGNATURE_KEY,
		);
	}

	protected static function stand_in_filters( string $base ): array {
		return array( 'vista_forms_authorize_net_api_url' => $base . '/xml/v1/request.api' );
	}

	protected static function descriptor(): string {
		return 'COMMON.ACCEPT.INAPP.PAYMENT';
	}


	/**
	 * A call to the stand-in, as the page's Accept.js or the test makes it.
	 *
	 * @param string               $path Path.
	 * @param array<string, mixed> $body JSON body (a GET without one).
	 * @return array<string, mixed>
	 */
	private function stand_in( string $path, array $body = array() ): array {
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method' => array() === $body ? 'GET' : 'POST',
				'body'   => array() === $body ? null : (string) wp_json_encode( $body ),
			)
		);
		return (array) json_decode( preg_replace( '/^\xEF\xBB\xBF/', '', (string) wp_remote_retrieve_body( $response ) ), true );
	}

	/**
	 * A one-time token of a card, as Accept.js gets it in the page.
	 *
	 * @param string $card Card number.
	 */
	private function token( string $card = '4111111111111111' ): string {
		$answer = $this->stand_in(
			'/v1/tokens',
			array(
				'clientKey'  => 'client_good_stand_in',
				'apiLoginID' => 'login_good_stand_in',
				'cardNumber' => $card,
				'month'      => '12',
				'year'       => '2030',
				'cardCode'   => '123',
			)
		);
		$this->assertSame( 'COMMON.ACCEPT.INAPP.PAYMENT', $answer['opaqueData']['dataDescriptor'] ?? null, (string) wp_json_encode( $answer ) );
		return (string) $answer['opaqueData']['dataValue'];
	}

	public function test_stand_in_a_successful_payment_charges_the_servers_amount_and_stores_one_paid_entry(): void {
		$answer = $this->send_paid( self::LUNCH, $this->token() );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame( array( 'paid', 3500, 'USD', 'authorize_net', 'test' ), array( $payment['status'], $payment['amount'], $payment['currency'], $payment['gateway'], $payment['mode'] ) );
		$this->assertSame( '35.00', $this->stand_in( '/test/transactions/' . $payment['reference'] )['amount'] );
	}

	public function test_stand_in_a_forged_price_changes_nothing_of_what_is_charged(): void {
		$answer = $this->send_paid( self::LUNCH + array( 'ticket' => '0.50' ), $this->token() );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame( 3500, $payment['amount'] );
		$this->assertSame( '35.00', $this->stand_in( '/test/transactions/' . $payment['reference'] )['amount'] );
	}

	public function test_stand_in_a_declined_card_shows_the_gateways_message_with_no_entry(): void {
		$answer = $this->send_paid( self::LUNCH, $this->token( '4000000000000002' ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'This transaction has been declined.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_a_token_of_another_kind_is_refused_with_nothing_charged(): void {
		$answer = SubmissionAjax::answer( $this->request( self::LUNCH + array( 'card' => array( 'opaque_data' => array( 'descriptor' => 'stripe.payment_intent', 'value' => $this->token() ) ) ) ) );
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
		add_filter( 'vista_forms_authorize_net_api_url', static fn () => 'http://127.0.0.1:9/xml/v1/request.api', 11 );
		$down = $this->send_paid( self::LUNCH, $token );
		$this->assertFalse( $down['success'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
		remove_all_filters( 'vista_forms_authorize_net_api_url', 11 );

		$this->assertTrue( $this->send_paid( self::LUNCH, $token )['success'] );
		$this->assertTrue( $this->send_paid( self::LUNCH, $token )['success'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_the_card_field_carries_the_public_keys_never_a_secret(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-gateway="authorize_net"', $html );
		$this->assertStringContainsString( 'data-client-key="client_good_stand_in"', $html );
		$this->assertStringContainsString( 'data-script-url="https://jstest.authorize.net/v1/Accept.js"', $html );
		$this->assertStringNotContainsString( 'tkey_good_stand_in', $html );
		$this->assertStringNotContainsString( self::SIGNATURE_KEY, $html );
	}

	public function test_stand_in_test_the_keys_asks_authorize_net(): void {
		$admin = (int) wp_insert_user(
			array(
				'user_login' => 'anet-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $admin );
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/test-keys' );
		$request->set_body_params( array( 'gateway' => 'authorize_net' ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		Settings::save( array( 'authorizeNetTestTransactionKey' => 'tkey_wrong' ) );
		$refused = rest_do_request( $request );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertStringContainsString( 'E00007', $refused->get_data()['message'] );
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $admin );
	}

	/**
	 * A notification as Authorize.Net sends it.
	 *
	 * @param string $id        notificationId.
	 * @param string $type      eventType.
	 * @param string $reference The transaction's id.
	 */
	private static function notification( string $id, string $type, string $reference ): string {
		return (string) wp_json_encode(
			array(
				'notificationId' => $id,
				'eventType'      => $type,
				'eventDate'      => '2026-11-29T20:00:00.000Z',
				'webhookId'      => 'stand-in-webhook',
				'payload'        => array(
					'responseCode' => 1,
					'authAmount'   => 35.0,
					'entityName'   => 'transaction',
					'id'           => $reference,
				),
			)
		);
	}

	/**
	 * Posts a notification to the webhook.
	 *
	 * @param string      $body      Body.
	 * @param string|null $signature X-ANET-Signature (the good one by default).
	 */
	private static function deliver( string $body, ?string $signature = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/authorize-net/webhook' );
		$request->set_body( $body );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_header( 'x-anet-signature', $signature ?? 'sha512=' . strtoupper( hash_hmac( 'sha512', $body, self::SIGNATURE_KEY ) ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_stand_in_a_signed_notification_updates_the_payment_once_and_a_bad_signature_changes_nothing(): void {
		$answer    = $this->send_paid( self::LUNCH, $this->token() );
		$reference = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ]['reference'];
		$changes   = 0;
		add_action(
			'vista_forms_payment_status',
			static function () use ( &$changes ) {
				++$changes;
			}
		);

		$forged = self::notification( 'n-forged', 'net.authorize.payment.void.created', $reference );
		$this->assertSame( 400, self::deliver( $forged, 'sha512=' . str_repeat( 'A', 128 ) )->get_status() );
		$this->assertSame( 400, self::deliver( $forged, '' )->get_status() );
		$this->assertSame( 'paid', PaymentStore::find( 'authorize_net', $reference )['status'] );

		$void = self::notification( 'n-1', 'net.authorize.payment.void.created', $reference );
		$this->assertSame( 200, self::deliver( $void )->get_status() );
		$this->assertSame( 'failed', PaymentStore::find( 'authorize_net', $reference )['status'] );
		// Replayed: answered, counted once.
		$this->assertTrue( self::deliver( $void )->get_data()['duplicate'] );
		$this->assertSame( 1, $changes );
	}
}
