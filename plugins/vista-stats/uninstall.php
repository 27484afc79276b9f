<?php
/**
 * Removes everything Vista Stats stored, on every site, when the owner deletes the plugin: the
 * statistics' tables, the settings, the scheduled roll-up and this server's spool of hits. What
 * stays is listed in readme.txt.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';
require_once __DIR__ . '/includes/Storage/HitSpool.php';

\Vista\Stats\Kit\Uninstall::everything( array( 'prefixes' => array( 'vista_stats_' ) ) );

// This server's spool: its hits would go nowhere now that the tables are gone.
$vista_stats_spool = \Vista\Stats\Storage\HitSpool::for_wordpress()->folder();
foreach ( array( $vista_stats_spool, WP_CONTENT_DIR . '/' . \Vista\Stats\Storage\HitSpool::LEGACY_FOLDER . '/' . basename( $vista_stats_spool ) ) as $vista_stats_folder ) {
	\Vista\Stats\Kit\Uninstall::remove_folder( $vista_stats_folder );
	// The spool's parent, when no other server's spool is left in it.
	@rmdir( dirname( $vista_stats_folder ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- another server's spool may still be there; then the folder stays.
}
