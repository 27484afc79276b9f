<?php
/**
 * The widget's two admin-ajax calls (000 §7): call 2 `twb_check_score` (`post_id`, `twb_nonce`)
 * answering `error`, `desktop_score`, `desktop_tti`, `mobile_score`, `mobile_tti`; call 1
 * `twb_notif_check` (`twb_nonce`) answering a JSON string with `html` and `changeLogo`. Both need
 * the nonce of the action `twb_nonce` (§6) and the capability to manage options; neither is open
 * to visitors. Registered on admin requests only (admin-ajax.php is one).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The endpoints.
 */
final class Calls {

	public const CHECK_ACTION  = 'twb_check_score';
	public const NOTIF_ACTION  = 'twb_notif_check';
	public const NONCE_ACTION  = 'twb_nonce';
	public const NONCE_FIELD   = 'twb_nonce';
	public const CAPABILITY    = 'manage_options';
	public const CHECK_SECONDS = 300;

	/**
	 * Call 2 over HTTP.
	 */
	public static function handle_check(): void {
		// The check goes on when the tab that asked is closed: its result is stored and shown on the
		// next load or by the polling (§4.5).
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( self::CHECK_SECONDS );
		}
		self::send( ...self::check( Kit\Ajax::posted() ) );
	}

	/**
	 * Call 1 over HTTP.
	 */
	public static function handle_notif(): void {
		self::send( ...self::notif( Kit\Ajax::posted() ) );
	}

	/**
	 * Call 2: checks a post's score now.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and answer.
	 */
	public static function check( array $fields ): array {
		$refused = self::refusal( $fields );
		if ( null !== $refused ) {
			return $refused;
		}
		$post = TargetGuard::viewable_post( $fields['post_id'] ?? null );
		if ( null === $post ) {
			return self::refuse( 400, __( 'This is not a published page that visitors can view.', 'vista-speed' ) );
		}
		$url = TargetGuard::address( $post );
		if ( is_wp_error( $url ) ) {
			return self::refuse( 400, $url->get_error_message() );
		}
		if ( Results::any_in_progress() ) {
			return self::refuse( 409, __( 'A score check is already running; try again when it ends.', 'vista-speed' ) );
		}
		$row = Checker::run( $post, $url );
		if ( Results::COMPLETED !== ( $row['status'] ?? '' ) ) {
			// §8: the widget shows the reload indicator with no message text.
			return array( 200, array( 'error' => 1 ) );
		}
		return array(
			200,
			array(
				'error'         => 0,
				'desktop_score' => $row['desktop_score'],
				'desktop_tti'   => $row['desktop_tti'],
				'mobile_score'  => $row['mobile_score'],
				'mobile_tti'    => $row['mobile_tti'],
			),
		);
	}

	/**
	 * Call 1: whether the running check ended, and if so the notification to show. `html` stays
	 * empty while a check runs; once none does, it holds the latest check's score panel, and
	 * `changeLogo` is 1 when that check succeeded (the logo leaves the optimizing state).
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and answer.
	 */
	public static function notif( array $fields ): array {
		$refused = self::refusal( $fields );
		if ( null !== $refused ) {
			return $refused;
		}
		$latest = Results::any_in_progress() ? null : Results::latest_overall();
		if ( null === $latest ) {
			return array(
				200,
				array(
					'html'       => '',
					'changeLogo' => 0,
				),
			);
		}
		return array(
			200,
			array(
				'html'       => ScorePanel::html( (int) $latest['post_id'], 'notification' ),
				'changeLogo' => Results::COMPLETED === $latest['status'] ? 1 : 0,
			),
		);
	}

	/**
	 * The refusal for a missing or forged nonce or a user without the capability, if any.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array{0: int, 1: array<string, mixed>}|null
	 */
	private static function refusal( array $fields ): ?array {
		if ( ! Kit\Ajax::nonce_ok( $fields, self::NONCE_ACTION, self::NONCE_FIELD ) ) {
			return self::refuse( 403, __( 'Your session has expired: reload the page and try again.', 'vista-speed' ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return self::refuse( 403, __( 'You are not allowed to check page speed.', 'vista-speed' ) );
		}
		return null;
	}

	/**
	 * A refusal: `error` set, with a message for whoever reads the answer.
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

	/**
	 * Sends an answer as JSON text and ends the request.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $answer Answer.
	 */
	private static function send( int $status, array $answer ): void {
		wp_send_json( $answer, $status );
	}
}
