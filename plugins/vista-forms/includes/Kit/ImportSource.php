<?php
// A copy of kit/ImportSource.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * What an importer from one of the original plugins is (issue 33): a source of content that the
 * kit's import runner moves into the plugin, stage by stage, in batches. A plugin lists its
 * importers in its hooks.php, under `importers`; the kit registers each in Tools → Import and
 * drives it from there (ImportRunner), with a progress bar, resume and a report.
 *
 * An importer must:
 * - only read the original's tables and options: never change or delete them;
 * - be idempotent: each item it writes is recorded in the batch (ImportBatch::imported()) with the
 *   original's id, and looked up (ImportBatch::target()) before it is written, so a second run
 *   updates what the first made instead of making it again, and a batch redone after the worker
 *   was killed halfway ends as if it had run once;
 * - keep memory bounded: read at most the batch's limit of rows per step, keyed on the original's
 *   primary key after the cursor (`WHERE id > %d ORDER BY id LIMIT %d`), never an OFFSET.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * An importer from one original plugin.
 */
interface ImportSource {

	/**
	 * The importer's id: lowercase letters, digits and hyphens. It is the importer's address in
	 * Tools → Import (admin.php?import=<id>) and names its stored progress.
	 */
	public function id(): string;

	/**
	 * The original plugin's name, as Tools → Import lists it, e.g. "Photo Gallery by 10Web".
	 */
	public function label(): string;

	/**
	 * One translated sentence saying what moves, for Tools → Import.
	 */
	public function description(): string;

	/**
	 * What the original left on this site (active or not), one entry per stage in the order they
	 * are imported: `stage` a key passed back to step(), `label` a translated plural noun
	 * ("Galleries"), `count` how many items the stage will go through (its progress bar's total).
	 * Stages that depend on others come after them (albums after galleries, entries after forms).
	 * An empty list means nothing of the original was found.
	 *
	 * @return list<array{stage: string, label: string, count: int}>
	 */
	public function inventory(): array;

	/**
	 * Imports at most `$batch->limit()` items of a stage, those after `$cursor` in the stage's
	 * order, and answers the cursor after the last one handled, or null when the stage has no
	 * more. Every item handled is reported to the batch: imported() (made or updated) or
	 * skipped() (with the reason a site owner reads in the report).
	 *
	 * @param string      $stage  A stage of inventory().
	 * @param string      $cursor '' at the stage's start, else what the previous step answered.
	 * @param ImportBatch $batch  The limit, the map of what earlier runs made, and the report.
	 * @return string|null The cursor to continue from, or null when the stage is done.
	 */
	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string;
}
