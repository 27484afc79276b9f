<?php
/**
 * The admin-ajax endpoints of image optimisation:
 * - `vista_speed_images` (`task`, `nonce`): the settings screen's progress poll (`status`) and its
 *   buttons (`start`, `stop`, `resume`, `undo`); for users who may manage options, with the nonce
 *   of the action `vista_speed_images`; answers the progress, or `error` with a message;
 * - `vista_speed_bulk_batch` (`token`): one batch of the running job, asked by the site itself
 *   (BulkJob::dispatch). That request carries no user, so instead of a nonce it must carry the
 *   running job's token, a secret made when the job started that never leaves the server.
 * Registered on admin requests only (admin-ajax.php is one).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Calls;
use Vista\Speed\Kit\Ajax;

/**
 * The endpoints.
 */
final class ImageCalls {

	public const ACTION       = 'vista_speed_images';
	public const NONCE_ACTION = 'vista_speed_images';
	public const TASKS        = array( 'status', 'start', 'stop', 'resume', 'undo' );

	/**
	 * The screen's call over HTTP.
	 */
	public static function handle(): void {
		[ $status, $answer ] = self::answer( Ajax::posted() );
		wp_send_json( $answer, $status );
	}

	/**
	 * The screen's call: checks, then does the task and answers the progress.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and answer.
	 */
	public static function answer( array $fields ): array {
		if ( ! Ajax::nonce_ok( $fields, self::NONCE_ACTION ) ) {
			return self::refuse( 403, __( 'Your session has expired: reload the page and try again.', 'vista-speed' ) );
		}
		if ( ! current_user_can( Calls::CAPABILITY ) ) {
			return self::refuse( 403, __( 'You are not allowed to optimise images.', 'vista-speed' ) );
		}
		$task = isset( $fields['task'] ) && is_string( $fields['task'] ) ? $fields['task'] : '';
		if ( ! in_array( $task, self::TASKS, true ) ) {
			return self::refuse( 400, __( 'Unknown task: choose status, start, stop, resume or undo.', 'vista-speed' ) );
		}
		$done = match ( $task ) {
			'start' => BulkJob::start( 'convert' ),
			'undo' => BulkJob::start( 'undo' ),
			'stop' => BulkJob::stop(),
			'resume' => BulkJob::resume(),
			default => true,
		};
		if ( is_wp_error( $done ) ) {
			$data = $done->get_error_data();
			return self::refuse( (int) ( is_array( $data ) ? ( $data['status'] ?? 400 ) : 400 ), $done->get_error_message() );
		}
		if ( 'status' === $task ) {
			BulkJob::nudge();
		}
		return array( 200, Progress::view() );
	}

	/**
	 * One batch, asked by the site itself.
	 */
	public static function handle_batch(): void {
		$fields = Ajax::posted();
		$token  = isset( $fields['token'] ) && is_string( $fields['token'] ) ? $fields['token'] : '';
		$job    = BulkJob::job();
		if ( '' === $job['token'] || ! hash_equals( $job['token'], $token ) ) {
			wp_send_json( array( 'error' => 1 ), 403 );
		}
		// The asker does not wait for the answer: the batch runs to its end regardless.
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( BatchLock::SECONDS );
		}
		BulkJob::run_batch();
		wp_send_json( array( 'error' => 0 ) );
	}

	/**
	 * A refusal with its message.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Why.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private static function refuse( int $status, string $message ): array {
		return array(
			$status,
			array(
				'error'   => 1,
				'message' => $message,
			),
		);
	}
}
