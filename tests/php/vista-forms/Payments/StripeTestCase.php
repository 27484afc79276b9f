<?php
/**
 * Fixtures of the Stripe tests: the stand-in of Stripe's API on loopback (tests/e2e/fixtures/
 * stripe-stand-in.php under `php -S`), test keys it accepts, and a form that sells a ticket
 * (25.00, fixed) with extras (Lunch 10.00, Dinner 30.00) and takes the card through Stripe.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';
require_once __DIR__ . '/StandInServer.php';

use Vista\Forms\Payments\PaymentStore;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Tests\Forms\SubmissionTestCase;

/**
 * Starts the stand-in once per class, points the plugin at it, and pays through it.
 */
abstract class StripeTestCase extends SubmissionTestCase {

	private static ?StandInServer $server = null;

	protected static string $base = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		PaymentStore::migrate();
		self::$server = new StandInServer( 'stripe-stand-in.php' );
		self::$base   = self::$server->base;
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * A ticket with extras, paid by card through Stripe.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function contact_fields(): array {
		return array(
			array( 'fieldId' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true ),
			array( 'fieldId' => 'ticket', 'type' => 'payment-single', 'label' => 'Ticket', 'price' => '25' ),
			array(
				'fieldId' => 'extras',
				'type'    => 'payment-checkbox',
				'label'   => 'Extras',
				'choices' => array( array( 'label' => 'Lunch', 'value' => '10' ), array( 'label' => 'Dinner', 'value' => '30' ) ),
			),
			array( 'fieldId' => 'card', 'type' => 'credit-card', 'label' => 'Card', 'required' => true ),
		);
	}

	protected function setUp(): void {
		parent::setUp();
		update_post_meta( $this->form_id, \Vista\Forms\Editor\FormDefinition::SETTINGS_META, array( 'payment_gateway' => 'stripe' ) );
		add_filter( 'vista_forms_stripe_api_base', static fn () => self::$base );
		$saved = Settings::save(
			array(
				'paymentCurrency'           => 'USD',
				'stripeTestPublishableKey'  => 'pk_test_stand_in',
				'stripeTestSecretKey'       => 'sk_test_good_stand_in',
				'stripeTestWebhookSecret'   => 'whsec_stand_in',
			)
		);
		$this->assertIsArray( $saved );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_all_filters( 'vista_forms_stripe_api_base' );
		delete_option( Settings::OPTION );
		unset( $_SERVER['HTTP_ORIGIN'] );
		foreach ( array( PaymentStore::table(), PaymentStore::events_table() ) as $table ) {
			// SQL: own tables of the test site.
			$wpdb->query( "DELETE FROM {$table}" );
		}
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
			self::$base . $path,
			array(
				'method'  => $method,
				'headers' => array( 'Authorization' => 'Bearer sk_test_good_stand_in' ),
				'body'    => $body,
			)
		);
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * Sends the form (call 5) with the card field's token.
	 *
	 * @param array<string, mixed> $fields Form fields.
	 * @param string               $intent The intent's id.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	protected function send_paid( array $fields, string $intent ): array {
		$fields['card'] = array(
			'opaque_data' => array(
				'descriptor' => 'stripe.payment_intent',
				'value'      => $intent,
			),
		);
		return SubmissionAjax::answer( $this->request( $fields ) );
	}

	/**
	 * The payment rows.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function payments(): array {
		global $wpdb;
		// SQL: own table of the test site.
		return (array) $wpdb->get_results( 'SELECT * FROM ' . PaymentStore::table() . ' ORDER BY id', ARRAY_A );
	}
}
