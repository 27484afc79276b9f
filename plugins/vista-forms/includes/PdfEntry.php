<?php
/**
 * The entry PDF (001 §2): /?page=evf-entries-pdf&form_id={form_id}&entry_id={entry_id}&key={hmac},
 * for the submitter (the key comes in the success answer) or an administrator.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Link, key, document and its delivery.
 */
final class PdfEntry {

	public const PAGE = 'evf-entries-pdf';

	/**
	 * Hooks the delivery before the theme (and before canonical redirects read `page`).
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'serve' ), 1 );
	}

	/**
	 * Whether a form offers its submitters the PDF (setting `pdf_download`).
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function is_enabled( FormDefinition $form ): bool {
		/**
		 * Filters whether submitters of a form get a link to a PDF of their entry.
		 *
		 * @param bool           $enabled The form's pdf_download setting.
		 * @param FormDefinition $form    Form.
		 */
		return (bool) apply_filters( 'vista_forms_pdf_download', ! empty( $form->settings()['pdf_download'] ), $form );
	}

	/**
	 * The key that opens one entry's PDF.
	 *
	 * @param int $form_id  Form.
	 * @param int $entry_id Entry.
	 */
	public static function key( int $form_id, int $entry_id ): string {
		return hash_hmac( 'sha256', "entry-pdf|{$form_id}|{$entry_id}", wp_salt( 'auth' ) );
	}

	/**
	 * The PDF's address (raw).
	 *
	 * @param int $form_id  Form.
	 * @param int $entry_id Entry.
	 */
	public static function url( int $form_id, int $entry_id ): string {
		return add_query_arg(
			array(
				'page'     => self::PAGE,
				'form_id'  => $form_id,
				'entry_id' => $entry_id,
				'key'      => self::key( $form_id, $entry_id ),
			),
			home_url( '/' )
		);
	}

	/**
	 * Sends the PDF when the address asks for it.
	 */
	public static function serve(): void {
		// The key (or the capability) is the proof here.
		if ( self::PAGE !== ( $_GET['page'] ?? '' ) ) {
			return;
		}
		$form_id  = absint( $_GET['form_id'] ?? 0 );
		$entry_id = absint( $_GET['entry_id'] ?? 0 );
		$key      = sanitize_text_field( wp_unslash( $_GET['key'] ?? '' ) );
		$pdf = self::document_for( $form_id, $entry_id, $key );
		if ( null === $pdf ) {
			wp_die( esc_html__( 'This PDF does not exist, or the link is not valid.', 'vista-forms' ), '', array( 'response' => 403 ) );
		}
		nocache_headers();
		header( 'Content-Type: application/pdf' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Length: ' . strlen( $pdf ) );
		header( 'Content-Disposition: inline; filename="entry-' . $entry_id . '.pdf"' );
		echo $pdf; // A PDF document, not HTML.
		exit;
	}

	/**
	 * The PDF of an entry, when the request may have it.
	 *
	 * @param int    $form_id  Form.
	 * @param int    $entry_id Entry.
	 * @param string $key      Key from the link ('' for an administrator).
	 */
	public static function document_for( int $form_id, int $entry_id, string $key ): ?string {
		$allowed = current_user_can( 'manage_options' ) || hash_equals( self::key( $form_id, $entry_id ), $key );
		$entry   = $allowed ? EntryStore::get( $entry_id ) : null;
		if ( null === $entry || $entry['form_id'] !== $form_id ) {
			return null;
		}
		return self::document( FormDefinition::load( $form_id ), $entry );
	}

	/**
	 * An entry as a PDF: the form's title, the entry's number and date, then each field.
	 *
	 * @param FormDefinition|null  $form  Form (null when deleted).
	 * @param array<string, mixed> $entry Entry from EntryStore.
	 */
	public static function document( ?FormDefinition $form, array $entry ): string {
		$title = null !== $form && '' !== $form->title ? $form->title : __( 'Form entry', 'vista-forms' );
		$pdf   = new PdfWriter( $title );
		$pdf->text( $title, 18, true, 6 );
		/* translators: 1: entry number, 2: date and time. */
		$pdf->text( sprintf( __( 'Entry #%1$d, %2$s', 'vista-forms' ), $entry['id'], self::date( (string) $entry['created'] ) ), 10, false, 14 );
		foreach ( EntryValue::lines( $form, $entry['values'] ) as $line ) {
			$pdf->text( $line['label'], 11, true );
			$pdf->text( '' === $line['text'] ? '-' : $line['text'], 11, false, 10 );
		}
		return $pdf->output();
	}

	/**
	 * A stored UTC time in the site's format and time zone.
	 *
	 * @param string $created Y-m-d H:i:s, UTC.
	 */
	private static function date( string $created ): string {
		$time = strtotime( $created . ' UTC' );
		return false === $time ? $created : wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}
}
