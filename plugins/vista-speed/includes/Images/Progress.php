<?php
/**
 * What the settings screen shows of image optimisation: the job and how far it got, the bytes
 * saved in total, and which formats this server can write.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The screen's view of the job.
 */
final class Progress {

	/**
	 * The progress as the screen reads it.
	 *
	 * @return array<string, mixed>
	 */
	public static function view(): array {
		$job      = BulkJob::job();
		$position = BulkJob::position();
		$totals   = ImageCopies::totals();
		$total    = max( $job['total'], $position['done'] );
		return array(
			'error'      => 0,
			'mode'       => $job['mode'],
			'status'     => $job['status'],
			'done'       => $position['done'],
			'total'      => $total,
			'percent'    => $total > 0 ? (int) floor( 100 * $position['done'] / $total ) : ( BulkJob::DONE === $job['status'] ? 100 : 0 ),
			'savedBytes' => $totals['saved'],
			'converted'  => $totals['images'],
			'formats'    => ImageCopies::formats(),
			'support'    => ImageCopies::server_support(),
		);
	}
}
