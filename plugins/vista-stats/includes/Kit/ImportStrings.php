<?php
// A copy of kit/ImportStrings.php for vista-stats, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the importer's screen, translated here in the plugin's own text domain (each
 * plugin's copy of the kit carries its domain) and handed to the screen with its data: the screen's
 * code (src/shared/importer) is shared by every plugin and holds no text of its own.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The screen's texts.
 */
final class ImportStrings {

	/**
	 * Every text of the screen, by the name the screen uses.
	 *
	 * @param string $label The original plugin's name.
	 * @return array<string, string>
	 */
	public static function all( string $label ): array {
		return array(
			'found'           => __( 'Found on this site', 'vista-stats' ),
			'items'           => __( 'Items', 'vista-stats' ),
			'count'           => __( 'Found', 'vista-stats' ),
			/* translators: %s: the original plugin's name. */
			'nothingFound'    => sprintf( __( 'Nothing from %s was found on this site.', 'vista-stats' ), $label ),
			'start'           => __( 'Start import', 'vista-stats' ),
			'runAgain'        => __( 'Run again', 'vista-stats' ),
			'againNote'       => __( 'A second run updates what the first one imported: it adds nothing twice.', 'vista-stats' ),
			'progress'        => __( 'Import progress', 'vista-stats' ),
			/* translators: %s: whole percent done, e.g. 45. */
			'percent'         => __( '%s%% done', 'vista-stats' ),
			'running'         => __( 'Importing… The import goes on on the server if you leave this page: come back to see where it stands.', 'vista-stats' ),
			'finished'        => __( 'Import finished', 'vista-stats' ),
			'report'          => __( 'Import report', 'vista-stats' ),
			'imported'        => __( 'Imported', 'vista-stats' ),
			'updated'         => __( 'Updated', 'vista-stats' ),
			'skipped'         => __( 'Skipped', 'vista-stats' ),
			'skippedItems'    => __( 'Skipped items', 'vista-stats' ),
			/* translators: 1: what the item is, 2: its id in the original plugin, 3: why it was skipped. */
			'skip'            => __( '%1$s %2$s: %3$s', 'vista-stats' ),
			'unchanged'       => __( 'The original plugin\'s data was left unchanged.', 'vista-stats' ),
			/* translators: 1: date and time the run started, 2: date and time it finished. */
			'times'           => __( 'Started %1$s, finished %2$s.', 'vista-stats' ),
			'loading'         => __( 'Looking for what the original plugin left…', 'vista-stats' ),
			'loadFailed'      => __( 'The importer could not be loaded.', 'vista-stats' ),
			'retry'           => __( 'Try again', 'vista-stats' ),
			/* translators: %s: the server's reason. */
			'stopped'         => __( 'The import stopped: %s Nothing is lost: continue it from where it stands.', 'vista-stats' ),
			'noReason'        => __( 'the server did not answer.', 'vista-stats' ),
			'continue'        => __( 'Continue the import', 'vista-stats' ),
		);
	}
}
