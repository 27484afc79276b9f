<?php
/**
 * Issue 33: 10Web Booster keeps nothing Vista Speed could take but its PageSpeed scores (its
 * optimisation settings belong to its own service): those move into each page's score history,
 * the one the admin bar's sparkline and the Posts list show. Booster's option and post meta are only
 * read.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Kit\ImportBatch;
use Vista\Speed\Kit\ImportSource;
use Vista\Speed\Results;

/**
 * One stage, `scores`: each page with stored scores; each of its checks (before and after
 * optimisation) becomes a completed check of Vista Speed.
 */
final class BoosterImporter implements ImportSource {

	public const STAGE = 'scores';

	/**
	 * The importer's id.
	 */
	public function id(): string {
		return '10web-booster';
	}

	/**
	 * The original's name.
	 */
	public function label(): string {
		return '10Web Booster';
	}

	/**
	 * What moves: only the scores.
	 */
	public function description(): string {
		return __( 'Only the page-speed scores move: 10Web Booster\'s stored PageSpeed scores (before and after its optimisation) go into each page\'s score history in Vista Speed. Booster keeps nothing else to import: its optimisation settings belong to its own service.', 'vista-speed' );
	}

	/**
	 * The pages with stored scores.
	 */
	public function inventory(): array {
		$count = BoosterScores::count();
		return 0 === $count ? array() : array(
			array(
				'stage' => self::STAGE,
				'label' => __( 'Pages with scores', 'vista-speed' ),
				'count' => $count,
			),
		);
	}

	/**
	 * Imports the pages after the cursor.
	 *
	 * @param string      $stage  The stage.
	 * @param string      $cursor '' or the last entry handled.
	 * @param ImportBatch $batch  The batch.
	 */
	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		Results::migrate();
		$entries = BoosterScores::after( '' === $cursor ? -1 : (int) $cursor, $batch->limit() );
		foreach ( $entries as $entry => [ $post_id, $stored ] ) {
			$this->import( (string) $entry, $post_id, $stored, $batch );
		}
		return count( $entries ) < $batch->limit() ? null : (string) array_key_last( $entries );
	}

	/**
	 * One page's checks.
	 *
	 * @param string      $entry   The entry ('0' for the front page, else the meta row's id).
	 * @param int         $post_id Its post.
	 * @param mixed       $stored  The stored array.
	 * @param ImportBatch $batch   The batch.
	 */
	private function import( string $entry, int $post_id, $stored, ImportBatch $batch ): void {
		$original = '0' === $entry ? 'front-page' : $entry;
		if ( $post_id <= 0 || null === get_post( $post_id ) ) {
			$batch->skipped( self::STAGE, $original, __( 'The page these scores belong to is not on the site any more (or the front page lists the latest posts): Vista Speed keeps scores for posts and pages.', 'vista-speed' ) );
			return;
		}
		$kept = 0;
		foreach ( BoosterScores::CHECKS as $which ) {
			$check = BoosterScores::check( is_array( $stored ) ? ( $stored[ $which ] ?? null ) : null );
			if ( null === $check ) {
				continue;
			}
			$key = $original . ':' . $which;
			$batch->imported( 'checks', $key, Results::store_imported( $batch->target( 'checks', $key ), $post_id, $check ) );
			++$kept;
		}
		if ( 0 === $kept ) {
			$batch->skipped( self::STAGE, $original, __( 'No finished check was stored for this page.', 'vista-speed' ) );
			return;
		}
		$batch->imported( self::STAGE, $original, $post_id );
	}
}
