<?php
/**
 * Removes everything Vista Video stored, when the owner deletes the plugin: its options, the API
 * key, the cached answers of video hosts and the posters it kept in the uploads folder.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_video_version' );
delete_option( 'vista_video_settings' );
delete_option( 'vista_video_api_key' );

global $wpdb;
// SQL: core's options table, fixed patterns of this plugin's own transients.
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vista\\_video\\_%' OR option_name LIKE '\\_transient\\_timeout\\_vista\\_video\\_%'" );

$vista_video_posters = wp_get_upload_dir()['basedir'] . '/vista-video/posters';
foreach ( glob( $vista_video_posters . '/*.jpg' ) ?: array() as $vista_video_poster ) {
	wp_delete_file( $vista_video_poster );
}
@rmdir( $vista_video_posters ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the folder may hold files that are not ours, then it stays.
@rmdir( dirname( $vista_video_posters ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- likewise.
