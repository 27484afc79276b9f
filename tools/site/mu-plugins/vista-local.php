<?php
/**
 * Plugin Name: Vista local site
 * Description: Settings of the local development and test sites only; never shipped.
 *
 * @package Vista\Tools
 */

// PHP's built-in server routes every address to index.php (tools/site/router.php).
add_filter( 'got_url_rewrite', '__return_true' );

if ( ! function_exists( 'wp_mail' ) ) {
	/**
	 * Mail never leaves the machine: each message is appended as a JSON line to wp-content/mail.log,
	 * where tests read what the site sent.
	 *
	 * @param string|string[] $to          Recipients.
	 * @param string          $subject     Subject.
	 * @param string          $message     Body.
	 * @param string|string[] $headers     Headers.
	 * @param string|string[] $attachments Attachment paths.
	 */
	function wp_mail( $to, $subject, $message, $headers = '', $attachments = array() ): bool {
		$line = wp_json_encode( compact( 'to', 'subject', 'message', 'headers', 'attachments' ) + array( 'time' => gmdate( 'c' ) ) );
		return false !== file_put_contents( WP_CONTENT_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX );
	}
}
