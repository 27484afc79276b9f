<?php
/**
 * Forms → Settings → Payments (issue 37): the gateways' secret keys are write-only, and "Test the
 * keys" asks the gateway (the Stripe stand-in on loopback) whether it takes them.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/StripeTestCase.php';

use Vista\Forms\Settings\Settings;

/**
 * @group payments
 */
final class PaymentSettingsTest extends StripeTestCase {

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = (int) wp_insert_user(
			array(
				'user_login' => 'payments-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $this->admin );
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->admin );
		parent::tearDown();
	}

	private function test_keys( string $gateway = 'stripe' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/test-keys' );
		$request->set_body_params( array( 'gateway' => $gateway ) );
		return rest_do_request( $request );
	}

	public function test_the_settings_route_never_answers_a_secret_key(): void {
		$answer = (string) wp_json_encode( rest_do_request( new \WP_REST_Request( 'GET', '/vista-forms/v1/settings' ) )->get_data() );
		$this->assertStringNotContainsString( 'sk_test_good_stand_in', $answer );
		$this->assertStringNotContainsString( 'whsec_stand_in', $answer );
		$this->assertStringContainsString( '"stripeTestSecretKeySet":true', $answer );
		$this->assertStringContainsString( 'pk_test_stand_in', $answer, 'the publishable key is public' );
	}

	public function test_stand_in_good_keys_pass_the_test_and_a_wrong_secret_says_stripes_error(): void {
		$this->assertSame( 200, $this->test_keys()->get_status() );
		Settings::save( array( 'stripeTestSecretKey' => 'sk_test_wrong' ) );
		$refused = $this->test_keys();
		$this->assertSame( 400, $refused->get_status() );
		$this->assertStringStartsWith( 'Invalid API Key provided', $refused->get_data()['message'] );
	}

	public function test_stand_in_entries_show_the_payment_and_its_dashboard_link(): void {
		$fields = array(
			'name'   => 'Ada',
			'extras' => array( 'Dinner' ),
		);
		$intent = $this->paid_intent( $fields );
		$this->assertTrue( $this->send_paid( $fields, $intent )['success'] );
		$request = new \WP_REST_Request( 'GET', '/vista-forms/v1/entries' );
		$request->set_query_params( array( 'form_id' => $this->form_id ) );
		$row      = rest_do_request( $request )->get_data()['entries'][0];
		$expected = array(
			'status'    => 'paid',
			'amount'    => '55.00 USD',
			'gateway'   => 'stripe',
			'reference' => $intent,
			'mode'      => 'test',
			'url'       => 'https://dashboard.stripe.com/test/payments/' . $intent,
		);
		$this->assertSame( $expected, $row['payment'] );
		$entry = rest_do_request( new \WP_REST_Request( 'GET', '/vista-forms/v1/entries/' . $row['id'] ) )->get_data();
		$this->assertSame( $expected, $entry['payment'] );
	}

	public function test_only_administrators_test_keys(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->test_keys()->get_status() );
	}

	public function test_a_bad_currency_or_mode_is_refused_and_nothing_saved(): void {
		$this->assertInstanceOf( \WP_Error::class, Settings::save( array( 'paymentCurrency' => 'dollars' ) ) );
		$this->assertInstanceOf( \WP_Error::class, Settings::save( array( 'paymentMode' => 'sandbox' ) ) );
		$this->assertSame( 'USD', Settings::get()['paymentCurrency'] );
	}
}
