<?php
// A copy of kit/DayClaim.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * A scheduled job's run of one day, claimed in the shared database so that it runs once however
 * many web servers fire WP-Cron together (WordPress's own cron lock is a transient two servers can
 * both take). The options table's unique option_name decides: the first insert of the day's row
 * wins, on MariaDB and SQLite alike; add_option() would not do, it updates an existing row and
 * reports success. The statistics roll-up and the gallery's Instagram update use it.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The day's claim.
 */
final class DayClaim {

	/**
	 * Claims a day's run: true for the first caller only. Earlier days' claims are deleted.
	 *
	 * @param string $prefix The job's option prefix (the day, Y-m-d, is appended).
	 * @param string $day    Y-m-d (UTC).
	 */
	public static function take( string $prefix, string $day ): bool {
		global $wpdb;
		$name    = $prefix . $day;
		$claimed = (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, (string) time() ) ); // SQL: core table name.
		if ( 1 !== $claimed ) {
			return false;
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name <> %s", $wpdb->esc_like( $prefix ) . '%', $name ) ); // SQL: core table name.
		return true;
	}
}
