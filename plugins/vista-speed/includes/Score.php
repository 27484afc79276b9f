<?php
/**
 * One Lighthouse performance audit of one page for one device: what the widget shows.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * A score 0-100, time to interactive in ms, and the metrics of the details panel.
 */
final class Score {

	/** The metrics kept for the details, by the Lighthouse audit each comes from. */
	public const METRICS = array(
		'lcp' => 'largest-contentful-paint',
		'tbt' => 'total-blocking-time',
		'cls' => 'cumulative-layout-shift',
		'fcp' => 'first-contentful-paint',
		'si'  => 'speed-index',
	);

	/**
	 * The audit.
	 *
	 * @param int                       $score   Performance score, 0-100.
	 * @param float                     $tti_ms  Time to interactive, ms.
	 * @param array<string, float|null> $metrics Metric => numeric value (ms; CLS unitless).
	 */
	public function __construct(
		public readonly int $score,
		public readonly float $tti_ms,
		public readonly array $metrics
	) {}

	/**
	 * Time to interactive in seconds, one decimal: the "load time" beside a circle.
	 */
	public function tti_seconds(): float {
		return round( $this->tti_ms / 1000, 1 );
	}
}
