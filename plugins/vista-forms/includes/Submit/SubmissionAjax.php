<?php
/**
 * The ajax submission (001 §7 call 5): the visitor's script posts the form to admin-ajax.php with
 * action=everest_forms_ajax_form_submission; the answer has the shapes the script reads.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Editor\Quiz;
use Vista\Forms\View\PreviewConfirmation;
use const Vista\Forms\PLUGIN_FILE;

/**
 * wp_ajax(_nopriv)_everest_forms_ajax_form_submission
 */
final class SubmissionAjax {

	public const ACTION = 'everest_forms_ajax_form_submission';

	/** Action of the form's own nonce, `_wpnonce{formid}`, printed in the form. */
	public const FORM_NONCE_ACTION = 'everest-forms_process_submit';

	/**
	 * Answers the call and ends the request.
	 */
	public static function handle(): void {
		$answer = self::answer( Kit\Ajax::posted(), $_FILES ); // answer() checks both nonces; Validator cleans every value.
		if ( true === ( $answer['data']['pdf_download'] ?? null ) ) {
			PdfEntry::grant( (int) $answer['data']['form_id'], (int) $answer['data']['entry_id'] );
		}
		wp_send_json( $answer, 200 );
	}

	/**
	 * The JSON answer to posted data.
	 *
	 * @param array<string, mixed> $request Posted data (unslashed).
	 * @param array<string, mixed> $files   $_FILES.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	public static function answer( array $request, array $files = array() ): array {
		$everest = is_array( $request['everest_forms'] ?? null ) ? $request['everest_forms'] : array();
		$form_id = absint( is_scalar( $everest['id'] ?? null ) ? $everest['id'] : 0 );
		$form    = FormDefinition::load( $form_id );
		if ( null === $form ) {
			return self::error( $form_id, Messages::server( 'no_form' ) );
		}
		if ( ! self::sender_allowed( $request, $form_id ) ) {
			return self::error( $form_id, Messages::server( 'expired' ) );
		}
		$result = ( new Submission() )->process( $form, $request, $files );
		if ( 'success' !== $result['status'] && 'spam' !== $result['status'] ) {
			return self::error( $form_id, $result['message'], $result['errors'] );
		}
		return array(
			'success' => true,
			'data'    => self::success_data( $form, $result['entry_id'], $result['message'] ),
		);
	}

	/**
	 * Whether the sender may submit: both nonces fresh; or, from a page a full-page cache kept
	 * longer than a nonce lives (issue 14), a logged-out visitor on a page of this site whose form
	 * carries the start time the server signed (no expiry). The spam guard and the per-client rate
	 * limits, keyed on what the client cannot renew at will, apply either way.
	 *
	 * @param array<string, mixed> $request Posted data.
	 * @param int                  $form_id The form.
	 */
	private static function sender_allowed( array $request, int $form_id ): bool {
		if ( Kit\Ajax::nonce_ok( $request, self::ACTION, 'security' ) && Kit\Ajax::nonce_ok( $request, self::FORM_NONCE_ACTION, '_wpnonce' . $form_id ) ) {
			return true;
		}
		$signed = null !== SpamGuard::signed_start( $request[ SpamGuard::SIGNED_START_FIELD ] ?? null, $form_id );
		return Kit\Ajax::write_allowed( array(), self::ACTION, $signed );
	}

	/**
	 * The data of a success answer (001 §7.5).
	 *
	 * @param FormDefinition $form     Form.
	 * @param int            $entry_id Entry (0 when nothing was stored).
	 * @param string         $message  Success message.
	 * @return array<string, mixed>
	 */
	public static function success_data( FormDefinition $form, int $entry_id, string $message ): array {
		$settings = $form->settings();
		$data     = array(
			'response'                  => 'success',
			'message'                   => $message,
			'form_id'                   => $form->id,
			'entry_id'                  => $entry_id,
			'message_display_location'  => (string) $settings['message_location'],
			'form_state_type'           => (string) $settings['form_state_type'],
			'submission_message_scroll' => ! empty( $settings['submission_message_scroll'] ) ? '1' : '0',
		);
		$redirect = (string) $settings['redirect'];
		$url      = esc_url_raw( (string) $settings['redirect_url'] );
		if ( in_array( $redirect, array( 'same', 'new_tab' ), true ) && '' !== $url ) {
			$data['redirect_url']               = $url;
			$data['enable_redirect_in_new_tab'] = 'new_tab' === $redirect;
		}
		// A flag, as the original answers: the script links to 001 §2's address without a key, and
		// handle() gives this browser the key in an httponly cookie.
		if ( $entry_id > 0 && PdfEntry::is_enabled( $form ) ) {
			$data['pdf_download']         = true;
			$data['pdf_download_message'] = Messages::server( 'pdf_download' );
		}
		if ( $entry_id > 0 ) {
			// Quiz result and preview, built from what was stored, not from what was posted.
			$stored = EntryStore::get( $entry_id )['values'] ?? array();
			$data   = array_merge( $data, Quiz::answer_data( $form, $stored ), PreviewConfirmation::answer_data( $form, $stored ) );
		}
		// The images of the popup, for scripts that draw it from the answer (the original's does).
		if ( 'popup' === $data['message_display_location'] ) {
			$data['image_url'] = array(
				'close_btn'   => plugins_url( 'assets/images/close-btn.svg', PLUGIN_FILE ),
				'green_check' => plugins_url( 'assets/images/green-check.svg', PLUGIN_FILE ),
			);
		}
		return $data;
	}

	/**
	 * An error answer: the notice header for the form, the message, and one single-pair object per
	 * field error, in form order.
	 *
	 * @param int                   $form_id Form.
	 * @param string                $message Notice.
	 * @param array<string, string> $errors  Field errors.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	public static function error( int $form_id, string $message, array $errors = array() ): array {
		$list = array();
		foreach ( $errors as $field_id => $text ) {
			$list[] = array( (string) $field_id => $text );
		}
		return array(
			'success' => false,
			'data'    => array(
				(string) $form_id => array( 'header' => $message ),
				'message'         => $message,
				'error'           => $list,
			),
		);
	}
}
