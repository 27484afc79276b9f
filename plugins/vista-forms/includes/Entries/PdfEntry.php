<?php
/**
 * The entry PDF (001 §2): /?page=evf-entries-pdf&form_id={form_id}&entry_id={entry_id}&key={key},
 * for the submitter (the key comes in the success answer and expires after ACCESS_SECONDS) or an
 * administrator. Built documents are cached (PdfCache) and their work is bounded (PdfWriter).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;

use Vista\Forms\Kit\SignedToken;

/**
 * Link, key, document and its delivery.
 */
final class PdfEntry {

	public const PAGE = 'evf-entries-pdf';

	/** How long the submitter's key opens the PDF: long enough to download it, not forever. */
	public const ACCESS_SECONDS = HOUR_IN_SECONDS;

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

	/** The use the kit keys the PDF keys' MAC for. */
	private const PURPOSE = 'forms-entry-pdf';

	/**
	 * The key that opens one entry's PDF until a time: "{expiry}.{MAC}", the MAC keyed by the kit
	 * for PURPOSE.
	 *
	 * @param int      $form_id  Form.
	 * @param int      $entry_id Entry.
	 * @param int|null $expires  Unix time it stops working (default: ACCESS_SECONDS from now).
	 */
	public static function key( int $form_id, int $entry_id, ?int $expires = null ): string {
		$expires = $expires ?? time() + self::access_seconds();
		return $expires . '.' . SignedToken::mac( self::PURPOSE, "{$form_id}|{$entry_id}|{$expires}" );
	}

	/**
	 * The MAC keys carried before the kit keyed them by purpose: a key handed out just before the
	 * change still opens its PDF until it expires.
	 *
	 * @param int $form_id  Form.
	 * @param int $entry_id Entry.
	 * @param int $expires  Expiry.
	 */
	private static function legacy_mac( int $form_id, int $entry_id, int $expires ): string {
		return hash_hmac( 'sha256', "entry-pdf|{$form_id}|{$entry_id}|{$expires}", wp_salt( 'auth' ) );
	}

	/**
	 * Whether a key opens an entry's PDF now: signed for this entry and not expired.
	 *
	 * @param int    $form_id  Form.
	 * @param int    $entry_id Entry.
	 * @param string $key      Key from the link.
	 */
	public static function key_opens( int $form_id, int $entry_id, string $key ): bool {
		if ( ! preg_match( '/^(\d{1,12})\.([a-f0-9]{64})$/', $key, $parts ) || (int) $parts[1] < time() ) {
			return false;
		}
		$expires = (int) $parts[1];
		return SignedToken::mac_matches( self::PURPOSE, "{$form_id}|{$entry_id}|{$expires}", $parts[2] )
			|| hash_equals( self::legacy_mac( $form_id, $entry_id, $expires ), $parts[2] );
	}

	/**
	 * The submitter's key travels in an httponly cookie set with the success answer, so the spec's
	 * link without a key (001 §2, as the original's script builds it) opens their own entry only.
	 *
	 * @param int $entry_id Entry.
	 */
	public static function cookie_name( int $entry_id ): string {
		return 'vista_forms_pdf_' . $entry_id;
	}

	/**
	 * Gives the browser that just sent an entry the key to its PDF, for ACCESS_SECONDS.
	 *
	 * @param int $form_id  Form.
	 * @param int $entry_id Entry.
	 */
	public static function grant( int $form_id, int $entry_id ): void {
		$key = self::key( $form_id, $entry_id );
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			self::cookie_name( $entry_id ),
			$key,
			array(
				'expires'  => (int) strtok( $key, '.' ),
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * The key a request brings for an entry: in the address, else in its cookie.
	 *
	 * @param int                  $entry_id Entry.
	 * @param array<string, mixed> $query    $_GET.
	 * @param array<string, mixed> $cookies  $_COOKIE.
	 */
	public static function request_key( int $entry_id, array $query, array $cookies ): string {
		$key = $query['key'] ?? $cookies[ self::cookie_name( $entry_id ) ] ?? '';
		return is_string( $key ) ? sanitize_text_field( wp_unslash( $key ) ) : '';
	}

	/**
	 * How long a submitter's key works, in seconds.
	 */
	private static function access_seconds(): int {
		/**
		 * Filters how long, in seconds, the submitter's link opens their entry's PDF.
		 *
		 * @param int $seconds Default: an hour.
		 */
		return max( 1, (int) apply_filters( 'vista_forms_pdf_access_seconds', self::ACCESS_SECONDS ) );
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
		$key      = self::request_key( $entry_id, $_GET, $_COOKIE );
		$pdf = self::document_for( $form_id, $entry_id, $key );
		if ( null === $pdf ) {
			wp_die( esc_html__( 'This PDF does not exist, or the link is not valid.', 'vista-forms' ), '', array( 'response' => 403 ) );
		}
		// WordPress took the address for a missing page (a 404) before this hook ran.
		status_header( 200 );
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
		$allowed = current_user_can( 'manage_options' ) || self::key_opens( $form_id, $entry_id, $key );
		$entry   = $allowed ? EntryStore::get( $entry_id ) : null;
		if ( null === $entry || $entry['form_id'] !== $form_id ) {
			return null;
		}
		return PdfCache::document( FormDefinition::load( $form_id ), $entry, array( self::class, 'document' ) );
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
