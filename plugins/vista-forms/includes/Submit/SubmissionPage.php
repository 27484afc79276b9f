<?php
/**
 * The form without JavaScript: it posts to its own page; the server handles the post in
 * template_redirect. On success it redirects (post/redirect/get) to the same page with a marker,
 * which shows the success notice; on errors the page renders again with the notice, the posted
 * values and the field errors.
 *
 * The form itself is drawn by FormEmbed/FormRenderer, which ask `vista_forms_render_state` for
 * what this request left: this class answers that filter.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Kit;
use Vista\Forms\View\Messages;
use Vista\Forms\View\SuccessNotice;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Validation\Validator;

/**
 * template_redirect handling of a posted form, and the notice on the page after it.
 */
final class SubmissionPage {

	public const SENT_MARKER  = 'vista_form_sent';
	public const ENTRY_MARKER = 'vista_form_entry';
	public const KEY_MARKER   = 'vista_form_key';

	/** @var array<int, array{values: array<string, mixed>, errors: array<string, string>, notice: string, notice_type: string, entry_id: int}> State by form id for this request. */
	private static array $states = array();

	/**
	 * Handles a posted form (redirecting on success), or notes a success marker in the address.
	 */
	public static function handle(): void {
		// The form's nonce is checked in handle_post().
		if ( isset( $_GET[ self::SENT_MARKER ] ) ) {
			self::note_success( absint( $_GET[ self::SENT_MARKER ] ), absint( $_GET[ self::ENTRY_MARKER ] ?? 0 ), sanitize_text_field( wp_unslash( $_GET[ self::KEY_MARKER ] ?? '' ) ) );
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST['everest_forms']['id'] ) || wp_doing_ajax() ) {
			return;
		}
		$redirect = self::handle_post( wp_unslash( $_POST ), $_FILES, self::current_url() );
		if ( null !== $redirect ) {
			wp_redirect( $redirect, 303 ); // This page, or the owner's configured redirect address.
			exit;
		}
	}

	/**
	 * Processes a posted form. On success, the address to redirect to; otherwise null, and the state
	 * for rendering the form again is kept.
	 *
	 * @param array<string, mixed> $request Posted data (unslashed).
	 * @param array<string, mixed> $files   $_FILES.
	 * @param string               $page    This page's address.
	 */
	public static function handle_post( array $request, array $files, string $page ): ?string {
		$everest = is_array( $request['everest_forms'] ?? null ) ? $request['everest_forms'] : array();
		$form_id = absint( is_scalar( $everest['id'] ?? null ) ? $everest['id'] : 0 );
		$form    = FormDefinition::load( $form_id );
		if ( null === $form ) {
			return null;
		}
		$values = self::posted_values( $form, $everest['form_fields'] ?? array() );
		// As call 5 (SubmissionAjax::sender_allowed): a fresh form nonce, or, from a page a full-page
		// cache kept longer than a nonce lives, a logged-out visitor on a page of this site whose form
		// carries the start time the server signed (issue 14). The spam guard applies either way.
		$signed = null !== SpamGuard::signed_start( $request[ SpamGuard::SIGNED_START_FIELD ] ?? null, $form_id );
		if ( ! Kit\Ajax::write_allowed( $request, SubmissionAjax::FORM_NONCE_ACTION, $signed, '_wpnonce' . $form_id ) ) {
			self::keep( $form_id, $values, array(), Messages::server( 'expired' ), 'error' );
			return null;
		}
		$result = ( new Submission() )->process( $form, $request, $files );
		if ( 'success' !== $result['status'] && 'spam' !== $result['status'] ) {
			self::keep( $form_id, $values, $result['errors'], $result['message'], 'error' );
			return null;
		}
		$settings = $form->settings();
		$target   = esc_url_raw( (string) $settings['redirect_url'] );
		if ( in_array( $settings['redirect'], array( 'same', 'new_tab' ), true ) && '' !== $target ) {
			return $target;
		}
		$marker = array( self::SENT_MARKER => $form_id );
		if ( $result['entry_id'] > 0 && SuccessNotice::needs_entry( $form ) ) {
			$marker[ self::ENTRY_MARKER ] = $result['entry_id'];
			$marker[ self::KEY_MARKER ]   = PdfEntry::key( $form_id, $result['entry_id'] );
		}
		return add_query_arg( $marker, remove_query_arg( array( self::SENT_MARKER, self::ENTRY_MARKER, self::KEY_MARKER ), $page ) );
	}

	/**
	 * What the page shows for a form in this request (after a failed post or a success marker).
	 *
	 * @param int $form_id Form.
	 * @return array{values: array<string, mixed>, errors: array<string, string>, notice: string, notice_type: string, entry_id: int}|null
	 */
	public static function state( int $form_id ): ?array {
		return self::$states[ $form_id ] ?? null;
	}

	/**
	 * Forgets the request's states (tests).
	 */
	public static function reset(): void {
		self::$states = array();
	}

	/**
	 * Gives the form renderer (FormEmbed, for the block and the shortcode) what this request
	 * left for the form: posted values, field errors and the notice.
	 *
	 * @param mixed $state   State so far.
	 * @param int   $form_id Form.
	 * @return mixed
	 */
	public static function render_state( $state, int $form_id ) {
		return self::state( $form_id ) ?? $state;
	}

	/**
	 * The success notice after the redirect.
	 *
	 * @param int    $form_id  Form.
	 * @param int    $entry_id Entry, when the notice shows something of it (SuccessNotice).
	 * @param string $key      The entry's signed key (PdfEntry::key).
	 */
	private static function note_success( int $form_id, int $entry_id, string $key ): void {
		$form = FormDefinition::load( $form_id );
		if ( null === $form ) {
			return;
		}
		$entry_id = $entry_id > 0 && PdfEntry::key_opens( $form_id, $entry_id, $key ) ? $entry_id : 0;
		$notice   = $entry_id > 0 ? SuccessNotice::html( $form, $entry_id ) : esc_html( Submission::success_message( $form ) );
		self::keep( $form_id, array(), array(), $notice, 'success', $entry_id );
	}

	/**
	 * Keeps a form's state for this request.
	 *
	 * @param int                   $form_id     Form.
	 * @param array<string, mixed>  $values      Posted values (plain text).
	 * @param array<string, string> $errors      Field errors.
	 * @param string                $notice      Notice.
	 * @param string                $notice_type success or error.
	 * @param int                   $entry_id    Entry for the PDF link.
	 */
	private static function keep( int $form_id, array $values, array $errors, string $notice, string $notice_type, int $entry_id = 0 ): void {
		self::$states[ $form_id ] = array(
			'values'      => $values,
			'errors'      => $errors,
			'notice'      => $notice,
			'notice_type' => $notice_type,
			'entry_id'    => $entry_id,
		);
	}

	/**
	 * The posted values as plain text, to fill the form again; passwords and files are not sent back.
	 *
	 * @param FormDefinition $form   Form.
	 * @param mixed          $posted Posted form_fields.
	 * @return array<string, mixed>
	 */
	private static function posted_values( FormDefinition $form, $posted ): array {
		$values = array();
		foreach ( $form->fields() as $id => $field ) {
			if ( ! is_array( $posted ) || ! isset( $posted[ $id ] ) || in_array( $field['type'], array( 'password', 'credit-card', 'signature' ), true ) ) {
				continue;
			}
			$values[ $id ] = self::plain_deep( $posted[ $id ], 'textarea' === $field['type'] );
		}
		return $values;
	}

	/**
	 * Plain text of a posted value, arrays kept (two levels at most).
	 *
	 * @param mixed $value     Value.
	 * @param bool  $multiline Keep lines.
	 * @param int   $depth     Nesting left.
	 * @return string|array<string, mixed>
	 */
	private static function plain_deep( $value, bool $multiline, int $depth = 2 ) {
		if ( ! is_array( $value ) ) {
			return Validator::plain( $value, $multiline );
		}
		$clean = array();
		foreach ( $value as $key => $item ) {
			if ( $depth > 0 ) {
				$clean[ sanitize_text_field( (string) $key ) ] = self::plain_deep( $item, $multiline, $depth - 1 );
			}
		}
		return $clean;
	}

	/**
	 * This request's address.
	 */
	private static function current_url(): string {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$home = (array) wp_parse_url( home_url() );
		// The site's own scheme and host, never the request's Host header: the redirect stays here.
		$origin = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? 'localhost' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		return $origin . ( str_starts_with( $uri, '/' ) ? $uri : '/' );
	}
}
