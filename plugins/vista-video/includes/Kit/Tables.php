<?php
// A copy of kit/Tables.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * The plugin's own database tables: created, and updated by dbDelta, whenever the schema version
 * stored in an option is older than the code's. Meant as one of Bootstrap's upgrade steps.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Versioned table migrations.
 */
final class Tables {

	/**
	 * Runs the CREATE TABLE statements through dbDelta when the stored version is older, then
	 * records the version. Cheap when there is nothing to do: one option read.
	 *
	 * @param string   $version_option The option that stores the tables' schema version.
	 * @param int      $version        The schema version of the code.
	 * @param callable $statements     Given the database's charset and collation clause, returns
	 *                                 the CREATE TABLE statement or statements.
	 */
	public static function migrate( string $version_option, int $version, callable $statements ): void {
		if ( (int) get_option( $version_option, 0 ) >= $version ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( $statements( $wpdb->get_charset_collate() ) );
		update_option( $version_option, $version );
	}
}
