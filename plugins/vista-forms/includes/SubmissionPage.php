<?php
/**
 * The form without JavaScript: it posts to its own page; the server handles the post in
 * template_redirect. On success it redirects (post/redirect/get) to the same page with a marker,
 * which shows the success notice; on errors the page renders again with the notice, the posted
 * values and the field errors.
 *
 * The form's markup is forms-build's FormRenderer::render( $form, $values, $errors, $notice,
 * $notice_type ); this class reaches it only through render_form(), and falls back to a notice in
 * front of the block's own output while that renderer is not there.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

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
	 * Hooks the handling and the rendering of the result.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'handle' ), 5 );
		add_filter( 'render_block', array( self::class, 'render_block' ), 10, 2 );
	}

	/**
	 * Handles a posted form (redirecting on success), or notes a success marker in the address.
	 */
	public static function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the form's nonce is checked in handle_post().
		if ( isset( $_GET[ self::SENT_MARKER ] ) ) {
			self::note_success( absint( $_GET[ self::SENT_MARKER ] ), absint( $_GET[ self::ENTRY_MARKER ] ?? 0 ), sanitize_text_field( wp_unslash( $_GET[ self::KEY_MARKER ] ?? '' ) ) );
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST['everest_forms']['id'] ) || wp_doing_ajax() ) {
			return;
		}
		$redirect = self::handle_post( wp_unslash( $_POST ), $_FILES, self::current_url() );
		// phpcs:enable
		if ( null !== $redirect ) {
			wp_redirect( $redirect, 303 ); // phpcs:ignore WordPress.Security.SafeRedirect -- this page, or the owner's configured redirect address.
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
		$nonce  = $request[ '_wpnonce' . $form_id ] ?? '';
		if ( ! is_string( $nonce ) || ! wp_verify_nonce( $nonce, SubmissionAjax::FORM_NONCE_ACTION ) ) {
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
		if ( $result['entry_id'] > 0 && PdfEntry::is_enabled( $form ) ) {
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
	 * Replaces a form block's output with the form rendered with its state, when there is one.
	 *
	 * @param string               $content Block output.
	 * @param array<string, mixed> $block   Parsed block.
	 */
	public static function render_block( string $content, array $block ): string {
		if ( 'vista/form' !== ( $block['blockName'] ?? '' ) ) {
			return $content;
		}
		$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$form_id = absint( $attrs['formId'] ?? $attrs['id'] ?? 0 );
		$state   = self::state( $form_id );
		$form    = null === $state ? null : FormDefinition::load( $form_id );
		return null === $form ? $content : self::render_form( $form, $state, $content );
	}

	/**
	 * The form with its state: through forms-build's renderer when present, else the block's own
	 * output after the notice (and, on errors, the list of field errors).
	 *
	 * @param FormDefinition       $form    Form.
	 * @param array<string, mixed> $state   State.
	 * @param string               $content The block's own output.
	 */
	public static function render_form( FormDefinition $form, array $state, string $content ): string {
		$renderer = __NAMESPACE__ . '\\FormRenderer';
		// The plugin's autoloader requires without looking: ask for the class only once its file is there.
		if ( is_readable( __DIR__ . '/FormRenderer.php' ) && class_exists( $renderer ) && method_exists( $renderer, 'render' ) ) {
			return (string) $renderer::render( $form, $state['values'], $state['errors'], $state['notice'], $state['notice_type'] );
		}
		return self::notice( $form, $state ) . $content;
	}

	/**
	 * The notice markup of the contract (FORMS.md), with the field errors listed and the PDF link.
	 *
	 * @param FormDefinition       $form  Form.
	 * @param array<string, mixed> $state State.
	 */
	public static function notice( FormDefinition $form, array $state ): string {
		$error = 'error' === $state['notice_type'];
		$html  = sprintf(
			'<div class="everest-forms-notice everest-forms-notice--%1$s" role="%2$s"><p>%3$s</p>',
			$error ? 'error' : 'success',
			$error ? 'alert' : 'status',
			nl2br( esc_html( (string) $state['notice'] ) )
		);
		if ( array() !== $state['errors'] ) {
			$html .= '<ul>';
			foreach ( $state['errors'] as $field_id => $message ) {
				$label = (string) ( $form->fields()[ $field_id ]['label'] ?? $field_id );
				$html .= sprintf( '<li><a href="#evf-%1$d-field_%2$s">%3$s</a>: %4$s</li>', $form->id, esc_attr( (string) $field_id ), esc_html( $label ), esc_html( $message ) );
			}
			$html .= '</ul>';
		}
		if ( ! $error && $state['entry_id'] > 0 ) {
			$html .= sprintf( '<p><a href="%1$s">%2$s</a></p>', esc_url( PdfEntry::url( $form->id, (int) $state['entry_id'] ) ), esc_html( Messages::server( 'pdf_download' ) ) );
		}
		return $html . '</div>';
	}

	/**
	 * The success notice after the redirect.
	 *
	 * @param int    $form_id  Form.
	 * @param int    $entry_id Entry, when a PDF link is offered.
	 * @param string $key      The entry's PDF key.
	 */
	private static function note_success( int $form_id, int $entry_id, string $key ): void {
		$form = FormDefinition::load( $form_id );
		if ( null === $form ) {
			return;
		}
		$entry_id = $entry_id > 0 && hash_equals( PdfEntry::key( $form_id, $entry_id ), $key ) ? $entry_id : 0;
		self::keep( $form_id, array(), array(), Submission::success_message( $form ), 'success', $entry_id );
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
