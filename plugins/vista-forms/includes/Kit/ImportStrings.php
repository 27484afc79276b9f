<?php
// A copy of kit/ImportStrings.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the importer's screen, translated here in the plugin's own text domain (each
 * plugin's copy of the kit carries its domain) and handed to the screen with its data: the screen's
 * code (src/shared/importer) is shared by every plugin and holds no text of its own.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

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
			'found'           => __( 'Found on this site', 'vista-forms' ),
			'items'           => __( 'Items', 'vista-forms' ),
			'count'           => __( 'Found', 'vista-forms' ),
			/* translators: %s: the original plugin's name. */
			'nothingFound'    => sprintf( __( 'Nothing from %s was found on this site.', 'vista-forms' ), $label ),
			'start'           => __( 'Start import', 'vista-forms' ),
			'runAgain'        => __( 'Run again', 'vista-forms' ),
			'againNote'       => __( 'A second run updates what the first one imported: it adds nothing twice.', 'vista-forms' ),
			'progress'        => __( 'Import progress', 'vista-forms' ),
			/* translators: %s: whole percent done, e.g. 45. */
			'percent'         => __( '%s%% done', 'vista-forms' ),
			'running'         => __( 'Importing… The import goes on on the server if you leave this page: come back to see where it stands.', 'vista-forms' ),
			'finished'        => __( 'Import finished', 'vista-forms' ),
			'report'          => __( 'Import report', 'vista-forms' ),
			'imported'        => __( 'Imported', 'vista-forms' ),
			'updated'         => __( 'Updated', 'vista-forms' ),
			'skipped'         => __( 'Skipped', 'vista-forms' ),
			'skippedItems'    => __( 'Skipped items', 'vista-forms' ),
			/* translators: 1: what the item is, 2: its id in the original plugin, 3: why it was skipped. */
			'skip'            => __( '%1$s %2$s: %3$s', 'vista-forms' ),
			'unchanged'       => __( 'The original plugin\'s data was left unchanged.', 'vista-forms' ),
			/* translators: 1: date and time the run started, 2: date and time it finished. */
			'times'           => __( 'Started %1$s, finished %2$s.', 'vista-forms' ),
			'loading'         => __( 'Looking for what the original plugin left…', 'vista-forms' ),
			'loadFailed'      => __( 'The importer could not be loaded.', 'vista-forms' ),
			'retry'           => __( 'Try again', 'vista-forms' ),
			/* translators: %s: the server's reason. */
			'stopped'         => __( 'The import stopped: %s Nothing is lost: continue it from where it stands.', 'vista-forms' ),
			'noReason'        => __( 'the server did not answer.', 'vista-forms' ),
			'continue'        => __( 'Continue the import', 'vista-forms' ),
		);
	}
}
