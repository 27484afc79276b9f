<?php
/**
 * Card payments through Stripe (issue 37), against the stand-in of Stripe's API on loopback: the
 * server's amount, a forged amount refused, a declined card, 3-D Secure, one entry per payment
 * however often it is sent, and a retry after a network failure.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/StripeTestCase.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Payments\Amount;
use Vista\Forms\Payments\PaymentStore;

/**
 * @group payments
 */
final class StripePaymentTest extends StripeTestCase {

	public function test_the_amount_is_the_stored_prices_of_what_was_chosen(): void {
		$form = FormDefinition::load( $this->form_id );
		$this->assertSame( 3500, Amount::of_posted( $form, self::LUNCH, 'USD' ) );
		$this->assertSame( 6500, Amount::of_posted( $form, array( 'extras' => array( 'Lunch', 'Dinner' ) ), 'USD' ) );
		$this->assertSame( 35, Amount::of_posted( $form, self::LUNCH, 'JPY' ), 'a currency without cents' );
		$this->assertNull( Amount::of_posted( $form, array( 'extras' => array( 'Champagne' ) ), 'USD' ), 'a choice the form does not offer' );
	}

	public function test_stand_in_the_intent_is_for_the_servers_amount_whatever_prices_the_page_posts(): void {
		$forged = self::LUNCH + array( 'ticket' => '0.50' );
		$intent = $this->stand_in( 'GET', '/v1/payment_intents/' . $this->paid_intent( $forged, 'pm_card_visa' ) );
		$this->assertSame( 3500, $intent['amount'] );
		$this->assertSame( 'usd', $intent['currency'] );
		$this->assertSame( (string) $this->form_id, $intent['metadata']['vista_form'] );
	}

	public function test_stand_in_a_successful_payment_stores_one_paid_entry(): void {
		$intent = $this->paid_intent( self::LUNCH );
		$answer = $this->send_paid( self::LUNCH, $intent );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( 1, $this->entry_count() );
		$payment = PaymentStore::for_entries( array( $answer['data']['entry_id'] ) )[ $answer['data']['entry_id'] ];
		$this->assertSame( array( 'paid', 3500, 'USD', 'stripe', $intent, 'test' ), array( $payment['status'], $payment['amount'], $payment['currency'], $payment['gateway'], $payment['reference'], $payment['mode'] ) );
	}

	public function test_stand_in_a_forged_amount_is_refused_with_no_entry(): void {
		// The page paid for lunch, then sends the form with dinner too.
		$intent = $this->paid_intent( self::LUNCH );
		$answer = $this->send_paid( array( 'name' => 'Ada', 'extras' => array( 'Lunch', 'Dinner' ) ), $intent );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'The payment does not match this form’s total. Please send the form again.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_a_declined_card_shows_the_banks_message_with_no_entry(): void {
		$answer = $this->send_paid( self::LUNCH, $this->paid_intent( self::LUNCH, 'pm_card_chargeDeclined' ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'Your card was declined.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_stand_in_3d_secure_required_is_refused_until_the_customer_authenticates(): void {
		$intent = $this->paid_intent( self::LUNCH, 'pm_card_authenticationRequired' );
		$this->assertSame( 'requires_action', $this->stand_in( 'GET', "/v1/payment_intents/{$intent}" )['status'] );
		$this->assertFalse( $this->send_paid( self::LUNCH, $intent )['success'] );
		$this->assertSame( 0, $this->entry_count() );

		$this->stand_in( 'POST', "/test/payment_intents/{$intent}/authenticate" );
		$this->assertTrue( $this->send_paid( self::LUNCH, $intent )['success'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_stand_in_a_failed_3d_secure_is_refused_with_stripes_message_whatever_the_page_says(): void {
		// The page posts the intent as if paid, though the customer failed the bank's challenge.
		$intent = $this->paid_intent( self::LUNCH, 'pm_card_authenticationRequired' );
		$this->stand_in( 'POST', "/test/payment_intents/{$intent}/authenticate", array( 'outcome' => 'fail' ) );
		$answer = $this->send_paid( self::LUNCH, $intent );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
	}

	public function test_stand_in_one_payment_sent_twice_makes_one_entry(): void {
		$intent = $this->paid_intent( self::LUNCH );
		$first  = $this->send_paid( self::LUNCH, $intent );
		$again  = $this->send_paid( self::LUNCH, $intent );
		$this->assertTrue( $again['success'] );
		$this->assertSame( $first['data']['entry_id'], $again['data']['entry_id'] );
		$this->assertSame( 1, $this->entry_count() );
		$this->assertCount( 1, self::payments() );
	}

	public function test_stand_in_the_same_attempt_asks_stripe_for_one_intent(): void {
		$one = $this->ask_intent( self::LUNCH, 'attempt-same' )->get_data()['clientSecret'];
		$two = $this->ask_intent( self::LUNCH, 'attempt-same' )->get_data()['clientSecret'];
		$this->assertSame( $one, $two );
	}

	public function test_stand_in_a_retry_after_a_network_failure_makes_one_entry(): void {
		$intent = $this->paid_intent( self::LUNCH );
		// Stripe cannot be reached: the submission is refused and nothing is kept.
		add_filter( 'vista_forms_stripe_api_base', static fn () => 'http://127.0.0.1:9', 11 );
		$down = $this->send_paid( self::LUNCH, $intent );
		$this->assertFalse( $down['success'] );
		$this->assertSame( 0, $this->entry_count() );
		$this->assertSame( array(), self::payments() );
		remove_all_filters( 'vista_forms_stripe_api_base', 11 );

		$this->assertTrue( $this->send_paid( self::LUNCH, $intent )['success'] );
		$this->assertTrue( $this->send_paid( self::LUNCH, $intent )['success'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_an_empty_card_is_required_and_nothing_is_asked_of_stripe(): void {
		$answer = \Vista\Forms\Submit\SubmissionAjax::answer( $this->request( self::LUNCH ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( array( array( 'card' => 'This field is required.' ) ), $answer['data']['error'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_until_the_gateway_has_its_keys_the_form_takes_entries_without_payment(): void {
		\Vista\Forms\Settings\Settings::save( array( 'stripeTestSecretKey' => '' ) );
		$answer = \Vista\Forms\Submit\SubmissionAjax::answer( $this->request( self::LUNCH + array( 'card' => array( 'opaque_data' => array( 'descriptor' => '', 'value' => 'x' ) ) ) ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( array(), PaymentStore::for_entries( array( $answer['data']['entry_id'] ) ) );
		$this->assertSame( 503, $this->ask_intent( self::LUNCH )->get_status() );
	}

	public function test_the_card_field_carries_the_public_key_never_a_secret_and_nothing_without_keys(): void {
		$html = \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-gateway="stripe"', $html );
		$this->assertStringContainsString( 'data-publishable-key="pk_test_stand_in"', $html );
		$this->assertStringNotContainsString( 'sk_test_good_stand_in', $html );
		$this->assertStringNotContainsString( 'whsec_stand_in', $html );
		\Vista\Forms\Settings\Settings::save( array( 'stripeTestPublishableKey' => '' ) );
		$this->assertStringNotContainsString( 'data-gateway', \Vista\Forms\View\FormRenderer::render( FormDefinition::load( $this->form_id ) ) );
	}

	public function test_an_intent_needs_the_forms_signature_from_a_page_of_this_site(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://attacker.example';
		$this->assertSame( 403, $this->ask_intent( self::LUNCH )->get_status() );
	}

	public function test_stand_in_a_form_without_stripe_gets_no_intent(): void {
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array( 'payment_gateway' => 'square' ) );
		$this->assertSame( 400, $this->ask_intent( self::LUNCH )->get_status() );
	}
}
