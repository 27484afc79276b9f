<?php
/**
 * The texts of the importer's screen, translated here in the plugin's own text domain (each
 * plugin's copy of the kit carries its domain) and handed to the screen with its data: the screen's
 * code (src/shared/importer) is shared by every plugin and holds no text of its own.
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

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
			'found'           => __( 'Found on this site', 'vista-kit' ),
			'items'           => __( 'Items', 'vista-kit' ),
			'count'           => __( 'Found', 'vista-kit' ),
			/* translators: %s: the original plugin's name. */
			'nothingFound'    => sprintf( __( 'Nothing from %s was found on this site.', 'vista-kit' ), $label ),
			'start'           => __( 'Start import', 'vista-kit' ),
			'runAgain'        => __( 'Run again', 'vista-kit' ),
			'againNote'       => __( 'A second run updates what the first one imported: it adds nothing twice.', 'vista-kit' ),
			'progress'        => __( 'Import progress', 'vista-kit' ),
			/* translators: %s: whole percent done, e.g. 45. */
			'percent'         => __( '%s%% done', 'vista-kit' ),
			'running'         => __( 'Importing… The import goes on on the server if you leave this page: come back to see where it stands.', 'vista-kit' ),
			'finished'        => __( 'Import finished', 'vista-kit' ),
			'report'          => __( 'Import report', 'vista-kit' ),
			'imported'        => __( 'Imported', 'vista-kit' ),
			'updated'         => __( 'Updated', 'vista-kit' ),
			'skipped'         => __( 'Skipped', 'vista-kit' ),
			'skippedItems'    => __( 'Skipped items', 'vista-kit' ),
			/* translators: 1: what the item is, 2: its id in the original plugin, 3: why it was skipped. */
			'skip'            => __( '%1$s %2$s: %3$s', 'vista-kit' ),
			'unchanged'       => __( 'The original plugin\'s data was left unchanged.', 'vista-kit' ),
			/* translators: 1: date and time the run started, 2: date and time it finished. */
			'times'           => __( 'Started %1$s, finished %2$s.', 'vista-kit' ),
			'loading'         => __( 'Looking for what the original plugin left…', 'vista-kit' ),
			'loadFailed'      => __( 'The importer could not be loaded.', 'vista-kit' ),
			'retry'           => __( 'Try again', 'vista-kit' ),
			/* translators: %s: the server's reason. */
			'stopped'         => __( 'The import stopped: %s Nothing is lost: continue it from where it stands.', 'vista-kit' ),
			'noReason'        => __( 'the server did not answer.', 'vista-kit' ),
			'continue'        => __( 'Continue the import', 'vista-kit' ),
		);
	}
}
