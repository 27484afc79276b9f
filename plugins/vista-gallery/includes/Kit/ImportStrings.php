<?php
// A copy of kit/ImportStrings.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the importer's screen, translated here in the plugin's own text domain (each
 * plugin's copy of the kit carries its domain) and handed to the screen with its data: the screen's
 * code (src/shared/importer) is shared by every plugin and holds no text of its own.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

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
			'found'           => __( 'Found on this site', 'vista-gallery' ),
			'items'           => __( 'Items', 'vista-gallery' ),
			'count'           => __( 'Found', 'vista-gallery' ),
			/* translators: %s: the original plugin's name. */
			'nothingFound'    => sprintf( __( 'Nothing from %s was found on this site.', 'vista-gallery' ), $label ),
			'start'           => __( 'Start import', 'vista-gallery' ),
			'runAgain'        => __( 'Run again', 'vista-gallery' ),
			'againNote'       => __( 'A second run updates what the first one imported: it adds nothing twice.', 'vista-gallery' ),
			'progress'        => __( 'Import progress', 'vista-gallery' ),
			/* translators: %s: whole percent done, e.g. 45. */
			'percent'         => __( '%s%% done', 'vista-gallery' ),
			'running'         => __( 'Importing… The import goes on on the server if you leave this page: come back to see where it stands.', 'vista-gallery' ),
			'finished'        => __( 'Import finished', 'vista-gallery' ),
			'report'          => __( 'Import report', 'vista-gallery' ),
			'imported'        => __( 'Imported', 'vista-gallery' ),
			'updated'         => __( 'Updated', 'vista-gallery' ),
			'skipped'         => __( 'Skipped', 'vista-gallery' ),
			'skippedItems'    => __( 'Skipped items', 'vista-gallery' ),
			/* translators: 1: what the item is, 2: its id in the original plugin, 3: why it was skipped. */
			'skip'            => __( '%1$s %2$s: %3$s', 'vista-gallery' ),
			'unchanged'       => __( 'The original plugin\'s data was left unchanged.', 'vista-gallery' ),
			/* translators: 1: date and time the run started, 2: date and time it finished. */
			'times'           => __( 'Started %1$s, finished %2$s.', 'vista-gallery' ),
			'loading'         => __( 'Looking for what the original plugin left…', 'vista-gallery' ),
			'loadFailed'      => __( 'The importer could not be loaded.', 'vista-gallery' ),
			'retry'           => __( 'Try again', 'vista-gallery' ),
			/* translators: %s: the server's reason. */
			'stopped'         => __( 'The import stopped: %s Nothing is lost: continue it from where it stands.', 'vista-gallery' ),
			'noReason'        => __( 'the server did not answer.', 'vista-gallery' ),
			'continue'        => __( 'Continue the import', 'vista-gallery' ),
		);
	}
}
