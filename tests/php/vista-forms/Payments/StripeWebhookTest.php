<?php
/**
 * Stripe's webhook (issue 37) at /vista-forms/v1/payments/stripe/webhook: an event signed with the
 * endpoint's secret (Stripe-Signature t=…,v1=…) makes the server read the intent again from the
 * stand-in of Stripe, and the entry's payment takes the intent's status there, once; a bad,
 * missing or stale signature changes nothing; a late event of an earlier decline leaves a paid
 * entry paid; while Stripe cannot be read the event waits for Stripe's retry.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once __DIR__ . '/StripeTestCase.php';

use Vista\Forms\Clock;
use Vista\Forms\Payments\PaymentStore;

/**
 * @group payments
 */
final class StripeWebhookTest extends StripeTestCase {

	private int $entry_id = 0;

	private string $intent = '';

	protected function setUp(): void {
		parent::setUp();
		$this->intent   = $this->paid_intent( self::LUNCH );
		$this->entry_id = (int) $this->send_paid( self::LUNCH, $this->intent )['data']['entry_id'];
		$this->assertSame( 'paid', $this->status() );
	}

	/**
	 * An event about the intent, as Stripe sends it.
	 *
	 * @param string $id   Event id.
	 * @param string $type Event type.
	 */
	private function event( string $id, string $type ): string {
		return (string) wp_json_encode(
			array(
				'id'       => $id,
				'object'   => 'event',
				'type'     => $type,
				'livemode' => false,
				'data'     => array(
					'object' => array(
						'id'     => $this->intent,
						'object' => 'payment_intent',
						'amount' => 3500,
					),
				),
			)
		);
	}

	/**
	 * Delivers a body with a signature header.
	 *
	 * @param string      $body      Body.
	 * @param string|null $signature Stripe-Signature, or null to sign it with the right secret now.
	 */
	private function deliver( string $body, ?string $signature = null ): int {
		$now     = Clock::now();
		$request = new \WP_REST_Request( 'POST', '/vista-forms/v1/payments/stripe/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Stripe-Signature', $signature ?? 't=' . $now . ',v1=' . hash_hmac( 'sha256', $now . '.' . $body, 'whsec_stand_in' ) );
		$request->set_body( $body );
		return rest_do_request( $request )->get_status();
	}

	private function status(): string {
		return (string) PaymentStore::for_entries( array( $this->entry_id ) )[ $this->entry_id ]['status'];
	}

	/**
	 * What happens to the intent at Stripe after the page is gone.
	 *
	 * @param string $status The intent's status there now.
	 */
	private function stripe_now( string $status ): void {
		$this->assertSame( $status, $this->stand_in( 'POST', "/test/payment_intents/{$this->intent}/later", array( 'status' => $status ) )['status'] ?? null );
	}

	public function test_stand_in_a_signed_event_gives_the_entry_the_intents_status_at_stripe(): void {
		$this->stripe_now( 'requires_payment_method' );
		$this->assertSame( 200, $this->deliver( $this->event( 'evt_failed_1', 'payment_intent.payment_failed' ) ) );
		$this->assertSame( 'failed', $this->status() );
	}

	public function test_stand_in_a_late_event_of_an_earlier_decline_leaves_the_paid_entry_paid(): void {
		// The intent was declined once (payment_failed), then paid with another card: Stripe
		// does not promise the order of events, and the decline's may come last.
		$this->assertSame( 200, $this->deliver( $this->event( 'evt_succeeded_late', 'payment_intent.succeeded' ) ) );
		$this->assertSame( 200, $this->deliver( $this->event( 'evt_failed_late', 'payment_intent.payment_failed' ) ) );
		$this->assertSame( 'paid', $this->status() );
	}

	public function test_stand_in_a_replayed_event_is_counted_once(): void {
		$changes = 0;
		add_action( 'vista_forms_payment_status', static function () use ( &$changes ): void {
			++$changes;
		} );
		$this->stripe_now( 'requires_payment_method' );
		$failed = $this->event( 'evt_failed_2', 'payment_intent.payment_failed' );
		$this->assertSame( 200, $this->deliver( $failed ) );
		$this->assertSame( 'failed', $this->status() );
		$this->stripe_now( 'succeeded' );
		$this->assertSame( 200, $this->deliver( $this->event( 'evt_succeeded_2', 'payment_intent.succeeded' ) ) );
		$this->assertSame( 'paid', $this->status() );
		// The failure replayed (an attacker's copy, or Stripe's retry) is answered but not applied again.
		$this->stripe_now( 'requires_payment_method' );
		$this->assertSame( 200, $this->deliver( $failed ) );
		$this->assertSame( 'paid', $this->status() );
		$this->assertSame( 2, $changes );
		remove_all_actions( 'vista_forms_payment_status' );
	}

	public function test_stand_in_while_stripe_cannot_be_read_the_event_waits_for_its_retry(): void {
		$this->stripe_now( 'requires_payment_method' );
		$body = $this->event( 'evt_failed_4', 'payment_intent.payment_failed' );
		add_filter( 'vista_forms_stripe_api_base', static fn () => 'http://127.0.0.1:9', 11 );
		$this->assertSame( 503, $this->deliver( $body ) );
		$this->assertSame( 'paid', $this->status() );
		remove_all_filters( 'vista_forms_stripe_api_base', 11 );
		$this->assertSame( 200, $this->deliver( $body ) );
		$this->assertSame( 'failed', $this->status() );
	}

	public function test_stand_in_a_bad_missing_or_stale_signature_changes_nothing(): void {
		$this->stripe_now( 'requires_payment_method' );
		$body = $this->event( 'evt_failed_3', 'payment_intent.payment_failed' );
		$now  = Clock::now();
		$this->assertSame( 400, $this->deliver( $body, 't=' . $now . ',v1=' . hash_hmac( 'sha256', $now . '.' . $body, 'whsec_someone_else' ) ) );
		$this->assertSame( 400, $this->deliver( $body, '' ) );
		$old = $now - 3600;
		$this->assertSame( 400, $this->deliver( $body, 't=' . $old . ',v1=' . hash_hmac( 'sha256', $old . '.' . $body, 'whsec_stand_in' ) ) );
		$this->assertSame( 'paid', $this->status() );
		// The refused deliveries did not use up the event id: Stripe's own delivery still counts.
		$this->assertSame( 200, $this->deliver( $body ) );
		$this->assertSame( 'failed', $this->status() );
	}
}
