<?php
/**
 * Reads a PageSpeed Insights API v5 answer (runPagespeed): the score from
 * lighthouseResult.categories.performance.score (0-1) and the metrics from lighthouseResult.audits;
 * an error answer ({"error": {"code", "message", "status", "errors": [{"reason"}]}}) or a
 * Lighthouse runtime error becomes a WP_Error. Both engines answer in this shape.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Engine;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Score;

/**
 * The parser.
 */
final class PsiResponse {

	/**
	 * The audit in an answer, or why there is none.
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 * @return Score|\WP_Error
	 */
	public static function parse( int $status, string $body ) {
		$json = json_decode( $body, true );
		if ( ! is_array( $json ) ) {
			return new \WP_Error( 'vista_speed_engine_bad_answer', sprintf( 'The engine answered HTTP %d without JSON.', $status ) );
		}
		if ( isset( $json['error'] ) || $status >= 400 ) {
			return self::error( $status, is_array( $json['error'] ?? null ) ? $json['error'] : array() );
		}
		$lighthouse = is_array( $json['lighthouseResult'] ?? null ) ? $json['lighthouseResult'] : array();
		if ( ! empty( $lighthouse['runtimeError']['code'] ) && 'NO_ERROR' !== $lighthouse['runtimeError']['code'] ) {
			return new \WP_Error( 'vista_speed_lighthouse_error', 'Lighthouse: ' . sanitize_text_field( (string) $lighthouse['runtimeError']['code'] ) );
		}
		$score  = $lighthouse['categories']['performance']['score'] ?? null;
		$audits = is_array( $lighthouse['audits'] ?? null ) ? $lighthouse['audits'] : array();
		$tti    = $audits['interactive']['numericValue'] ?? null;
		if ( ! is_numeric( $score ) || ! is_numeric( $tti ) ) {
			return new \WP_Error( 'vista_speed_engine_no_score', 'The answer has no performance score.' );
		}
		$metrics = array();
		foreach ( Score::METRICS as $name => $audit ) {
			$value            = $audits[ $audit ]['numericValue'] ?? null;
			$metrics[ $name ] = is_numeric( $value ) ? round( (float) $value, 'cls' === $name ? 3 : 0 ) : null;
		}
		return new Score( (int) round( max( 0.0, min( 1.0, (float) $score ) ) * 100 ), (float) $tti, $metrics );
	}

	/**
	 * An error answer as a WP_Error: quota answers (HTTP 429, RESOURCE_EXHAUSTED or a
	 * rateLimitExceeded reason) get their own code, so the site report can say to wait or add a key.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $error  The answer's error object.
	 */
	private static function error( int $status, array $error ): \WP_Error {
		$reason  = (string) ( $error['errors'][0]['reason'] ?? '' );
		$message = sanitize_text_field( (string) ( $error['message'] ?? '' ) );
		$quota   = 429 === $status || 'RESOURCE_EXHAUSTED' === ( $error['status'] ?? '' ) || in_array( $reason, array( 'rateLimitExceeded', 'dailyLimitExceeded', 'userRateLimitExceeded' ), true );
		$code    = $quota ? 'vista_speed_quota' : 'vista_speed_engine_error';
		return new \WP_Error( $code, '' !== $message ? $message : sprintf( 'The engine answered HTTP %d.', $status ), array( 'status' => $status ) );
	}
}
