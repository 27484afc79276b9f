<?php
// A copy of kit/ImportStrings.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the importer's screen, translated here in the plugin's own text domain (each
 * plugin's copy of the kit carries its domain) and handed to the screen with its data: the screen's
 * code (src/shared/importer) is shared by every plugin and holds no text of its own.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

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
			'found'           => __( 'Found on this site', 'vista-speed' ),
			'items'           => __( 'Items', 'vista-speed' ),
			'count'           => __( 'Found', 'vista-speed' ),
			/* translators: %s: the original plugin's name. */
			'nothingFound'    => sprintf( __( 'Nothing from %s was found on this site.', 'vista-speed' ), $label ),
			'start'           => __( 'Start import', 'vista-speed' ),
			'runAgain'        => __( 'Run again', 'vista-speed' ),
			'againNote'       => __( 'A second run updates what the first one imported: it adds nothing twice.', 'vista-speed' ),
			'progress'        => __( 'Import progress', 'vista-speed' ),
			/* translators: %s: whole percent done, e.g. 45. */
			'percent'         => __( '%s%% done', 'vista-speed' ),
			'running'         => __( 'Importing… The import goes on on the server if you leave this page: come back to see where it stands.', 'vista-speed' ),
			'finished'        => __( 'Import finished', 'vista-speed' ),
			'report'          => __( 'Import report', 'vista-speed' ),
			'imported'        => __( 'Imported', 'vista-speed' ),
			'updated'         => __( 'Updated', 'vista-speed' ),
			'skipped'         => __( 'Skipped', 'vista-speed' ),
			'skippedItems'    => __( 'Skipped items', 'vista-speed' ),
			/* translators: 1: what the item is, 2: its id in the original plugin, 3: why it was skipped. */
			'skip'            => __( '%1$s %2$s: %3$s', 'vista-speed' ),
			'unchanged'       => __( 'The original plugin\'s data was left unchanged.', 'vista-speed' ),
			/* translators: 1: date and time the run started, 2: date and time it finished. */
			'times'           => __( 'Started %1$s, finished %2$s.', 'vista-speed' ),
			'loading'         => __( 'Looking for what the original plugin left…', 'vista-speed' ),
			'loadFailed'      => __( 'The importer could not be loaded.', 'vista-speed' ),
			'retry'           => __( 'Try again', 'vista-speed' ),
			/* translators: %s: the server's reason. */
			'stopped'         => __( 'The import stopped: %s Nothing is lost: continue it from where it stands.', 'vista-speed' ),
			'noReason'        => __( 'the server did not answer.', 'vista-speed' ),
			'continue'        => __( 'Continue the import', 'vista-speed' ),
		);
	}
}
