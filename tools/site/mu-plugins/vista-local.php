<?php
/**
 * Plugin Name: Vista local site
 * Description: Settings of the local development and test sites only; never shipped.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

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
	function wp_mail( $to, $subject, $message, $headers = '', $attachments = array() ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter -- compact() reads them by name.
		$line = wp_json_encode( compact( 'to', 'subject', 'message', 'headers', 'attachments' ) + array( 'time' => gmdate( 'c' ) ) );
		return false !== file_put_contents( WP_CONTENT_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX );
	}
}

// The local sites have no route to WordPress.org: skip the update checks rather than log their failure.
add_action(
	'init',
	static function (): void {
		foreach ( array( 'admin_init' => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) ) as $hook => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				remove_action( $hook, $callback );
			}
		}
		foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'wp_update_plugins' ) as $hook ) {
			remove_action( $hook, 'wp_update_plugins' );
		}
		foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php', 'wp_update_themes' ) as $hook ) {
			remove_action( $hook, 'wp_update_themes' );
		}
		remove_action( 'wp_version_check', 'wp_version_check' );
		remove_action( 'wp_maybe_auto_update', 'wp_maybe_auto_update' );
	}
);

/*
 * The smallest admin-ajax action a full WordPress can answer: the baseline `npm run bench` measures
 * every endpoint of ours against, in the same run.
 */
add_action( 'wp_ajax_nopriv_vista_bench_baseline', 'vista_bench_baseline' );
add_action( 'wp_ajax_vista_bench_baseline', 'vista_bench_baseline' );

/**
 * Answers the baseline action.
 */
function vista_bench_baseline(): void {
	wp_send_json_success( array( 'time' => time() ) );
}
