<?php
/**
 * Fixtures of the Stripe tests: the card gateways' shared fixtures (CardGatewayTestCase) with the
 * stand-in of Stripe's API (tests/e2e/fixtures/stripe-stand-in.php) and test keys it accepts, and
 * the page's side: asking for an intent and confirming it as Stripe.js would.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/CardGatewayTestCase.php';

/**
 * Pays through the stand-in of Stripe, as the page does.
 */
abstract class StripeTestCase extends CardGatewayTestCase {

	protected static function gateway(): string {
		return 'stripe';
	}

	protected static function stand_in_script(): string {
		return 'stripe-stand-in.php';
	}

	protected static function keys(): array {
		return array(
			'stripeTestPublishableKey' => 'pk_test_stand_in',
			'stripeTestSecretKey'      => 'sk_test_good_stand_in',
			'stripeTestWebhookSecret'  => 'whsec_stand_in',
		);
	}

	protected static function stand_in_filters( string $base ): array {
		return array( 'vista_forms_stripe_api_base' => $base );
	}

	protected static function descriptor(): string {
		return 'stripe.payment_intent';
	}

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tearDown();
	}

	/**
	 * The page's request for an intent, as the form is filled in.
	 *
	 * @param array<string, mixed> $fields  Posted form fields.
	 * @param string               $attempt The page's sending.
	 * @return \WP_REST_Response|\WP_Error|\WP_HTTP_Response
	 */
	protected function ask_intent( array $fields, string $attempt = 'attempt-0001' ) {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/stripe/intent' );
		$request->set_body_params(
			array(
				'form_id'                                     => $this->form_id,
				\Vista\Forms\Submit\SpamGuard::SIGNED_START_FIELD => \Vista\Forms\Submit\SpamGuard::start_token( $this->form_id, \Vista\Forms\Clock::now_ms() - 10000 ),
				'attempt'                                     => $attempt,
				'everest_forms'                               => array( 'form_fields' => $fields ),
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * An intent for the fields, confirmed in the "page" with a Stripe test payment method.
	 *
	 * @param array<string, mixed> $fields         Posted form fields.
	 * @param string               $payment_method pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired.
	 * @return string The intent's id.
	 */
	protected function paid_intent( array $fields, string $payment_method = 'pm_card_visa', string $attempt = 'attempt-0001' ): string {
		$answer = $this->ask_intent( $fields, $attempt );
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$intent = strstr( (string) $answer->get_data()['clientSecret'], '_secret_', true );
		$this->stand_in( 'POST', "/v1/payment_intents/{$intent}/confirm", array( 'payment_method' => $payment_method ) );
		return (string) $intent;
	}

	/**
	 * A call to the stand-in, as the page's Stripe.js or the test makes it.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $body   Fields.
	 * @return array<string, mixed>
	 */
	protected function stand_in( string $method, string $path, array $body = array() ): array {
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'  => $method,
				'headers' => array( 'Authorization' => 'Bearer sk_test_good_stand_in' ),
				'body'    => $body,
			)
		);
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}
}
