<?php
// A copy of kit/Ajax.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * admin-ajax.php endpoints: hooking an action for visitors and users, reading the posted fields,
 * checking a nonce, and answering with a status and HTML. Each call answers in its own spec shape
 * (HTML blocks, or the JSON of its row), so no shared JSON error shape is offered.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Endpoint plumbing; what an endpoint decides stays in the endpoint.
 */
final class Ajax {

	/**
	 * Hooks an admin-ajax action.
	 *
	 * @param string   $action   The `action` field.
	 * @param callable $handler  Answers the request and ends it.
	 * @param bool     $visitors Whether visitors who are not signed in may call it too.
	 */
	public static function on( string $action, callable $handler, bool $visitors = true ): void {
		add_action( 'wp_ajax_' . $action, $handler );
		if ( $visitors ) {
			add_action( 'wp_ajax_nopriv_' . $action, $handler );
		}
	}

	/**
	 * The posted fields, unslashed. Callers validate each field they read.
	 *
	 * @return array<string, mixed>
	 */
	public static function posted(): array {
		// Every endpoint checks its nonce (or signature) itself, before it acts on a field.
		$fields = wp_unslash( $_POST );
		return is_array( $fields ) ? $fields : array();
	}

	/**
	 * Whether a field holds a valid nonce for an action.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @param string               $action Nonce action.
	 * @param string               $field  The field that carries the nonce.
	 */
	public static function nonce_ok( array $fields, string $action, string $field = 'nonce' ): bool {
		$nonce = isset( $fields[ $field ] ) && is_string( $fields[ $field ] ) ? $fields[ $field ] : '';
		return false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * Answers with HTML built escaped by the caller, never cached, and ends the request.
	 *
	 * @param int    $status HTTP status.
	 * @param string $html   Escaped HTML.
	 */
	public static function send_html( int $status, string $html ): void {
		status_header( $status );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		nocache_headers();
		echo $html; // Escaped by the caller.
		wp_die( '', '', array( 'response' => $status ) );
	}
}
