<?php
// A copy of kit/ImportBatch.php for vista-stats, made by `npm run kit`: change the kit, not this file.
/**
 * One step of an import, as its importer sees it: how many items to take, what earlier runs made
 * from each original item (so a second run updates instead of duplicating), and the report's
 * counts (imported, updated, skipped with the reason).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * A step's limit, map and counts.
 */
final class ImportBatch {

	/**
	 * Skip reasons kept for the report, at most this many (the counts are always whole).
	 */
	public const MAX_SKIPS_LISTED = 100;

	/**
	 * Counts by kind: kind => [ 'imported' => n, 'updated' => n, 'skipped' => n ].
	 *
	 * @var array<string, array{imported: int, updated: int, skipped: int}>
	 */
	private array $counts = array();

	/**
	 * The skipped items listed: kind, original id, reason.
	 *
	 * @var list<array{kind: string, original: string, reason: string}>
	 */
	private array $skips = array();

	/**
	 * The map's entries this step read or wrote, by kind and original id (null: none yet), so an
	 * item looked up by target() and then recorded by imported() reads its row once.
	 *
	 * @var array<string, array{target: int, run: string}|null>
	 */
	private array $entries = array();

	/**
	 * A step of a run.
	 *
	 * @param ImportMap $map    What each run of this source made, by original id.
	 * @param string    $source The importer's id.
	 * @param string    $run    The run's id: items this run made and a killed step left
	 *                          unreported are counted as imported when the step is redone.
	 * @param int       $limit  Items to take at most.
	 */
	public function __construct(
		private ImportMap $map,
		private string $source,
		private string $run,
		private int $limit
	) {}

	/**
	 * How many items the step may take.
	 */
	public function limit(): int {
		return $this->limit;
	}

	/**
	 * The id of what an earlier run (or this one) made of an original item, or null.
	 *
	 * @param string     $kind     What the item is, e.g. 'gallery', 'image', 'entry'.
	 * @param string|int $original The item's id in the original's tables.
	 */
	public function target( string $kind, string|int $original ): ?int {
		return $this->entry( $kind, (string) $original )['target'] ?? null;
	}

	/**
	 * Records that an original item is now the plugin's item `$target`: counted as imported the
	 * first time, as updated on a later run.
	 *
	 * @param string     $kind     What the item is.
	 * @param string|int $original The item's id in the original's tables.
	 * @param int        $target   The id of what the plugin holds for it.
	 */
	public function imported( string $kind, string|int $original, int $target ): void {
		$original = (string) $original;
		$earlier  = $this->entry( $kind, $original )['run'] ?? null;
		$this->map->remember( $this->source, $kind, $original, $target, $this->run );
		$this->entries[ $kind . "\0" . $original ] = array(
			'target' => $target,
			'run'    => $this->run,
		);
		$this->count( $kind, null === $earlier || $earlier === $this->run ? 'imported' : 'updated' );
	}

	/**
	 * What the map holds of an item, read at most once in the step.
	 *
	 * @param string $kind     What the item is.
	 * @param string $original The item's id in the original's tables.
	 * @return array{target: int, run: string}|null
	 */
	private function entry( string $kind, string $original ): ?array {
		$key = $kind . "\0" . $original;
		if ( ! array_key_exists( $key, $this->entries ) ) {
			$this->entries[ $key ] = $this->map->entry( $this->source, $kind, $original );
		}
		return $this->entries[ $key ];
	}

	/**
	 * Counts items an importer keeps idempotent by keys of its own rather than by the map (a day
	 * of statistics replaced as a whole, a setting overwritten): `$imported` new, `$updated` that a
	 * run before this one had already brought.
	 *
	 * @param string $kind     What the items are.
	 * @param int    $imported How many are new.
	 * @param int    $updated  How many replaced what an earlier run imported.
	 */
	public function tally( string $kind, int $imported, int $updated = 0 ): void {
		$this->count( $kind, 'imported', $imported );
		$this->count( $kind, 'updated', $updated );
	}

	/**
	 * Records that an original item was not imported, and why (read by the site owner).
	 *
	 * @param string     $kind     What the item is.
	 * @param string|int $original The item's id in the original's tables.
	 * @param string     $reason   A translated sentence.
	 */
	public function skipped( string $kind, string|int $original, string $reason ): void {
		$this->count( $kind, 'skipped' );
		if ( count( $this->skips ) < self::MAX_SKIPS_LISTED ) {
			$this->skips[] = array(
				'kind'     => $kind,
				'original' => (string) $original,
				'reason'   => $reason,
			);
		}
	}

	/**
	 * The step's counts, by kind.
	 *
	 * @return array<string, array{imported: int, updated: int, skipped: int}>
	 */
	public function counts(): array {
		return $this->counts;
	}

	/**
	 * The step's skipped items, as listed.
	 *
	 * @return list<array{kind: string, original: string, reason: string}>
	 */
	public function skips(): array {
		return $this->skips;
	}

	/**
	 * Adds to a kind's count.
	 *
	 * @param string $kind  What the item is.
	 * @param string $which imported, updated or skipped.
	 * @param int    $by    How many.
	 */
	private function count( string $kind, string $which, int $by = 1 ): void {
		$this->counts[ $kind ] ??= array(
			'imported' => 0,
			'updated'  => 0,
			'skipped'  => 0,
		);
		$this->counts[ $kind ][ $which ] += $by;
	}
}
