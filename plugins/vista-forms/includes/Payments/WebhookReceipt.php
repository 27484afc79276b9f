<?php
/**
 * What every gateway's webhook does once the event's signature is good (issue 37): take each event
 * once (a replay is answered 200, so the gateway stops retrying, and changes nothing), and set the
 * status of the payment it names.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Applies a verified event.
 */
final class WebhookReceipt {

	/**
	 * Applies an event.
	 *
	 * @param string      $gateway   Gateway id.
	 * @param string      $event_id  The gateway's id of the event.
	 * @param string      $reference The gateway's id of the payment.
	 * @param string|null $status    What the event means for the payment (null: nothing).
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function apply( string $gateway, string $event_id, string $reference, ?string $status ) {
		if ( '' === $event_id ) {
			return new \WP_Error( 'vista_forms_bad_event', __( 'The event has no id.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		if ( ! PaymentStore::first_delivery( $gateway, $event_id ) ) {
			return new \WP_REST_Response( array( 'received' => true, 'duplicate' => true ) );
		}
		if ( null !== $status && '' !== $reference && PaymentStore::set_status( $gateway, $reference, $status ) ) {
			/** This action is documented in includes/Payments/StripeWebhook.php */
			do_action( 'vista_forms_payment_status', $gateway, $reference, $status );
		}
		return new \WP_REST_Response( array( 'received' => true ) );
	}

	/**
	 * The answer to an event whose signature does not match.
	 */
	public static function bad_signature(): \WP_Error {
		return new \WP_Error( 'vista_forms_bad_signature', __( 'The event’s signature does not match.', 'vista-forms' ), array( 'status' => 400 ) );
	}
}
