<?php
/**
 * One submission of a form, whichever way it arrives (the ajax submission or a plain POST without JavaScript):
 * spam checks, validation, files, storing, notification. Nonces are the caller's job, since the two
 * ways carry different ones.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Validation\Validator;
use Vista\Forms\View\Messages;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\SendAgain;
use Vista\Forms\Editor\Quiz;
use Vista\Forms\Payments\Checkout;

/**
 * Processes a submission into an entry or a list of errors.
 */
final class Submission {

	/** Largest posted form data (files aside), in bytes. */
	public const MAX_POST_BYTES = 1048576;

	/**
	 * @param Upload $upload Stores the files.
	 */
	public function __construct( private Upload $upload = new Upload() ) {}

	/**
	 * Processes a submission.
	 *
	 * @param FormDefinition       $form    The form.
	 * @param array<string, mixed> $request Posted data (unslashed): everest_forms, evf_submission_start_time,
	 *                                      the signed start time.
	 * @param array<string, mixed> $files   $_FILES.
	 * @return array{status: string, message: string, entry_id: int, errors: array<string, string>}
	 *         status: success, spam (pretended success, nothing stored), invalid, refused.
	 */
	public function process( FormDefinition $form, array $request, array $files = array() ): array {
		$everest = is_array( $request['everest_forms'] ?? null ) ? $request['everest_forms'] : array();
		$posted  = is_array( $everest['form_fields'] ?? null ) ? $everest['form_fields'] : array();

		// A paid submission sent again (its answer lost on the way) answers the entry it made.
		$earlier = Checkout::earlier_entry( $form, $posted );
		if ( $earlier > 0 ) {
			return self::result( 'success', self::success_message( $form ), $earlier );
		}
		$ip_hash = SpamGuard::ip_hash();
		$refusal = self::refusal( $form, $request, $everest, $ip_hash );
		if ( null !== $refusal ) {
			return $refusal;
		}

		$checked = ( new Validator( $form ) )->validate( $posted );
		$uploads = $this->upload->check( $form, $files );
		$errors  = array_merge( $checked['errors'], $uploads['errors'] );
		if ( array() !== $errors ) {
			return self::result( 'invalid', Messages::server( 'header' ), 0, self::in_form_order( $form, $errors ) );
		}

		$payment = Checkout::settle( $form, $checked['values'], $posted );
		if ( null !== $payment && '' !== $payment->error ) {
			return self::result( 'invalid', Messages::server( 'header' ), 0, array( $payment->field_id => $payment->error ) );
		}
		if ( null !== $payment && $payment->entry_id > 0 ) {
			return self::result( 'success', self::success_message( $form ), $payment->entry_id );
		}
		$stored = $this->store( $form, $checked['values'], $uploads['files'], $ip_hash );
		if ( '' !== $stored['refusal'] ) {
			$payment?->release();
			return self::result( 'refused', Messages::server( $stored['refusal'] ) );
		}
		$entry_id = $stored['entry_id'];
		$payment?->complete( $entry_id );
		TimedAttempt::finish( $form );
		Quiz::store( $form, $entry_id, $stored['values'] );
		Notification::send( $form, $entry_id );
		/**
		 * Fires after an entry is stored.
		 *
		 * @param int            $entry_id Entry.
		 * @param FormDefinition $form     Form.
		 */
		do_action( 'vista_forms_entry_stored', $entry_id, $form );
		return self::result( 'success', self::success_message( $form ), $entry_id );
	}

	/**
	 * Stores the signatures, the files and the entry, then checks the limits again (two sendings
	 * at once).
	 *
	 * @param FormDefinition       $form    Form.
	 * @param array<string, mixed> $values  Validated values.
	 * @param array<string, mixed> $files   Checked uploads.
	 * @param string               $ip_hash The client.
	 * @return array{entry_id: int, values: array<string, mixed>, refusal: string} refusal: the
	 *         server message's key when no entry was kept ('' when one was).
	 */
	private function store( FormDefinition $form, array $values, array $files, string $ip_hash ): array {
		$refused = static fn ( string $why ) => array(
			'entry_id' => 0,
			'values'   => array(),
			'refusal'  => $why,
		);
		foreach ( $values as $id => $value ) {
			if ( 'signature' === $form->fields()[ $id ]['type'] ) {
				$png = Upload::store_png( $value['png'] );
				if ( null === $png ) {
					return $refused( 'not_stored' );
				}
				$values[ $id ] = $png;
			}
		}
		$stored_files = $this->upload->store( $files );
		if ( null === $stored_files ) {
			return $refused( 'not_stored' );
		}
		$values   = self::in_form_order( $form, $values + $stored_files );
		$entry_id = EntryStore::create(
			$form->id,
			$values,
			array(
				'user_id'    => get_current_user_id(),
				'ip_hash'    => $ip_hash,
				'user_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '',
				'referer'    => esc_url_raw( (string) wp_get_raw_referer() ),
			)
		);
		if ( 0 === $entry_id ) {
			return $refused( 'not_stored' );
		}
		if ( SpamGuard::is_over_limit( $form->id, $ip_hash, $entry_id ) ) {
			EntryStore::delete( array( $entry_id ) );
			return $refused( 'rate_limited' );
		}
		if ( SendAgain::refuses( $form, $entry_id ) ) {
			EntryStore::delete( array( $entry_id ) );
			return $refused( 'already_sent' );
		}
		return array(
			'entry_id' => $entry_id,
			'values'   => $values,
			'refusal'  => '',
		);
	}

	/**
	 * The checks before validation, cheapest first: size, honeypot, too fast, rate limit, sending
	 * again, then
	 * the ones that may ask a remote service (captcha) or that concern timed forms.
	 *
	 * @param FormDefinition       $form    The form.
	 * @param array<string, mixed> $request Posted data.
	 * @param array<string, mixed> $everest The posted `everest_forms` array.
	 * @param string               $ip_hash The client.
	 * @return array{status: string, message: string, entry_id: int, errors: array<string, string>}|null
	 */
	private static function refusal( FormDefinition $form, array $request, array $everest, string $ip_hash ): ?array {
		/** Filters the largest posted form data in bytes, files aside. */
		if ( strlen( http_build_query( $request ) ) > (int) apply_filters( 'vista_forms_max_post_bytes', self::MAX_POST_BYTES ) ) {
			return self::result( 'refused', Messages::server( 'too_large' ) );
		}
		if ( SpamGuard::is_honeypot( $everest ) ) {
			return self::result( 'spam', self::success_message( $form ) );
		}
		if ( SpamGuard::is_too_fast( $request[ SpamGuard::SIGNED_START_FIELD ] ?? null, $request['evf_submission_start_time'] ?? null, $form->id ) ) {
			return self::result( 'refused', Messages::server( 'too_fast' ) );
		}
		if ( SpamGuard::is_over_limit( $form->id, $ip_hash ) ) {
			return self::result( 'refused', Messages::server( 'rate_limited' ) );
		}
		if ( SendAgain::refuses( $form ) ) {
			return self::result( 'refused', Messages::server( 'already_sent' ) );
		}
		if ( TimedForm::is_too_late( $form, $request ) ) {
			return self::result( 'refused', Messages::server( 'time_up' ) );
		}
		if ( ! Captcha::passes( $request, $form ) ) {
			return self::result( 'refused', Messages::server( 'captcha' ) );
		}
		return null;
	}

	/**
	 * The form's success message, or the default one.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function success_message( FormDefinition $form ): string {
		$message = Validator::plain( $form->settings()['success_message'] ?? '', true );
		return '' !== $message ? $message : Messages::server( 'success' );
	}

	/**
	 * Values or errors sorted as the fields of the form.
	 *
	 * @param FormDefinition       $form  Form.
	 * @param array<string, mixed> $items By field id.
	 * @return array<string, mixed>
	 */
	private static function in_form_order( FormDefinition $form, array $items ): array {
		return array_merge( array_intersect_key( array_fill_keys( array_keys( $form->fields() ), null ), $items ), $items );
	}

	/**
	 * A result.
	 *
	 * @param string                $status   success, spam, invalid, refused.
	 * @param string                $message  Notice.
	 * @param int                   $entry_id Stored entry.
	 * @param array<string, string> $errors   Field errors.
	 * @return array{status: string, message: string, entry_id: int, errors: array<string, string>}
	 */
	private static function result( string $status, string $message, int $entry_id = 0, array $errors = array() ): array {
		return array(
			'status'   => $status,
			'message'  => $message,
			'entry_id' => $entry_id,
			'errors'   => $errors,
		);
	}
}
